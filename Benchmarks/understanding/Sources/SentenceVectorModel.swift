import Foundation
import HarkGrammar
import HarkSemantic
import HarkSupport
import HarkUnderstanding

/// Designs (c) and (d), measured only here: the sentence vectors the semantic index computes
/// (all-MiniLM-L6-v2, or multilingual-e5-small from its 4-bit file), with a softmax-regression head
/// trained on the same data (SGD, fixed order, 30 epochs), and the nearest training sentences by
/// cosine. The shell does not use them: they need a transformer loaded and a forward pass per line.
///
/// Every text is encoded as a passage (E5's `passage: ` prefix), training sentences and lines
/// alike, so both sides of a cosine are made the same way.
struct SentenceVectorModel {
  let encoder: any SentenceEmbedder
  let classes: [String]
  let vectors: [[Float]]
  let labels: [Int]
  var weights: [[Float]]
  var bias: [Float]
  var thresholds = IntentModel.Thresholds()
  /// Vectors made beforehand, by text (the benchmark's `LINES=cached`).
  var known: [String: [Float]] = [:]

  init(_ data: TrainingSet, encoder: any SentenceEmbedder, cache: URL? = nil) {
    self.encoder = encoder
    let names = data.classes
    classes = names
    let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    let vectors = SentenceVectorModel.encodeAll(data.examples.map(\.text), encoder: encoder, cache: cache)
    self.vectors = vectors
    let labels = data.examples.map { index[$0.label] ?? names.count - 1 }
    self.labels = labels
    let dimension = vectors.first?.count ?? 0
    weights = [[Float]](repeating: [Float](repeating: 0, count: dimension), count: names.count)
    bias = [Float](repeating: 0, count: names.count)
    var order = Array(vectors.indices)
    var random = SplitMix64(seed: 0x4841_524b)
    for epoch in 0..<30 {
      random.shuffle(&order)
      let rate = Float(2) / (1 + Float(epoch) / 5)
      for i in order {
        let p = probabilities(vectors[i])
        for c in classes.indices {
          let gradient = p[c] - (c == labels[i] ? 1 : 0)
          bias[c] -= rate * gradient
          for d in 0..<dimension { weights[c][d] -= rate * gradient * vectors[i][d] }
        }
      }
    }
  }

  /// The vectors of `texts`, read from `cache` (a folder) where an earlier run wrote them.
  static func encodeAll(_ texts: [String], encoder: any SentenceEmbedder, cache: URL?) -> [[Float]] {
    var known: [String: [Float]] = [:]
    let file = cache?.appendingPathComponent("vectors-\(encoder.model.rawValue).jsonl")
    if let file, let text = try? String(contentsOf: file, encoding: .utf8) {
      for line in text.split(separator: "\n") {
        if let data = line.data(using: .utf8),
          let row = try? JSONDecoder().decode(CachedVector.self, from: data)
        {
          known[row.text] = row.vector
        }
      }
    }
    let missing = Array(Set(texts.filter { known[$0] == nil })).sorted()
    if !missing.isEmpty {
      let made = encoder.encode(passages: missing)
      var lines = ""
      for (text, vector) in zip(missing, made) {
        known[text] = vector
        if let data = try? JSONEncoder().encode(CachedVector(text: text, vector: vector)) {
          lines += String(decoding: data, as: UTF8.self) + "\n"
        }
      }
      if let file, let cache {
        try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        if let handle = try? FileHandle(forWritingTo: file) {
          handle.seekToEndOfFile()
          handle.write(Data(lines.utf8))
          try? handle.close()
        } else {
          try? Data(lines.utf8).write(to: file)
        }
      }
    }
    return texts.map { known[$0] ?? [] }
  }

  struct CachedVector: Codable {
    var text: String
    var vector: [Float]
  }

  func vector(_ line: String) -> [Float] { known[line] ?? encoder.encode(passage: line) }

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

  /// Each class's share of the `k` nearest training sentences' cosines.
  func neighbourShares(_ vector: [Float], k: Int = 7) -> [Float] {
    let similarities = vectors.map { zip($0, vector).reduce(Float(0)) { $0 + $1.0 * $1.1 } }
    let nearest = similarities.indices.sorted { similarities[$0] > similarities[$1] }.prefix(k)
    var shares = [Float](repeating: 0, count: classes.count)
    var total: Float = 0
    for i in nearest {
      let weight = max(0, similarities[i])
      shares[labels[i]] += weight
      total += weight
    }
    return total > 0 ? shares.map { $0 / total } : shares
  }

  func scores(_ probabilities: [Float]) -> [IntentScore] {
    zip(classes, probabilities).map { IntentScore(intent: $0, probability: Double($1)) }
      .sorted { $0.probability != $1.probability ? $0.probability > $1.probability : $0.intent < $1.intent }
  }

  func verdict(_ line: String) -> ModelVerdict {
    ModelVerdict.deciding(scores(probabilities(vector(line))), thresholds: thresholds)
  }
}
