/// The syntax tree of one template (hassil's syntax).
indirect enum Expression: Sendable, Equatable {
  /// Literal text (spaces significant).
  case text(String)
  /// Items one after the other.
  case sequence([Expression])
  /// One of the items; `optional` adds the empty alternative (`[...]`).
  case alternatives([Expression], optional: Bool)
  /// All items, in any order (`(a;b)`).
  case permutation([Expression])
  /// A slot filled from list `list`, named `slot` (`{list}` or `{list:slot}`), at `offset`.
  case list(list: String, slot: String, offset: Int)
  /// An expansion rule reference (`<rule>`) at `offset`.
  case rule(String, offset: Int)

  /// A compact text form, used by tests and the debug output.
  var dump: String {
    switch self {
    case .text(let text): return "'\(text)'"
    case .sequence(let items): return "seq(" + items.map(\.dump).joined(separator: " ") + ")"
    case .alternatives(let items, let optional):
      return (optional ? "opt(" : "alt(") + items.map(\.dump).joined(separator: "|") + ")"
    case .permutation(let items): return "perm(" + items.map(\.dump).joined(separator: ";") + ")"
    case .list(let list, let slot, _): return list == slot ? "{\(list)}" : "{\(list):\(slot)}"
    case .rule(let name, _): return "<\(name)>"
    }
  }
}

/// What can be wrong in a template; `offset` counts characters from the template's start.
enum TemplateError: Error, Equatable, Sendable {
  case unclosed(opener: Character, offset: Int)
  case unexpectedCloser(Character, offset: Int)
  case mismatchedCloser(expected: Character, found: Character, offset: Int)
  case mixedSeparators(offset: Int)
  case emptyName(offset: Int)
  case danglingEscape(offset: Int)
  case tooDeep(offset: Int)

  var offset: Int {
    switch self {
    case .unclosed(_, let offset), .unexpectedCloser(_, let offset),
      .mismatchedCloser(_, _, let offset), .mixedSeparators(let offset), .emptyName(let offset),
      .danglingEscape(let offset), .tooDeep(let offset):
      return offset
    }
  }

  var message: String {
    switch self {
    case .unclosed(let opener, _):
      return
        "'\(opener)' is never closed; add '\(opener == "(" ? ")" : opener == "[" ? "]" : opener == "{" ? "}" : ">")'"
    case .unexpectedCloser(let closer, _):
      return "'\(closer)' closes nothing; remove it or escape it as '\\\(closer)'"
    case .mismatchedCloser(let expected, let found, _):
      return "expected '\(expected)' but found '\(found)'"
    case .mixedSeparators: return "a group mixes '|' and ';'; use one kind per group"
    case .emptyName: return "empty name; write {list}, {list:slot} or <rule>"
    case .danglingEscape: return "'\\' at the end escapes nothing"
    case .tooDeep: return "groups nested more than \(TemplateParser.maxDepth) deep; simplify the template"
    }
  }
}
