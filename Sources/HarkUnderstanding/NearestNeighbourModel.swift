import HarkGrammar

/// The second design measured against ``IntentModel``: the training sentence most like the line
/// (cosine of the same hashed features) gives its class; each class scores its closest sentence.
/// It needs no training, but every line is compared with every sentence, and one close sentence
/// of the wrong class decides. Kept for the benchmark's comparison table, not used by the shell.
public struct NearestNeighbourModel: Sendable {
  let hasher: FeatureHasher
  let language: Language
  let vectors: [(SparseVector, String)]
  let classes: [String]
  /// The decision rule's bounds, on similarities instead of probabilities.
  public var thresholds: IntentModel.Thresholds

  public init(
    _ data: TrainingSet, language: Language,
    thresholds: IntentModel.Thresholds = IntentModel.Thresholds(least: 0.45, margin: 0.05)
  ) {
    let hasher = FeatureHasher()
    self.hasher = hasher
    self.language = language
    self.classes = data.classes
    self.vectors = data.examples.map { (hasher.features($0.text, language: language), $0.label) }
    self.thresholds = thresholds
  }

  /// Each class's best similarity to `line`, best first.
  public func scores(_ line: String) -> [IntentScore] {
    let query = hasher.features(line, language: language)
    var best: [String: Double] = [:]
    for (vector, label) in vectors {
      let similarity = NearestNeighbourModel.cosine(query, vector)
      if similarity > best[label, default: -1] { best[label] = similarity }
    }
    return classes.map { IntentScore(intent: $0, probability: best[$0] ?? 0) }
      .sorted { $0.probability != $1.probability ? $0.probability > $1.probability : $0.intent < $1.intent }
  }

  public func verdict(_ line: String) -> ModelVerdict {
    ModelVerdict.deciding(scores(line), thresholds: thresholds)
  }

  static func cosine(_ a: SparseVector, _ b: SparseVector) -> Double {
    var i = 0
    var j = 0
    var shared: Double = 0
    while i < a.indices.count, j < b.indices.count {
      if a.indices[i] == b.indices[j] {
        shared += Double(a.value(at: i)) * Double(b.value(at: j))
        i += 1
        j += 1
      } else if a.indices[i] < b.indices[j] {
        i += 1
      } else {
        j += 1
      }
    }
    return shared
  }
}
