/// Reads one lexicon file's YAML into a ``Lexicon``, collecting diagnostics with their places:
/// an unknown key, a value of the wrong shape, a number that is not one.
struct LexiconReader {
  let file: String
  let text: String
  let language: Language
  private let lines: [Substring]
  private(set) var diagnostics: [GrammarDiagnostic] = []

  init(file: String, text: String, language: Language) {
    self.file = file
    self.text = text
    self.language = language
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  mutating func read() -> Lexicon {
    let (root, errors) = YAMLParser.parse(text)
    for error in errors { fail(error.mark, error.message) }
    guard case .mapping(let entries, _) = root else {
      fail(root.mark, "a lexicon file is a mapping of keys to words, not \(root.kindName)")
      return .empty(language)
    }
    var rows: [LexiconKey: [Lexicon.Row]] = [:]
    for entry in entries {
      if entry.key == "language" {
        if case .scalar(let code, let mark, _) = entry.value, Language(code) != language {
          fail(mark, "language '\(code)' does not match the file name '\(language)'")
        }
        continue
      }
      guard let key = LexiconKey(rawValue: entry.key) else {
        fail(entry.keyMark, "unknown lexicon key '\(entry.key)'\(suggestion(entry.key))")
        continue
      }
      if rows[key] != nil { fail(entry.keyMark, "'\(entry.key)' is written twice") }
      rows[key] = read(entry.value, as: key)
    }
    return Lexicon(language: language, rows: rows)
  }

  private mutating func read(_ node: YAMLNode, as key: LexiconKey) -> [Lexicon.Row] {
    switch (key.shape, node) {
    case (.text, .scalar(let text, _, _)):
      return [Lexicon.Row(word: text, values: [])]
    case (.words, .sequence(let items, _)):
      return items.compactMap { item in scalar(item, key).map { Lexicon.Row(word: $0, values: []) } }
    case (.numbers, .mapping(let entries, _)):
      return entries.compactMap { entry in
        guard let value = scalar(entry.value, key) else { return nil }
        guard Int(value) != nil else {
          fail(entry.value.mark, "'\(key.rawValue)' gives each word a whole number; '\(value)' is not one")
          return nil
        }
        return Lexicon.Row(word: entry.key, values: [value])
      }
    case (.table, .mapping(let entries, _)):
      return entries.map { entry in
        if case .sequence(let items, _) = entry.value {
          return Lexicon.Row(word: entry.key, values: items.compactMap { scalar($0, key) })
        }
        return Lexicon.Row(word: entry.key, values: scalar(entry.value, key).map { [$0] } ?? [])
      }
    default:
      let wanted =
        switch key.shape {
        case .words: "a list of words"
        case .numbers: "a mapping of words to numbers"
        case .table: "a mapping of words to words"
        case .text: "a text"
        }
      fail(node.mark, "'\(key.rawValue)' is \(wanted), not \(node.kindName)")
      return []
    }
  }

  private mutating func scalar(_ node: YAMLNode, _ key: LexiconKey) -> String? {
    guard case .scalar(let text, _, _) = node else {
      fail(node.mark, "'\(key.rawValue)' holds words, not \(node.kindName)")
      return nil
    }
    return text
  }

  private func suggestion(_ key: String) -> String {
    let known = LexiconKey.allCases.map(\.rawValue)
    guard let near = known.min(by: { distance($0, key) < distance($1, key) }), distance(near, key) <= 2 else {
      return ""
    }
    return "; did you mean '\(near)'?"
  }

  private func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  private mutating func fail(_ mark: SourceMark, _ message: String) {
    let line = mark.line >= 1 && mark.line <= lines.count ? String(lines[mark.line - 1]) : ""
    diagnostics.append(
      GrammarDiagnostic(file: file, line: mark.line, column: mark.column, message: message, sourceLine: line))
  }
}
