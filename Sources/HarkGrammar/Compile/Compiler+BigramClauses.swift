/// The template pre-filter as alternatives: a template whose sentences share few bigrams (its words
/// sit in alternatives: `(AQI|air quality [index])`) still has, for each of a few groups of its
/// sentences, the bigrams every sentence of the group contains. The matcher tries the template only
/// when the input has every bigram of some group (`LanguageProgram.templateBigrams`).
///
/// Each clause is sound on its own terms: every path from a node to its template's end contains all
/// the bigrams of at least one of the node's clauses. Keeping fewer clauses only weakens the filter:
/// two clauses are merged into their intersection, and a clause that contains another is dropped
/// (whatever passes the smaller one is let through anyway).
extension Compiler {
  /// The most clauses a node keeps; more cost the matcher a check each and rarely prune more.
  static let maxBigramClauses = 4

  /// Per template entry: its clauses, each sorted.
  func bigramClauses() -> [[[UInt16]]] {
    var memo: [Int32: [Set<UInt16>]] = [:]
    return program.templateEntries.map { entry in
      clauses(entry, depth: 0, memo: &memo).map { $0.sorted() }
    }
  }

  /// The clauses of the paths from `node` to the end of its template.
  private func clauses(_ node: Int32, depth: Int, memo: inout [Int32: [Set<UInt16>]]) -> [Set<UInt16>] {
    guard node >= 0, depth < 2000 else { return [[]] }
    if let known = memo[node] { return known }
    let current = program.nodes[Int(node)]
    var result: [Set<UInt16>]
    switch current.op {
    case .chars:
      var own: Set<UInt16> = []
      let start = Int(current.a)
      for offset in 0..<max(0, Int(current.b) - 1) {
        own.insert(Self.bigram(program.pool[start + offset], program.pool[start + offset + 1]))
      }
      result = clauses(current.next, depth: depth + 1, memo: &memo).map { $0.union(own) }
    case .space, .list, .wildcard: result = clauses(current.next, depth: depth + 1, memo: &memo)
    case .split:
      var all: [Set<UInt16>] = []
      let start = Int(current.a)
      for offset in 0..<Int(current.b) {
        all.append(contentsOf: clauses(program.branchPool[start + offset], depth: depth + 1, memo: &memo))
      }
      result = Self.fewest(all)
    case .accept, .valueEnd: result = [[]]
    }
    memo[node] = result
    return result
  }

  /// `clauses` as at most `maxBigramClauses` clauses that let through at least what they did: those
  /// containing another are dropped, then the two sharing most bigrams are merged into what they share.
  static func fewest(_ clauses: [Set<UInt16>]) -> [Set<UInt16>] {
    var kept = minimal(clauses)
    while kept.count > maxBigramClauses {
      var best = (first: 0, second: 1, shared: -1)
      for first in kept.indices {
        for second in (first + 1)..<kept.count {
          let shared = kept[first].intersection(kept[second]).count
          if shared > best.shared { best = (first, second, shared) }
        }
      }
      let merged = kept[best.first].intersection(kept[best.second])
      kept.remove(at: best.second)
      kept[best.first] = merged
      kept = minimal(kept)
    }
    return kept
  }

  /// `clauses` without those containing another (and without repeats); a split with no branch at
  /// all accepts nothing, which no clause says, so it keeps the empty clause.
  private static func minimal(_ clauses: [Set<UInt16>]) -> [Set<UInt16>] {
    guard !clauses.isEmpty else { return [[]] }
    var kept: [Set<UInt16>] = []
    for clause in clauses.sorted(by: { $0.count < $1.count }) {
      if clause.isEmpty { return [[]] }
      if !kept.contains(where: { $0.isSubset(of: clause) }) { kept.append(clause) }
    }
    return kept
  }
}
