import Synchronization

/// The compiled matcher of one language: one graph holding every template of every intent.
///
/// A class so the hot path copies one reference, not twenty arrays. Only `Compiler` writes to it,
/// before the program is handed out; afterwards it is never mutated, hence `@unchecked Sendable`,
/// and its properties are read without the run-time exclusivity check each read of a class's `var`
/// otherwise makes (`@exclusivity(unchecked)`): the matcher reads them several times a match, and
/// each check is a call into the runtime.
final class LanguageProgram: @unchecked Sendable {
  @exclusivity(unchecked) var language: String
  @exclusivity(unchecked) var ignoreWhitespace: Bool
  @exclusivity(unchecked) var skipWords: [[UInt32]]
  @exclusivity(unchecked) var nodes: [Node] = []
  @exclusivity(unchecked) var pool: [UInt32] = []
  @exclusivity(unchecked) var branchPool: [Int32] = []
  @exclusivity(unchecked) var lists: [CompiledList] = []
  /// Per list: 0 values, 1 runtime, 2 range, 3 wildcard (read in the matcher's inner loop).
  @exclusivity(unchecked) var listKinds: [UInt8] = []
  @exclusivity(unchecked) var slotNames: [String] = []
  @exclusivity(unchecked) var templates: [CompiledTemplate] = []
  @exclusivity(unchecked) var blocks: [CompiledBlock] = []
  @exclusivity(unchecked) var intents: [String] = []
  /// Template indices by the first literal text they can consume.
  @exclusivity(unchecked) var entryTrie = ScalarTrie()
  /// Entry node of each template.
  @exclusivity(unchecked) var templateEntries: [Int32] = []
  /// Per template: clauses of hashed scalar pairs, each sorted; every sentence it accepts contains
  /// every pair of at least one clause (a cheap pre-filter, `Compiler.bigramClauses`).
  @exclusivity(unchecked) var templateBigrams: [[[UInt16]]] = []
  /// Per template: lists (values, ranges, runtime lists) that every sentence it accepts has a value
  /// of (a pre-filter the matcher checks once per list and line, `TemplateFilters.occurs`).
  @exclusivity(unchecked) var templateLists: [[Int32]] = []
  /// Per list, per value written as a template: the bigrams every text of it contains.
  @exclusivity(unchecked) var templatedValueBigrams: [[[UInt16]]] = []
  /// Per template: splits every sentence it accepts goes through whose every branch needs bigrams of
  /// its own; the matcher skips the template when no branch of one of them is viable.
  @exclusivity(unchecked) var templateGates: [[Int32]] = []
  /// Per node: index into `masks` of the bigrams every path from it to its template's end contains
  /// (-1: none known); `masks` holds four 64-bit words per mask.
  @exclusivity(unchecked) var nodeMasks: [Int32] = []
  @exclusivity(unchecked) var masks: [UInt64] = []
  /// Per node: the scalars the input may have where the node is tried (`computeFirstMasks`).
  @exclusivity(unchecked) var firstMasks: [UInt64] = []
  /// Per template: the mask of the last three scalars its sentences can end with (every bit when
  /// unknown), and the runtime lists a value of which can end them (`computeSuffixes`).
  @exclusivity(unchecked) var templateSuffixMasks: [UInt64] = []
  @exclusivity(unchecked) var templateSuffixLists: [[Int32]] = []
  /// The tables above the matcher reads, in memory of their own (`prepareMatching`).
  @exclusivity(unchecked) var tables = MatchTables()
  /// Buffers for match runs, reused from line to line.
  let scratchPool = MatchScratch.Pool()
  /// Templates that can start with anything (free text, a list whose values are templates).
  @exclusivity(unchecked) var entriesAnywhere: [Int32] = []
  /// Templates that can start with a value of a runtime list, by list: tried when a value of the
  /// list starts the input, or when a runtime slot may hold text that is no value (partial readings).
  @exclusivity(unchecked) var runtimeEntries: [RuntimeEntry] = []
  /// Runtime list names by list index.
  @exclusivity(unchecked) var runtimeListIndex: [String: [Int32]] = [:]
  /// The runtime list names, sorted, and per list its index among them or -1 (`prepareMatching`).
  @exclusivity(unchecked) var runtimeNames: [String] = []
  @exclusivity(unchecked) var runtimeSlots: [Int32] = []
  /// Per list: the first-scalar mask of its plain values' keys, and of a range's number words
  /// (`prepareMatching`).
  @exclusivity(unchecked) var plainValueMasks: [UInt64] = []
  /// Per list of values or runtime list: whether every slot of it is tried at a word start, so that
  /// its values are looked for only there; and the texts its values written as templates start with,
  /// when known
  /// (`computeWordStarts`, from `prepareMatching`).
  @exclusivity(unchecked) var valuesAtWordStarts: [Bool] = []
  @exclusivity(unchecked) var templatedValueStarts: [ScalarTrie?] = []
  /// The questions and responses, which most lines print: apart from the rest of the source.
  let wording: Wording
  private let storedSource: StoredSource

  /// The source, kept for sampling, training and `hark` commands that show templates. A program
  /// read from the cache decodes it on first use: most lines never need it, and decoding its
  /// thousands of strings was half of reading the cache.
  var source: LanguageSource { storedSource.value }

  /// Whether the source has been decoded (or was never encoded); for tests.
  var isSourceDecoded: Bool { storedSource.isDecoded }

  init(language: String, ignoreWhitespace: Bool, skipWords: [[UInt32]], source: LanguageSource) {
    self.language = language
    self.ignoreWhitespace = ignoreWhitespace
    self.skipWords = skipWords
    self.wording = Wording(source)
    self.storedSource = StoredSource(source)
  }

  /// A program whose source is still encoded (`encodedSource`, as `BinaryWriter.put(_: LanguageSource)`
  /// wrote it): decoded when first asked for.
  init(
    language: String, ignoreWhitespace: Bool, skipWords: [[UInt32]], wording: Wording, encodedSource: [UInt8]
  ) {
    self.language = language
    self.ignoreWhitespace = ignoreWhitespace
    self.skipWords = skipWords
    self.wording = wording
    self.storedSource = StoredSource(encoded: encodedSource, language: language)
  }
}

/// The follow-up questions and responses of one language, in the order of its intents.
struct Wording: Sendable, Equatable {
  struct Intent: Sendable, Equatable {
    var name: String
    var questions: [String: String]
    var responses: [String: String]
  }
  var intents: [Intent]
  /// The language's shared responses.
  var responses: [String: String]

  init(intents: [Intent], responses: [String: String]) {
    self.intents = intents
    self.responses = responses
  }

  init(_ source: LanguageSource) {
    intents = source.intents.map { Intent(name: $0.name, questions: $0.questions, responses: $0.responses) }
    responses = source.responses
  }

  /// The follow-up question for a missing parameter: the first intent of that name that has one.
  func question(intent: String, parameter: String) -> String? {
    intents.first { $0.name == intent && $0.questions[parameter] != nil }?.questions[parameter]
  }

  /// A response text: the intent's own first, then the language's shared one.
  func response(_ key: String, intent: String?) -> String? {
    if let intent,
      let text = intents.first(where: { $0.name == intent && $0.responses[key] != nil })?.responses[key]
    {
      return text
    }
    return responses[key]
  }
}

/// A language's source, decoded or still in the bytes the cache file held.
private final class StoredSource: Sendable {
  private enum State {
    case decoded(LanguageSource)
    case encoded([UInt8])
  }
  private let state: Mutex<State>
  private let language: String

  init(_ source: LanguageSource) {
    state = Mutex(.decoded(source))
    language = source.language
  }

  init(encoded: [UInt8], language: String) {
    state = Mutex(.encoded(encoded))
    self.language = language
  }

  var isDecoded: Bool {
    state.withLock { state in
      if case .decoded = state { return true }
      return false
    }
  }

  /// The source, decoded once. The bytes passed the cache file's checksum, so they are what the
  /// writer wrote; should they still not decode (a faulty writer), the source is empty — no
  /// samples or examples — rather than a crash.
  var value: LanguageSource {
    state.withLock { state in
      switch state {
      case .decoded(let source):
        return source
      case .encoded(let bytes):
        let source =
          bytes.withUnsafeBytes { raw -> LanguageSource? in
            var reader = BinaryReader(raw)
            // Bytes that do not read back are no source: the empty one follows, as said above.
            guard let source = try? reader.languageSource(), reader.isAtEnd else { return nil }
            return source
          } ?? LanguageSource(language: language)
        state = .decoded(source)
        return source
      }
    }
  }
}
