/// The compiled matcher of one language: one graph holding every template of every intent.
struct LanguageProgram: Sendable {
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
  /// Template entry nodes by the first literal text they can consume.
  var entryTrie = ScalarTrie()
  /// Template entry nodes that can start with anything (a list, a wildcard).
  var entriesAnywhere: [Int32] = []
  /// Runtime list names by list index.
  var runtimeListIndex: [String: [Int32]] = [:]
  /// The source, kept for questions, responses and sampling.
  var source: LanguageSource
}
