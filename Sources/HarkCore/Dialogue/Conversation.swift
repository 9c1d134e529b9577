import Foundation
import HarkGrammar

/// The shell's dialogue: turns each line into events, asking follow-up questions, choosing
/// between candidates and confirming risky actions, and remembering what it showed.
///
/// One conversation serves one user, one line at a time; the shell owns it.
public final class Conversation {
  /// The apps, grammars, store and clock this conversation works with.
  public let environment: ShellEnvironment
  let phrases: Phrases
  var pending: Pending?
  var memory = ConversationMemory()
  let cache = ResolutionCache()
  /// The runtime lists last built, with the names they were built from.
  var listsCache: (contacts: [String], apps: [String], lists: RuntimeLists)?
  private var suggestionIndex: SuggestionIndex?

  public init(environment: ShellEnvironment) {
    self.environment = environment
    self.phrases = Phrases(grammar: environment.grammar)
  }

  /// Whether the next line answers a question.
  public var isAwaitingAnswer: Bool { pending != nil }

  /// Handles one line: a new request, or the answer to the pending question.
  public func respond(to line: String, emit: (ShellEvent) -> Void) {
    let input = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !input.isEmpty else { return }
    if let pending {
      self.pending = nil
      answer(pending, with: input, emit: emit)
    } else {
      interpret(input, emit: emit)
    }
  }

  /// Input ended: a pending question goes unanswered and nothing is done.
  public func endOfInput(emit: (ShellEvent) -> Void) {
    guard let pending else { return }
    self.pending = nil
    emit(
      event(
        .error, pending.input, pending.invocation,
        text: phrases.say(
          "end_of_input", language: pending.invocation.language, ["question": pending.question])))
  }

  /// The user pressed Ctrl-C at a question: it is dropped and nothing is done.
  public func cancelPendingQuestion(emit: (ShellEvent) -> Void) {
    guard let pending else { return }
    self.pending = nil
    emit(
      event(
        .error, pending.input, pending.invocation,
        text: phrases.say("cancelled", language: pending.invocation.language)))
  }

  // MARK: - New requests

  func interpret(_ input: String, emit: (ShellEvent) -> Void) {
    let considered = considerReadings(input)
    guard let reading = considered.chosen else {
      let language = considered.all.first?.language ?? Conversation.guessLanguage(input)
      if let understood = considered.all.first(where: { !$0.isPartial }) {
        emit(
          ShellEvent(
            kind: .error, input: input, intent: understood.intent,
            text: phrases.say("no_app", language: language, ["intent": understood.intent])))
      } else {
        emit(ShellEvent(kind: .unknown, input: input, text: notUnderstoodText(input, language: language)))
      }
      return
    }
    switch invocation(for: reading) {
    case .failure(let text):
      emit(ShellEvent(kind: .error, input: input, intent: reading.intent, text: text))
    case .success(let invocation, let slots):
      proceed(invocation, input: input, remaining: slots, emit: emit)
    }
  }

  enum Start {
    case success(Invocation, [(ParameterInfo, SlotWords)])
    case failure(String)
  }

  /// The invocation a reading asks for: the app that adopts its intent (the one named, if any),
  /// with the reading's slots still to resolve.
  func invocation(for reading: Reading) -> Start {
    var adopters = environment.apps.adopters(of: reading.intent)
    if let named = reading.slots["app"]?.text {
      adopters = adopters.filter { candidate in
        environment.apps.app(named: named).map { $0.id == candidate.app.id } ?? false
      }
      if adopters.isEmpty {
        return .failure(phrases.say("no_such_app", language: reading.language, ["app": named]))
      }
    }
    guard let chosen = adopters.first else {
      return .failure(phrases.say("no_app", language: reading.language, ["intent": reading.intent]))
    }
    var invocation = Invocation(
      schema: chosen.intent.schema, app: chosen.app, intentType: chosen.intent,
      language: reading.language)
    invocation.readingConfidence = ReadingConfidence.confidence(reading)
    let slots = invocation.parameters.compactMap { parameter -> (ParameterInfo, SlotWords)? in
      guard let slot = reading.slots[parameter.name] else { return nil }
      return (parameter, SlotWords(slot))
    }
    for (parameter, words) in slots { invocation.words[parameter.name] = words.text }
    return .success(invocation, slots)
  }

  /// Resolves the remaining slots, asks for what is missing, confirms, and runs.
  func proceed(
    _ invocation: Invocation, input: String, remaining: [(ParameterInfo, SlotWords)],
    emit: (ShellEvent) -> Void
  ) {
    var invocation = invocation
    var remaining = remaining[...]
    while let (parameter, words) = remaining.popFirst() {
      let resolved = resolver(for: invocation).resolveWithEvidence(words, for: parameter)
      switch resolved.outcome {
      case .value(let value):
        invocation.values[parameter.name] = value
        invocation.leastScore = min(invocation.leastScore, resolved.score)
      case .ambiguous(let candidates):
        askChoice(
          invocation, input: input, parameter: parameter, words: words.text,
          candidates: candidates, remaining: Array(remaining), emit: emit)
        return
      case .importable(let words, let person):
        askImport(
          invocation, input: input, parameter: parameter, words: words, person: person,
          remaining: Array(remaining), attempts: 0, emit: emit)
        return
      default:
        emit(event(.error, input, invocation, text: problemText(resolved.outcome, parameter, invocation)))
        return
      }
    }
    if let missing = invocation.nextMissing {
      ask(invocation, input: input, parameter: missing, attempts: 0, prefix: nil, emit: emit)
      return
    }
    let effects = invocation.intentType.sideEffects
    if !effects.isDisjoint(with: [.destructive, .needsConfirmation]) {
      askConfirmation(invocation, input: input, attempts: 0, unsure: false, emit: emit)
      return
    }
    if effects != .none && invocation.confidence < ReadingConfidence.act {
      askConfirmation(invocation, input: input, attempts: 0, unsure: true, emit: emit)
      return
    }
    perform(invocation, input: input, emit: emit)
  }

  func perform(_ invocation: Invocation, input: String, emit: (ShellEvent) -> Void) {
    let context = environment.context(for: invocation.app)
    do {
      let result = try invocation.perform(in: context)
      memory.remember(result.entities + result.listed)
      var text =
        result.dialog.key.map {
          phrases.say(
            $0, intent: invocation.schema.id, language: invocation.language, result.dialog.arguments,
            fallback: result.dialog.full)
        } ?? result.dialog.full
      for (index, entity) in result.listed.enumerated() {
        let subtitle = entity.entity.displayRepresentation.subtitle.map { " — \($0)" } ?? ""
        text += "\n  \(index + 1). \(entity.title)\(subtitle)"
      }
      emit(event(.result, input, invocation, text: text))
    } catch IntentError.needsValue(let name) {
      if let parameter = invocation.parameter(name) {
        ask(invocation, input: input, parameter: parameter, attempts: 0, prefix: nil, emit: emit)
      } else {
        emit(
          event(
            .error, input, invocation,
            text: phrases.say(
              "failed", language: invocation.language, ["reason": "it needs \(name)"])))
      }
    } catch IntentError.failed(let reason), IntentError.storage(let reason) {
      emit(
        event(
          .error, input, invocation,
          text: phrases.say(
            "failed", language: invocation.language, ["reason": reason])))
    } catch {
      emit(
        event(
          .error, input, invocation,
          text: phrases.say(
            "failed", language: invocation.language, ["reason": String(describing: error)])))
    }
  }

  // MARK: - Helpers

  func resolver(for invocation: Invocation) -> Resolver {
    Resolver(
      context: environment.context(for: invocation.app), memory: memory, cache: cache,
      timeZone: environment.timeZone)
  }

  /// "I didn't understand", with the closest sentence the grammars accept when one is close.
  func notUnderstoodText(_ input: String, language: String) -> String {
    let text = phrases.say("not_understood", language: language, ["input": input])
    if suggestionIndex == nil { suggestionIndex = SuggestionIndex(grammar: environment.grammar) }
    // The lists this line was just read with, rather than asking every app for its names again.
    let lists = listsCache?.lists ?? runtimeLists()
    let sentence = suggestionIndex?.suggestion(
      for: input, lists: lists, adopted: environment.apps.adoptedIntents
    ) { !splitsWithoutDate($0, $1) }
    guard let sentence else { return text }
    return text + "\n" + phrases.say("did_you_mean", language: language, ["sentence": sentence])
  }

  /// An event about `invocation`, carrying its values so far.
  func event(_ kind: ShellEvent.Kind, _ input: String, _ invocation: Invocation, text: String)
    -> ShellEvent
  {
    ShellEvent(
      kind: kind, input: input, intent: invocation.schema.id, app: invocation.app.name,
      parameters: invocation.values, text: text)
  }

  /// Values the grammars' runtime lists take now: the names of people and apps, normalised for
  /// the matcher once and reused for as long as the names stay the same.
  func runtimeLists() -> RuntimeLists {
    var names: [String] = []
    for (app, type) in environment.apps.entityTypes(adopting: "contacts.person") {
      let finder = type.finder(in: environment.context(for: app))
      for entity in (try? finder.suggestedEntities()) ?? [] {
        names.append(entity.title)
        names += entity.entity.displayRepresentation.synonyms
      }
    }
    // Names as people type them in Latin letters ("wang xiaoming" for 王小明, "zoe" for Zoë),
    // so the grammar reads them whole; the resolver matches them back.
    for name in names {
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
    let apps = environment.apps.apps.flatMap { [$0.name] + $0.synonyms }
    if let cached = listsCache, cached.contacts == contacts, cached.apps == apps { return cached.lists }
    let lists = RuntimeLists(["contact": contacts.map { ListValue($0) }, "app": apps.map { ListValue($0) }])
    listsCache = (contacts, apps, lists)
    return lists
  }

  /// Chinese when the text has Han characters, else English.
  static func guessLanguage(_ text: String) -> String {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } ? "zh" : "en"
  }
}
