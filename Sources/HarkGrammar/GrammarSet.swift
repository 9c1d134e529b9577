import Foundation

/// All grammars of all languages, parsed and compiled once; immutable and safe to share.
public struct GrammarSet: Sendable {
  /// Each language's program, read from the cache file when first needed (``ProgramSlot``).
  let slots: [ProgramSlot]
  /// A hash of every file's path and text: equal fingerprints, equal grammars.
  public let fingerprint: String
  /// Each language's words outside sentences, from the folder's `_common/lexicon/` (none for
  /// grammars compiled from files in memory unless given).
  public var lexicons = LexiconSet()

  init(programs: [LanguageProgram], fingerprint: String = "") {
    self.init(slots: programs.map(ProgramSlot.init), fingerprint: fingerprint)
  }

  init(slots: [ProgramSlot], fingerprint: String = "") {
    self.slots = slots
    self.fingerprint = fingerprint
  }

  /// Every language's program (reading those not read yet).
  var programs: [LanguageProgram] { slots.map(\.program) }

  /// Loads every `<domain>/<language>.yaml` under `directory` (files in `_common` are shared by
  /// all domains of their language) and compiles them; all problems are reported.
  public static func load(directory: URL) -> GrammarLoad {
    withLexicons(GrammarDirectoryLoader.load(directory: directory), directory: directory)
  }

  /// Loads the grammars of `directory` as `load(directory:)` does, reading them compiled from
  /// `cacheDirectory` when these very files were compiled there before, and keeping a compile
  /// without diagnostics there for the next start. A damaged cache file is ignored.
  public static func load(directory: URL, cacheDirectory: URL?) -> GrammarLoad {
    withLexicons(
      GrammarDirectoryLoader.load(directory: directory, cacheDirectory: cacheDirectory), directory: directory,
      cacheDirectory: cacheDirectory)
  }

  /// `load` with the lexicons of `directory` and their problems.
  private static func withLexicons(_ load: GrammarLoad, directory: URL, cacheDirectory: URL? = nil)
    -> GrammarLoad
  {
    var load = load
    // A load with problems keeps nothing in the cache folder, the lexicons' file included.
    let (lexicons, diagnostics) = LexiconSet.load(
      grammars: directory, cacheDirectory: load.diagnostics.isEmpty ? cacheDirectory : nil)
    load.grammar?.lexicons = lexicons
    load.diagnostics += diagnostics
    return load
  }

  /// Compiles grammars from in-memory files (`path` → YAML text), as `load(directory:)` does.
  public static func load(files: [(path: String, text: String)]) -> GrammarLoad {
    GrammarDirectoryLoader.load(files: files)
  }

  /// The languages, in load order.
  public var languages: [Language] { slots.map { Language($0.language) } }

  /// Every intent name of every language, without repeats.
  public var intents: [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for program in programs {
      for intent in program.intents where seen.insert(intent).inserted { result.append(intent) }
    }
    return result
  }

  /// Ranked readings, best first. `lists` supplies runtime list values (contact names, app names)
  /// by list name.
  public func readings(for utterance: String, lists: [RuntimeListName: [ListValue]] = [:], limit: Int = 8)
    -> [Reading]
  {
    readings(for: utterance, request: ReadingRequest(lists: lists, limit: limit))
  }

  /// Ranked readings, with runtime lists normalised beforehand (the fast path for a shell that keeps
  /// its contacts and apps in a `RuntimeLists` until they change).
  public func readings(for utterance: String, lists: RuntimeLists, limit: Int = 8) -> [Reading] {
    readings(for: utterance, request: ReadingRequest(runtime: lists, limit: limit))
  }

  /// Ranked readings with every option of a match call.
  public func readings(for utterance: String, request: ReadingRequest) -> [Reading] {
    var all: [Reading] = []
    var ascii: Bool?
    for slot in slots where request.language == nil || request.language?.rawValue == slot.language {
      // A line of ASCII text is not read with a program that cannot take one, nor as Chinese
      // (``ProgramSlot/readsASCIILines``): the program is passed by, unread.
      if !slot.readsASCIILines {
        if ascii == nil { ascii = utterance.utf8.allSatisfy { $0 < 0x80 } }
        if ascii == true { continue }
      }
      let found = ReadingBuilder.readings(program: slot.program, utterance: utterance, request: request)
      // The first language's readings taken as they are, not copied one by one.
      if all.isEmpty { all = found } else { all.append(contentsOf: found) }
    }
    return ReadingBuilder.rank(all, request: request)
  }

  /// The `examples:` of every intent of `language` that has some, by intent, in file order.
  public func examples(language: Language) -> [(intent: String, sentences: [String])] {
    guard let source = program(language)?.source else { return [] }
    return source.intents.filter { !$0.examples.isEmpty }.map { ($0.name, $0.examples) }
  }

  /// The `out_of_scope:` sentences of `language`: what people ask that no intent here does.
  public func outOfScope(language: Language) -> [String] {
    program(language)?.source.outOfScope ?? []
  }

  /// The follow-up question for a missing parameter, in `language`.
  public func question(intent: SchemaID, parameter: String, language: Language) -> String? {
    program(language)?.wording.question(intent: intent.rawValue, parameter: parameter)
  }

  /// A response text: the intent's own first, then the language's shared one.
  public func response(_ key: String, intent: String?, language: Language) -> String? {
    program(language)?.wording.response(key, intent: intent)
  }

  /// The values of a declared list (e.g. the `yes`, `no`, `cancel` word lists).
  public func listValues(_ name: String, language: Language) -> [ListValue] {
    guard let program = program(language) else { return [] }
    return program.lists.first { $0.name == name }?.values ?? []
  }

  /// The value of a declared list that the whole utterance says (e.g. "yeah" → the `yes` list's value,
  /// "the second one" → the `ordinal` list's 2), trying `language` or every language.
  public func listMatch(_ utterance: String, list: String, language: Language? = nil) -> ListValue? {
    for slot in slots where language == nil || language?.rawValue == slot.language {
      let program = slot.program
      guard let index = program.lists.firstIndex(where: { $0.name == list }),
        program.listKinds[index] == 0
      else { continue }
      let text = NormalizedText(utterance, ignoreWhitespace: program.ignoreWhitespace)
      let skipped = text.removingSkipWords(program.skipWords, ignoreWhitespace: program.ignoreWhitespace)
      for variant in [text, skipped].compactMap({ $0 }) {
        var run = MatchRun(program: program, input: variant.scalars, runtime: [], options: MatchOptions())
        if let value = run.wholeInputValues(of: Int32(index)).first {
          return program.lists[index].values[Int(value)]
        }
      }
    }
    return nil
  }

  /// Sentences the templates of `intent` accept (bounded), for `language` or all languages. Runtime
  /// list slots take the first of `lists`' values, or the list's name when none is given.
  public func samples(
    intent: String, language: Language?, limit: Int, lists: [RuntimeListName: [ListValue]] = [:],
    wildcard: String? = nil
  ) -> [String] {
    var result: [String] = []
    for slot in slots where language == nil || language?.rawValue == slot.language {
      guard result.count < limit else { break }
      let program = slot.program
      result.append(
        contentsOf: Sampler.samples(
          program: program, intent: intent, limit: limit - result.count, lists: lists,
          wildcard: wildcard))
    }
    return result
  }

  /// The words of `utterance` as the matcher of `language` sees them: normalised (lower case,
  /// punctuation off word edges), split at spaces, and in a language written without spaces, one
  /// token per Han character with runs of other letters kept whole. What `:explain` shows.
  public func tokens(_ utterance: String, language: Language) -> [String] {
    let ignoreWhitespace = program(language)?.ignoreWhitespace ?? language.writesWithoutSpaces
    let text = NormalizedText(utterance, ignoreWhitespace: false)
    var tokens: [String] = []
    var word = String.UnicodeScalarView()
    func close() {
      if !word.isEmpty { tokens.append(String(word)) }
      word = String.UnicodeScalarView()
    }
    for value in text.scalars {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if value == NormalizedText.space {
        close()
      } else if ignoreWhitespace, scalar.properties.isIdeographic {
        close()
        tokens.append(String(scalar))
      } else {
        word.append(scalar)
      }
    }
    close()
    return tokens
  }

  private func program(_ language: Language) -> LanguageProgram? {
    (slots.first { $0.language == language.rawValue }
      ?? slots.first { language.covers(Language($0.language)) })?.program
  }
}

/// The options of one match call.
public struct ReadingRequest: Sendable {
  /// Runtime list values by list name (contacts, apps; the conformance `name` list).
  public var lists: [RuntimeListName: [ListValue]]
  /// Runtime lists normalised beforehand; when set, they are used instead of `lists`.
  public var runtime: RuntimeLists?
  /// At most this many readings.
  public var limit: Int
  /// The context the utterance is said in (e.g. `area: Kitchen`).
  public var context: [String: String]
  /// Readings filling this slot from a list rank first, longest text first (hassil's `best_slot_name`).
  public var preferredSlot: String?
  /// Also give partial readings whose runtime-list slot matched no known value.
  public var allowPartial: Bool
  /// Only this language.
  public var language: Language?
  /// Whether the matcher skips templates whose sentences cannot end as the line does
  /// (`MatchOptions.filtersEndings`); off only in tests showing the filter changes no reading.
  var filtersEndings = true

  /// Creates a request.
  public init(
    lists: [RuntimeListName: [ListValue]] = [:], runtime: RuntimeLists? = nil, limit: Int = 8,
    context: [String: String] = [:],
    preferredSlot: String? = nil, allowPartial: Bool = true, language: Language? = nil
  ) {
    self.lists = lists
    self.runtime = runtime
    self.limit = limit
    self.context = context
    self.preferredSlot = preferredSlot
    self.allowPartial = allowPartial
    self.language = language
  }
}
