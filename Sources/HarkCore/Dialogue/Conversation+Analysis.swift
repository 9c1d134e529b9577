import Foundation
import HarkGrammar

extension Conversation {
  /// What the shell would make of `line` as a new request, without running, asking or
  /// remembering anything: for `hark parse` and `:explain`.
  public func analyze(_ line: String) -> Analysis {
    let input = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let considered = considerReadings(input)
    var analysis = Analysis(
      input: input,
      language: considered.chosen?.language ?? considered.all.first?.language
        ?? Conversation.guessLanguage(input),
      tokens: Analysis.tokens(input))
    let adopted = environment.apps.adoptedIntents
    analysis.readings = considered.all.map { reading in
      Analysis.ConsideredReading(
        intent: reading.intent, language: reading.language, template: reading.template,
        confidence: ReadingConfidence.confidence(reading), isPartial: reading.isPartial,
        isAdopted: adopted.contains(reading.intent),
        slots: reading.slots.values.sorted { ($0.range?.lowerBound ?? -1) < ($1.range?.lowerBound ?? -1) }
          .map { slot in
            let kind = slot.isWildcard ? " (free text)" : slot.isUnmatched ? " (unknown)" : ""
            return (slot.name, slot.text, kind)
          })
    }
    guard let reading = considered.chosen else {
      if let understood = considered.all.first(where: { !$0.isPartial }) {
        analysis.intent = understood.intent
        analysis.outcome = .noApp
        analysis.text = phrases.say("no_app", language: analysis.language, ["intent": understood.intent])
      } else {
        analysis.outcome = .notUnderstood
        analysis.text = notUnderstoodText(input, language: analysis.language)
      }
      return analysis
    }
    analysis.chosen = considered.all.firstIndex(of: reading)
    analysis.intent = reading.intent
    guard case .success(var invocation, let slots) = invocation(for: reading) else {
      if case .failure(let text) = invocation(for: reading) { analysis.text = text }
      analysis.outcome = .noApp
      return analysis
    }
    analysis.app = invocation.app.name
    analysis.hasSideEffects = invocation.intentType.sideEffects != .none
    var problem: String?
    var choice: String?
    for (parameter, words) in slots {
      let resolved = resolver(for: invocation).resolveWithEvidence(words, for: parameter)
      analysis.slots.append(Analysis.Slot(name: parameter.name, words: words.text, resolution: resolved))
      switch resolved.outcome {
      case .value(let value):
        invocation.values[parameter.name] = value
        invocation.leastScore = min(invocation.leastScore, resolved.score)
      case .ambiguous(let candidates):
        choice =
          choice ?? phrases.say("which", language: invocation.language, ["words": words.text])
          + " "
          + candidates.enumerated().map { "\($0.offset + 1)) \($0.element.title)" }.joined(separator: " ")
        invocation.leastScore = min(invocation.leastScore, resolved.score)
      default:
        invocation.leastScore = 0
        problem = problem ?? problemText(resolved.outcome, parameter, invocation)
      }
    }
    analysis.resolved = invocation.values
    let filled = Set(analysis.slots.map(\.name))
    analysis.missing = invocation.parameters.filter { parameter in
      let requirement =
        invocation.intentType.requirement(of: parameter.name, given: filled) ?? parameter.requirement
      return requirement != .optional && !filled.contains(parameter.name)
    }.map(\.name)
    analysis.confidence = invocation.confidence
    let effects = invocation.intentType.sideEffects
    if let problem {
      analysis.outcome = .problem
      analysis.text = problem
    } else if let choice {
      analysis.outcome = .choose
      analysis.text = choice
    } else if let first = analysis.missing.first, let parameter = invocation.parameter(first) {
      analysis.outcome = .ask
      analysis.text =
        environment.grammar.question(
          intent: invocation.schema.id, parameter: parameter.name, language: invocation.language)
        ?? parameter.question
    } else if !effects.isDisjoint(with: [.destructive, .needsConfirmation]) {
      analysis.outcome = .confirm
      analysis.text = phrases.say(
        "confirm", intent: invocation.schema.id, language: invocation.language, summary(of: invocation))
    } else if effects != .none && invocation.confidence < ReadingConfidence.act {
      analysis.outcome = .confirmUnsure
      analysis.text = phrases.say("confirm_unsure", language: invocation.language, summary(of: invocation))
    } else {
      analysis.outcome = .run
    }
    return analysis
  }
}
