import HarkGrammar

/// The sentences one language's model learns from, each with its class.
///
/// From the grammar: every intent's `examples:` as written, sentences its templates accept
/// (``GrammarSet/samples(intent:language:limit:lists:wildcard:)``, with a few names and
/// free-text fillers, so the words of the templates count too), and the `out_of_scope:` lines
/// as the class ``IntentScore/none``.
public struct TrainingSet: Sendable {
  public var examples: [(text: String, label: String)]

  public init(examples: [(text: String, label: String)]) {
    self.examples = examples
  }

  /// The classes, in a fixed order: the intents as they first occur, then ``IntentScore/none``.
  public var classes: [String] {
    var seen: Set<String> = [IntentScore.none]
    var result: [String] = []
    for example in examples where seen.insert(example.label).inserted { result.append(example.label) }
    return result + [IntentScore.none]
  }

  /// Names and fillers the sampled templates take, per language.
  static let fillers: [String: [(name: String, text: String)]] = [
    "en": [("Alex", "running late"), ("Sam", "lunch"), ("Jordan Lee", "the report")],
    "zh": [("小王", "晚点到"), ("李明", "开会"), ("Alex", "周报")],
  ]

  /// The training sentences of `language` in `grammar`; empty when it has no examples.
  public static func from(_ grammar: GrammarSet, language: Language, samplesPerIntent: Int = 30)
    -> TrainingSet
  {
    var examples: [(text: String, label: String)] = []
    let fillers = fillers[language.base] ?? fillers["en"] ?? []
    for (intent, sentences) in grammar.examples(language: language) {
      for sentence in sentences { examples.append((sentence, intent)) }
      var seen: Set<String> = []
      let share = max(1, samplesPerIntent / max(1, fillers.count))
      for filler in fillers {
        let samples = grammar.samples(
          intent: intent, language: language, limit: share * 4,
          lists: ["contact": [ListValue(filler.name)], "app": [ListValue("Mail")]], wildcard: filler.text)
        // Every fourth sample, so that later templates are heard as well as the first.
        for (index, sample) in samples.enumerated() where index % 4 == 0 && seen.insert(sample).inserted {
          examples.append((sample, intent))
        }
      }
    }
    guard !examples.isEmpty else { return TrainingSet(examples: []) }
    for sentence in grammar.outOfScope(language: language) { examples.append((sentence, IntentScore.none)) }
    return TrainingSet(examples: examples)
  }
}
