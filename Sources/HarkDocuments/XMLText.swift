/// The character data of an office XML part (OpenDocument's content.xml, OOXML's document,
/// slide and shared-string parts), with a line break after each paragraph: a small scanner, not a
/// validating parser — a damaged part gives the text read up to the damage.
enum XMLText {
  /// Elements (local names) whose end closes a line: paragraphs, headings, shared strings, rows.
  static let lineElements: Set<String> = ["p", "h", "si", "row", "table-row", "list-item"]
  /// Elements (local names) that stand for a space: tabs, spaces, breaks, cells.
  static let spaceElements: Set<String> = ["tab", "s", "br", "line-break", "table-cell", "c"]
  /// Elements whose contents are not the document's text (field codes, deleted runs).
  static let skippedElements: Set<String> = ["instrText", "delText", "tracked-changes", "annotation"]

  /// The text of `bytes` (UTF-8 XML), at most `limit` UTF-8 bytes of it.
  static func text(of bytes: [UInt8], limit: Int) -> String {
    var out: [UInt8] = []
    var skipping = 0
    var index = 0
    let count = bytes.count
    while index < count, out.count < limit {
      let byte = bytes[index]
      if byte != UInt8(ascii: "<") {
        let start = index
        while index < count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        if skipping == 0 { appendDecoded(bytes[start..<index], to: &out) }
        continue
      }
      // A tag, a comment, a processing instruction or CDATA.
      if starts(bytes, at: index, with: "<![CDATA[") {
        let start = index + 9
        let end = find(bytes, "]]>", from: start) ?? count
        if skipping == 0 { out += bytes[start..<end] }
        index = end + 3
        continue
      }
      if starts(bytes, at: index, with: "<!--") {
        index = (find(bytes, "-->", from: index + 4) ?? count) + 3
        continue
      }
      guard let close = firstIndex(of: UInt8(ascii: ">"), in: bytes, from: index) else { break }
      let tag = bytes[(index + 1)..<close]
      index = close + 1
      guard let first = tag.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else { continue }
      let isEnd = first == UInt8(ascii: "/")
      let selfClosing = tag.last == UInt8(ascii: "/")
      let name = localName(isEnd ? tag.dropFirst() : tag)
      if skippedElements.contains(name), !selfClosing {
        skipping += isEnd ? -1 : 1
        skipping = max(skipping, 0)
        continue
      }
      guard skipping == 0 else { continue }
      if spaceElements.contains(name), isEnd || selfClosing {
        out.append(UInt8(ascii: name == "tab" ? "\t" : " "))
      } else if lineElements.contains(name), isEnd || selfClosing {
        if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
      }
    }
    // The line break after the XML declaration is not the document's.
    let first = out.firstIndex { !(Character(UnicodeScalar($0)).isWhitespace) } ?? out.endIndex
    return DocumentText.clipped(Array(out[first...]), limit: limit)
  }

  static func localName(_ tag: ArraySlice<UInt8>) -> String {
    var name = tag.prefix { byte in
      byte != UInt8(ascii: " ") && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "\t")
        && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r")
    }
    if let colon = name.lastIndex(of: UInt8(ascii: ":")) { name = name[(colon + 1)...] }
    return String(decoding: name, as: UTF8.self)
  }

  /// Appends character data with its entities decoded (the five named ones and numeric ones).
  static func appendDecoded(_ text: ArraySlice<UInt8>, to out: inout [UInt8]) {
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      guard byte == UInt8(ascii: "&"),
        let semicolon = text[index...].prefix(12).firstIndex(of: UInt8(ascii: ";"))
      else {
        out.append(byte)
        index += 1
        continue
      }
      let entity = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
      var scalar: Unicode.Scalar?
      switch entity {
      case "amp": scalar = "&"
      case "lt": scalar = "<"
      case "gt": scalar = ">"
      case "quot": scalar = "\""
      case "apos": scalar = "'"
      default:
        if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
          scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if entity.hasPrefix("#") {
          scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
        }
      }
      if let scalar {
        out += Array(String(Character(scalar)).utf8)
        index = semicolon + 1
      } else {
        out.append(byte)
        index += 1
      }
    }
  }

  static func starts(_ bytes: [UInt8], at index: Int, with prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return prefix.withUTF8Buffer { Array($0) == Array(bytes[index..<(index + count)]) }
  }

  static func find(_ bytes: [UInt8], _ needle: StaticString, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if starts(bytes, at: index, with: needle) { return index }
      index += 1
    }
    return nil
  }

  static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }
}
