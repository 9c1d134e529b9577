/// Reads a card's bytes into content lines: physical lines unfolded (a line starting with a space
/// or a tab continues the one before, the cut possibly inside a UTF-8 sequence), each split into
/// group, name, parameters and value, with the byte range and line number it came from.
enum VCardParser {
  /// The content lines between `BEGIN:VCARD` and its `END:VCARD`, those two excluded.
  static func lines(_ bytes: [UInt8]) throws(VCardProblem) -> (lines: [VCardLine], end: VCardLine) {
    var logical: [(bytes: [UInt8], range: Range<Int>, number: Int)] = []
    var position = 0
    var number = 0
    while position < bytes.count {
      number += 1
      let start = position
      var end = position
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      let next = end < bytes.count ? end + 1 : end
      var content = end
      if content > start, bytes[content - 1] == 0x0D { content -= 1 }
      position = next
      if content > start, bytes[start] == 0x20 || bytes[start] == 0x09, !logical.isEmpty {
        logical[logical.count - 1].bytes += bytes[(start + 1)..<content]
        logical[logical.count - 1].range = logical[logical.count - 1].range.lowerBound..<next
        continue
      }
      // A blank line is no property (some writers end a file with one).
      if content == start { continue }
      logical.append((Array(bytes[start..<content]), start..<next, number))
    }
    guard let first = logical.first,
      let begin = try? line(first.bytes, range: first.range, number: first.number),
      begin.name == "BEGIN", begin.rawValue.uppercased() == "VCARD"
    else {
      throw .notACard(line: logical.first?.number ?? 1)
    }
    var result: [VCardLine] = []
    var depth = 0
    for item in logical.dropFirst() {
      let parsed = try line(item.bytes, range: item.range, number: item.number)
      if parsed.name == "END", parsed.rawValue.uppercased() == "VCARD" {
        if depth == 0 { return (result, parsed) }
        depth -= 1
      } else if parsed.name == "BEGIN", parsed.rawValue.uppercased() == "VCARD" {
        // vCard 2.1's AGENT may hold a card inside a card: its lines are kept, not read.
        depth += 1
      }
      result.append(parsed)
    }
    throw .missingEnd(line: logical.last?.number ?? 1)
  }

  /// One unfolded line split into its parts.
  static func line(_ bytes: [UInt8], range: Range<Int>, number: Int) throws(VCardProblem) -> VCardLine {
    // Not UTF-8 (an old card in Latin-1): read byte for byte rather than lose the card.
    let text =
      String(validating: bytes, as: UTF8.self)
      ?? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    let scalars = Array(text.unicodeScalars)
    var index = 0
    // The name (with its group) runs to the first ';' or ':'.
    while index < scalars.count, scalars[index] != ";", scalars[index] != ":" { index += 1 }
    guard index < scalars.count else { throw .missingColon(line: number) }
    let fullName = String(String.UnicodeScalarView(scalars[0..<index]))
    var group: String?
    var name = fullName
    if let dot = fullName.lastIndex(of: ".") {
      group = String(fullName[..<dot])
      name = String(fullName[fullName.index(after: dot)...])
    }
    var parameters: [VCardParameter] = []
    while index < scalars.count, scalars[index] == ";" {
      index += 1
      var parameterName = ""
      while index < scalars.count, !";:=".unicodeScalars.contains(scalars[index]) {
        parameterName.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard index < scalars.count else { throw .missingColon(line: number) }
      guard scalars[index] == "=" else {
        if !parameterName.isEmpty {
          parameters.append(VCardParameter(name: parameterName.uppercased(), values: [], isBare: true))
        }
        continue
      }
      index += 1
      var values: [String] = []
      var current = ""
      var quoted = false
      while index < scalars.count {
        let scalar = scalars[index]
        if quoted {
          if scalar == "\"" { quoted = false } else { current.unicodeScalars.append(scalar) }
        } else if scalar == "\"" {
          quoted = true
        } else if scalar == "," {
          values.append(current)
          current = ""
        } else if scalar == ";" || scalar == ":" {
          break
        } else {
          current.unicodeScalars.append(scalar)
        }
        index += 1
      }
      guard index < scalars.count else { throw .missingColon(line: number) }
      values.append(current)
      parameters.append(VCardParameter(name: parameterName.uppercased(), values: values.map(caretDecoded)))
    }
    guard index < scalars.count, scalars[index] == ":" else { throw .missingColon(line: number) }
    let value = String(String.UnicodeScalarView(scalars[(index + 1)...]))
    return VCardLine(
      group: group, name: name.uppercased(), parameters: parameters, rawValue: value, byteRange: range,
      lineNumber: number)
  }

  /// RFC 6868's escapes in parameter values: `^n` a newline, `^'` a double quote, `^^` a caret.
  static func caretDecoded(_ value: String) -> String {
    guard value.contains("^") else { return value }
    var result = ""
    var caret = false
    for character in value {
      if caret {
        switch character {
        case "n": result.append("\n")
        case "'": result.append("\"")
        case "^": result.append("^")
        default: result += "^" + String(character)
        }
        caret = false
      } else if character == "^" {
        caret = true
      } else {
        result.append(character)
      }
    }
    if caret { result.append("^") }
    return result
  }
}
