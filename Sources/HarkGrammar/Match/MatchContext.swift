/// What the pre-filters (`TemplateFilters`) and the walk (`GraphWalk`) of one run both read: the
/// program's tables and lists, the options, and the input with its bigrams and the runtime values
/// given with it. Made once per run (`MatchRun.init`); never written afterwards.
struct MatchContext {
  let tables: MatchTables
  let lists: [CompiledList]
  /// Per list: 0 values, 1 runtime, 2 range, 3 wildcard (`LanguageProgram.listKinds`), so that a
  /// list's kind is asked without copying the list.
  let listKinds: [UInt8]
  let ignoreWhitespace: Bool
  let options: MatchOptions
  let input: [UInt32]
  let count: Int
  /// `input` in the scratch's memory (`MatchScratch.holdInput`; the run holds its scratch), read
  /// without bounds checks where the test before each read keeps its index below `count`.
  let scalars: UnsafePointer<UInt32>
  /// The input's bigram hashes as 4096 bits (`Compiler.bigram`): the scratch's
  /// `MatchScratch.bigramWordCount` words (the run holds its scratch, so they outlive it); a word
  /// is read at `hash >> 6 & 63`, below that count.
  let bigramBits: UnsafeMutablePointer<UInt64>
  /// The bigrams folded to the 256-bit mask of `Compiler.mask`, against which `viable` checks a
  /// node's lookahead mask.
  let inputMask: (UInt64, UInt64, UInt64, UInt64)
  /// The values of each runtime list name (`LanguageProgram.runtimeNames`), nil when none were given.
  let runtime: [RuntimeKeys?]
  /// Per list: its index in `runtime`, or -1.
  let runtimeSlots: [Int32]

  /// `runtime` holds the values of each of the program's runtime list names, in the order of
  /// `LanguageProgram.runtimeNames` (or is empty when there are none at all). The input and its
  /// bigrams are written into `scratch`'s memory.
  @inline(__always)
  init(
    program: LanguageProgram, input: [UInt32], runtime: [RuntimeKeys?], options: MatchOptions,
    scratch: MatchScratch
  ) {
    tables = program.tables
    lists = program.lists
    listKinds = program.listKinds
    ignoreWhitespace = program.ignoreWhitespace
    self.options = options
    self.input = input
    count = input.count
    self.runtime = runtime.count == program.runtimeNames.count ? runtime : []
    runtimeSlots = program.runtimeSlots
    scalars = scratch.holdInput(input)
    // The input's bigrams, for every pre-filter (the graph's masks are checked inside list values
    // too, so also when only `wholeInputValues` is asked).
    // Written through the scratch's 64 words (`bigramBits`); a hash is below 4096, so its word
    // index (`hash >> 6`) is below 64.
    let bits = scratch.bigramWords
    bits.update(repeating: 0, count: MatchScratch.bigramWordCount)
    bigramBits = bits
    if input.count > 1 {
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
  }

  /// The first-scalar mask bit of the input at `position` (`LanguageProgram.computeFirstMasks`).
  @inline(__always)
  func scalarBit(_ position: Int) -> UInt64 {
    // Read through `scalars`: below `count` as compared (unsigned, so not negative either).
    UInt(bitPattern: position) < UInt(count)
      ? LanguageProgram.scalarBit(scalars[position]) : LanguageProgram.endOfInput
  }

  /// Whether a match may go on from `node` where the input's scalar has mask bit `bit`.
  @inline(__always)
  func startsWell(_ node: Int32, _ bit: UInt64) -> Bool {
    node >= 0 && tables.firstMasks[Int(node)] & bit != 0
  }

  /// Whether the input has every bigram the rest of the template from `node` needs.
  @inline(__always)
  func viable(_ node: Int32) -> Bool {
    guard node >= 0 else { return true }
    let index = Int(tables.nodeMasks[Int(node)])
    guard index >= 0 else { return true }
    let base = index &* 4
    let masks = tables.masks
    return masks[base] & ~inputMask.0 == 0 && masks[base + 1] & ~inputMask.1 == 0
      && masks[base + 2] & ~inputMask.2 == 0 && masks[base + 3] & ~inputMask.3 == 0
  }

  /// The values of runtime list `listIndex`, if any were given. Inlined: returned from a call, the
  /// keys were copied.
  @inline(__always)
  func runtimeKeys(_ listIndex: Int32) -> RuntimeKeys? {
    guard Int(listIndex) < runtimeSlots.count else { return nil }
    let slot = Int(runtimeSlots[Int(listIndex)])
    return slot >= 0 && slot < runtime.count ? runtime[slot] : nil
  }
}
