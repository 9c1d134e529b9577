import Foundation
import HarkGrammar

/// The dialogue's decisions, pure: from a request and what its words became (the line's
/// ``ResolutionEvidence``) to the step that follows. It asks, runs and remembers nothing, and
/// reaches for no store: the live dialogue carries its step out, `:explain` and `hark parse`
/// describe it.
struct Dialogue {
  /// What the line's words became, for every stage of the line.
  let evidence: ResolutionEvidence

  /// Resolves `slots` in order into `invocation` and decides what follows: the first slot whose
  /// words give no single value stops the request there (a choice, taking a person in, or a
  /// problem); then a required value no words gave is asked for; then an intent with side effects
  /// read by the learned stage is confirmed as a guess (the precision gate: the model never acts
  /// unconfirmed), a risky intent is confirmed, and one read with too little confidence to act on
  /// is confirmed as a guess; else it runs.
  func decide(_ invocation: Invocation, slots: [(ParameterInfo, SlotWords)]) -> Decision {
    var invocation = invocation
    var slots = slots
    if invocation.alternatives.count > 1 {
      let knowing = knowingApps(invocation, slots: slots)
      if knowing.count > 1 {
        invocation.alternatives = knowing
        return Decision(
          invocation: invocation, step: .chooseApp(knowing.map(\.app)), slots: [], remaining: slots,
          missing: [])
      }
      invocation = invocation.choosing(
        invocation.alternatives.firstIndex { $0.app.id == knowing.first?.app.id } ?? 0)
      slots = Self.slots(slots, for: invocation)
    }
    var resolved: [ResolvedSlot] = []
    var stop: (index: Int, step: Step)?
    for (index, (parameter, words)) in slots.enumerated() {
      let anchor: Date? = if case .date = parameter.kind { Self.anchorDate(invocation.values) } else { nil }
      let resolution = evidence.resolution(of: words, for: parameter, in: invocation, anchor: anchor)
      resolved.append(ResolvedSlot(parameter: parameter, words: words, resolution: resolution))
      guard stop == nil else { continue }
      switch resolution.outcome {
      case .value(let value):
        if let refusal = evidence.refusal(of: value, for: parameter, in: invocation) {
          stop = (index, .problem(.refused(refusal), parameter))
          resolved[resolved.count - 1].resolution.outcome = .refused(refusal)
          continue
        }
        if case .span(let span) = value, let range = parameter.range {
          // A range said for a date: its start, its end, and whether it is whole days.
          invocation.values[parameter.name] = .date(span.start)
          invocation.values[range.end] = .date(span.end)
          if let allDay = range.allDay, invocation.parameter(allDay) != nil {
            invocation.values[allDay] = .bool(span.isAllDay)
          }
        } else {
          invocation.values[parameter.name] = value
        }
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
        invocation.kind.requirement(of: parameter.name, given: given) ?? parameter.requirement
      return requirement != .optional && !given.contains(parameter.name)
    }
    if let stop {
      return Decision(
        invocation: invocation, step: stop.step, slots: resolved,
        remaining: Array(slots[(stop.index + 1)...]), missing: missing)
    }
    let step: Step
    let effects = invocation.kind.sideEffects
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

  /// What the next line does with a pending question, from what the line was read as (``Answer``):
  /// a way out cancels; a value is decided like the request's own words; a pick, a yes or a no
  /// is taken; a new request takes over where the question allows it; anything else is asked
  /// once more, then the request is given up.
  func next(_ pending: Pending, _ answer: Answer) -> Next {
    if answer.isWayOut { return .cancel(problem: nil) }
    switch pending.awaiting {
    case .value(let parameter, let attempts):
      let freeText: Bool
      if case .string = parameter.kind { freeText = true } else { freeText = false }
      if freeText, answer.switchesRequest(true) { return .switchRequest }
      var invocation = pending.invocation
      invocation.words[parameter.name] = answer.text
      let answered = decide(invocation, slots: [(parameter, SlotWords(text: answer.text, value: nil))])
      switch answered.step {
      case .problem(let outcome, _):
        if answer.switchesRequest(false) { return .switchRequest }
        if attempts >= 1 { return .cancel(problem: (outcome, parameter)) }
        return .askAgain(.ask(parameter), attempts: attempts + 1, problem: (outcome, parameter))
      case .choose, .importPerson:
        // The answer needs a choice or a person taken in: ask that, then go on with what was left.
        var decision = answered
        decision.remaining = pending.remaining
        return .carryOut(decision)
      default:
        return .proceed(answered.invocation)
      }
    case .choice(let parameter, let asking, let candidates, let attempts):
      if let picked = answer.picked {
        var invocation = pending.invocation
        let value: ParameterValue
        if case .person = parameter.kind {
          value = .person(PersonReading.person(of: picked))
        } else {
          value = .entity(picked)
        }
        invocation.values[parameter.name] = parameter.isArray ? .list([value]) : value
        return .proceed(invocation)
      }
      if answer.switchesRequest(false) { return .switchRequest }
      if attempts >= 1 { return .cancel(problem: nil) }
      return .askAgain(
        .choose(parameter, asking: asking, candidates: candidates), attempts: attempts + 1, problem: nil)
    case .importPerson(let parameter, let person, let words, let attempts):
      if answer.isYes { return .importPerson(parameter, person) }
      if answer.isNo || attempts >= 1 { return .cancel(problem: nil) }
      return .askAgain(
        .importPerson(parameter, words: words, person: person), attempts: attempts + 1, problem: nil)
    case .app(let attempts):
      if let index = answer.pickedApp, pending.invocation.alternatives.indices.contains(index) {
        let chosen = pending.invocation.choosing(index)
        return .carryOut(decide(chosen, slots: Self.slots(pending.remaining, for: chosen)))
      }
      if answer.switchesRequest(false) { return .switchRequest }
      if attempts >= 1 { return .cancel(problem: nil) }
      return .askAgain(
        .chooseApp(pending.invocation.alternatives.map(\.app)), attempts: attempts + 1, problem: nil)
    case .confirmation(let attempts, let unsure):
      if answer.isYes {
        var invocation = pending.invocation
        // A yes makes a guessed request a sure one.
        invocation.leastScore = 1
        invocation.readingConfidence = 1
        return .perform(invocation)
      }
      if answer.isNo { return .cancel(problem: nil) }
      if answer.switchesRequest(false) { return .switchRequest }
      if attempts >= 1 { return .cancel(problem: nil) }
      return .askAgain(.confirm(unsure: unsure), attempts: attempts + 1, problem: nil)
    }
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

  /// The alternatives of `invocation` that know what the entity and person slots name (each
  /// resolves to one or several of the app's own), in order: only those are offered ("send a
  /// message to Glow" asks which app when both know Glow); when one does, it runs the request
  /// unasked; when none does, the first is kept, to say what is wrong.
  func knowingApps(_ invocation: Invocation, slots: [(ParameterInfo, SlotWords)]) -> [Adopter] {
    invocation.alternatives.indices.filter { index in
      let candidate = invocation.choosing(index)
      return Self.slots(slots, for: candidate).allSatisfy { parameter, words in
        switch parameter.kind {
        case .entity, .person:
          switch evidence.resolution(of: words, for: parameter, in: candidate, anchor: nil).outcome {
          case .value, .ambiguous: return true
          default: return false
          }
        default: return true
        }
      }
    }.map { invocation.alternatives[$0] }
  }

  /// `slots`, each word said for the parameter of the same name of `invocation` (another app's
  /// intent declares its own kinds); words for a parameter it lacks are left out.
  static func slots(_ slots: [(ParameterInfo, SlotWords)], for invocation: Invocation) -> [(
    ParameterInfo, SlotWords
  )] {
    slots.compactMap { parameter, words in invocation.parameter(parameter.name).map { ($0, words) } }
  }

  /// The display name of the kind of entity `parameter` takes ("file"; a person is a "contact").
  static func kindName(_ parameter: ParameterInfo) -> String {
    if case .entity(let type) = parameter.kind { return type.displayName }
    return "contact"
  }
}

/// A question the shell asked and the state to resume from when it is answered: what
/// ``Dialogue/next(_:_:)`` reads an answer against.
struct Pending: Sendable {
  enum Awaiting: Sendable {
    case value(ParameterInfo, attempts: Int)
    case choice(ParameterInfo, asking: ChoiceSubject, candidates: [EntityValue], attempts: Int)
    /// Which of the request's ``Invocation/alternatives`` runs it.
    case app(attempts: Int)
    /// `unsure`: the request itself was a guess ("Just to be sure: …?"), not a risky action.
    case confirmation(attempts: Int, unsure: Bool)
    /// Whether to add a person another app knows to this app (`words`: how they were named).
    case importPerson(ParameterInfo, person: IntentPerson, words: String, attempts: Int)
  }

  var invocation: Invocation
  var awaiting: Awaiting
  /// The line that started the request.
  var input: String
  /// The question's words, for the end-of-input message.
  var question: String
  /// Slots still to resolve after this answer.
  var remaining: [(ParameterInfo, SlotWords)]
}

/// What a line said in answer to a question, as the conversation read it: the values
/// ``Dialogue/next(_:_:)`` decides from.
struct Answer {
  /// The line.
  var text: String
  /// "cancel", "never mind", 取消.
  var isWayOut = false
  /// One of the language's yes words.
  var isYes = false
  /// One of the language's no words.
  var isNo = false
  /// The choice the line picks, by number, place or name.
  var picked: EntityValue?
  /// The app the line picks among a request's alternatives, by number, place or name.
  var pickedApp: Int?
  /// Whether the line is a new request that takes over, for a question that wants free text
  /// (`true`) or not: read only when the question allows it, since reading a line costs.
  var switchesRequest: (_ freeText: Bool) -> Bool = { _ in false }
}

/// What follows an answer.
enum Next {
  /// Say it is cancelled, after the problem with the answer's words when there was one.
  case cancel(problem: (Resolution, ParameterInfo)?)
  /// The line is a new request: start it instead.
  case switchRequest
  /// Go on with the request and the slots left.
  case proceed(Invocation)
  /// Carry out a decision the answer led to (a choice, a person taken in).
  case carryOut(Decision)
  /// Run the request now.
  case perform(Invocation)
  /// Take the person into the app, then go on.
  case importPerson(ParameterInfo, IntentPerson)
  /// Ask again, after the problem with the answer's words when there was one.
  case askAgain(Step, attempts: Int, problem: (Resolution, ParameterInfo)?)
}
