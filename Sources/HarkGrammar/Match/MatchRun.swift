/// One slot capture during a match.
struct Capture: Sendable {
  enum Kind: UInt8, Sendable {
    case value
    case runtimeValue
    case number
    case wildcard
    case unmatched
  }

  var slot: Int32
  var start: Int32
  var end: Int32
  var list: Int32
  var value: Int32
  var kind: Kind
  var number: Double
}

/// A template matched the whole input: the raw facts, before context rules and ranking. Its captures
/// are `MatchRun.matchCaptures[captureStart..<captureEnd]`: the run keeps every match's captures in
/// one array, where an array per match was an allocation and a release each.
struct RawMatch: Sendable {
  var template: Int32
  var captureStart: Int32
  var captureEnd: Int32
  var literalCharacters: Int
}

/// Options of one match call.
struct MatchOptions: Sendable {
  var allowUnmatched = true
  var maxMatches = 4096
  /// Graph steps one run may take; a bound for hostile grammars (real ones need a few thousand).
  var maxSteps = 2_000_000
  /// Skip templates whose sentences cannot end as the input does (`LanguageProgram.computeSuffixes`);
  /// off only to show that the filter changes no reading.
  var filtersEndings = true
}

/// Runs the compiled graph of one language over one normalised input (depth-first, all matches).
struct MatchRun {
  private let program: LanguageProgram
  private let lists: [CompiledList]
  private let tables: MatchTables
  private let listKinds: [UInt8]
  private let ignoreWhitespace: Bool
  private var inputMask: (UInt64, UInt64, UInt64, UInt64)
  private let input: [UInt32]
  private let count: Int
  /// `input` in the scratch's memory (`MatchScratch.holdInput`; the run holds its scratch), read by
  /// the walk without bounds checks where the test before each read keeps its index below `count`.
  private let scalars: UnsafePointer<UInt32>
  /// The values of each runtime list name (`LanguageProgram.runtimeNames`), nil when none were given.
  private let runtime: [RuntimeKeys?]
  /// Per list: its index in `runtime`, or -1.
  private let runtimeSlots: [Int32]
  private let options: MatchOptions
  /// The captures of the current path: `captureSlots[0..<captureCount]`, in the scratch's memory
  /// (`MatchScratch.captureSlots`, of `captureCapacity`; the run holds its scratch), pushed and
  /// popped in pairs around each walk on (`pushCapture`).
  private var captureSlots: UnsafeMutablePointer<Capture>
  private var captureCapacity: Int
  private var captureCount: Int
  private var literal: Int
  private(set) var steps: Int
  /// A lossy cache of (node, position) pairs from which no template end is reachable:
  /// `MatchScratch.deadSlotCount` slots owned by `scratch`, which the run holds (so they outlive it);
  /// `deadSlot` keeps every index below that count.
  private let deadCache: UnsafeMutablePointer<Int>
  private let scratch: MatchScratch
  /// Per list: the row of `memoStart`/`memoCount` holding its positions, or -1 before the list is
  /// first asked for (rows are made only for lists a run meets, not for every list of the program).
  private var memoRow: [Int32]
  /// Per (row, position): start in `memoPool` and count, or -1 when not computed yet.
  private var memoStart: [Int32]
  private var memoCount: [Int32]
  private var memoPool: [(Int, Int32, Double)]
  private(set) var matches: [RawMatch]
  /// The captures of every match, end to end (`RawMatch.captureStart`).
  private(set) var matchCaptures: [Capture]
  private var valueEnds: [(Int, Int32)]
  /// The input's bigram hashes as 4096 bits (`Compiler.bigram`), set by `init`: the scratch's
  /// `MatchScratch.bigramWordCount` words (the run holds its scratch, so they outlive it); a word
  /// is read at `hash >> 6 & 63`, below that count.
  private let bigramBits: UnsafeMutablePointer<UInt64>
  /// The positions words start at (0 and after each space), in order; set by `init`.
  private var wordStarts: [Int32]
  /// Whether the input has a digit.
  private var hasDigit: Bool
  /// Per list (made when first needed): 0 not asked yet, 1 no value of it in the input, 2 some.
  private var listPresence: [UInt8]

  /// `MatchScratch.deadSlotCount` is `1 << deadCacheBits` (`deadSlot` gives the top 8 bits of a hash).
  private static let deadCacheBits = 8

  /// `runtime` holds the values of each of the program's runtime list names, in the order of
  /// `LanguageProgram.runtimeNames` (or is empty when there are none at all). The run's buffers come
  /// from `scratch` (emptied here); `recycle` hands them back.
  init(
    program: LanguageProgram, input: [UInt32], runtime: [RuntimeKeys?], options: MatchOptions,
    scratch: MatchScratch = MatchScratch()
  ) {
    self.program = program
    self.tables = program.tables
    self.lists = program.lists
    self.listKinds = program.listKinds
    self.ignoreWhitespace = program.ignoreWhitespace
    self.input = input
    self.count = input.count
    self.runtime = runtime.count == program.runtimeNames.count ? runtime : []
    self.runtimeSlots = program.runtimeSlots
    self.options = options
    // Every property is set here, none has a value of its own: with defaults, the optimizer built
    // the run aside and copied it out (a retain and a release of each of its arrays per run).
    literal = 0
    steps = 0
    // Taken out of the scratch (which holds no reference meanwhile), so appends never copy them.
    var taken = MatchScratch.Buffers()
    swap(&taken, &scratch.buffers)
    matches = Self.emptied(&taken.matches)
    matchCaptures = Self.emptied(&taken.matchCaptures)
    self.scratch = scratch
    scalars = scratch.holdInput(input)
    deadCache = scratch.deadSlots
    // All bits one (-1) in every slot: one `memset`.
    UnsafeMutableRawPointer(deadCache).initializeMemory(
      as: UInt8.self, repeating: 0xFF, count: MatchScratch.deadSlotCount * MemoryLayout<Int>.stride)
    memoRow = Self.filled(&taken.memoRow, -1, count: program.lists.count)
    memoStart = Self.emptied(&taken.memoStart)
    memoCount = Self.emptied(&taken.memoCount)
    memoPool = Self.emptied(&taken.memoPool)
    captureSlots = scratch.captureSlots
    captureCapacity = scratch.captureCapacity
    captureCount = 0
    valueEnds = Self.emptied(&taken.valueEnds)
    listPresence = Self.emptied(&taken.listPresence)
    // The input's bigrams, for every pre-filter (the graph's masks are checked inside list values
    // too, so also when only `wholeInputValues` is asked).
    // Written through the scratch's 64 words (`bigramBits`); a hash is below 4096, so its word
    // index (`hash >> 6`) is below 64.
    let bits = scratch.bigramWords
    bits.update(repeating: 0, count: MatchScratch.bigramWordCount)
    bigramBits = bits
    if count > 1 {
      input.withUnsafeBufferPointer { scalars in
        for index in 0..<(scalars.count - 1) {
          let hash = Int(Compiler.bigram(scalars[index], scalars[index + 1]) & 4095)
          bits[hash >> 6] |= UInt64(1) << UInt64(hash & 63)
        }
      }
    }
    // Folded to the 256-bit mask of `Compiler.mask` (bit `hash & 255`): hash `h` is in word
    // `(h & 255) >> 6`, that is `(h >> 6) & 3`, of it; so word `w` of the bits goes to word `w & 3`.
    var mask: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var word = 0
    while word < MatchScratch.bigramWordCount {
      mask.0 |= bits[word]
      mask.1 |= bits[word + 1]
      mask.2 |= bits[word + 2]
      mask.3 |= bits[word + 3]
      word += 4
    }
    inputMask = mask
    var starts = Self.emptied(&taken.wordStarts)
    var digit = false
    // Collected in a buffer of one per scalar (at most that many starts) and appended at once: each
    // append to the array checked that it was not shared.
    input.withUnsafeBufferPointer { scalars in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: scalars.count) { found in
        var collected = 0
        var previous = NormalizedText.space
        for position in 0..<scalars.count {
          let scalar = scalars[position]
          if previous == NormalizedText.space {
            found[collected] = Int32(position)
            collected += 1
          }
          if scalar >= 0x30 && scalar <= 0x39 { digit = true }
          previous = scalar
        }
        starts.append(contentsOf: UnsafeBufferPointer(rebasing: found[..<collected]))
      }
    }
    wordStarts = starts
    hasDigit = digit
  }

  /// Appends `count` copies of `value` to `buffer`, through a buffer of them: appending
  /// `repeatElement` went element by element (seven instructions each).
  private static func append<Element: BitwiseCopyable>(
    _ value: Element, count: Int, to buffer: inout [Element]
  ) {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { values in
      values.initialize(repeating: value)
      buffer.append(contentsOf: values)
    }
  }

  /// Gives the run's buffers back to `scratch` for the next run.
  mutating func recycle(into scratch: MatchScratch) {
    // Moved out, so that the run keeps no reference that would make the next run's appends copy.
    scratch.buffers = MatchScratch.Buffers(
      memoRow: Self.moved(&memoRow), memoStart: Self.moved(&memoStart),
      memoCount: Self.moved(&memoCount), memoPool: Self.moved(&memoPool),
      valueEnds: Self.moved(&valueEnds), listPresence: Self.moved(&listPresence),
      wordStarts: Self.moved(&wordStarts))
  }

  /// The matches and their captures, moved out of the run; `MatchScratch.keep` takes them back.
  mutating func takeMatches() -> (matches: [RawMatch], captures: [Capture]) {
    (Self.moved(&matches), Self.moved(&matchCaptures))
  }

  private static func moved<Element>(_ buffer: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    return taken
  }

  private static func emptied<Element>(_ buffer: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    taken.removeAll(keepingCapacity: true)
    return taken
  }

  /// `buffer`'s storage holding `count` copies of `value`; overwritten in place when it already has
  /// that many elements (the usual case: the same program's run before).
  private static func filled<Element>(_ buffer: inout [Element], _ value: Element, count: Int) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    if taken.count == count {
      taken.withUnsafeMutableBufferPointer { elements in
        // All bits one or all zero (-1 and 0, what the run fills with): set byte by byte, which
        // the compiler makes one `memset`, where element by element it did not.
        let bytes = UnsafeMutableRawBufferPointer(elements)
        if let byte = withUnsafeBytes(of: value, { raw in raw.allSatisfy { $0 == raw[0] } ? raw.first : nil })
        {
          bytes.initializeMemory(as: UInt8.self, repeating: byte)
        } else {
          elements.update(repeating: value)
        }
      }
    } else {
      taken.removeAll(keepingCapacity: true)
      taken.append(contentsOf: repeatElement(value, count: count))
    }
    return taken
  }

  /// Tries every template whose first words the input starts with, and those starting with a slot.
  mutating func run() {
    guard count > 0 else { return }
    let tables = tables
    let first = scalarBit(0)
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
    where options.allowUnmatched || runtimeValueStarts(tables.runtimeLists[group]) {
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
        if viable(entry) && endsWell(template, endBit) { tryViable(template, entry) }
      }
    } else {
      tryInOrder(first: first, endBit: endBit)
    }
    for template in tables.entriesAnywhere { tryTemplate(template, first: first, endBit: endBit) }
  }

  /// `tryTemplate` for every template under a key of the entry trie the input starts with, and
  /// every template starting with a runtime list a value of which starts it, in order and each once.
  private mutating func tryInOrder(first: UInt64, endBit: UInt64) {
    let tables = tables
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
      tables.entryTrie.forEachPayload(prefixing: input, from: 0, add)
      for group in 0..<tables.runtimeLists.count
      where options.allowUnmatched || runtimeValueStarts(tables.runtimeLists[group]) {
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
          tryTemplate(template, first: first, endBit: endBit)
        }
      }
    }
  }

  /// Walks the graph from `template`'s entry when it passes the filters, cheapest first: the first
  /// scalar (`first`, its bit), the 256-bit mask of the entry node and the last three scalars
  /// (`endBit`) here, inlined (most candidates stop there), the rest in `tryViable`.
  @inline(__always)
  private mutating func tryTemplate(_ template: Int32, first: UInt64, endBit: UInt64) {
    let entry = tables.entries[Int(template)]
    if startsWell(entry, first) && viable(entry) && endsWell(template, endBit) { tryViable(template, entry) }
  }

  /// The rest of `tryTemplate`: the template's exact bigrams, the lists it needs (most known by
  /// then, and they stop more than the gates do), and its gates; then the walk.
  private mutating func tryViable(_ template: Int32, _ entry: Int32) {
    if possible(template) && hasLists(template) && passesGates(template) {
      _ = visit(entry, 0)
    }
  }

  /// Whether the input has every bigram of some clause of `template` (`Compiler.bigramClauses`).
  @inline(__always)
  private func possible(_ template: Int32) -> Bool {
    let bigrams = bigramBits
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
  /// once per list and line: `occurs`).
  @inline(__always)
  private mutating func hasLists(_ template: Int32) -> Bool {
    for index in Int(tables.listStarts[Int(template)])..<Int(tables.listStarts[Int(template) + 1]) {
      let list = tables.requiredLists[index]
      // A list asked before is answered here, without the call (most are).
      if list >= 0 && Int(list) < listPresence.count && listPresence[Int(list)] != 0 {
        if listPresence[Int(list)] == 1 { return false }
        continue
      }
      if !occurs(list) { return false }
    }
    return true
  }

  /// Whether the sentences of `template` may end as the input does (`endBit`, the bit of its last
  /// three scalars, or 0 when not filtering).
  @inline(__always)
  private func endsWell(_ template: Int32, _ endBit: UInt64) -> Bool {
    guard endBit != 0, tables.suffixMasks[Int(template)] & endBit == 0 else { return true }
    let first = Int(tables.suffixListStarts[Int(template)])
    let end = Int(tables.suffixListStarts[Int(template) + 1])
    guard first < end else { return false }
    // A runtime slot may hold any text when partial readings are on.
    if options.allowUnmatched { return true }
    for index in first..<end where (runtimeKeys(tables.suffixLists[index])?.lastMask ?? 0) & endBit != 0 {
      return true
    }
    return false
  }

  /// Whether some branch of each split every sentence of `template` goes through is viable.
  @inline(__always)
  private func passesGates(_ template: Int32) -> Bool {
    for index in Int(tables.gateStarts[Int(template)])..<Int(tables.gateStarts[Int(template) + 1])
    where !anyBranchViable(tables.gates[index]) {
      return false
    }
    return true
  }

  /// Whether some branch of split `node` is viable (`viable`). This and the helpers of `occurs` are
  /// inlined: a call from a mutating method copied the whole run (248 bytes) to pass it.
  @inline(__always)
  private func anyBranchViable(_ node: Int32) -> Bool {
    let split = tables.nodes[Int(node)]
    let start = Int(split.a)
    for offset in 0..<Int(split.b) where viable(tables.branchPool[start + offset]) { return true }
    return false
  }

  /// Whether a value of list `listIndex` may occur in the input: a plain value starts somewhere in it,
  /// or it has every bigram a value written as a template needs; for a range, it has a digit (when
  /// the range takes digits) or a number word starts somewhere; for a runtime list, a value starts
  /// somewhere, or partial readings are on (a slot may then hold text that is no value).
  private mutating func occurs(_ listIndex: Int32) -> Bool {
    let index = Int(listIndex)
    guard index < lists.count else { return true }
    // The buffer from the scratch keeps its capacity from run to run.
    if listPresence.isEmpty { Self.append(0, count: lists.count, to: &listPresence) }
    if listPresence[index] != 0 { return listPresence[index] == 2 }
    let found: Bool
    // By `listKinds` (0 values, 1 runtime, 2 range, 3 wildcard), so the list is not copied to ask.
    switch listKinds[index] {
    case 0:
      let atWordStarts = index < tables.valuesAtWordStarts.count && tables.valuesAtWordStarts[index]
      found =
        plainValueOccurs(index, atWordStarts: atWordStarts)
        || templatedValueMayOccur(index, atWordStarts: atWordStarts)
    case 1:
      found = options.allowUnmatched || runtimeValueOccurs(listIndex)
    case 2:
      if case .range(let range) = lists[index].kind {
        found = numberMayOccur(index, range)
      } else {
        found = true
      }
    default:
      found = true
    }
    listPresence[index] = found ? 2 : 1
    return found
  }

  /// Whether a plain value of list `index` starts somewhere in the input (at a word start, when
  /// `atWordStarts`: `LanguageProgram.computeWordStarts`).
  @inline(__always)
  private func plainValueOccurs(_ index: Int, atWordStarts: Bool) -> Bool {
    keyStarts(in: tables.valueTries[index], ofList: index, atWordStarts: atWordStarts)
  }

  /// Whether a key of `trie` (values of list `index`) starts somewhere in the input (at a word
  /// start, when `atWordStarts`), looked for only where the list's first-scalar mask allows.
  @inline(__always)
  private func keyStarts(in trie: FlatTrie, ofList index: Int, atWordStarts: Bool = false) -> Bool {
    let firsts =
      index < tables.plainValueMasks.count ? tables.plainValueMasks[index] : LanguageProgram.anyScalar
    if atWordStarts {
      for start in wordStarts where firsts & LanguageProgram.scalarBit(input[Int(start)]) != 0 {
        if trie.hasKey(prefixing: input, from: Int(start)) { return true }
      }
      return false
    }
    for position in 0..<count where firsts & LanguageProgram.scalarBit(input[position]) != 0 {
      if trie.hasKey(prefixing: input, from: position) { return true }
    }
    return false
  }

  /// Whether the input has every bigram some value of list `index` written as a template needs and,
  /// when the list's values occur only at word starts (`atWordStarts`), a text such a value starts
  /// with at a word start.
  @inline(__always)
  private func templatedValueMayOccur(_ index: Int, atWordStarts: Bool) -> Bool {
    // One row per list of the program (`MatchTables.valueClauseStarts` has one more start).
    guard index + 1 < tables.valueClauseStarts.count else { return true }
    let bits = bigramBits
    var bigramsFound = false
    values: for value in Int(tables.valueClauseStarts[index])..<Int(tables.valueClauseStarts[index + 1]) {
      for hash in Int(tables.valueHashStarts[value])..<Int(tables.valueHashStarts[value + 1]) {
        let bigram = Int(tables.valueHashes[hash])
        if bits[bigram >> 6 & 63] & (1 << UInt64(bigram & 63)) == 0 { continue values }
      }
      bigramsFound = true
      break
    }
    guard bigramsFound, atWordStarts, index < tables.valueStarts.count,
      let starts = tables.valueStarts[index]
    else { return bigramsFound }
    for start in wordStarts
    where starts.firstMask & LanguageProgram.scalarBit(input[Int(start)]) != 0
      && starts.hasKey(prefixing: input, from: Int(start))
    {
      return true
    }
    return false
  }

  /// Whether a number of range list `index` may be said in the input (`rangeMatches` needs a digit,
  /// or a number word starting where it matches).
  @inline(__always)
  private func numberMayOccur(_ index: Int, _ range: RangeSource) -> Bool {
    if range.digits && hasDigit { return true }
    let words = tables.numberWords[index]
    return !words.isEmpty && keyStarts(in: words, ofList: index)
  }

  /// Whether a value of runtime list `listIndex` starts somewhere in the input (at a word start,
  /// when every slot of the list is at one: `LanguageProgram.computeWordStarts`).
  @inline(__always)
  private func runtimeValueOccurs(_ listIndex: Int32) -> Bool {
    guard let keys = runtimeKeys(listIndex) else { return false }
    let index = Int(listIndex)
    let atWordStarts = index < tables.valuesAtWordStarts.count && tables.valuesAtWordStarts[index]
    if atWordStarts {
      for start in wordStarts where keys.firstMask & LanguageProgram.scalarBit(input[Int(start)]) != 0 {
        if keys.hasValue(prefixing: input, from: Int(start)) { return true }
      }
      return false
    }
    for position in 0..<count where keys.firstMask & LanguageProgram.scalarBit(input[position]) != 0 {
      if keys.hasValue(prefixing: input, from: position) { return true }
    }
    return false
  }

  /// The values of runtime list `listIndex`, if any were given. Inlined: returned from a call, the
  /// keys were copied.
  @inline(__always)
  private func runtimeKeys(_ listIndex: Int32) -> RuntimeKeys? {
    guard Int(listIndex) < runtimeSlots.count else { return nil }
    let slot = Int(runtimeSlots[Int(listIndex)])
    return slot >= 0 && slot < runtime.count ? runtime[slot] : nil
  }

  /// Whether a value of runtime list `listIndex` starts the input (looked for only when the first
  /// scalar is one a value starts with: mostly none is).
  private func runtimeValueStarts(_ listIndex: Int32) -> Bool {
    guard let keys = runtimeKeys(listIndex), keys.firstMask & scalarBit(0) != 0 else { return false }
    return keys.hasValue(prefixing: input, from: 0)
  }

  /// Values of list `listIndex` that cover the whole input (for answers such as "yes" or "the second").
  mutating func wholeInputValues(of listIndex: Int32) -> [Int32] {
    guard count > 0 else { return [] }
    let (start, found) = listMatches(listIndex, 0)
    return memoPool[start..<(start + found)].filter { $0.0 == count }.map(\.1)
  }

  /// The first-scalar mask bit of the input at `position` (`LanguageProgram.computeFirstMasks`).
  @inline(__always)
  private func scalarBit(_ position: Int) -> UInt64 {
    // Read through `scalars`: below `count` as compared (unsigned, so not negative either).
    UInt(bitPattern: position) < UInt(count)
      ? LanguageProgram.scalarBit(scalars[position]) : LanguageProgram.endOfInput
  }

  /// Whether a match may go on from `node` where the input's scalar has mask bit `bit`.
  @inline(__always)
  private func startsWell(_ node: Int32, _ bit: UInt64) -> Bool {
    node >= 0 && tables.firstMasks[Int(node)] & bit != 0
  }

  /// Whether the input has every bigram the rest of the template from `node` needs.
  @inline(__always)
  private func viable(_ node: Int32) -> Bool {
    guard node >= 0 else { return true }
    let index = Int(tables.nodeMasks[Int(node)])
    guard index >= 0 else { return true }
    let base = index &* 4
    let masks = tables.masks
    return masks[base] & ~inputMask.0 == 0 && masks[base + 1] & ~inputMask.1 == 0
      && masks[base + 2] & ~inputMask.2 == 0 && masks[base + 3] & ~inputMask.3 == 0
  }

  private func deadSlot(_ key: Int) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: key &* -7_046_029_254_386_353_131) >> (64 - Self.deadCacheBits))
  }

  private func isDead(_ key: Int) -> Bool {
    deadCache[deadSlot(key)] == key
  }

  private func markDead(_ key: Int) {
    deadCache[deadSlot(key)] = key
  }

  private func isGap(_ position: Int) -> Bool {
    ignoreWhitespace || position == count || input[position] == NormalizedText.space
  }

  /// Follows the graph from `start` at `startPosition`; true when some accept was reached. Literal
  /// text and gaps are followed in a loop (a path through a template is mostly words and gaps); the
  /// node ending the run of them recurses.
  private mutating func visit(_ start: Int32, _ startPosition: Int) -> Bool {
    var node = start
    var position = startPosition
    // Literal characters counted on this run of nodes, taken off again before returning.
    var added = 0
    defer { literal -= added }
    // Only an accept adds a match, and the loop follows literal text and gaps alone: the bound on
    // matches is checked once, here, rather than at each step (as the step it would stop counts).
    guard matches.count < options.maxMatches else {
      steps += 1
      return false
    }
    while true {
      steps += 1
      guard node >= 0, steps <= options.maxSteps else { return false }
      let current = tables.nodes[Int(node)]
      switch current.op {
      case .chars:
        let length = Int(current.b)
        guard position + length <= count else { return false }
        // Compared through `scalars` and the pool: the bounds were checked just above (positions
        // start at 0 and only grow) and the pool's when the program was, where indexing the array
        // checked each scalar again.
        if length > 0 {
          let start = scalars + position
          let text = tables.pool.baseAddress.unsafelyUnwrapped + Int(current.a)
          var offset = 0
          while offset < length {
            if start[offset] != text[offset] { return false }
            offset += 1
          }
        }
        literal += length
        added += length
        position += length
        node = current.next
        continue
      case .space:
        // Read through `scalars`: below `count` as compared (unsigned, so not negative either).
        if UInt(bitPattern: position) < UInt(count) && scalars[position] == NormalizedText.space {
          position += 1
          node = current.next
          continue
        }
        if position <= 0 || position >= count || scalars[position - 1] == NormalizedText.space {
          node = current.next
          continue
        }
        return false
      default:
        return visitNode(node, current, position)
      }
    }
  }

  /// `visit` for a node that is no literal text or gap.
  @inline(__always)
  private mutating func visitNode(_ node: Int32, _ current: Node, _ position: Int) -> Bool {
    switch current.op {
    case .chars, .space:
      return false  // followed by `visit` itself, never handed here
    case .split:
      let key = Int(node) &* (count + 1) &+ position
      if isDead(key) { return false }
      var found = false
      let start = Int(current.a)
      let bit = scalarBit(position)
      for offset in 0..<Int(current.b) {
        let branch = tables.branchPool[start + offset]
        if startsWell(branch, bit) && viable(branch) && visit(branch, position) { found = true }
      }
      if !found { markDead(key) }
      return found
    case .accept:
      guard position == count else { return false }
      let captureStart = Int32(matchCaptures.count)
      matchCaptures.append(contentsOf: UnsafeBufferPointer(start: captureSlots, count: captureCount))
      matches.append(
        RawMatch(
          template: current.a, captureStart: captureStart, captureEnd: Int32(matchCaptures.count),
          literalCharacters: literal))
      return true
    case .valueEnd:
      valueEnds.append((position, current.a))
      return true
    case .wildcard:
      guard viable(current.next) else { return false }
      return visitWildcard(current, position, kind: .wildcard)
    case .list:
      let key = Int(node) &* (count + 1) &+ position
      if isDead(key) || !viable(current.next) { return false }
      var found = false
      let (poolStart, poolCount) = listMatches(current.a, position)
      let code = listKinds[Int(current.a)]
      let isRuntime = code == 1
      let kind: Capture.Kind = code == 2 ? .number : isRuntime ? .runtimeValue : .value
      for index in poolStart..<(poolStart + poolCount) {
        let (end, value, number) = memoPool[index]
        guard startsWell(current.next, scalarBit(end)) else { continue }
        pushCapture(
          Capture(
            slot: current.b, start: Int32(position), end: Int32(end), list: current.a, value: value,
            kind: kind,
            number: number))
        if visit(current.next, end) { found = true }
        captureCount -= 1
      }
      if isRuntime && options.allowUnmatched {
        var ends: Set<Int> = []
        for index in poolStart..<(poolStart + poolCount) { ends.insert(memoPool[index].0) }
        if visitWildcard(current, position, kind: .unmatched, skipping: ends) { found = true }
      }
      if !found { markDead(key) }
      return found
    }
  }

  /// Adds `capture` to the path's captures, in the scratch's memory: grown first when full, so the
  /// write is below `captureCapacity`.
  @inline(__always)
  private mutating func pushCapture(_ capture: Capture) {
    if captureCount >= captureCapacity {
      scratch.growCaptures(keeping: captureCount)
      captureSlots = scratch.captureSlots
      captureCapacity = scratch.captureCapacity
    }
    (captureSlots + captureCount).initialize(to: capture)
    captureCount += 1
  }

  /// Free text from `position` to each later word end (shortest first).
  private mutating func visitWildcard(
    _ node: Node, _ position: Int, kind: Capture.Kind, skipping: Set<Int> = []
  )
    -> Bool
  {
    var start = position
    while start < count && input[start] == NormalizedText.space { start += 1 }
    guard start < count else { return false }
    var found = false
    var end = start + 1
    while end <= count {
      if isGap(end) && !skipping.contains(end) {
        pushCapture(
          Capture(
            slot: node.b, start: Int32(start), end: Int32(end), list: node.a, value: -1, kind: kind, number: 0
          ))
        if visit(node.next, end) { found = true }
        captureCount -= 1
      }
      end += 1
    }
    return found
  }

  /// Values of list `listIndex` that match at `position`, as a range of `memoPool` holding
  /// (end, value index, number).
  private mutating func listMatches(_ listIndex: Int32, _ position: Int) -> (Int, Int) {
    var row = memoRow[Int(listIndex)]
    if row < 0 {
      row = Int32(memoStart.count / (count + 1))
      memoRow[Int(listIndex)] = row
      // One buffer for both rows: unknown starts, and counts of nothing.
      let width = count + 1
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: width) { row in
        row.initialize(repeating: -1)
        memoStart.append(contentsOf: row)
        row.update(repeating: 0)
        memoCount.append(contentsOf: row)
      }
    }
    let key = Int(row) &* (count + 1) &+ position
    if memoStart[key] >= 0 { return (Int(memoStart[key]), Int(memoCount[key])) }
    let list = Int(listIndex)
    if listKinds[list] == 0 && lists[list].templated.isEmpty {
      // Plain values and runtime values go straight into the memo.
      let start = memoPool.count
      tables.valueTries[list].appendMatches(of: input, from: position, into: &memoPool)
      memoStart[key] = Int32(start)
      memoCount[key] = Int32(memoPool.count - start)
      return (start, memoPool.count - start)
    }
    if listKinds[list] == 1 {
      let start = memoPool.count
      runtimeKeys(listIndex)?.appendMatches(of: input, from: position, into: &memoPool)
      memoStart[key] = Int32(start)
      memoCount[key] = Int32(memoPool.count - start)
      return (start, memoPool.count - start)
    }
    var found: [(Int, Int32)] = []
    var result: [(Int, Int32, Double)] = []
    switch lists[list].kind {
    case .values:
      tables.valueTries[list].prefixes(of: input, from: position, into: &found)
      for (entry, _) in lists[Int(listIndex)].templated {
        valueEnds.removeAll(keepingCapacity: true)
        let saved = (captureCount, literal)
        _ = visit(entry, position)
        captureCount = saved.0
        literal = saved.1
        found.append(contentsOf: valueEnds)
      }
      result = found.map { ($0.0, $0.1, 0) }
    case .runtime:
      runtimeKeys(listIndex)?.prefixes(of: input, from: position, into: &found)
      result = found.map { ($0.0, $0.1, 0) }
    case .range(let range):
      result = rangeMatches(Int(listIndex), range, position)
    case .wildcard:
      break
    }
    memoStart[key] = Int32(memoPool.count)
    memoCount[key] = Int32(result.count)
    memoPool.append(contentsOf: result)
    return (Int(memoStart[key]), result.count)
  }

  private func rangeMatches(_ listIndex: Int, _ range: RangeSource, _ position: Int) -> [(
    Int, Int32, Double
  )] {
    var result: [(Int, Int32, Double)] = []
    if range.digits {
      var index = position
      var negative = false
      if index < count && input[index] == 0x2D {
        negative = true
        index += 1
      }
      let digitsStart = index
      var value = 0.0
      while index < count, input[index] >= 0x30, input[index] <= 0x39 {
        value = value * 10 + Double(input[index] - 0x30)
        index += 1
      }
      if index > digitsStart && index - digitsStart < 16 {
        var end = index
        if index + 1 < count, input[index] == 0x2E || input[index] == 0x2C, input[index + 1] >= 0x30,
          input[index + 1] <= 0x39
        {
          var fraction = 0.0
          var scale = 0.1
          var cursor = index + 1
          while cursor < count, input[cursor] >= 0x30, input[cursor] <= 0x39 {
            fraction += Double(input[cursor] - 0x30) * scale
            scale /= 10
            cursor += 1
          }
          let fractional = value + fraction
          if Self.inRange(negative ? -fractional : fractional, range, fractional: true) {
            result.append((cursor, -1, (negative ? -fractional : fractional) * (range.multiplier ?? 1)))
          }
        }
        if negative { value = -value }
        if Self.inRange(value, range, fractional: false) {
          end = index
          result.append((end, -1, value * (range.multiplier ?? 1)))
        }
      }
    }
    if !tables.numberWords[listIndex].isEmpty {
      var found: [(Int, Int32)] = []
      tables.numberWords[listIndex].prefixes(of: input, from: position, into: &found)
      for (end, payload) in found { result.append((end, payload, lists[listIndex].numbers[Int(payload)])) }
    }
    return result
  }

  private static func inRange(_ value: Double, _ range: RangeSource, fractional: Bool) -> Bool {
    guard value >= range.from && value <= range.to else { return false }
    if fractional {
      let fraction = value - value.rounded(.down)
      switch range.fractions {
      case "halves": return abs(fraction - 0.5) < 1e-9
      case "tenths": return true
      default: return false
      }
    }
    let steps = (value - range.from) / range.step
    return abs(steps - steps.rounded()) < 1e-9
  }
}
