/// Expansion rules that multiply: a rule using another twice, which uses another twice, … doubles at
/// every level. Their size is known before they are expanded, so the one that outgrows the budget is
/// reported once, at its own line, instead of being expanded until the budget runs out.
extension Compiler {
  /// Nodes `expression` compiles to, saturating at `Int.max / 4` (a rule used twice in a rule used
  /// twice … doubles at every level).
  private mutating func size(of expression: Expression, scope: Scope) -> Int {
    let cap = Int.max / 4
    func add(_ a: Int, _ b: Int) -> Int { min(cap, a + b) }
    switch expression {
    case .text(let text): return max(1, text.split(separator: " ").count * 2)
    case .sequence(let items), .alternatives(let items, _):
      return items.reduce(1) { add($0, size(of: $1, scope: scope)) }
    case .permutation(let items):
      guard items.count <= Self.maxPermutation else { return 1 }
      let one = items.reduce(items.count + 1) { add($0, size(of: $1, scope: scope)) }
      let orderings = (1...max(1, items.count)).reduce(1, *)
      return one > cap / orderings ? cap : one * orderings
    case .list: return 1
    case .rule(let name, _): return size(ofRule: name, scope: scope)
    }
  }

  mutating func size(ofRule name: String, scope: Scope) -> Int {
    if let known = ruleSizes[name] { return known }
    guard let body = scope.rules[name] else { return 1 }
    ruleSizes[name] = 1  // a rule referring to itself is reported where it is compiled
    let result = size(of: body, scope: scope)
    ruleSizes[name] = result
    return result
  }

  /// The rules `expression` refers to, with how many times.
  private static func references(_ expression: Expression, into counts: inout [String: Int]) {
    switch expression {
    case .text, .list: break
    case .sequence(let items), .alternatives(let items, _), .permutation(let items):
      for item in items { references(item, into: &counts) }
    case .rule(let name, _): counts[name, default: 0] += 1
    }
  }

  /// The rule where expanding `name` first grows past the budget: `name` itself, or the culprit of a
  /// rule it uses that is already too big.
  mutating func culprit(_ name: String, scope: Scope) -> String {
    var current = name
    var seen: Set<String> = [name]
    while let body = scope.rules[current] {
      var counts: [String: Int] = [:]
      Self.references(body, into: &counts)
      guard
        let bigger = counts.keys.sorted().first(where: {
          !seen.contains($0) && size(ofRule: $0, scope: scope) > Self.maxNodes
        })
      else { break }
      seen.insert(bigger)
      current = bigger
    }
    return current
  }

  /// Reports, once and at the rule's own line, a rule whose expansion is too big.
  mutating func reportExponential(_ name: String, scope: Scope) {
    var counts: [String: Int] = [:]
    if let body = scope.rules[name] { Self.references(body, into: &counts) }
    let most = counts.filter { $0.value > 1 }.max { ($0.value, $1.key) < ($1.value, $0.key) }
    let why = most.map {
      " (it uses <\($0.key)> \($0.value) times, and rules using rules several times multiply)"
    }
    let size = size(ofRule: name, scope: scope)
    let amount = size >= Int.max / 4 ? "more than \(Int.max / 4)" : "\(size)"
    report(
      (scope.ruleLocations[name] ?? currentLocation).diagnostic(
        "expansion rule <\(name)> expands exponentially, to \(amount) nodes, more than the \(Self.maxNodes) a "
          + "language may compile to\(why ?? ""); write the alternatives once, in a list or one rule"))
  }
}
