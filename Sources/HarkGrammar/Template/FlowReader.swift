/// Reads one value written on a single line: a plain or quoted scalar, or a flow collection.
struct FlowReader {
  var characters: [Character]
  var line: Int
  var column: Int
  var index = 0
  var error: YAMLError?
  var depth = 0

  private var mark: SourceMark { SourceMark(line: line, column: column + index) }

  mutating func skipSpaces() {
    while index < characters.count && characters[index] == " " { index += 1 }
  }

  private mutating func fail(_ message: String) {
    if error == nil { error = YAMLError(mark: mark, message: message) }
  }

  mutating func readValue(topLevel: Bool) -> YAMLNode {
    skipSpaces()
    let start = mark
    guard index < characters.count else { return .scalar("", mark: start, quoted: false) }
    if (characters[index] == "[" || characters[index] == "{") && depth >= 32 {
      fail("flow collections nested more than 32 deep")
      index = characters.count
      return .scalar("", mark: start, quoted: false)
    }
    switch characters[index] {
    case "[":
      depth += 1
      defer { depth -= 1 }
      return readSequence()
    case "{":
      depth += 1
      defer { depth -= 1 }
      return readMapping()
    case "\"": return readDoubleQuoted()
    case "'": return readSingleQuoted()
    case "&", "*", "!", "|", ">", "%", "@", "`":
      fail("'\(characters[index])' cannot start a plain value in this YAML subset; put the value in quotes")
      index = characters.count
      return .scalar("", mark: start, quoted: false)
    default:
      var text = ""
      while index < characters.count {
        let character = characters[index]
        if !topLevel && (character == "," || character == "]" || character == "}") { break }
        if !topLevel && character == ":" && (index + 1 == characters.count || characters[index + 1] == " ") {
          break
        }
        text.append(character)
        index += 1
      }
      while text.last == " " { text.removeLast() }
      return .scalar(text, mark: start, quoted: false)
    }
  }

  private mutating func readDoubleQuoted() -> YAMLNode {
    index += 1
    let start = mark
    var text = ""
    while index < characters.count {
      let character = characters[index]
      index += 1
      if character == "\"" { return .scalar(text, mark: start, quoted: true) }
      if character == "\\" {
        guard index < characters.count else { break }
        let escaped = characters[index]
        index += 1
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "\"", "\\", "/": text.append(escaped)
        case "u":
          let hex = String(characters[index..<min(index + 4, characters.count)])
          if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
            text.unicodeScalars.append(scalar)
            index += 4
          } else {
            fail("'\\u' needs four hex digits")
          }
        default:
          // Keep unknown escapes literally so template escapes like "\(" survive.
          text.append("\\")
          text.append(escaped)
        }
      } else {
        text.append(character)
      }
    }
    return unterminated(text, start: start, message: "unterminated double-quoted text; add the closing '\"'")
  }

  private mutating func readSingleQuoted() -> YAMLNode {
    index += 1
    let start = mark
    var text = ""
    while index < characters.count {
      let character = characters[index]
      index += 1
      if character == "'" {
        if index < characters.count && characters[index] == "'" {
          text.append("'")
          index += 1
          continue
        }
        return .scalar(text, mark: start, quoted: true)
      }
      text.append(character)
    }
    return unterminated(text, start: start, message: "unterminated single-quoted text; add the closing \"'\"")
  }

  /// Quoted text that runs to the end: the error points at the opening quote, and the text so far
  /// is kept so the reader can go on and report what else is wrong.
  private mutating func unterminated(_ text: String, start: SourceMark, message: String) -> YAMLNode {
    error = error ?? YAMLError(mark: SourceMark(line: start.line, column: start.column - 1), message: message)
    return .scalar(text, mark: start, quoted: true)
  }

  private mutating func readSequence() -> YAMLNode {
    let start = mark
    index += 1
    var items: [YAMLNode] = []
    skipSpaces()
    if index < characters.count && characters[index] == "]" {
      index += 1
      return .sequence([], mark: start)
    }
    while error == nil {
      items.append(readValue(topLevel: false))
      guard
        readsAnother(
          closer: "]", unclosed: "'[' is never closed; add ']' (a template starting with '[' must be quoted)",
          unexpected: "expected ',' or ']' in a flow list (a template starting with '[' must be quoted)")
      else { break }
    }
    return .sequence(items, mark: start)
  }

  private mutating func readMapping() -> YAMLNode {
    let start = mark
    index += 1
    var entries: [YAMLEntry] = []
    skipSpaces()
    if index < characters.count && characters[index] == "}" {
      index += 1
      return .mapping([], mark: start)
    }
    while error == nil {
      skipSpaces()
      let keyMark = mark
      guard case .scalar(let key, _, _) = readValue(topLevel: false) else {
        fail("a key must be text")
        break
      }
      skipSpaces()
      guard index < characters.count, characters[index] == ":" else {
        fail("expected ':' after the key '\(key)' (a template starting with '{' must be quoted)")
        break
      }
      index += 1
      let value = readValue(topLevel: false)
      entries.append(YAMLEntry(key: key, keyMark: keyMark, value: value))
      guard
        readsAnother(
          closer: "}", unclosed: "'{' is never closed; add '}'",
          unexpected: "expected ',' or '}' in a flow mapping")
      else { break }
    }
    return .mapping(entries, mark: start)
  }

  /// After an item of a flow list or mapping: true when a `,` says another follows; false when
  /// `closer` ends the collection, or after reporting what was found instead.
  private mutating func readsAnother(closer: Character, unclosed: String, unexpected: String) -> Bool {
    skipSpaces()
    guard index < characters.count else {
      fail(unclosed)
      return false
    }
    if characters[index] == "," {
      index += 1
      return true
    }
    if characters[index] == closer {
      index += 1
      return false
    }
    fail(unexpected)
    return false
  }
}
