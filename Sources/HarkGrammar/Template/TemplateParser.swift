import Foundation

/// Parses hassil template text into an `Expression`.
struct TemplateParser {
  private let characters: [Character]
  private var index = 0
  private var depth = 0

  /// Groups nested deeper than this are refused (they only come from damaged or hostile input).
  static let maxDepth = 64

  private init(_ text: String) {
    characters = Array(text)
  }

  /// Parses a whole template; a top-level `|` makes alternatives.
  static func parse(_ text: String) -> Result<Expression, TemplateError> {
    var parser = TemplateParser(text)
    do {
      let expression = try parser.parseGroup(closer: nil, openedAt: 0)
      return .success(expression)
    } catch let error as TemplateError {
      return .failure(error)
    } catch {
      return .failure(.danglingEscape(offset: 0))
    }
  }

  private mutating func parseGroup(closer: Character?, openedAt: Int) throws -> Expression {
    var alternatives: [Expression] = []
    var items: [Expression] = []
    var text = ""
    var separator: Character?

    func flushText() {
      if !text.isEmpty { items.append(.text(text)) }
      text = ""
    }
    func finishItem() -> Expression {
      flushText()
      let item: Expression = items.count == 1 ? items[0] : .sequence(items)
      items = []
      return item
    }

    while index < characters.count {
      let character = characters[index]
      let here = index
      index += 1
      switch character {
      case "\\":
        guard index < characters.count else { throw TemplateError.danglingEscape(offset: here) }
        text.append(characters[index])
        index += 1
      case "(", "[":
        flushText()
        guard depth < Self.maxDepth else { throw TemplateError.tooDeep(offset: here) }
        depth += 1
        let inner = try parseGroup(closer: character == "(" ? ")" : "]", openedAt: here)
        depth -= 1
        if character == "[" {
          if case .alternatives(let options, _) = inner {
            items.append(.alternatives(options, optional: true))
          } else {
            items.append(.alternatives([inner], optional: true))
          }
        } else {
          items.append(inner)
        }
      case ")", "]":
        guard let closer else { throw TemplateError.unexpectedCloser(character, offset: here) }
        guard character == closer else {
          throw TemplateError.mismatchedCloser(expected: closer, found: character, offset: here)
        }
        alternatives.append(finishItem())
        if separator == ";" { return .permutation(alternatives) }
        if alternatives.count == 1 && closer == ")" { return alternatives[0] }
        return .alternatives(alternatives, optional: false)
      case "|", ";":
        if let separator, separator != character { throw TemplateError.mixedSeparators(offset: here) }
        if character == ";" && closer == nil { text.append(character); continue }
        separator = character
        alternatives.append(finishItem())
      case "{":
        flushText()
        let name = try readName(until: "}", openedAt: here)
        let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
        guard let list = parts.first, !list.isEmpty else { throw TemplateError.emptyName(offset: here) }
        let slot = parts.count > 1 && !parts[1].isEmpty ? parts[1] : list
        items.append(.list(list: list, slot: slot, offset: here))
      case "<":
        flushText()
        let name = try readName(until: ">", openedAt: here)
        guard !name.isEmpty else { throw TemplateError.emptyName(offset: here) }
        items.append(.rule(name, offset: here))
      case "}", ">":
        throw TemplateError.unexpectedCloser(character, offset: here)
      default:
        text.append(character)
      }
    }
    if let closer {
      throw TemplateError.unclosed(opener: closer == ")" ? "(" : "[", offset: openedAt)
    }
    alternatives.append(finishItem())
    if alternatives.count == 1 { return alternatives[0] }
    return .alternatives(alternatives, optional: false)
  }

  private mutating func readName(until closer: Character, openedAt: Int) throws -> String {
    var name = ""
    while index < characters.count {
      let character = characters[index]
      index += 1
      if character == closer { return name.trimmingCharacters(in: .whitespaces) }
      if "{}<>()[]|".contains(character) {
        throw TemplateError.unclosed(opener: closer == "}" ? "{" : "<", offset: openedAt)
      }
      name.append(character)
    }
    throw TemplateError.unclosed(opener: closer == "}" ? "{" : "<", offset: openedAt)
  }
}
