import Foundation
import HarkGrammar
import HarkStore

/// The shell's dialogue: turns each line into events, asking follow-up questions, choosing
/// between candidates and confirming risky actions, and remembering what it showed.
///
/// One conversation serves one user, one line at a time; the shell owns it.
public final class Conversation {
  /// The apps, grammars, store and clock this conversation works with.
  public let environment: ShellEnvironment
  let phrases: Phrases
  var pending: Pending?
  /// People taken into an app for a request that has not run yet (``settleImports()``).
  var imports: [ImportedPerson] = []
  var memory = ConversationMemory()
  let cache: ResolutionCache
  /// The runtime lists last built, with the names (as the apps gave them) they were built from
  /// and the collections the apps read for them, stamped.
  var listsCache:
    (names: [String], apps: [String], named: [String: [String]], reads: StoreReads, lists: RuntimeLists)?
  private var suggestionIndex: SuggestionIndex?
  /// What this line's words became (``ResolutionEvidence``), made anew by ``beginLine()``.
  lazy var evidence: ResolutionEvidence = makeEvidence(cache: cache)
  /// The line whose readings were chosen, and what reading choice made of it.
  var lineReadings: (String, ReadingChooser.Considered)?
  /// How the content probe runs a read-only request to see what it shows (tests count the runs).
  var probeTrial: (Invocation, AppContext) throws -> IntentResult = { invocation, context in
    try invocation.perform(in: context)
  }
  /// The names cache `analyze` resolves with: kept in memory, never written to the cache folder.
  lazy var analysisCache = ResolutionCache(cacheDirectory: nil)
  /// The store's problems the last line's events reported as a fault (the shell need not say them
  /// again among the store's warnings).
  public internal(set) var reportedFaults: [StoreWarning] = []

  public init(environment: ShellEnvironment) {
    self.environment = environment
    self.cache = ResolutionCache(cacheDirectory: environment.cacheDirectory)
    self.phrases = Phrases(grammar: environment.grammar)
  }

  /// Whether the next line answers a question.
  public var isAwaitingAnswer: Bool { pending != nil }

  /// Handles one line: a new request, or the answer to the pending question.
  public func respond(to line: String, emit: (ShellEvent) -> Void) {
    let input = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !input.isEmpty else { return }
    reportedFaults = []
    beginLine()
    // A line that fails while the store cannot be read says so, as a fault, not "not found".
    func emitting(_ event: ShellEvent) { emit(asFault(event)) }
    if let pending {
      self.pending = nil
      answer(pending, with: input, emit: emitting)
    } else {
      interpret(input, emit: emitting)
    }
    settleImports()
    // Names transliterated for this line are kept for the next start (the first line's at once,
    // later ones in groups and when the conversation ends).
    cache.transliterations.saveIfDue()
  }

  /// Writes what this conversation keeps for the next start (the names' Latin forms) now, rather
  /// than when it is freed: a process that exits without freeing it loses nothing.
  public func saveCaches() {
    cache.transliterations.save()
  }

  /// Input ended: a pending question goes unanswered and nothing is done.
  public func endOfInput(emit: (ShellEvent) -> Void) {
    guard let pending else { return }
    self.pending = nil
    settleImports()
    emit(
      event(
        .error, pending.input, pending.invocation,
        text: phrases.say(
          .endOfInput, language: pending.invocation.language, ["question": pending.question])))
  }

  /// The user pressed Ctrl-C at a question: it is dropped and nothing is done.
  public func cancelPendingQuestion(emit: (ShellEvent) -> Void) {
    guard let pending else { return }
    self.pending = nil
    settleImports()
    emit(
      event(
        .error, pending.input, pending.invocation,
        text: phrases.say(.cancelled, language: pending.invocation.language)))
  }

  // MARK: - New requests

  /// A new request: its reading, the app that runs it, and then what ``decide(_:slots:)`` says.
  func interpret(_ input: String, emit: (ShellEvent) -> Void) {
    switch start(input) {
    case .notUnderstood(let language):
      emit(ShellEvent(kind: .unknown, input: input, text: notUnderstoodText(input, language: language)))
    case .failed(let intent, let text), .nothingFound(let intent, let text):
      emit(ShellEvent(kind: .error, input: input, intent: intent.rawValue, text: text))
    case .started(let invocation, let slots, _):
      proceed(invocation, input: input, remaining: slots, emit: emit)
    }
  }

  /// Resolves the remaining slots and carries out the step that follows.
  func proceed(
    _ invocation: Invocation, input: String, remaining: [(ParameterInfo, SlotWords)],
    emit: (ShellEvent) -> Void
  ) {
    carryOut(decide(invocation, slots: remaining), input: input, emit: emit)
  }

  /// Does what a decision says: runs the intent, says what is wrong, or asks and waits.
  func carryOut(_ decision: Decision, input: String, emit: (ShellEvent) -> Void) {
    let invocation = decision.invocation
    switch decision.step {
    case .run:
      perform(invocation, input: input, emit: emit)
    case .problem(let outcome, let parameter):
      emit(event(.error, input, invocation, text: responder.problemText(outcome, parameter, invocation)))
    default:
      guard let prompt = responder.prompt(for: decision.step, invocation) else { return }
      present(prompt, invocation, input: input, remaining: decision.remaining, emit: emit)
    }
  }

  // MARK: - Helpers

  /// "I didn't understand", with the closest sentence the grammars accept when one is close.
  func notUnderstoodText(_ input: String, language: Language) -> String {
    let text = phrases.say(.notUnderstood, language: language, ["input": input])
    if suggestionIndex == nil {
      suggestionIndex = SuggestionIndex(
        grammar: environment.grammar, cacheDirectory: environment.cacheDirectory)
    }
    // The lists this line was just read with, rather than asking every app for its names again.
    let lists = listsCache?.lists ?? runtimeLists(keeping: false)
    let sentence = suggestionIndex?.suggestion(
      for: input, lists: lists, adopted: environment.apps.adoptedIntents
    ) { [environment] reading, line in
      let dates = DateReadings(DateParser(now: environment.clock(), timeZone: environment.timeZone))
      return !ReadingChooser.splitsWithoutDate(reading, line, dates: dates)
    }
    guard let sentence else { return text }
    return text + "\n" + phrases.say(.didYouMean, language: language, ["sentence": sentence])
  }

  /// An event about `invocation`, carrying its values so far.
  func event(_ kind: ShellEvent.Kind, _ input: String, _ invocation: Invocation, text: String)
    -> ShellEvent
  {
    var event = ShellEvent(
      kind: kind, input: input, intent: invocation.schema.id.rawValue, app: invocation.app.name,
      parameters: invocation.values, text: text)
    event.timeZone = environment.timeZone
    return event
  }

  /// Values the grammars' runtime lists take now: the names of people and apps, normalised for
  /// the matcher once and reused for as long as the names stay the same.
  ///
  /// The apps' names come from the store: while no collection they were read from has changed
  /// (an `lstat` each, so another process's writes count too), the apps are not asked again.
  ///
  /// Between runs the lists are kept in the cache folder (``ListsSnapshot``): the first line of
  /// a run takes them from there while the collections they were made from are unchanged.
  /// `keeping`: whether lists made or found still right are written to the cache folder (not for
  /// `analyze`, which writes nothing).
  func runtimeLists(keeping: Bool = true) -> RuntimeLists {
    if listsCache == nil, let stored = storedLists() {
      listsCache = (stored.names, stored.apps, stored.named, stored.reads, stored.lists)
    }
    if let cached = listsCache, environment.store.unchanged(cached.reads) { return cached.lists }
    let ((given, named), reads) = environment.store.recordingReads { () -> ([String], [String: [String]]) in
      var names: [String] = []
      for (app, type) in environment.apps.entityTypes(adopting: .person) {
        let finder = type.finder(in: environment.context(for: app))
        for entity in (try? finder.suggestedEntities()) ?? [] {
          names.append(entity.title)
          names += entity.entity.displayRepresentation.synonyms
        }
      }
      return (names, namedLists())
    }
    var names = given
    let apps = environment.apps.apps.flatMap { [$0.name] + $0.synonyms }
    // The same names in the same order as last time: the same lists (no keys, no sorting).
    if let cached = listsCache, cached.names == names, cached.apps == apps, cached.named == named {
      listsCache?.reads = reads
      if keeping { keepLists() }
      return cached.lists
    }
    // Names as people type them in Latin letters ("wang xiaoming" for 王小明, "zoe" for Zoë),
    // so the grammar reads them whole; the resolver matches them back.
    for name in names where !Conversation.isPlainLatin(name) {
      let key = cache.key(name)
      guard key.words.joined(separator: " ") != name.lowercased() else { continue }
      names.append(key.words.joined(separator: " "))
      if key.hasHan, key.words.count >= 2 {
        names.append(key.words[0] + " " + key.words.dropFirst().joined())
        names.append(key.words.joined())
      }
    }
    names += Relationship.listWords
    let contacts = Set(names).sorted()
    var values = named.mapValues { $0.map { ListValue($0) } }
    values["contact"] = contacts.map { ListValue($0) }
    values["app"] = apps.map { ListValue($0) }
    let lists = RuntimeLists(values)
    listsCache = (given, apps, named, reads, lists)
    if keeping { keepLists() }
    return lists
  }

  /// The lists a former run kept for this store, if it was this program with these apps.
  private func storedLists() -> ListsSnapshot? {
    guard let directory = environment.cacheDirectory,
      let origin = StoreSnapshotFile.Origin(store: environment.store, apps: environment.apps)
    else { return nil }
    return ListsSnapshot.read(ListsSnapshot.file(in: directory, store: environment.store), origin: origin)
  }

  /// Keeps the lists just made (or found still right) for the next run, when every finder they
  /// came from follows the store (`EntityQuery.suggestionsFollowTheStore`): a name from anywhere
  /// else could change with no stamp to tell.
  private func keepLists() {
    guard let cached = listsCache, let directory = environment.cacheDirectory, listsFollowTheStore(),
      let origin = StoreSnapshotFile.Origin(store: environment.store, apps: environment.apps)
    else { return }
    ListsSnapshot(
      names: cached.names, apps: cached.apps, named: cached.named, reads: cached.reads, lists: cached.lists
    )
    .write(to: ListsSnapshot.file(in: directory, store: environment.store), origin: origin)
  }

  /// Whether the people and named lists (playlists) all come from finders whose suggestions
  /// follow the store.
  func listsFollowTheStore() -> Bool {
    var types = environment.apps.entityTypes(adopting: .person)
    for domain in SchemaCatalog.domains {
      for entity in domain.entities where entity.listName != nil {
        types += environment.apps.entityTypes(adopting: entity.id)
      }
    }
    return types.allSatisfy { $0.type.finder(in: environment.context(for: $0.app)).suggestionsFollowTheStore }
  }

  /// Whether a name is already as people type it in Latin letters: ASCII letters and digits in
  /// words one space apart, so its key's words are its own words in lower case. Most names are, and
  /// keying a thousand contacts at every start cost milliseconds only to find that out.
  static func isPlainLatin(_ name: String) -> Bool {
    var previousWasSpace = true
    for byte in name.utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: previousWasSpace = false
      case 0x20 where !previousWasSpace: previousWasSpace = true
      default: return false
      }
    }
    return !previousWasSpace
  }

  /// The names of entities whose schema asks for a runtime list (playlists → {playlist}), with
  /// their synonyms, by list.
  func namedLists() -> [String: [String]] {
    var named: [String: [String]] = [:]
    for domain in SchemaCatalog.domains {
      for entity in domain.entities {
        guard let list = entity.listName else { continue }
        var names: [String] = []
        for (app, type) in environment.apps.entityTypes(adopting: entity.id) {
          for found in (try? type.finder(in: environment.context(for: app)).suggestedEntities()) ?? [] {
            names += [found.title] + found.entity.displayRepresentation.synonyms
          }
        }
        named[list] = Set(names).sorted()
      }
    }
    return named
  }
}
