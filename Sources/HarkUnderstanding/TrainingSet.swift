import HarkGrammar

/// The sentences one language's model learns from, each with its class.
///
/// From the grammar: every intent's `examples:` as written, sentences its templates accept
/// (``GrammarSet/samples(intent:language:limit:lists:wildcard:)``, with names and free-text
/// fillers, so the words of the templates count too), and the `out_of_scope:` lines as the class
/// ``IntentScore/none``; then noisy copies of them all (``TypingNoise``).
public struct TrainingSet: Sendable {
  public var examples: [(text: String, label: String)]

  public init(examples: [(text: String, label: String)]) {
    self.examples = examples
  }

  /// How the sentences are made from the grammar.
  public struct Recipe: Sendable, Equatable {
    /// Template sentences per intent.
    public var samplesPerIntent = 30
    /// How many of the language's fillers the samples take.
    public var fillers = 3
    /// Whether each sample takes the next filler in turn (so `samplesPerIntent` samples cover
    /// that many different sentences), rather than every filler the same first sentences.
    public var rotatingFillers = false
    /// Noisy copies of each sentence.
    public var noisyCopies = 0
    /// Whether a noisy copy may leave out function words (particles in Chinese).
    public var dropsWords = true
    /// Whether a noisy copy may misspell a word (English).
    public var misspells = true

    public init() {}
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
    "en": [
      ("Alex", "running late"), ("Sam", "lunch"), ("Jordan Lee", "the report"), ("Priya", "budget review"),
      ("Tom", "team sync"), ("Maria Garcia", "the quarterly numbers"), ("Chen", "dentist"),
      ("Olivia", "call me back"), ("Ben Carter", "project kickoff"),
    ],
    "zh": [
      ("小王", "晚点到"), ("李明", "开会"), ("Alex", "周报"), ("张伟", "项目进度"), ("王芳", "吃饭"),
      ("陈静", "预算评审"), ("Tom", "客户拜访"), ("刘洋", "到了"), ("赵老师", "家长会"),
    ],
  ]

  /// The training sentences of `language` in `grammar`; empty when it has no examples.
  public static func from(_ grammar: GrammarSet, language: Language, recipe: Recipe = Recipe())
    -> TrainingSet
  {
    var examples: [(text: String, label: String)] = []
    let fillers = Array((fillers[language.base] ?? fillers["en"] ?? []).prefix(max(1, recipe.fillers)))
    for (intent, sentences) in grammar.examples(language: language) {
      for sentence in sentences { examples.append((sentence, intent)) }
      var seen: Set<String> = []
      let perFiller =
        recipe.rotatingFillers ? recipe.samplesPerIntent : recipe.samplesPerIntent / fillers.count
      let share = max(1, perFiller)
      for (number, filler) in fillers.enumerated() {
        let samples = grammar.samples(
          intent: intent, language: language, limit: share * 4,
          lists: [.contact: [ListValue(filler.name)], .app: [ListValue("Mail")]], wildcard: filler.text)
        // Every fourth sample, so that later templates are heard as well as the first; with the
        // fillers in turn, only this filler's share of those.
        for (index, sample) in samples.enumerated() where index % 4 == 0 {
          if recipe.rotatingFillers, (index / 4) % fillers.count != number { continue }
          if seen.insert(sample).inserted { examples.append((sample, intent)) }
        }
      }
    }
    guard !examples.isEmpty else { return TrainingSet(examples: []) }
    for sentence in grammar.outOfScope(language: language) { examples.append((sentence, IntentScore.none)) }
    return TrainingSet(examples: examples).withTypingNoise(
      copies: recipe.noisyCopies, language: language, dropsWords: recipe.dropsWords,
      misspells: recipe.misspells)
  }

  /// These sentences, each followed by up to `copies` noisy copies of it with its class.
  public func withTypingNoise(
    copies: Int, language: Language, dropsWords: Bool = true, misspells: Bool = true
  ) -> TrainingSet {
    guard copies > 0 else { return self }
    var noisy: [(text: String, label: String)] = []
    noisy.reserveCapacity(examples.count * (1 + copies))
    for example in examples {
      noisy.append(example)
      for copy in TypingNoise.copies(
        of: example.text, language: language, count: copies, dropsWords: dropsWords, misspells: misspells)
      {
        noisy.append((copy, example.label))
      }
    }
    return TrainingSet(examples: noisy)
  }
}
