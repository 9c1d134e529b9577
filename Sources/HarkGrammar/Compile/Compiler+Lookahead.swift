/// The literal pre-filter: which scalar pairs every sentence reaching a template's end from a node must
/// contain. The matcher skips a template, or a branch inside one, when the input lacks any of them.
extension Compiler {
  /// Hash of a pair of adjacent scalars (12 bits), for the pre-filter.
  static func bigram(_ first: UInt32, _ second: UInt32) -> UInt16 {
    UInt16(truncatingIfNeeded: (first &* 0x9E37 &+ second &* 31) & 4095)
  }

  /// A 256-bit mask of bigram hashes, as four words.
  static func mask(_ hashes: some Sequence<UInt16>) -> [UInt64] {
    var mask: [UInt64] = [0, 0, 0, 0]
    for hash in hashes {
      let bit = Int(hash & 255)
      mask[bit >> 6] |= 1 << UInt64(bit & 63)
    }
    return mask
  }

  /// Fills `templateBigrams` (`bigramClauses`), `templateLists`, `nodeMasks`, `masks` and `templateGates` from the
  /// compiled graph.
  mutating func computeLookahead() {
    var listMemo: [Int32: Set<Int32>] = [:]
    program.templateLists = program.templateEntries.map {
      requiredLists($0, depth: 0, memo: &listMemo).sorted()
    }
    var memo: [Int32: Set<UInt16>] = [:]
    for entry in program.templateEntries { _ = required(entry, depth: 0, memo: &memo) }
    program.templateBigrams = bigramClauses()
    program.templatedValueBigrams = program.lists.map { list in
      list.templated.map { required($0.entry, depth: 0, memo: &memo).sorted() }
    }
    program.nodeMasks = [Int32](repeating: -1, count: program.nodes.count)
    var interned: [[UInt64]: Int32] = [:]
    for (node, hashes) in memo where !hashes.isEmpty {
      let mask = Self.mask(hashes)
      if let index = interned[mask] {
        program.nodeMasks[Int(node)] = index
      } else {
        let index = Int32(program.masks.count / 4)
        program.masks.append(contentsOf: mask)
        interned[mask] = index
        program.nodeMasks[Int(node)] = index
      }
    }
    var gateMemo: [Int32: Set<Int32>] = [:]
    program.templateGates = program.templateEntries.map { gates($0, depth: 0, memo: &gateMemo).sorted() }
  }

  /// Splits that every path from `node` to the end of its template goes through, and whose every
  /// branch needs bigrams of its own (a template ending in `(off|out)` needs one of the two words).
  private func gates(_ node: Int32, depth: Int, memo: inout [Int32: Set<Int32>]) -> Set<Int32> {
    guard node >= 0, depth < 2000 else { return [] }
    if let known = memo[node] { return known }
    let current = program.nodes[Int(node)]
    var result: Set<Int32>
    switch current.op {
    case .chars, .space, .list, .wildcard: result = gates(current.next, depth: depth + 1, memo: &memo)
    case .split:
      let start = Int(current.a)
      var common: Set<Int32>?
      var gate = current.b > 1
      for offset in 0..<Int(current.b) {
        let branch = program.branchPool[start + offset]
        common =
          common.map { $0.intersection(gates(branch, depth: depth + 1, memo: &memo)) }
          ?? gates(branch, depth: depth + 1, memo: &memo)
        // A branch that needs nothing more than the split does lets every line through.
        if branch < 0 || program.nodeMasks[Int(branch)] < 0
          || program.nodeMasks[Int(branch)] == program.nodeMasks[Int(node)]
        {
          gate = false
        }
      }
      result = common ?? []
      if gate { result.insert(node) }
    case .accept, .valueEnd: result = []
    }
    memo[node] = result
    return result
  }

  /// Lists (of values, ranges, runtime values: every kind but free text) that every path from `node`
  /// to the end of its template takes a value of.
  private func requiredLists(_ node: Int32, depth: Int, memo: inout [Int32: Set<Int32>]) -> Set<Int32> {
    guard node >= 0, depth < 2000 else { return [] }
    if let known = memo[node] { return known }
    let current = program.nodes[Int(node)]
    var result: Set<Int32>
    switch current.op {
    case .chars, .space, .wildcard: result = requiredLists(current.next, depth: depth + 1, memo: &memo)
    case .list:
      result = requiredLists(current.next, depth: depth + 1, memo: &memo)
      switch program.lists[Int(current.a)].kind {
      case .values, .range, .runtime: result.insert(current.a)
      case .wildcard: break  // free text needs nothing of the input
      }
    case .split:
      let start = Int(current.a)
      var common: Set<Int32>?
      for offset in 0..<Int(current.b) {
        let branch = requiredLists(program.branchPool[start + offset], depth: depth + 1, memo: &memo)
        common = common.map { $0.intersection(branch) } ?? branch
      }
      result = common ?? []
    case .accept, .valueEnd: result = []
    }
    memo[node] = result
    return result
  }

  /// Bigrams of literal text on every path from `node` to the end of its template.
  private func required(_ node: Int32, depth: Int, memo: inout [Int32: Set<UInt16>]) -> Set<UInt16> {
    guard node >= 0, depth < 2000 else { return [] }
    if let known = memo[node] { return known }
    let current = program.nodes[Int(node)]
    var result: Set<UInt16>
    switch current.op {
    case .chars:
      result = required(current.next, depth: depth + 1, memo: &memo)
      let start = Int(current.a)
      for offset in 0..<max(0, Int(current.b) - 1) {
        result.insert(Self.bigram(program.pool[start + offset], program.pool[start + offset + 1]))
      }
    case .space, .list, .wildcard: result = required(current.next, depth: depth + 1, memo: &memo)
    case .split:
      let start = Int(current.a)
      var common: Set<UInt16>?
      for offset in 0..<Int(current.b) {
        let branch = required(program.branchPool[start + offset], depth: depth + 1, memo: &memo)
        common = common.map { $0.intersection(branch) } ?? branch
      }
      result = common ?? []
    case .accept, .valueEnd: result = []
    }
    memo[node] = result
    return result
  }
}
