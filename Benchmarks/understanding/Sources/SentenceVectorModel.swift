import Foundation
import HarkGrammar
import HarkSemantic
import HarkUnderstanding

/// Design (c), measured only here: the MiniLM sentence vectors the semantic index computes, with a
/// softmax-regression head trained on the same data (SGD, fixed order, 30 epochs). The shell does
/// not use it: it needs the 90 MB transformer loaded and about 5 ms per line.
struct SentenceVectorModel {
  let encoder: SentenceEncoder
  let classes: [String]
  var weights: [[Float]]
  var bias: [Float]
  var thresholds = IntentModel.Thresholds()

  init(_ data: TrainingSet, encoder: SentenceEncoder) {
    self.encoder = encoder
    let names = data.classes
    classes = names
    let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    let vectors = encoder.embedBatch(data.examples.map(\.text))
    let labels = data.examples.map { index[$0.label] ?? names.count - 1 }
    let dimension = vectors.first?.count ?? 0
    weights = [[Float]](repeating: [Float](repeating: 0, count: dimension), count: names.count)
    bias = [Float](repeating: 0, count: names.count)
    for epoch in 0..<30 {
      let rate = Float(2) / (1 + Float(epoch) / 5)
      for i in vectors.indices {
        let p = probabilities(vectors[i])
        for c in classes.indices {
          let gradient = p[c] - (c == labels[i] ? 1 : 0)
          bias[c] -= rate * gradient
          for d in 0..<dimension { weights[c][d] -= rate * gradient * vectors[i][d] }
        }
      }
    }
  }

  func probabilities(_ vector: [Float]) -> [Float] {
    var logits = classes.indices.map { c in
      zip(weights[c], vector).reduce(bias[c]) { $0 + $1.0 * $1.1 }
    }
    let top = logits.max() ?? 0
    var sum: Float = 0
    for c in logits.indices {
      logits[c] = expf(logits[c] - top)
      sum += logits[c]
    }
    return logits.map { $0 / sum }
  }

  func verdict(_ line: String) -> ModelVerdict {
    let p = probabilities(encoder.embed(line))
    let scores = zip(classes, p).map { IntentScore(intent: $0, probability: Double($1)) }
      .sorted { $0.probability > $1.probability }
    return ModelVerdict.deciding(scores, thresholds: thresholds)
  }
}
