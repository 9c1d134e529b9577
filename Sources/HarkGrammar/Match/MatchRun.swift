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
/// are `GraphWalk.matchCaptures[captureStart..<captureEnd]`: the walk keeps every match's captures in
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

/// Runs the compiled graph of one language over one normalised input (depth-first, all matches):
/// picks the templates the input may match (by the words it starts with, a runtime value starting
/// it, or a start anywhere), lets each through the pre-filters (`TemplateFilters`) and walks those
/// that pass (`GraphWalk`).
struct MatchRun {
  private var filters: TemplateFilters
  private var walk: GraphWalk

  /// `runtime` holds the values of each of the program's runtime list names, in the order of
  /// `LanguageProgram.runtimeNames` (or is empty when there are none at all). The run's buffers come
  /// from `scratch` (emptied here); `recycle` hands them back.
  init(
    program: LanguageProgram, input: [UInt32], runtime: [RuntimeKeys?], options: MatchOptions,
    scratch: MatchScratch = MatchScratch()
  ) {
    // Taken out of the scratch (which holds no reference meanwhile), so appends never copy them.
    var taken = MatchScratch.Buffers()
    swap(&taken, &scratch.buffers)
    filters = TemplateFilters(
      input: input, wordStarts: MatchScratch.emptied(&taken.wordStarts),
      listPresence: MatchScratch.emptied(&taken.listPresence), scratch: scratch)
    // One context, made where the walk keeps it (the filters are handed it when they choose): made
    // aside and handed over, it was copied.
    walk = GraphWalk(
      context: MatchContext(
        program: program, input: input, runtime: runtime, options: options, scratch: scratch),
      scratch: scratch, buffers: &taken)
  }

  /// Gives the run's buffers back to `scratch` for the next run.
  mutating func recycle(into scratch: MatchScratch) {
    // Moved out, so that the run keeps no reference that would make the next run's appends copy.
    let walked = walk.takeBuffers()
    let filtered = filters.takeBuffers()
    scratch.buffers = MatchScratch.Buffers(
      memoRow: walked.memoRow, memoStart: walked.memoStart, memoCount: walked.memoCount,
      memoPool: walked.memoPool, valueEnds: walked.valueEnds, listPresence: filtered.listPresence,
      wordStarts: filtered.wordStarts)
  }

  /// The matches and their captures, moved out of the run; `MatchScratch.keep` takes them back.
  mutating func takeMatches() -> (matches: [RawMatch], captures: [Capture]) {
    walk.takeMatches()
  }

  /// Values of list `listIndex` that cover the whole input (for answers such as "yes" or "the second").
  mutating func wholeInputValues(of listIndex: Int32) -> [Int32] {
    walk.wholeInputValues(of: listIndex)
  }

  /// Walks the graph from the entry of every template the filters choose, in their order.
  mutating func run() {
    filters.choose(in: walk.context)
    for entry in filters.chosen { _ = walk.visit(entry, 0) }
  }
}
