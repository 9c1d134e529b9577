import Foundation
import HarkGrammar
import HarkUnderstanding

extension Conversation {
  /// What the shell would make of `line` as a new request, without running, asking or
  /// remembering anything: for `hark parse` and `:explain`. It follows the decision path the live
  /// dialogue follows (``start(_:considered:)``, ``decide(_:slots:)``, ``Responder/prompt(for:_:attempts:prefix:)``),
  /// so it says what the shell would do.
  ///
  /// The same stages as a line the shell acts on, over a table of evidence of its own whose names
  /// are kept in memory only (``analysisCache``), with runtime lists that are not written to the
  /// cache folder; the content probe runs no intent with side effects, and nothing is performed.
  public func analyze(_ line: String) -> Analysis {
    let input = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let live = evidence
    evidence = makeEvidence(cache: analysisCache)
    defer { evidence = live }
    let considered = chooser(evidence: evidence, cache: analysisCache, lists: runtimeLists(keeping: false))
      .choose(input)
    let language = considered.chosen?.language ?? considered.all.first?.language ?? Language.guess(input)
    var analysis = Analysis(
      input: input, language: language, tokens: environment.grammar.tokens(input, language: language))
    analysis.wording = environment.wording(language)
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
    if let chosen = considered.chosen {
      analysis.chosen = considered.all.firstIndex(of: chosen)
      analysis.stage = chosen.stage
    }
    if let verdict = considered.verdict {
      analysis.scores = verdict.scores
      analysis.why = verdict.explanation
    }
    switch start(input, considered: considered) {
    case .notUnderstood(let language):
      analysis.outcome = .notUnderstood
      analysis.text = notUnderstoodText(input, language: language)
    case .failed(let intent, let text):
      analysis.intent = intent
      analysis.outcome = .noApp
      analysis.text = text
    case .nothingFound(let intent, let text):
      analysis.intent = intent
      analysis.outcome = .problem
      analysis.text = text
    case .started(let invocation, let slots, _):
      describe(decide(invocation, slots: slots), in: &analysis)
    }
    return analysis
  }

  /// Fills `analysis` from the decision the live dialogue would carry out.
  private func describe(_ decision: Decision, in analysis: inout Analysis) {
    let invocation = decision.invocation
    analysis.intent = invocation.schema.id
    analysis.app = invocation.app.name
    analysis.hasSideEffects = invocation.intentType.sideEffects != .none
    analysis.slots = decision.slots.map {
      Analysis.Slot(name: $0.parameter.name, words: $0.words.text, resolution: $0.resolution)
    }
    analysis.resolved = invocation.values
    analysis.missing = decision.missing.map(\.name)
    analysis.confidence = invocation.confidence
    switch decision.step {
    case .run: analysis.outcome = .run
    case .ask: analysis.outcome = .ask
    case .choose: analysis.outcome = .choose
    case .importPerson: analysis.outcome = .importPerson
    case .confirm(let unsure): analysis.outcome = unsure ? .confirmUnsure : .confirm
    case .problem(let outcome, let parameter):
      analysis.outcome = .problem
      analysis.text = responder.problemText(outcome, parameter, invocation)
    }
    if let prompt = responder.prompt(for: decision.step, invocation) {
      analysis.text = prompt.text
      analysis.parameter = prompt.parameter?.name
      analysis.choices = prompt.choices
    }
  }
}
