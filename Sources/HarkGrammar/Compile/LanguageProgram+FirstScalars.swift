/// The first-scalar filter: for every node, which scalars the input may have at the position the node
/// is tried at for a match to go on from it. The matcher skips a branch of a split, a template, or a
/// list value's continuation when the input's scalar there is not among them.
///
/// A mask holds bit `scalar & 63` for each scalar a path can start with (so it over-approximates:
/// scalars sharing their low six bits share a bit), and bit 0 for the end of the input. Anything a
/// mask cannot say (free text, runtime lists, the end of a list value) is every bit.
extension LanguageProgram {
  static let anyScalar = UInt64.max
  static let endOfInput: UInt64 = 1

  /// The bit of `scalar` in a first-scalar mask.
  @inline(__always)
  static func scalarBit(_ scalar: UInt32) -> UInt64 { 1 &<< UInt64(scalar & 63) }

  /// Derives what the matcher needs beyond the compiled graph: the first-scalar masks and the
  /// tables it reads (`MatchTables`). Called once, when the program is compiled or read back;
  /// `filtersKnown` when the cache file held the word-start filter and the template endings
  /// (`computeSuffixes`; worked out at every start, they cost a twentieth and a third of a one-shot
  /// line).
  func prepareMatching(filtersKnown: Bool = false) {
    computeFirstMasks()
    plainValueMasks = lists.map { list in
      (list.trie.firstScalars + list.numberWords.firstScalars).reduce(0) { $0 | Self.scalarBit($1) }
    }
    if !filtersKnown { computeWordStarts() }
    // Kept in the cache beside the word-start filter: worked out at every start, the endings cost
    // more than half of a one-shot line's other work.
    if !filtersKnown { computeSuffixes() }
    tables = MatchTables(self)
    runtimeNames = runtimeListIndex.keys.sorted()
    runtimeSlots = [Int32](repeating: -1, count: lists.count)
    for (slot, name) in runtimeNames.enumerated() {
      for index in runtimeListIndex[name] ?? [] where index >= 0 && Int(index) < lists.count {
        runtimeSlots[Int(index)] = Int32(slot)
      }
    }
  }

  /// Fills `firstMasks`, one mask per node. Derived from the graph (so never stored in the cache):
  /// one pass in node order, since the compiler makes every node after the nodes it continues at. An
  /// edge that does not point backwards (a faulty file) is every scalar, so the filter stays sound.
  private func computeFirstMasks() {
    var masks = [UInt64](repeating: Self.anyScalar, count: nodes.count)
    var listMasks = [UInt64?](repeating: nil, count: lists.count)
    for index in nodes.indices {
      func mask(of node: Int32) -> UInt64 {
        if node < 0 { return 0 }  // the walk stops there
        return Int(node) < index ? masks[Int(node)] : Self.anyScalar
      }
      let node = nodes[index]
      switch node.op {
      case .chars:
        let start = Int(node.a)
        masks[index] =
          node.b > 0 && start >= 0 && start < pool.count ? Self.scalarBit(pool[start]) : mask(of: node.next)
      case .space:
        masks[index] = Self.scalarBit(NormalizedText.space) | mask(of: node.next)
      case .split:
        var union: UInt64 = 0
        let start = Int(node.a)
        for offset in 0..<max(0, Int(node.b)) where start + offset < branchPool.count {
          union |= mask(of: branchPool[start + offset])
        }
        masks[index] = union
      case .accept:
        masks[index] = Self.endOfInput
      case .list:
        let list = Int(node.a)
        guard list >= 0 && list < lists.count else { continue }
        if listMasks[list] == nil { listMasks[list] = firstMask(ofList: list, before: index, masks) }
        masks[index] = listMasks[list] ?? Self.anyScalar
      case .wildcard, .valueEnd:
        masks[index] = Self.anyScalar
      }
    }
    firstMasks = masks
  }

  /// The scalars a value of list `index` can start with, given the masks of the nodes before `limit`.
  private func firstMask(ofList index: Int, before limit: Int, _ masks: [UInt64]) -> UInt64 {
    let list = lists[index]
    switch list.kind {
    case .runtime, .wildcard:
      return Self.anyScalar
    case .values:
      var union = list.trie.firstScalars.reduce(0) { $0 | Self.scalarBit($1) }
      for (entry, _) in list.templated {
        union |= entry >= 0 && Int(entry) < limit ? masks[Int(entry)] : Self.anyScalar
      }
      return union
    case .range(let range):
      var union = list.numberWords.firstScalars.reduce(0) { $0 | Self.scalarBit($1) }
      if range.digits {
        for scalar in UInt32(0x30)...0x39 { union |= Self.scalarBit(scalar) }
        union |= Self.scalarBit(0x2D)
      }
      return union
    }
  }
}
