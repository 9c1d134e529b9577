/// The content lines of an iCalendar file as they are in its bytes: where each starts and ends
/// (folded continuation lines included), its 1-based line number and its name, and which
/// component each BEGIN…END encloses. Line numbers for errors and byte ranges for edits come
/// from here: an edit replaces whole content lines and leaves every other byte as it was.
struct ContentLines {
  /// One content line: one or more physical lines (RFC 5545 3.1 folding).
  struct Line {
    /// Its bytes in the file, line ending(s) included.
    var range: Range<Int>
    /// The 1-based number of its first physical line.
    var number: Int
    /// The property name, upper-cased (`DTSTART`, `X-FOO`, `BEGIN`).
    var name: String
  }

  /// A BEGIN…END block.
  struct Block {
    /// The component name (`VEVENT`).
    var name: String
    /// Index of its BEGIN line in ``lines``.
    var begin: Int
    /// Index of its END line in ``lines``.
    var end: Int
    /// How many blocks enclose it (0 for VCALENDAR).
    var depth: Int
  }

  let bytes: [UInt8]
  private(set) var lines: [Line] = []
  private(set) var blocks: [Block] = []

  /// Scans `bytes`; throws the problem and its 1-based line when they are not content lines
  /// in balanced components under one VCALENDAR.
  init(_ bytes: [UInt8]) throws(LineProblem) {
    self.bytes = bytes
    var position = 0
    var physical = 1
    while position < bytes.count {
      let start = position
      let number = physical
      // Up to the end of this physical line, then any continuation lines (starting with a space
      // or a tab).
      repeat {
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        if position < bytes.count { position += 1 }
        physical += 1
      } while position < bytes.count && (bytes[position] == 0x20 || bytes[position] == 0x09)
      if ContentLines.isBlank(bytes[start..<position]) { continue }
      var nameEnd = start
      while nameEnd < position, bytes[nameEnd] != UInt8(ascii: ":"), bytes[nameEnd] != UInt8(ascii: ";"),
        bytes[nameEnd] != 0x0D, bytes[nameEnd] != 0x0A
      {
        nameEnd += 1
      }
      guard nameEnd > start, nameEnd < position, bytes[nameEnd] != 0x0D, bytes[nameEnd] != 0x0A,
        let name = String(validating: bytes[start..<nameEnd], as: UTF8.self)
      else { throw LineProblem(line: number, problem: .malformedLine) }
      lines.append(Line(range: start..<position, number: number, name: name.uppercased()))
    }
    try buildBlocks()
  }

  private mutating func buildBlocks() throws(LineProblem) {
    guard let first = lines.first, first.name == "BEGIN", componentName(0) == "VCALENDAR" else {
      throw LineProblem(line: lines.first?.number ?? 1, problem: .notACalendar)
    }
    var open: [(name: String, line: Int)] = []
    for index in lines.indices {
      let line = lines[index]
      if line.name == "BEGIN" {
        if open.isEmpty, index != 0 {
          throw LineProblem(line: line.number, problem: .unbalanced(component: "VCALENDAR"))
        }
        open.append((componentName(index), index))
      } else if line.name == "END" {
        let name = componentName(index)
        guard let top = open.popLast(), top.name == name else {
          throw LineProblem(line: line.number, problem: .unbalanced(component: name))
        }
        blocks.append(Block(name: name, begin: top.line, end: index, depth: open.count))
      } else if open.isEmpty {
        throw LineProblem(line: line.number, problem: .unbalanced(component: "VCALENDAR"))
      }
    }
    if let unclosed = open.last {
      throw LineProblem(line: lines[unclosed.line].number, problem: .unbalanced(component: unclosed.name))
    }
    blocks.sort { $0.begin < $1.begin }
  }

  /// The components directly inside VCALENDAR named `name`, in file order.
  func topLevel(_ name: String) -> [Block] {
    blocks.filter { $0.depth == 1 && $0.name == name }
  }

  /// Indexes of the lines that are `block`'s own properties (not BEGIN/END, not inside a nested
  /// component such as a VALARM).
  func properties(of block: Block) -> [Int] {
    var result: [Int] = []
    var depth = 0
    for index in (block.begin + 1)..<block.end {
      switch lines[index].name {
      case "BEGIN": depth += 1
      case "END": depth -= 1
      default: if depth == 0 { result.append(index) }
      }
    }
    return result
  }

  /// The unfolded text of line `index` without its line ending: `NAME;PARAMS:VALUE`.
  func unfolded(_ index: Int) -> String {
    var result: [UInt8] = []
    let range = lines[index].range
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      if byte == 0x0D || byte == 0x0A {
        // A line break inside the range is a fold: skip it and the one space or tab after it.
        while position < range.upperBound, bytes[position] == 0x0D || bytes[position] == 0x0A {
          position += 1
        }
        if position < range.upperBound { position += 1 }
        continue
      }
      result.append(byte)
      position += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The component a BEGIN or END line `index` names, upper-cased, without surrounding spaces
  /// (some writers leave a trailing one).
  func componentName(_ index: Int) -> String {
    String(
      value(of: index).uppercased().drop { $0 == " " || $0 == "\t" }.reversed().drop {
        $0 == " " || $0 == "\t"
      }.reversed())
  }

  /// The value of line `index`: after the first colon that is not inside a quoted parameter.
  func value(of index: Int) -> String {
    ContentLines.split(unfolded(index)).value
  }

  /// `NAME;PARAMS:VALUE` split into the name-and-parameters part and the value.
  static func split(_ text: String) -> (head: Substring, value: String) {
    var quoted = false
    for index in text.indices {
      let character = text[index]
      if character == "\"" { quoted.toggle() }
      if character == ":", !quoted {
        return (text[..<index], String(text[text.index(after: index)...]))
      }
    }
    return (Substring(text), "")
  }

  /// The parameters of a `NAME;P=V;Q="W":…` head, names upper-cased, quotes removed.
  static func parameters(_ head: Substring) -> [(name: String, value: String)] {
    var result: [(String, String)] = []
    var pieces: [Substring] = []
    var quoted = false
    var start = head.startIndex
    for index in head.indices {
      if head[index] == "\"" { quoted.toggle() }
      if head[index] == ";", !quoted {
        pieces.append(head[start..<index])
        start = head.index(after: index)
      }
    }
    pieces.append(head[start...])
    for piece in pieces.dropFirst() {
      let pair = piece.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { continue }
      var value = String(pair[1])
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
        value = String(value.dropFirst().dropLast())
      }
      result.append((pair[0].uppercased(), value))
    }
    return result
  }

  private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.allSatisfy { $0 == 0x0D || $0 == 0x0A || $0 == 0x20 || $0 == 0x09 }
  }
}

/// A file that is no calendar item, and where.
struct LineProblem: Error {
  var line: Int
  var problem: ItemProblem
}
