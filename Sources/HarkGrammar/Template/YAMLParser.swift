import Foundation

/// Parses the YAML subset documented in Grammars/README.md: block mappings and sequences by
/// indentation, plain / single-quoted / double-quoted scalars on one line, one-line flow
/// sequences `[a, b]` and mappings `{k: v}`, `#` comments. No anchors, tags, block scalars or
/// multi-line plain scalars.
struct YAMLParser {
  private struct Line {
    var number: Int
    var indent: Int
    var text: String  // without indentation and comment
  }

  private var lines: [Line] = []
  private var position = 0
  private var depth = 0
  /// Blocks nested deeper than this are refused.
  static let maxDepth = 64
  private(set) var errors: [YAMLError] = []

  /// Parses `text`; returns the root (an empty mapping for an empty file) and all errors found.
  static func parse(_ text: String) -> (YAMLNode, [YAMLError]) {
    var parser = YAMLParser()
    parser.splitLines(text)
    guard !parser.lines.isEmpty else {
      return (.mapping([], mark: SourceMark(line: 1, column: 1)), parser.errors)
    }
    let root = parser.parseBlock(indent: parser.lines[0].indent)
    while parser.position < parser.lines.count {
      let line = parser.lines[parser.position]
      parser.fail(line.number, line.indent + 1, "unexpected indentation; this line belongs to no block")
      parser.position += 1
      _ = parser.parseBlockIfAny(deeperThan: line.indent - 1)
    }
    return (root, parser.errors)
  }

  private mutating func fail(_ line: Int, _ column: Int, _ message: String) {
    errors.append(YAMLError(mark: SourceMark(line: line, column: column), message: message))
  }

  private mutating func splitLines(_ text: String) {
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var line = Array(raw.hasSuffix("\r") ? raw.dropLast() : raw)
      if let tab = line.prefix(while: { $0 == " " || $0 == "\t" }).firstIndex(of: "\t") {
        fail(number, tab + 1, "tabs are not allowed for indentation; use spaces")
        line = line.map { $0 == "\t" ? " " : $0 }
      }
      let indent = line.prefix(while: { $0 == " " }).count
      let content = Self.stripComment(Array(line[indent...]))
      if content.isEmpty || content == ["-", "-", "-"] { continue }
      lines.append(Line(number: number, indent: indent, text: String(content)))
    }
  }

  /// Removes a `#` comment that is outside quotes and at a line start or after a space.
  private static func stripComment(_ characters: [Character]) -> [Character] {
    var quote: Character?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if let open = quote {
        if character == "\\" && open == "\"" {
          index += 2
          continue
        }
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        if index == 0 || " [{,:".contains(characters[index - 1]) { quote = character }
      } else if character == "#" && (index == 0 || characters[index - 1] == " ") {
        var result = Array(characters[..<index])
        while result.last == " " { result.removeLast() }
        return result
      }
      index += 1
    }
    var result = characters
    while result.last == " " { result.removeLast() }
    return result
  }

  private mutating func parseBlockIfAny(deeperThan indent: Int) -> YAMLNode? {
    guard position < lines.count, lines[position].indent > indent else { return nil }
    return parseBlock(indent: lines[position].indent)
  }

  private mutating func parseBlock(indent: Int) -> YAMLNode {
    let first = lines[position]
    guard depth < Self.maxDepth else {
      fail(first.number, indent + 1, "blocks nested more than \(Self.maxDepth) deep")
      while position < lines.count && lines[position].indent >= indent { position += 1 }
      return .scalar("", mark: SourceMark(line: first.number, column: indent + 1), quoted: false)
    }
    depth += 1
    defer { depth -= 1 }
    if Self.isSequenceItem(first.text) {
      return parseSequence(indent: indent)
    }
    return parseMapping(indent: indent, firstColumnOffset: 0)
  }

  private static func isSequenceItem(_ text: String) -> Bool {
    text == "-" || text.hasPrefix("- ")
  }

  private mutating func parseSequence(indent: Int) -> YAMLNode {
    let mark = SourceMark(line: lines[position].number, column: indent + 1)
    var items: [YAMLNode] = []
    while position < lines.count, lines[position].indent == indent, Self.isSequenceItem(lines[position].text)
    {
      let line = lines[position]
      let rest = String(line.text.dropFirst()).drop(while: { $0 == " " })
      let restColumn = line.indent + (line.text.count - rest.count)
      if rest.isEmpty {
        position += 1
        items.append(parseBlockIfAny(deeperThan: indent) ?? .scalar("", mark: mark, quoted: false))
      } else if Self.keySplit(String(rest)) != nil {
        // "- key: value" starts a mapping whose keys sit at the column after "- ".
        lines[position] = Line(number: line.number, indent: restColumn, text: String(rest))
        items.append(parseMapping(indent: restColumn, firstColumnOffset: 0))
      } else if Self.isSequenceItem(String(rest)) {
        lines[position] = Line(number: line.number, indent: restColumn, text: String(rest))
        items.append(parseSequence(indent: restColumn))
      } else {
        position += 1
        items.append(parseInline(String(rest), line: line.number, column: restColumn + 1))
      }
    }
    return .sequence(items, mark: mark)
  }

  private mutating func parseMapping(indent: Int, firstColumnOffset: Int) -> YAMLNode {
    let mark = SourceMark(line: lines[position].number, column: indent + 1)
    var entries: [YAMLEntry] = []
    var seen: Set<String> = []
    while position < lines.count, lines[position].indent == indent {
      let line = lines[position]
      if Self.isSequenceItem(line.text) { break }
      guard let (rawKey, valueText, valueOffset) = Self.keySplit(line.text) else {
        fail(
          line.number, indent + 1,
          "expected 'key: value'; quote text that contains ': ' or starts with a symbol")
        position += 1
        _ = parseBlockIfAny(deeperThan: indent)
        continue
      }
      let key = Self.unquoteKey(rawKey)
      let keyMark = SourceMark(line: line.number, column: indent + 1)
      if seen.contains(key) { fail(line.number, indent + 1, "duplicate key '\(key)'") }
      seen.insert(key)
      position += 1
      let value: YAMLNode
      if valueText.isEmpty {
        if position < lines.count, lines[position].indent == indent, Self.isSequenceItem(lines[position].text)
        {
          value = parseSequence(indent: indent)
        } else {
          value = parseBlockIfAny(deeperThan: indent) ?? .scalar("", mark: keyMark, quoted: false)
        }
      } else {
        value = parseInline(valueText, line: line.number, column: indent + valueOffset + 1)
        if let extra = parseBlockIfAny(deeperThan: indent) {
          fail(
            extra.mark.line, extra.mark.column, "a value on the key's line cannot also have an indented block"
          )
        }
      }
      entries.append(YAMLEntry(key: key, keyMark: keyMark, value: value))
    }
    return .mapping(entries, mark: mark)
  }

  /// Splits `key: value` at the first `: ` (or final `:`) outside quotes; returns the value's offset.
  private static func keySplit(_ text: String) -> (String, String, Int)? {
    let characters = Array(text)
    guard let first = characters.first,
      !"[{-#&*!|>%@`".contains(first) || first == "-" && characters.count > 1 && characters[1] != " "
    else {
      return nil
    }
    var quote: Character?
    var index = 0
    if first == "\"" || first == "'" {
      quote = first
      index = 1
      while index < characters.count {
        if characters[index] == "\\" && quote == "\"" {
          index += 2
          continue
        }
        if characters[index] == quote { break }
        index += 1
      }
      index += 1
      guard index < characters.count, characters[index] == ":" else { return nil }
    } else {
      while index < characters.count {
        if characters[index] == ":" && (index + 1 == characters.count || characters[index + 1] == " ") {
          break
        }
        index += 1
      }
      guard index < characters.count else { return nil }
    }
    let key = String(characters[..<index]).trimmingCharacters(in: .whitespaces)
    var valueStart = index + 1
    while valueStart < characters.count && characters[valueStart] == " " { valueStart += 1 }
    return (key, String(characters[valueStart...]), valueStart)
  }

  private static func unquoteKey(_ key: String) -> String {
    if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first {
      return String(key.dropFirst().dropLast())
    }
    return key
  }

  /// Parses a value written on one line: a scalar or a flow collection.
  private mutating func parseInline(_ text: String, line: Int, column: Int) -> YAMLNode {
    var reader = FlowReader(characters: Array(text), line: line, column: column)
    let node = reader.readValue(topLevel: true)
    reader.skipSpaces()
    if reader.error == nil && reader.index < reader.characters.count {
      reader.error = YAMLError(
        mark: SourceMark(line: line, column: column + reader.index),
        message: "unexpected text after the value; quote the whole value")
    }
    if let error = reader.error {
      errors.append(error)
    }
    return node
  }
}
