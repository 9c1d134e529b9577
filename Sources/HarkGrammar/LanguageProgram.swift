/// The compiled matcher of one language: one graph holding every template of every intent.
///
/// A class so the hot path copies one reference, not twenty arrays. Only `Compiler` writes to it,
/// before the program is handed out; afterwards it is never mutated, hence `@unchecked Sendable`.
final class LanguageProgram: @unchecked Sendable {
  var language: String
  var ignoreWhitespace: Bool
  var skipWords: [[UInt32]]
  var nodes: [Node] = []
  var pool: [UInt32] = []
  var branchPool: [Int32] = []
  var lists: [CompiledList] = []
  /// Per list: 0 values, 1 runtime, 2 range, 3 wildcard (read in the matcher's inner loop).
  var listKinds: [UInt8] = []
  var slotNames: [String] = []
  var templates: [CompiledTemplate] = []
  var blocks: [CompiledBlock] = []
  var intents: [String] = []
  /// Template indices by the first literal text they can consume.
  var entryTrie = ScalarTrie()
  /// Entry node of each template.
  var templateEntries: [Int32] = []
  /// Per template: clauses of hashed scalar pairs, each sorted; every sentence it accepts contains
  /// every pair of at least one clause (a cheap pre-filter, `Compiler.bigramClauses`).
  var templateBigrams: [[[UInt16]]] = []
  /// Per template: lists (values, ranges, runtime lists) that every sentence it accepts has a value
  /// of (a pre-filter the matcher checks once per list and line, `MatchRun.occurs`).
  var templateLists: [[Int32]] = []
  /// Per list, per value written as a template: the bigrams every text of it contains.
  var templatedValueBigrams: [[[UInt16]]] = []
  /// Per template: splits every sentence it accepts goes through whose every branch needs bigrams of
  /// its own; the matcher skips the template when no branch of one of them is viable.
  var templateGates: [[Int32]] = []
  /// Per node: index into `masks` of the bigrams every path from it to its template's end contains
  /// (-1: none known); `masks` holds four 64-bit words per mask.
  var nodeMasks: [Int32] = []
  var masks: [UInt64] = []
  /// Per node: the scalars the input may have where the node is tried (`computeFirstMasks`).
  var firstMasks: [UInt64] = []
  /// The tables above the matcher reads, in memory of their own (`prepareMatching`).
  var tables = MatchTables()
  /// Buffers for match runs, reused from line to line.
  let scratchPool = MatchScratch.Pool()
  /// Templates that can start with anything (free text, a list whose values are templates).
  var entriesAnywhere: [Int32] = []
  /// Templates that can start with a value of a runtime list, by list: tried when a value of the
  /// list starts the input, or when a runtime slot may hold text that is no value (partial readings).
  var runtimeEntries: [RuntimeEntry] = []
  /// Runtime list names by list index.
  var runtimeListIndex: [String: [Int32]] = [:]
  /// The runtime list names, sorted, and per list its index among them or -1 (`prepareMatching`).
  var runtimeNames: [String] = []
  var runtimeSlots: [Int32] = []
  /// Per list: the first-scalar mask of its plain values' keys, and of a range's number words
  /// (`prepareMatching`).
  var plainValueMasks: [UInt64] = []
  /// The source, kept for questions, responses and sampling.
  var source: LanguageSource

  init(language: String, ignoreWhitespace: Bool, skipWords: [[UInt32]], source: LanguageSource) {
    self.language = language
    self.ignoreWhitespace = ignoreWhitespace
    self.skipWords = skipWords
    self.source = source
  }
}
