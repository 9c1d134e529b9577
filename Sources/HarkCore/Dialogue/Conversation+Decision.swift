import Foundation
import HarkGrammar
import HarkUnderstanding

/// The one decision path: from a line to a request (``start(_:considered:)``), and from a request
/// to the step that follows (``decide(_:slots:)``). The live dialogue carries the step out;
/// `:explain` and `hark parse` describe it. Nothing here asks, runs or remembers.
extension Conversation {
  /// How a new line begins.
  enum Start {
    /// No reading of an intent some app adopts.
    case notUnderstood(Language)
    /// Understood, but no app here can do it (or not the app named).
    case failed(SchemaID, String)
    /// Understood, but the words meant to find a file found none ("attach the budget").
    case nothingFound(SchemaID, String)
    /// A request, with the reading's slots still to resolve.
    case started(Invocation, [(ParameterInfo, SlotWords)], Reading)
  }

  /// The request `input` makes, from the readings considered for it (computed here when not given).
  func start(_ input: String, considered: ConsideredReadings? = nil) -> Start {
    let considered = considered ?? considerReadings(input)
    guard let reading = considered.chosen else {
      let language = considered.all.first?.language ?? Language.guess(input)
      // The learned stage found the line most like what no intent here does.
      if considered.verdict?.reason == .outOfScope { return .notUnderstood(language) }
      if let understood = considered.all.first(where: { !$0.isPartial }) {
        // Read as a file the apps do not have, or a pointer at nothing shown: say so, not that
        // no app can do it.
        if let problem = unfoundFileWords(understood) {
          return .nothingFound(SchemaID(understood.intent), problem)
        }
        // The intent's own words name what is missing ("no app here reads your screen").
        return .failed(
          SchemaID(understood.intent),
          phrases.say(.noApp, intent: SchemaID(understood.intent), language: language))
      }
      return .notUnderstood(language)
    }
    let intent = SchemaID(reading.intent)
    var adopters = environment.apps.adopters(of: intent)
    if let named = reading.slots["app"]?.text {
      adopters = adopters.filter { candidate in
        environment.apps.app(named: named).map { $0.id == candidate.app.id } ?? false
      }
      if adopters.isEmpty {
        return .failed(intent, phrases.say(.noSuchApp, language: reading.language, ["app": named]))
      }
    }
    guard let chosen = adopters.first else {
      return .failed(intent, phrases.say(.noApp, intent: intent, language: reading.language))
    }
    var invocation = Invocation(
      schema: chosen.intent.schema, app: chosen.app, intentType: chosen.intent,
      language: reading.language)
    invocation.readingConfidence = ReadingConfidence.confidence(reading)
    invocation.stage = reading.stage
    let slots = invocation.parameters.compactMap { parameter -> (ParameterInfo, SlotWords)? in
      guard let slot = reading.slots[parameter.name] else { return nil }
      return (parameter, SlotWords(slot))
    }
    for (parameter, words) in slots { invocation.words[parameter.name] = words.text }
    return .started(invocation, slots, reading)
  }

  /// What to say when `reading`'s file slot finds no file, for an intent some app adopts: the
  /// words that describe a file there is none of ("budget" of "attach the budget", without the
  /// words that only point: "the", 我的); a pointer at something that is no file ("this
  /// conversation"); a pointer with nothing shown ("this file"). Nil when the slot finds a file.
  func unfoundFileWords(_ reading: Reading) -> String? {
    let intent = SchemaID(reading.intent)
    guard let adopter = environment.apps.adopters(of: intent).first,
      let schema = SchemaCatalog.intent(intent),
      let slot = schema.parameters.filter({ $0.type == .file }).compactMap({ reading.slots[$0.name] }).first
    else { return nil }
    let invocation = Invocation(
      schema: adopter.intent.schema, app: adopter.app, intentType: adopter.intent, language: reading.language)
    guard let parameter = invocation.parameter(slot.name) else { return nil }
    switch resolver(for: invocation).resolve(SlotWords(slot), for: parameter) {
    case .nothingToReference:
      return phrases.say(
        .nothingToReference, language: reading.language, ["type": typeName(parameter, reading.language)])
    case .notFound: break
    default: return nil
    }
    var words = slot.text.trimmingCharacters(in: .whitespaces)
    let lowered = words.lowercased()
    if ["this ", "that ", "these ", "those ", "这", "那"].contains(where: { lowered.hasPrefix($0) }) {
      return phrases.say(.notAFile, language: reading.language, ["words": words])
    }
    var trimmed = true
    while trimmed {
      trimmed = false
      for lead in ["the ", "my ", "our ", "a ", "an ", "我的"]
      where words.lowercased().hasPrefix(lead) && words.count > lead.count {
        words = String(words.dropFirst(lead.count))
        trimmed = true
      }
    }
    return phrases.say(.noSuchFile, language: reading.language, ["words": words])
  }

  /// Resolves `slots` in order into `invocation` and decides what follows: the first slot whose
  /// words give no single value stops the request there (a choice, taking a person in, or a
  /// problem); then a required value no words gave is asked for; then an intent with side effects
  /// read by the learned stage is confirmed as a guess (the precision gate: the model never acts
  /// unconfirmed), a risky intent is confirmed, and one read with too little confidence to act on
  /// is confirmed as a guess; else it runs.
  func decide(_ invocation: Invocation, slots: [(ParameterInfo, SlotWords)]) -> Decision {
    var invocation = invocation
    var resolved: [ResolvedSlot] = []
    var stop: (index: Int, step: Step)?
    var resolver = resolver(for: invocation)
    for (index, (parameter, words)) in slots.enumerated() {
      if case .date = parameter.kind { resolver.anchorDate = Self.anchorDate(invocation.values) }
      let resolution = resolver.resolveWithEvidence(words, for: parameter)
      resolved.append(ResolvedSlot(parameter: parameter, words: words, resolution: resolution))
      guard stop == nil else { continue }
      switch resolution.outcome {
      case .value(let value):
        let context = environment.context(for: invocation.app, language: invocation.language)
        if let refusal = invocation.intentType.refusal(of: value, for: parameter.name, in: context) {
          stop = (index, .problem(.refused(refusal), parameter))
          resolved[resolved.count - 1].resolution.outcome = .refused(refusal)
          continue
        }
        invocation.values[parameter.name] = value
        invocation.leastScore = min(invocation.leastScore, resolution.score)
      case .ambiguous(let candidates):
        // "it" after a list: asked by the kind of thing shown ("Which file?"), not "Which it?".
        let asking: ChoiceSubject =
          resolution.via == Resolver.viaReference ? .kind(Self.kindName(parameter)) : .words(words.text)
        stop = (index, .choose(parameter, asking: asking, candidates: candidates))
      case .importable(let words, let person):
        stop = (index, .importPerson(parameter, words: words, person: person))
      default:
        stop = (index, .problem(resolution.outcome, parameter))
      }
    }
    // Words that name nothing usable stop the request before any question about another slot: a
    // person is never taken into an app, nor a choice asked, for a request that cannot go on.
    if let current = stop, !current.step.isProblem,
      let index = resolved.indices.first(where: {
        $0 > current.index && resolved[$0].resolution.outcome.isProblem
      })
    {
      stop = (index, .problem(resolved[index].resolution.outcome, resolved[index].parameter))
    }
    let pending = Set(slots.map(\.0.name))
    let given = Set(invocation.values.keys).union(pending)
    let missing = invocation.parameters.filter { parameter in
      let requirement =
        invocation.intentType.requirement(of: parameter.name, given: given) ?? parameter.requirement
      return requirement != .optional && !given.contains(parameter.name)
    }
    if let stop {
      return Decision(
        invocation: invocation, step: stop.step, slots: resolved,
        remaining: Array(slots[(stop.index + 1)...]), missing: missing)
    }
    let step: Step
    let effects = invocation.intentType.sideEffects
    if let first = missing.first {
      step = .ask(first)
    } else if invocation.stage == .model && effects != .none {
      step = .confirm(unsure: true)
    } else if !effects.isDisjoint(with: [.destructive, .needsConfirmation]) {
      step = .confirm(unsure: false)
    } else if effects != .none && invocation.confidence < ReadingConfidence.act {
      step = .confirm(unsure: true)
    } else {
      step = .run
    }
    return Decision(invocation: invocation, step: step, slots: resolved, remaining: [], missing: missing)
  }

  /// The start of the first entity among `values` with a start date: a time said alone about it
  /// ("move it to 4pm") is on its day, a day said alone at its time.
  static func anchorDate(_ values: [String: ParameterValue]) -> Date? {
    for value in values.values.flatMap(\.elements) {
      if case .entity(let entity) = value, case .date(let seconds)? = entity.property("startDate") {
        return Date(timeIntervalSince1970: seconds)
      }
    }
    return nil
  }

  /// The display name of the kind of entity `parameter` takes ("file"; a person is a "contact").
  static func kindName(_ parameter: ParameterInfo) -> String {
    if case .entity(let type) = parameter.kind { return type.displayName }
    return "contact"
  }

  func resolver(for invocation: Invocation) -> Resolver {
    var resolver = Resolver(
      context: environment.context(for: invocation.app, language: invocation.language), memory: memory,
      cache: cache, timeZone: environment.timeZone)
    resolver.importsByName = invocation.intentType.sideEffects.contains(.communicates)
    return resolver
  }
}
