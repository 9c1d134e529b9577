/// Why a line of JSON text did not decode.
public enum JSONDecodingProblem: Error, Sendable, Hashable {
  /// The text is not valid JSON; `offset` is the byte where reading stopped.
  case syntax(offset: Int)
  /// A string holds bytes that are not UTF-8.
  case invalidUTF8(offset: Int)
  /// Arrays and objects nest deeper than the decoder allows.
  case tooDeep(offset: Int)
}

extension JSONValue {
  /// Decodes one JSON value that fills `bytes` (surrounding whitespace allowed).
  public static func decode(_ bytes: some Sequence<UInt8>) throws(JSONDecodingProblem) -> JSONValue {
    let array = Array(bytes)
    return try array.withUnsafeBufferPointer { buffer throws(JSONDecodingProblem) in
      try decode(buffer)
    }
  }

  /// Decodes one JSON value from the text of `string`.
  public static func decode(_ string: String) throws(JSONDecodingProblem) -> JSONValue {
    try decode(Array(string.utf8))
  }

  static func decode(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONDecodingProblem) -> JSONValue {
    var parser = JSONParser(buffer)
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == buffer.count else { throw .syntax(offset: parser.position) }
    return value
  }
}

/// A strict RFC 8259 reader over bytes: rejects invalid UTF-8 and lone surrogates; duplicate keys keep
/// the last value.
struct JSONParser {
  static let maximumDepth = 256
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  mutating func parseValue(depth: Int) throws(JSONDecodingProblem) -> JSONValue {
    skipWhitespace()
    guard position < bytes.count else { throw .syntax(offset: position) }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object(try parseObject(depth: depth + 1))
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expect(JSONBytes.true)
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect(JSONBytes.false)
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect(JSONBytes.null)
      return .null
    default: return .number(try parseNumber())
    }
  }

  mutating func expect(_ word: [UInt8]) throws(JSONDecodingProblem) {
    guard bytes.count - position >= word.count else { throw .syntax(offset: position) }
    for (index, byte) in word.enumerated() where bytes[position + index] != byte {
      throw .syntax(offset: position + index)
    }
    position += word.count
  }

  mutating func parseObject(depth: Int) throws(JSONDecodingProblem) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    members.reserveCapacity(8)  // growing a dictionary from empty costs more than the parse itself
    try parseMembers(depth: depth) { key, value in members[key] = value }
    return members
  }

  /// The members of a store line's object that the store reads, each the last of its name (as
  /// `parseObject` keeps them), and whether it has any other.
  struct LineMembers {
    var id: JSONValue?
    var fields: JSONValue?
    var deleted: JSONValue?
    var header: JSONValue?
    var others = false
  }

  /// Reads the object at `position` (a `{`) as `parseValue(depth: 0)` would, keeping only the
  /// members a store line has; the same bytes are accepted and the same errors thrown.
  mutating func parseLine() throws(JSONDecodingProblem) -> LineMembers {
    var members = LineMembers()
    try parseMembers(depth: 1) { key, value in
      // Compared as `String`s, as a dictionary's keys are.
      switch key {
      case "id": members.id = value
      case "fields": members.fields = value
      case "deleted": members.deleted = value
      case LogFormat.headerKey: members.header = value
      default: members.others = true
      }
    }
    return members
  }

  /// Reads the object at `position` (a `{`) at nesting `depth`, handing each member to `take` in
  /// the order written: the one loop of `parseObject` and `parseLine`.
  private mutating func parseMembers(
    depth: Int, _ take: (String, JSONValue) -> Void
  ) throws(JSONDecodingProblem) {
    guard depth <= JSONParser.maximumDepth else { throw .tooDeep(offset: position) }
    position += 1
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw .syntax(offset: position)
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw .syntax(offset: position)
      }
      position += 1
      take(key, try parseValue(depth: depth))
      skipWhitespace()
      guard position < bytes.count else { throw .syntax(offset: position) }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return
      } else {
        throw .syntax(offset: position)
      }
    }
  }

  mutating func parseArray(depth: Int) throws(JSONDecodingProblem) -> JSONValue {
    guard depth <= JSONParser.maximumDepth else { throw .tooDeep(offset: position) }
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard position < bytes.count else { throw .syntax(offset: position) }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      } else {
        throw .syntax(offset: position)
      }
    }
  }

  mutating func parseString() throws(JSONDecodingProblem) -> String {
    position += 1
    let start = position
    var plainASCII = true
    // Fast path: no escapes; validate UTF-8 only when a byte above 0x7F was seen.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        if plainASCII { return String(decoding: slice, as: UTF8.self) }
        guard let text = String(validating: slice, as: UTF8.self) else {
          throw .invalidUTF8(offset: start)
        }
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw .syntax(offset: position) }
      if byte >= 0x80 { plainASCII = false }
      position += 1
    }
    position = start
    return try parseEscapedString()
  }

  mutating func parseEscapedString() throws(JSONDecodingProblem) -> String {
    var scalars: [UInt8] = []
    var runStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        scalars.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        position += 1
        guard let text = String(validating: scalars, as: UTF8.self) else {
          throw .invalidUTF8(offset: runStart)
        }
        return text
      }
      if byte < 0x20 { throw .syntax(offset: position) }
      guard byte == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      scalars.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
      position += 1
      guard position < bytes.count else { throw .syntax(offset: position) }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): scalars.append(0x08)
      case UInt8(ascii: "f"): scalars.append(0x0C)
      case UInt8(ascii: "n"): scalars.append(0x0A)
      case UInt8(ascii: "r"): scalars.append(0x0D)
      case UInt8(ascii: "t"): scalars.append(0x09)
      case UInt8(ascii: "u"): try appendUnicodeEscape(to: &scalars)
      default: throw .syntax(offset: position - 1)
      }
      runStart = position
    }
    throw .syntax(offset: position)
  }

  mutating func readHex4() throws(JSONDecodingProblem) -> UInt32 {
    guard bytes.count - position >= 4 else { throw .syntax(offset: position) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw .syntax(offset: position)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  mutating func appendUnicodeEscape(to out: inout [UInt8]) throws(JSONDecodingProblem) {
    let start = position
    var code = try readHex4()
    if (0xD800..<0xDC00).contains(code) {
      guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw .invalidUTF8(offset: start) }
      position += 2
      let low = try readHex4()
      guard (0xDC00..<0xE000).contains(low) else { throw .invalidUTF8(offset: start) }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(code) {
      throw .invalidUTF8(offset: start)
    }
    guard let scalar = Unicode.Scalar(code) else { throw .invalidUTF8(offset: start) }
    out.append(contentsOf: Character(scalar).utf8)
  }

  mutating func parseNumber() throws(JSONDecodingProblem) -> Double {
    let start = position
    var negative = false
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    var integer: UInt64 = 0
    var digitCount = 0
    let integerStart = position
    while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
      if digitCount < 18 { integer = integer * 10 + UInt64(bytes[position] - UInt8(ascii: "0")) }
      digitCount += 1
      position += 1
    }
    guard digitCount > 0 else { throw .syntax(offset: start) }
    if digitCount > 1, bytes[integerStart] == UInt8(ascii: "0") { throw .syntax(offset: integerStart) }
    var simple = digitCount <= 15
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      simple = false
      position += 1
      let fractionStart = position
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9")
      {
        position += 1
      }
      guard position > fractionStart else { throw .syntax(offset: position) }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      simple = false
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      let exponentStart = position
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9")
      {
        position += 1
      }
      guard position > exponentStart else { throw .syntax(offset: position) }
    }
    if simple { return negative ? -Double(integer) : Double(integer) }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text) else { throw .syntax(offset: start) }
    return value
  }
}
