import HarkGrammar

// Transitional: `Reading.intent` is now a `SchemaID`, and the dialogue (being restructured into
// stages) still treats it as text in a few places. These keep those places compiling; each goes
// once its callers use the id itself (the list is in issue 28's IDS report):
// `Analysis.ConsideredReading(intent: reading.intent …)`, `reading.intent.split(separator: ".")`
// (use `.domain`), a reading's intent compared with the learned stage's `verdict.intent` (a
// `String`), and a model reading built from it.

extension SchemaID {
  /// The id's text split as a `String` is (`split(separator: ".").first` is ``domain``).
  public func split(separator: Character, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true)
    -> [Substring]
  {
    rawValue.split(
      separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
  }

  /// Whether the id is spelled `text` (the learned stage names intents as text).
  public static func == (id: SchemaID, text: String) -> Bool { id.rawValue == text }
  /// Whether the id is spelled `text`.
  public static func == (text: String, id: SchemaID) -> Bool { id.rawValue == text }
}

extension Reading {
  /// A reading of the intent spelled `intent` (the learned stage names intents as text).
  public init(
    intent: String, language: Language, slots: [String: SlotMatch], context: [String: String] = [:],
    response: String? = nil, metadata: [String: String] = [:], template: String, rank: ReadingRank,
    isPartial: Bool = false, stage: ReadingStage = .grammar, scores: [IntentScore] = []
  ) {
    self.init(
      intent: SchemaID(rawValue: intent), language: language, slots: slots, context: context,
      response: response, metadata: metadata, template: template, rank: rank, isPartial: isPartial,
      stage: stage, scores: scores)
  }
}

extension Analysis.ConsideredReading {
  init(
    intent: SchemaID, language: Language, template: String, confidence: Double, isPartial: Bool,
    isAdopted: Bool, slots: [(name: String, words: String, kind: String)]
  ) {
    self.init(
      intent: intent.rawValue, language: language, template: template, confidence: confidence,
      isPartial: isPartial, isAdopted: isAdopted, slots: slots)
  }
}
