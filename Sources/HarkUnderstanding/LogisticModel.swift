import Foundation
import HarkSupport

/// Multinomial logistic regression over hashed features: one weight per bucket and class.
///
/// Trained by stochastic gradient descent on the cross-entropy loss, in a fixed order drawn from
/// a fixed seed, so the same data always gives the same weights. Each step moves the weights of
/// the line's buckets by `rate × (p − y) × x`, with L2 decay on the buckets the line touches
/// (buckets no line touches stay 0). The rate falls as `rate₀ ÷ (1 + epoch ÷ 4)`.
///
/// Weights are stored bucket-major (`weights[bucket × classes + class]`), so reading a line
/// touches one short run of memory per feature. A trained model holds them all in an array; a
/// model read from the cache reads its rows in place from the mapped file (``StoredRows``), so a
/// start neither zeroes nor copies the `dimensions × classes` table.
public struct LogisticModel: Sendable {
  /// The class names, the model's outputs in order.
  public let classes: [String]
  /// The number of feature buckets.
  public let dimensions: Int
  let table: Table
  var bias: [Float]

  /// Where the weights are.
  enum Table: Sendable {
    /// All of them, `dimensions × classes`.
    case dense([Float])
    /// The rows some training line touched, in a model file.
    case stored(StoredRows)
  }

  init(classes: [String], dimensions: Int, weights: [Float], bias: [Float]) {
    self.classes = classes
    self.dimensions = dimensions
    self.table = .dense(weights)
    self.bias = bias
  }

  init(classes: [String], dimensions: Int, rows: StoredRows, bias: [Float]) {
    self.classes = classes
    self.dimensions = dimensions
    self.table = .stored(rows)
    self.bias = bias
  }

  /// All `dimensions × classes` weights, bucket-major (made from the rows for a model read from
  /// a file: for writing and for tests, not for reading lines).
  var weights: [Float] {
    switch table {
    case .dense(let weights): weights
    case .stored(let rows): rows.dense(dimensions: dimensions)
    }
  }

  /// How training goes: passes over the data, the first rate, the decay, the shuffle seed.
  public struct Settings: Sendable, Equatable {
    public var epochs = 12
    public var rate: Float = 0.8
    public var decay: Float = 1e-5
    public var seed: UInt64 = 0x4841_524b
    /// Weigh each class's examples so that every class counts as much as the others in total.
    public var balanced = false

    public init() {}
  }

  /// Trains on `examples` (features, class index).
  public static func train(
    _ examples: [(SparseVector, Int)], classes: [String], dimensions: Int, settings: Settings = Settings()
  ) -> LogisticModel {
    let count = classes.count
    var weights = [Float](repeating: 0, count: dimensions * count)
    var bias = [Float](repeating: 0, count: count)
    var order = Array(examples.indices)
    var random = SplitMix64(seed: settings.seed)
    var probabilities = [Float](repeating: 0, count: count)
    var perClass = [Int](repeating: 0, count: count)
    for (_, label) in examples { perClass[label] += 1 }
    let classWeight = perClass.map { n -> Float in
      settings.balanced && n > 0 ? Float(examples.count) / Float(count * n) : 1
    }
    for epoch in 0..<settings.epochs {
      random.shuffle(&order)
      let rate = settings.rate / (1 + Float(epoch) / 4)
      for index in order {
        let (vector, label) = examples[index]
        weights.withUnsafeMutableBufferPointer { w in
          LogisticModel.scores(vector, weights: w, bias: bias, classes: count, into: &probabilities)
          softmax(&probabilities)
          for c in 0..<count {
            let gradient = (probabilities[c] - (c == label ? 1 : 0)) * classWeight[label]
            bias[c] -= rate * gradient
            probabilities[c] = rate * gradient
          }
          let shrink = 1 - rate * settings.decay
          for (position, feature) in vector.indices.enumerated() {
            let base = Int(feature) * count
            let value = vector.value(at: position)
            for c in 0..<count {
              w[base + c] = w[base + c] * shrink - probabilities[c] * value
            }
          }
        }
      }
    }
    return LogisticModel(classes: classes, dimensions: dimensions, weights: weights, bias: bias)
  }

  /// The probability of each class for `vector`, in ``classes`` order.
  public func probabilities(_ vector: SparseVector) -> [Float] {
    var result = [Float](repeating: 0, count: classes.count)
    switch table {
    case .dense(let weights):
      weights.withUnsafeBufferPointer { w in
        LogisticModel.scores(vector, weights: w, bias: bias, classes: classes.count, into: &result)
      }
    case .stored(let rows):
      LogisticModel.scores(vector, rows: rows, bias: bias, into: &result)
    }
    LogisticModel.softmax(&result)
    return result
  }

  /// The same sums as from the dense table, in the same order: a bucket with no stored row adds
  /// `0 × weight` to every class, as its zeros in the dense table do.
  private static func scores(
    _ vector: SparseVector, rows: StoredRows, bias: [Float], into result: inout [Float]
  ) {
    for c in 0..<rows.classes { result[c] = bias[c] }
    for (position, feature) in vector.indices.enumerated() {
      let value = vector.value(at: position)
      if let row = rows.row(of: Int(feature)) {
        for c in 0..<rows.classes { result[c] += rows.weight(row: row, class: c) * value }
      } else {
        for c in 0..<rows.classes { result[c] += 0 * value }
      }
    }
  }

  private static func scores(
    _ vector: SparseVector, weights: UnsafeBufferPointer<Float>, bias: [Float], classes: Int,
    into result: inout [Float]
  ) {
    for c in 0..<classes { result[c] = bias[c] }
    for (position, feature) in vector.indices.enumerated() {
      let base = Int(feature) * classes
      let value = vector.value(at: position)
      for c in 0..<classes { result[c] += weights[base + c] * value }
    }
  }

  private static func scores(
    _ vector: SparseVector, weights: UnsafeMutableBufferPointer<Float>, bias: [Float], classes: Int,
    into result: inout [Float]
  ) {
    scores(vector, weights: UnsafeBufferPointer(weights), bias: bias, classes: classes, into: &result)
  }

  private static func softmax(_ values: inout [Float]) {
    let top = values.max() ?? 0
    var sum: Float = 0
    for index in values.indices {
      values[index] = expf(values[index] - top)
      sum += values[index]
    }
    for index in values.indices { values[index] /= sum }
  }
}
