import Foundation

/// Lists sentences templates accept (bounded), by walking their syntax trees.
enum Sampler {
  static func samples(
    program: LanguageProgram, intent: String, limit: Int, lists runtime: [RuntimeListName: [ListValue]],
    wildcard: String? = nil
  ) -> [String] {
    guard limit > 0 else { return [] }
    let source = program.source
    var result: [String] = []
    var seen: Set<String> = []
    for intentSource in source.intents where intentSource.name == intent {
      for block in intentSource.blocks {
        var rules: [String: Expression] = [:]
        for (name, rule) in source.rules {
          if case .success(let expression) = TemplateParser.parse(rule.text) { rules[name] = expression }
        }
        for (name, rule) in block.rules {
          if case .success(let expression) = TemplateParser.parse(rule.text) { rules[name] = expression }
        }
        var lists = source.lists
        lists.merge(block.lists) { _, new in new }
        for sentence in block.sentences {
          guard case .success(let expression) = TemplateParser.parse(sentence.text) else { continue }
          var sampler = ExpressionSampler(
            rules: rules, lists: lists, runtime: runtime, cap: max(limit, 16), wildcard: wildcard)
          for text in sampler.expand(expression, depth: 0) {
            let clean = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !clean.isEmpty, seen.insert(clean).inserted else { continue }
            result.append(clean)
            if result.count >= limit { return result }
          }
        }
      }
    }
    return result
  }
}

/// Expands one expression into sentences, at most `cap` per node.
struct ExpressionSampler {
  var rules: [String: Expression]
  var lists: [String: ListSource]
  var runtime: [RuntimeListName: [ListValue]]
  var cap: Int
  /// What a free-text slot becomes; nil for `some <slot> text`.
  var wildcard: String?

  /// Expansion steps left; hostile templates (rules using rules many times) stop here.
  var budget = 100_000
  /// Rules being expanded, so a rule that uses itself is not followed.
  var activeRules: Set<String> = []

  mutating func expand(_ expression: Expression, depth: Int) -> [String] {
    budget -= 1
    guard depth < 40, budget > 0 else { return [] }
    switch expression {
    case .text(let text): return [text]
    case .sequence(let items):
      var partial = [""]
      for item in items {
        let options = expand(item, depth: depth + 1)
        var next: [String] = []
        outer: for prefix in partial {
          for option in options {
            next.append(prefix + option)
            if next.count >= cap { break outer }
          }
        }
        partial = next
      }
      return partial
    case .alternatives(let items, let optional):
      // The shortest sentence first: an optional part is left out before it is put in.
      var result: [String] = optional ? [""] : []
      // Take the options round-robin so a capped sample still shows every alternative.
      let expanded = items.map { expand($0, depth: depth + 1) }
      var index = 0
      while result.count < cap && expanded.contains(where: { index < $0.count }) {
        for options in expanded where index < options.count { result.append(options[index]) }
        index += 1
      }
      return Array(result.prefix(cap + (optional ? 1 : 0)))
    case .permutation(let items):
      guard items.count <= Compiler.maxPermutation else { return [] }
      var result: [String] = []
      for ordering in Compiler.permutations(items.count) {
        let sequence = Expression.sequence(
          ordering.flatMap { [Expression.text(" "), items[$0]] } + [.text(" ")])
        result.append(contentsOf: expand(sequence, depth: depth + 1))
        if result.count >= cap { break }
      }
      return Array(result.prefix(cap))
    case .rule(let name, _):
      guard let body = rules[name], activeRules.insert(name).inserted else { return [] }
      defer { activeRules.remove(name) }
      return expand(body, depth: depth + 1)
    case .list(let list, let slot, _):
      switch lists[list] {
      case .values(let values):
        var result: [String] = []
        for value in values.prefix(3) {
          if case .success(let expression) = TemplateParser.parse(value.input.text) {
            result.append(contentsOf: expand(expression, depth: depth + 1).prefix(1))
          }
        }
        return result
      case .range(let range):
        return [SlotValue.number(range.from).description, SlotValue.number(range.to).description]
      case .wildcard: return [wildcard ?? "some \(slot) text"]
      case .runtime: return [runtime[RuntimeListName(list)]?.first?.input ?? list.capitalized]
      case nil: return []
      }
    }
  }
}
