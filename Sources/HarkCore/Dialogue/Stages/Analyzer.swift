import Foundation
import HarkGrammar
import HarkUnderstanding

/// What the shell would make of a line as a new request, without running, asking or remembering
/// anything: for `hark parse` and `:explain`.
///
/// The same stages as a line the shell acts on (``ReadingChooser`` with its ``ContentProbe``,
/// ``RequestBuilder``, ``Dialogue``, ``Responder``), wired over an environment whose store is
/// opened read-only (``ShellEnvironment/readOnly()``: a write there throws) and a
/// ``ResolutionCache`` that writes nothing, with runtime lists kept in memory only. The content
/// probe runs no intent with side effects, and nothing is performed.
struct Analyzer {
  /// The environment read-only: its store refuses writes and it has no cache folder.
  let environment: ShellEnvironment
  let phrases: Phrases
  /// What the shell showed, for references ("open the first one"); read, never changed.
  let memory: ConversationMemory
  /// The names cache, written nowhere.
  let cache: ResolutionCache
  /// The runtime lists the line is read with, not written to the cache folder.
  let lists: RuntimeLists
  /// How the content probe runs a read-only request to see what it shows.
  let trial: (Invocation, AppContext) throws -> IntentResult
  /// "I didn't understand", with the closest sentence the grammars accept (from an index that is
  /// read, never written, here).
  let notUnderstoodText: (_ input: String, _ language: Language) -> String

  /// The analysis of `line`: its readings, the one chosen and why, and what the dialogue would do.
  func analyze(_ line: String) -> Analysis {
    let input = SpokenAddress.joined(
      line.trimmingCharacters(in: .whitespacesAndNewlines), lexicon: environment.lexicons.all)
    let evidence = ResolutionEvidence.resolving(environment: environment, memory: memory, cache: cache)
    let responder = Responder(environment: environment, phrases: phrases)
    let probe = ContentProbe(environment: environment, evidence: evidence, cache: cache, trial: trial)
    let considered = ReadingChooser(
      environment: environment, lists: lists, probe: probe, memory: memory, responder: responder
    ).choose(input)
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
    let builder = RequestBuilder(
      environment: environment, phrases: phrases, probe: probe, responder: responder)
    switch builder.start(input, considered: considered) {
    case .notUnderstood(let language):
      analysis.outcome = .notUnderstood
      analysis.text = notUnderstoodText(input, language)
    case .failed(let intent, let text):
      analysis.intent = intent
      analysis.outcome = .noApp
      analysis.text = text
    case .nothingFound(let intent, let text):
      analysis.intent = intent
      analysis.outcome = .problem
      analysis.text = text
    case .started(let invocation, let slots, _):
      describe(Dialogue(evidence: evidence).decide(invocation, slots: slots), responder, in: &analysis)
    }
    return analysis
  }

  /// Fills `analysis` from the decision the live dialogue would carry out.
  private func describe(_ decision: Decision, _ responder: Responder, in analysis: inout Analysis) {
    let invocation = decision.invocation
    analysis.intent = invocation.schema.id
    analysis.app = invocation.app.name
    analysis.hasSideEffects = invocation.kind.sideEffects != .none
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
    case .chooseApp: analysis.outcome = .chooseApp
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

  /// The Han syllables of `cache` (the conversation's) when reading them writes nothing: its
  /// table, read already or kept in the cache folder; else ICU's a character at a time.
  static func syllables(_ cache: ResolutionCache) -> HanSyllables {
    let syllables = cache.syllables
    guard !syllables.hasTable, let directory = syllables.directory else { return syllables }
    let kept = directory.appendingPathComponent(HanSyllables.fileName).path
    return FileManager.default.fileExists(atPath: kept) ? syllables : .withoutFolder
  }
}
