import Foundation
import HarkGrammar
import HarkStore

/// What the shell makes of one utterance without doing or asking anything: the readings it
/// considered, the one it chose, each slot's candidates and values, what is missing, and what it
/// would do next. The data of `hark parse` and `:explain`.
public struct Analysis: Sendable {
  /// What the shell would do with the utterance.
  public enum Outcome: String, Sendable {
    /// Run the intent now.
    case run
    /// Ask for a missing value.
    case ask
    /// Offer a numbered choice between candidates.
    case choose
    /// Ask which of the apps adopting the intent runs it.
    case chooseApp = "choose-app"
    /// Ask whether to take a person another app knows into this app.
    case importPerson = "import-person"
    /// Ask "are you sure?" because the intent is destructive or needs confirmation.
    case confirm
    /// Ask "just to be sure" because the reading or a value is a guess.
    case confirmUnsure = "confirm-unsure"
    /// Say that some words name nothing (an unknown contact, a date that is no date).
    case problem
    /// Say that no app can do it.
    case noApp = "no-app"
    /// Say it did not understand.
    case notUnderstood = "not-understood"
  }

  /// One reading considered, with its confidence.
  public struct ConsideredReading: Sendable {
    public var intent: SchemaID
    public var language: Language
    public var template: String
    public var confidence: Double
    public var isPartial: Bool
    /// Whether some registered app adopts the intent.
    public var isAdopted: Bool
    /// Slot name → words.
    public var slots: [(name: String, words: String, kind: String)]
  }

  /// One slot of the chosen reading and what became of it.
  public struct Slot: Sendable {
    public var name: String
    public var words: String
    public var resolution: SlotResolution
  }

  public var input: String
  public var language: Language
  /// The words as the matcher saw them (``GrammarSet/tokens(_:language:)``).
  public var tokens: [String]
  public var readings: [ConsideredReading] = []
  /// Index of the chosen reading in ``readings``.
  public var chosen: Int?
  public var intent: SchemaID?
  public var app: String?
  public var slots: [Slot] = []
  public var resolved: [String: ParameterValue] = [:]
  /// Required parameters without a value, in the order the shell would ask.
  public var missing: [String] = []
  /// Reading confidence × the least slot score.
  public var confidence: Double = 0
  public var outcome: Outcome = .notUnderstood
  /// What the shell would say next (the question, the problem), when not running.
  public var text: String?
  /// The parameter the question asks about, when it asks for a value or a choice.
  public var parameter: String?
  /// The numbered choices or the yes/no words the question offers.
  public var choices: [String]?
  /// Whether the intent changes data or reaches other people.
  public var hasSideEffects = false
  /// Which stage read the line; nil when neither did.
  public var stage: ReadingStage?
  /// The learned stage's best intents, when it was asked (no grammar reading was usable).
  public var scores: [IntentScore] = []
  /// Why the learned stage named its intent or none, when it was asked.
  public var why: String?
  /// How dates are said: the user's time zone and the line's language. `explanation` and
  /// ``spoken(_:)`` say dates this way; `json` keeps ISO 8601 with this zone's offset.
  public var wording = DateWording()

  /// One JSON object: `input`, `language`, `tokens`, `intent`, `app`, `slots`, `resolved`,
  /// `missing`, `confidence`, `outcome`, `sideEffects`, `text`, `parameter`, `choices`, `stage`
  /// (`grammar`, `model` or null), `scores` (the learned stage's best intents) and `why`.
  public var json: HarkStore.JSONValue {
    let resolvedValues: [String: HarkStore.JSONValue] = resolved.mapValues {
      $0.json(timeZone: wording.timeZone)
    }
    return .object([
      "input": .string(input),
      "language": .string(language.rawValue),
      "tokens": .array(tokens.map(JSONValue.string)),
      "intent": intent.map { .string($0.rawValue) } ?? .null,
      "app": app.map(JSONValue.string) ?? .null,
      "slots": .object(
        Dictionary(slots.map { ($0.name, JSONValue.string($0.words)) }, uniquingKeysWith: { a, _ in a })),
      "resolved": .object(resolvedValues),
      "missing": .array(missing.map(JSONValue.string)),
      "confidence": .number((confidence * 100).rounded() / 100),
      "outcome": .string(outcome.rawValue),
      "sideEffects": .bool(hasSideEffects),
      "text": text.map(JSONValue.string) ?? .null,
      "parameter": parameter.map(JSONValue.string) ?? .null,
      "choices": choices.map { .array($0.map(JSONValue.string)) } ?? .null,
      "stage": stage.map { .string($0.rawValue) } ?? .null,
      "scores": .array(
        scores.map {
          .object(["intent": .string($0.intent), "score": .number(($0.probability * 100).rounded() / 100)])
        }),
      "why": why.map(JSONValue.string) ?? .null,
    ])
  }

  /// The analysis as text for people: tokens, readings with scores, the chosen one, and each
  /// slot's candidates with scores.
  public var explanation: String {
    var lines = ["input: \(input)", "language: \(language)", "tokens: " + tokens.joined(separator: " · ")]
    if readings.isEmpty { lines.append("readings: none") } else { lines.append("readings:") }
    for (index, reading) in readings.enumerated() {
      let mark = index == chosen ? "*" : " "
      var notes: [String] = []
      if reading.isPartial { notes.append("partial") }
      if !reading.isAdopted { notes.append("no app") }
      let slots = reading.slots.map { "\($0.name)=“\($0.words)”\($0.kind)" }.joined(separator: " ")
      lines.append(
        "  \(mark) \(Analysis.score(reading.confidence))  \(reading.intent) [\(reading.language)]  \(reading.template)"
          + (notes.isEmpty ? "" : "  (\(notes.joined(separator: ", ")))"))
      if !slots.isEmpty { lines.append("        \(slots)") }
    }
    if let why { lines.append("model: \(why)") }
    if let intent {
      lines.append(
        "chosen: \(intent)" + (app.map { " in \($0)" } ?? "")
          + (stage.map { " (read by the \($0.rawValue))" } ?? ""))
    }
    for slot in slots {
      var line = "slot \(slot.name) “\(slot.words)”: "
      switch slot.resolution.outcome {
      case .value(let value): line += "→ \(value.explained(wording))"
      case .ambiguous: line += "→ ambiguous"
      case .notFound: line += "→ not found"
      case .invalid: line += "→ not a value of this type"
      case .noSuchDay(_, let year, let month, let day): line += "→ no day \(day) in \(year)-\(month)"
      case .unknownRelationship: line += "→ nobody has this relationship"
      case .notInApp(_, let person): line += "→ \(person), not in this app"
      case .importable(_, let person):
        line += "→ \(person.displayName), not in this app yet: asks to add them"
      case .nothingToReference: line += "→ nothing shown yet to refer to"
      case .unreadable(_, let error): line += "→ could not be read: \(FailureWording.inEnglish(error))"
      case .refused(let dialog): line += "→ refused: \(dialog.full)"
      }
      line += "  (score \(Analysis.score(slot.resolution.score))"
      line += (slot.resolution.via.map { ", by \($0)" } ?? "") + ")"
      lines.append(line)
      for candidate in slot.resolution.candidates.prefix(5) {
        lines.append(
          "    \(Analysis.score(candidate.score))  \(candidate.entity.title)  [\(candidate.entity.type) \(candidate.entity.id)]"
        )
      }
    }
    if !missing.isEmpty { lines.append("missing: " + missing.joined(separator: ", ")) }
    lines.append("confidence: \(Analysis.score(confidence))" + (hasSideEffects ? " (has side effects)" : ""))
    lines.append("outcome: \(outcome.rawValue)" + (text.map { " — \($0)" } ?? ""))
    // Each entry is one line: a line break in a value, a title or the input is shown inert.
    return lines.map(TerminalText.oneLine).joined(separator: "\n")
  }

  static func score(_ value: Double) -> String { String(format: "%.2f", value) }

  /// A resolved value as the shell says it: dates in the user's time zone and the line's language.
  public func spoken(_ value: ParameterValue) -> String { value.displayText(wording) }
}

extension ParameterValue {
  /// The value as `:explain` shows it: dates as the shell says them, entities with their type and id.
  func explained(_ wording: DateWording) -> String {
    switch self {
    case .date(let date): wording.text(date)
    case .entity(let entity): "\(entity.title) [\(entity.type) \(entity.id)]"
    case .string(let text): "“\(text)”"
    case .list(let values): values.map { $0.explained(wording) }.joined(separator: ", ")
    default: displayText
    }
  }
}
