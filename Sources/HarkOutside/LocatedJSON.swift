/// Where something is in a text file: 1-based line and column (columns count characters).
public struct TextLocation: Sendable, Hashable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

/// A JSON value with where it starts in its file, and where each member's key starts: what a
/// manifest's problems are reported at (`manifest.json:12:7`).
public indirect enum LocatedJSON: Sendable, Equatable {
  case null(TextLocation)
  case bool(Bool, TextLocation)
  case number(Double, TextLocation)
  case string(String, TextLocation)
  case array([LocatedJSON], TextLocation)
  /// Members in the file's order, each with its key's location.
  case object([Member], TextLocation)

  public struct Member: Sendable, Equatable {
    public let key: String
    public let keyLocation: TextLocation
    public let value: LocatedJSON
  }

  public var location: TextLocation {
    switch self {
    case .null(let at), .bool(_, let at), .number(_, let at), .string(_, let at), .array(_, let at),
      .object(_, let at):
      at
    }
  }

  /// The member `key` of an object (the last, when a key is repeated).
  public subscript(key: String) -> LocatedJSON? {
    guard case .object(let members, _) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  public var stringValue: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  public var numberValue: Double? {
    if case .number(let value, _) = self { return value }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let value, _) = self { return value }
    return nil
  }

  public var arrayValue: [LocatedJSON]? {
    if case .array(let values, _) = self { return values }
    return nil
  }

  public var members: [Member]? {
    if case .object(let members, _) = self { return members }
    return nil
  }

  /// What kind of value it is, in words for a message ("a string", "an object").
  public var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Why a text is not JSON: where reading stopped and what was expected there.
  public struct SyntaxError: Error, Sendable, Equatable {
    public let location: TextLocation
    public let message: String

    public init(location: TextLocation, message: String) {
      self.location = location
      self.message = message
    }
  }

  /// Reads one JSON value that fills `text` (RFC 8259; whitespace around it allowed).
  public static func parse(_ text: String) throws(SyntaxError) -> LocatedJSON {
    var reader = Reader(Array(text.utf8))
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.offset == reader.bytes.count else {
      throw reader.error("the text goes on after the value ends")
    }
    return value
  }

  /// The reader: a byte offset with its line and column kept as it moves.
  struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    /// The offset at which the current line starts.
    var lineStart = 0
    static let maximumDepth = 128

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The location of the byte at `offset`: its column counts the characters before it on its
    /// line (UTF-8 continuation bytes are not characters).
    var location: TextLocation {
      let column = bytes[lineStart..<min(offset, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
      return TextLocation(line: line, column: column)
    }

    func error(_ message: String) -> SyntaxError { SyntaxError(location: location, message: message) }

    mutating func skipWhitespace() {
      while offset < bytes.count {
        switch bytes[offset] {
        case 0x0A:
          offset += 1
          line += 1
          lineStart = offset
        case 0x20, 0x09, 0x0D: offset += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> LocatedJSON {
      skipWhitespace()
      guard depth <= Self.maximumDepth else { throw error("arrays and objects nest too deep") }
      guard offset < bytes.count else { throw error("a value was expected, and the text ended") }
      let at = location
      switch bytes[offset] {
      case UInt8(ascii: "{"): return try object(at, depth: depth)
      case UInt8(ascii: "["): return try array(at, depth: depth)
      case UInt8(ascii: "\""): return .string(try string(), at)
      case UInt8(ascii: "t"):
        try word("true")
        return .bool(true, at)
      case UInt8(ascii: "f"):
        try word("false")
        return .bool(false, at)
      case UInt8(ascii: "n"):
        try word("null")
        return .null(at)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(), at)
      default: throw error("a value was expected")
      }
    }

    mutating func word(_ word: String) throws(SyntaxError) {
      for byte in word.utf8 {
        guard offset < bytes.count, bytes[offset] == byte else { throw error("“\(word)” was expected") }
        offset += 1
      }
    }

    mutating func object(_ at: TextLocation, depth: Int) throws(SyntaxError) -> LocatedJSON {
      offset += 1
      var members: [Member] = []
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(members, at)
      }
      while true {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw error("a member's name in double quotes was expected")
        }
        let keyAt = location
        let key = try string()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
          throw error("“:” was expected after “\(key)”")
        }
        offset += 1
        members.append(Member(key: key, keyLocation: keyAt, value: try value(depth: depth + 1)))
        skipWhitespace()
        guard offset < bytes.count else { throw error("“}” was expected, and the text ended") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        guard bytes[offset] == UInt8(ascii: "}") else { throw error("“,” or “}” was expected") }
        offset += 1
        return .object(members, at)
      }
    }

    mutating func array(_ at: TextLocation, depth: Int) throws(SyntaxError) -> LocatedJSON {
      offset += 1
      var values: [LocatedJSON] = []
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(values, at)
      }
      while true {
        values.append(try value(depth: depth + 1))
        skipWhitespace()
        guard offset < bytes.count else { throw error("“]” was expected, and the text ended") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        guard bytes[offset] == UInt8(ascii: "]") else { throw error("“,” or “]” was expected") }
        offset += 1
        return .array(values, at)
      }
    }

    /// A string's text; the reader is on its opening quote.
    mutating func string() throws(SyntaxError) -> String {
      offset += 1
      var text: [UInt8] = []
      while offset < bytes.count {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
          offset += 1
          guard let string = String(validating: text, as: UTF8.self) else {
            throw error("the string before this is not UTF-8")
          }
          return string
        case UInt8(ascii: "\\"):
          offset += 1
          try escape(into: &text)
        case 0..<0x20: throw error("a control character must be escaped in a string")
        default:
          text.append(byte)
          offset += 1
        }
      }
      throw error("the string is not closed")
    }

    mutating func escape(into text: inout [UInt8]) throws(SyntaxError) {
      guard offset < bytes.count else { throw error("the string is not closed") }
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar) {
          guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
          else { throw error("a lone surrogate in a \\u escape") }
          offset += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in a \\u escape") }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
          throw error("a lone surrogate in a \\u escape")
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("not a character") }
        text += Array(String(Character(unicode)).utf8)
      default: throw error("“\\\(Character(Unicode.Scalar(byte)))” is not an escape JSON has")
      }
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) else {
          throw error("four hexadecimal digits were expected after \\u")
        }
        value = value << 4 | digit
        offset += 1
      }
      return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
      default: nil
      }
    }

    /// A number as RFC 8259 writes one.
    mutating func number() throws(SyntaxError) -> Double {
      let start = offset
      func digits(_ reader: inout Reader) -> Int {
        let first = reader.offset
        while reader.offset < reader.bytes.count, (0x30...0x39).contains(reader.bytes[reader.offset]) {
          reader.offset += 1
        }
        return reader.offset - first
      }
      if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      let integerStart = offset
      let integer = digits(&self)
      guard integer > 0 else { throw error("a digit was expected") }
      guard integer == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
        offset = integerStart
        throw error("a number does not start with 0")
      }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        guard digits(&self) > 0 else { throw error("a digit was expected after “.”") }
      }
      if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
        offset += 1
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
          offset += 1
        }
        guard digits(&self) > 0 else { throw error("a digit was expected in the exponent") }
      }
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      guard let value = Double(text) else { throw error("not a number") }
      return value
    }
  }
}
