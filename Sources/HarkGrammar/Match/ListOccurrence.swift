/// Whether a value of each list may occur in the input, asked once per list and line
/// (`TemplateFilters.hasLists`): a template whose sentences all need a value of a list none of whose
/// values can be in the input could not match. Holds what the answers need of the input: where its
/// words start and whether it has a digit. The helpers of `occurs` are inlined into it: called, each
/// would be handed the context, a struct that is copied to be passed.
struct ListOccurrence {
  /// The positions words start at (0 and after each space), in order; set by `init`.
  private var wordStarts: [Int32]
  /// Whether the input has a digit.
  private let hasDigit: Bool
  /// Per list (made when first needed): 0 not asked yet, 1 no value of it in the input, 2 some.
  private(set) var presence: [UInt8]

  /// The lists of `input`; `wordStarts` and `presence` are the scratch's emptied buffers
  /// (`MatchScratch.emptied`), filled here and as lists are asked for.
  @inline(__always)
  init(input: [UInt32], wordStarts: [Int32], presence: [UInt8]) {
    self.presence = presence
    var starts = wordStarts
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
    self.wordStarts = starts
    hasDigit = digit
  }

  /// The buffers, moved out (so that the next run's appends do not copy them).
  @inline(__always)
  mutating func takeBuffers() -> (presence: [UInt8], wordStarts: [Int32]) {
    (MatchScratch.moved(&presence), MatchScratch.moved(&wordStarts))
  }

  /// Whether a value of list `listIndex` may occur in the input: a plain value starts somewhere in it,
  /// or it has every bigram a value written as a template needs; for a range, it has a digit (when
  /// the range takes digits) or a number word starts somewhere; for a runtime list, a value starts
  /// somewhere, or partial readings are on (a slot may then hold text that is no value).
  mutating func occurs(_ listIndex: Int32, _ context: borrowing MatchContext) -> Bool {
    let tables = context.tables
    let index = Int(listIndex)
    guard index < context.lists.count else { return true }
    // The buffer from the scratch keeps its capacity from run to run.
    if presence.isEmpty { MatchScratch.append(0, count: context.lists.count, to: &presence) }
    if presence[index] != 0 { return presence[index] == 2 }
    let found: Bool
    // By `listKinds`, so the list is not copied to ask.
    switch context.listKinds[index] {
    case 0:
      let atWordStarts =
        index < tables.valuesAtWordStarts.count && tables.valuesAtWordStarts[index]
      found =
        plainValueOccurs(index, atWordStarts: atWordStarts, context)
        || templatedValueMayOccur(index, atWordStarts: atWordStarts, context)
    case 1:
      found = context.options.allowUnmatched || runtimeValueOccurs(listIndex, context)
    case 2:
      if case .range(let range) = context.lists[index].kind {
        found = numberMayOccur(index, range, context)
      } else {
        found = true
      }
    default:
      found = true
    }
    presence[index] = found ? 2 : 1
    return found
  }

  /// Whether a plain value of list `index` starts somewhere in the input (at a word start, when
  /// `atWordStarts`: `LanguageProgram.computeWordStarts`).
  @inline(__always)
  private func plainValueOccurs(_ index: Int, atWordStarts: Bool, _ context: borrowing MatchContext) -> Bool {
    keyStarts(in: context.tables.valueTries[index], ofList: index, atWordStarts: atWordStarts, context)
  }

  /// Whether a key of `trie` (values of list `index`) starts somewhere in the input (at a word
  /// start, when `atWordStarts`), looked for only where the list's first-scalar mask allows.
  @inline(__always)
  private func keyStarts(
    in trie: FlatTrie, ofList index: Int, atWordStarts: Bool = false, _ context: borrowing MatchContext
  ) -> Bool {
    let tables = context.tables
    let firsts =
      index < tables.plainValueMasks.count
      ? tables.plainValueMasks[index] : LanguageProgram.anyScalar
    if atWordStarts {
      for start in wordStarts where firsts & LanguageProgram.scalarBit(context.input[Int(start)]) != 0 {
        if trie.hasKey(prefixing: context.input, from: Int(start)) { return true }
      }
      return false
    }
    for position in 0..<context.count where firsts & LanguageProgram.scalarBit(context.input[position]) != 0 {
      if trie.hasKey(prefixing: context.input, from: position) { return true }
    }
    return false
  }

  /// Whether the input has every bigram some value of list `index` written as a template needs and,
  /// when the list's values occur only at word starts (`atWordStarts`), a text such a value starts
  /// with at a word start.
  @inline(__always)
  private func templatedValueMayOccur(_ index: Int, atWordStarts: Bool, _ context: borrowing MatchContext)
    -> Bool
  {
    let tables = context.tables
    // One row per list of the program (`MatchTables.valueClauseStarts` has one more start).
    guard index + 1 < tables.valueClauseStarts.count else { return true }
    let bits = context.bigramBits
    var bigramsFound = false
    values: for value in Int(
      tables.valueClauseStarts[index])..<Int(tables.valueClauseStarts[index + 1])
    {
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
    where starts.firstMask & LanguageProgram.scalarBit(context.input[Int(start)]) != 0
      && starts.hasKey(prefixing: context.input, from: Int(start))
    {
      return true
    }
    return false
  }

  /// Whether a number of range list `index` may be said in the input (`NumberMatches.matches`
  /// needs a digit, or a number word starting where it matches).
  @inline(__always)
  private func numberMayOccur(_ index: Int, _ range: RangeSource, _ context: borrowing MatchContext) -> Bool {
    if range.digits && hasDigit { return true }
    let words = context.tables.numberWords[index]
    return !words.isEmpty && keyStarts(in: words, ofList: index, context)
  }

  /// Whether a value of runtime list `listIndex` starts somewhere in the input (at a word start,
  /// when every slot of the list is at one: `LanguageProgram.computeWordStarts`).
  @inline(__always)
  private func runtimeValueOccurs(_ listIndex: Int32, _ context: borrowing MatchContext) -> Bool {
    let tables = context.tables
    guard let keys = context.runtimeKeys(listIndex) else { return false }
    let index = Int(listIndex)
    let atWordStarts =
      index < tables.valuesAtWordStarts.count && tables.valuesAtWordStarts[index]
    if atWordStarts {
      for start in wordStarts where keys.firstMask & LanguageProgram.scalarBit(context.input[Int(start)]) != 0
      {
        if keys.hasValue(prefixing: context.input, from: Int(start)) { return true }
      }
      return false
    }
    for position in 0..<context.count
    where keys.firstMask & LanguageProgram.scalarBit(context.input[position]) != 0 {
      if keys.hasValue(prefixing: context.input, from: position) { return true }
    }
    return false
  }
}
