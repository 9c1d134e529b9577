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
  /// The runtime lists: the names of people, apps and named lists, kept while they stay the same.
  let listsSource: RuntimeListsSource
  var suggestionIndex: SuggestionIndex?
  /// What this line's words became (``ResolutionEvidence``): made when a line first asks, dropped
  /// by ``beginLine()`` and before a result is remembered (``lineEvidence``).
  var evidence: ResolutionEvidence {
    get {
      if let lineEvidence { return lineEvidence }
      let made = makeEvidence(cache: cache)
      lineEvidence = made
      return made
    }
    set { lineEvidence = newValue }
  }
  /// The line's table while it lasts. It holds the memory it resolves against: dropped before
  /// ``memory`` changes, so that remembering a result does not copy everything shown.
  var lineEvidence: ResolutionEvidence?
  /// The line whose readings were chosen, and what reading choice made of it.
  var lineReadings: (String, ReadingChooser.Considered)?
  /// How the content probe runs a read-only request to see what it shows (tests count the runs).
  var probeTrial: (Invocation, AppContext) throws -> IntentResult = { invocation, context in
    try invocation.perform(in: context)
  }
  /// How the performer runs an intent (tests count the runs).
  var performRun: (Invocation, AppContext) throws -> IntentResult = { invocation, context in
    try invocation.perform(in: context)
  }
  /// What `analyze` reads with, made the first time it is asked: the environment with the store
  /// opened read-only and no cache folder, a names cache that writes nothing (reading this
  /// conversation's Han syllables), and runtime lists kept in memory only.
  lazy var analysisEnvironment = environment.readOnly()
  lazy var analysisCache = ResolutionCache(cacheDirectory: nil, syllables: Analyzer.syllables(cache))
  lazy var analysisLists = RuntimeListsSource(environment: analysisEnvironment, cache: analysisCache)
  /// The store's problems the last line's events reported as a fault (the shell need not say them
  /// again among the store's warnings).
  public internal(set) var reportedFaults: [StoreWarning] = []

  public init(environment: ShellEnvironment) {
    self.environment = environment
    self.cache = ResolutionCache(cacheDirectory: environment.cacheDirectory)
    self.phrases = Phrases(grammar: environment.grammar)
    self.listsSource = RuntimeListsSource(environment: environment, cache: cache)
  }

  /// Whether the next line answers a question.
  public var isAwaitingAnswer: Bool { pending != nil }

  /// Handles one line: a new request, or the answer to the pending question.
  public func respond(to line: String, emit: (ShellEvent) -> Void) {
    let input = SpokenAddress.joined(
      line.trimmingCharacters(in: .whitespacesAndNewlines), lexicon: environment.lexicons.all)
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
      emit(ShellEvent(kind: .error, input: input, intent: intent, text: text))
    case .started(let invocation, let slots, _):
      proceed(invocation, input: input, remaining: slots, emit: emit)
    }
  }

  /// What the shell would make of `line` as a new request, without running, asking, remembering
  /// or writing anything: for `hark parse` and `:explain` (``Analyzer``).
  public func analyze(_ line: String) -> Analysis {
    let lists = analysisLists.lists(keeping: false)
    return Analyzer(
      environment: analysisEnvironment, phrases: phrases, memory: memory, cache: analysisCache,
      lists: lists, trial: probeTrial,
      notUnderstoodText: { [unowned self] in notUnderstoodText($0, language: $1, analyzing: lists) }
    ).analyze(line)
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
  /// `analyzing`: the lists `analyze` read the line with; the did-you-mean index, when made for
  /// it, is then not written to the cache folder (one kept there is read).
  func notUnderstoodText(_ input: String, language: Language, analyzing: RuntimeLists? = nil) -> String {
    if suggestionIndex == nil {
      suggestionIndex = SuggestionIndex(
        grammar: environment.grammar, cacheDirectory: environment.cacheDirectory, keeping: analyzing == nil)
    }
    // The lists this line was just read with, rather than asking every app for its names again.
    let lists = analyzing ?? listsSource.last ?? runtimeLists(keeping: false)
    return responder.notUnderstood(input, language: language, suggestions: suggestionIndex, lists: lists)
  }

  /// `event` as the store's fault when it is a failure and the store has a collection it could
  /// not read, not yet reported (a lookup there found nothing); else `event` unchanged.
  func asFault(_ event: ShellEvent) -> ShellEvent {
    let unreadable = environment.store.warnings.filter { warning in
      guard case .unreadable = warning.problem else { return false }
      return !reportedFaults.contains(warning)
    }
    guard let fault = responder.fault(event, unreadable: unreadable) else { return event }
    reportedFaults += unreadable
    return fault
  }

  /// An event about `invocation`, carrying its values so far.
  func event(_ kind: ShellEvent.Kind, _ input: String, _ invocation: Invocation, text: String)
    -> ShellEvent
  {
    var event = ShellEvent(
      kind: kind, input: input, intent: invocation.schema.id, app: invocation.app.name,
      parameters: invocation.values, text: text)
    event.timeZone = environment.timeZone
    return event
  }

  /// Values the grammars' runtime lists take now (``RuntimeListsSource``); `keeping`: whether
  /// they are written to the cache folder (not for `analyze`, which writes nothing).
  func runtimeLists(keeping: Bool = true) -> RuntimeLists { listsSource.lists(keeping: keeping) }
}
