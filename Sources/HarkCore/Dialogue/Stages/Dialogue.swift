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
}
