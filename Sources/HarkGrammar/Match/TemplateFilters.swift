/// The per-template pre-filters of one run: conditions every match of a template needs, checked
/// before the walk (`GraphWalk`) follows its graph (`MatchRun.run`). Each spares only walks
/// that would fail, so a template turned away here could not have matched. The compiler records
/// what each template needs (`Compiler.index`, `Compiler+BigramClauses.swift`,
/// `LanguageProgram+Suffixes.swift`, `LanguageProgram+WordStarts.swift`); this asks it of the input.
///
/// The filters hold only what they learn of the input (which lists have a value in it, and the
/// templates they chose); the rest they read from the walk's `MatchContext`, handed to `choose`, so
/// that a run holds one copy of it (a copy is a retain and a release of each of its arrays).
struct TemplateFilters {
  /// Which lists have a value in the input, asked once per list (`hasLists`).
  private var lists: ListOccurrence
  /// The entries of the templates that passed (`choose`), in the order the walk is to follow them:
  /// `chosenSlots[0..<chosenCount]`, in the scratch's memory (`MatchScratch.chosenSlots`, of
  /// `chosenCapacity`; the filters hold their scratch), written without an array's uniqueness check.
  private var chosenSlots: UnsafeMutablePointer<Int32>
  private var chosenCapacity: Int
  private var chosenCount: Int
  private let scratch: MatchScratch

  /// The entries `choose` chose, in order; valid while the run holds its scratch.
  var chosen: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: chosenSlots, count: chosenCount) }

  /// The filters of `input` (`MatchContext.input`). `wordStarts` and `listPresence` are the
  /// scratch's emptied buffers (`MatchScratch.emptied`), filled as lists are asked for;
  /// `takeBuffers` returns them. The chosen entries go into `scratch`'s memory.
  @inline(__always)
  init(input: [UInt32], wordStarts: [Int32], listPresence: [UInt8], scratch: MatchScratch) {
    lists = ListOccurrence(input: input, wordStarts: wordStarts, presence: listPresence)
    self.scratch = scratch
    chosenSlots = scratch.chosenSlots
    chosenCapacity = scratch.chosenCapacity
    chosenCount = 0
  }

  /// The filters' buffers, moved out (so that the next run's appends do not copy them).
  @inline(__always)
  mutating func takeBuffers() -> (listPresence: [UInt8], wordStarts: [Int32]) {
    let taken = lists.takeBuffers()
    return (taken.presence, taken.wordStarts)
  }

  /// Chooses the templates to walk (`chosen`): every template whose first words the input starts
  /// with, and those starting with a slot, that passes the filters. The context comes in once per
  /// run rather than with each check: a struct its size handed to a call from the run (which holds
  /// it in the walk) is copied at each call.
  mutating func choose(in context: borrowing MatchContext) {
    let count = context.count
    guard count > 0 else { return }
    let tables = context.tables
    let input = context.input
    let options = context.options
    let first = context.scalarBit(0)
    // The input's last three scalars, against those the template's sentences can end with.
    let endBit =
      count >= LanguageProgram.suffixLength && options.filtersEndings
      ? LanguageProgram.suffixBit(input[count - 3], input[count - 2], input[count - 1]) : 0
    let templateCount = tables.entries.count
    // Mostly the input's first words are one key of the entry trie and no runtime value starts it:
    // that key's templates are then in order and each once, and tried as they are.
    var keys = 0
    var keyTemplates = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    tables.entryTrie.forEachPayloadRun(prefixing: input, from: 0) { templates in
      keys += 1
      keyTemplates = templates
    }
    var runtimeStarts = false
    for group in 0..<tables.runtimeLists.count
    where options.allowUnmatched || runtimeValueStarts(tables.runtimeLists[group], context) {
      runtimeStarts = true
      break
    }
    if keys <= 1 && !runtimeStarts && tables.entryTrie.payloadsAscending {
      // Without the first-scalar filter: the key (never empty: `forEachPayloadRun` reports a key
      // after its first scalar) is how these templates start and starts the input, so the filter
      // passed each of them (it did over the whole corpus); like every filter here it spares only
      // walks that would fail, so skipping it changes no match.
      for template in keyTemplates where template >= 0 && Int(template) < templateCount {
        let entry = tables.entries[Int(template)]
        if context.viable(entry) && endsWell(template, endBit, context) { admit(template, entry, context) }
      }
    } else {
      chooseInOrder(first: first, endBit: endBit, context)
    }
    for template in tables.entriesAnywhere { consider(template, first: first, endBit: endBit, context) }
  }

  /// `consider` for every template under a key of the entry trie the input starts with, and every
  /// template starting with a runtime list a value of which starts it, in order and each once.
  private mutating func chooseInOrder(first: UInt64, endBit: UInt64, _ context: borrowing MatchContext) {
    let tables = context.tables
    let templateCount = tables.entries.count
    let words = (templateCount + 63) >> 6
    // The candidates as a bit per template: in order and each once, without collecting and sorting
    // them; only the words between the first and the last candidate are read back.
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(words, 1)) { bits in
      bits.initialize(repeating: 0)
      var lowest = words
      var highest = -1
      func add(_ template: Int32) {
        guard template >= 0 && Int(template) < templateCount else { return }
        let word = Int(template) >> 6
        bits[word] |= 1 &<< UInt64(template & 63)
        lowest = min(lowest, word)
        highest = max(highest, word)
      }
      tables.entryTrie.forEachPayload(prefixing: context.input, from: 0, add)
      for group in 0..<tables.runtimeLists.count
      where context.options.allowUnmatched || runtimeValueStarts(tables.runtimeLists[group], context) {
        for index in Int(tables.runtimeStarts[group])..<Int(tables.runtimeStarts[group + 1]) {
          add(tables.runtimeTemplates[index])
        }
      }
      guard lowest <= highest else { return }
      for word in lowest...highest {
        var value = bits[word]
        while value != 0 {
          let template = Int32(truncatingIfNeeded: word << 6 | value.trailingZeroBitCount)
          value &= value &- 1
          consider(template, first: first, endBit: endBit, context)
        }
      }
    }
  }

  /// Chooses `template` when it passes the filters, cheapest first: the first scalar (`first`, its
  /// bit), the 256-bit mask of the entry node and the last three scalars (`endBit`) here, inlined
  /// (most candidates stop there), the rest in `admit`.
  @inline(__always)
  private mutating func consider(
    _ template: Int32, first: UInt64, endBit: UInt64, _ context: borrowing MatchContext
  ) {
    let entry = context.tables.entries[Int(template)]
    if context.startsWell(entry, first) && context.viable(entry) && endsWell(template, endBit, context) {
      admit(template, entry, context)
    }
  }

  /// The rest of `consider`: the template's exact bigrams, the lists it needs (most known by then,
  /// and they stop more than the gates do), and its gates; then it is chosen.
  private mutating func admit(_ template: Int32, _ entry: Int32, _ context: borrowing MatchContext) {
    if possible(template, context) && hasLists(template, context) && passesGates(template, context) {
      // Grown first when full, so the write is below `chosenCapacity`.
      if chosenCount >= chosenCapacity {
        scratch.growChosen(keeping: chosenCount)
        chosenSlots = scratch.chosenSlots
        chosenCapacity = scratch.chosenCapacity
      }
      (chosenSlots + chosenCount).initialize(to: entry)
      chosenCount += 1
    }
  }

  /// Whether the input has every bigram of some clause of `template` (`Compiler.bigramClauses`).
  @inline(__always)
  private func possible(_ template: Int32, _ context: borrowing MatchContext) -> Bool {
    let tables = context.tables
    let bigrams = context.bigramBits
    let inputMask = context.inputMask
    // The input's bigrams folded to 64 bits (bit `hash & 63`), as each clause's in `clauseMasks`.
    let folded = inputMask.0 | inputMask.1 | inputMask.2 | inputMask.3
    var clause = Int(tables.clauseStarts[Int(template)])
    let lastClause = Int(tables.clauseStarts[Int(template) + 1])
    clauses: while clause < lastClause {
      if tables.clauseMasks[clause] & ~folded != 0 {
        clause += 1
        continue
      }
      var hash = Int(tables.hashStarts[clause])
      let lastHash = Int(tables.hashStarts[clause + 1])
      clause += 1
      while hash < lastHash {
        let value = Int(tables.clauseHashes[hash])
        if bigrams[value >> 6 & 63] & (1 << UInt64(value & 63)) == 0 { continue clauses }
        hash += 1
      }
      return true
    }
    return false
  }

  /// Whether the input has a value of every list each sentence of `template` has one of (asked
  /// once per list and line: `ListOccurrence.occurs`).
  @inline(__always)
  private mutating func hasLists(_ template: Int32, _ context: borrowing MatchContext) -> Bool {
    let tables = context.tables
    for index in Int(
      tables.listStarts[Int(template)])..<Int(tables.listStarts[Int(template) + 1])
    {
      let list = tables.requiredLists[index]
      // A list asked before is answered here, without the call (most are).
      if list >= 0 && Int(list) < lists.presence.count && lists.presence[Int(list)] != 0 {
        if lists.presence[Int(list)] == 1 { return false }
        continue
      }
      if !lists.occurs(list, context) { return false }
    }
    return true
  }

  /// Whether the sentences of `template` may end as the input does (`endBit`, the bit of its last
  /// three scalars, or 0 when not filtering).
  @inline(__always)
  private func endsWell(_ template: Int32, _ endBit: UInt64, _ context: borrowing MatchContext) -> Bool {
    let tables = context.tables
    guard endBit != 0, tables.suffixMasks[Int(template)] & endBit == 0 else { return true }
    let first = Int(tables.suffixListStarts[Int(template)])
    let end = Int(tables.suffixListStarts[Int(template) + 1])
    guard first < end else { return false }
    // A runtime slot may hold any text when partial readings are on.
    if context.options.allowUnmatched { return true }
    for index in first..<end
    where (context.runtimeKeys(tables.suffixLists[index])?.lastMask ?? 0) & endBit != 0 {
      return true
    }
    return false
  }

  /// Whether some branch of each split every sentence of `template` goes through is viable.
  @inline(__always)
  private func passesGates(_ template: Int32, _ context: borrowing MatchContext) -> Bool {
    let tables = context.tables
    for index in Int(
      tables.gateStarts[Int(template)])..<Int(tables.gateStarts[Int(template) + 1])
    where !anyBranchViable(tables.gates[index], context) {
      return false
    }
    return true
  }

  /// Whether some branch of split `node` is viable (`MatchContext.viable`).
  @inline(__always)
  private func anyBranchViable(_ node: Int32, _ context: borrowing MatchContext) -> Bool {
    let tables = context.tables
    let split = tables.nodes[Int(node)]
    let start = Int(split.a)
    for offset in 0..<Int(split.b) where context.viable(tables.branchPool[start + offset]) {
      return true
    }
    return false
  }

  /// Whether a value of runtime list `listIndex` starts the input (looked for only when the first
  /// scalar is one a value starts with: mostly none is).
  private func runtimeValueStarts(_ listIndex: Int32, _ context: borrowing MatchContext) -> Bool {
    guard let keys = context.runtimeKeys(listIndex), keys.firstMask & context.scalarBit(0) != 0 else {
      return false
    }
    return keys.hasValue(prefixing: context.input, from: 0)
  }
}
