import COpenBLAS
import Foundation

/// The BERT encoder's forward pass over OpenBLAS, with mean pooling and L2 normalisation.
///
/// Sequences in a batch are padded to the longest; attention for each sequence runs over its own real
/// tokens only (the attention mask), and pooling averages the real tokens only.
struct BertForward: Sendable {
  let weights: BertWeights
  /// Up to how many rows go through the packed 4-bit product (`defaultPackedRowLimit`; 0: never).
  var packedRowLimit = BertForward.defaultPackedRowLimit

  /// The normalised sentence vectors of token-id sequences (each already holds `[CLS]` and `[SEP]`).
  func embed(_ sequences: [[Int32]]) -> [[Float]] {
    means(sequences).map(Self.normalized)
  }

  /// The mean of the last layer's token vectors of each sequence, before normalisation (a long
  /// text's windows are combined from these).
  func means(_ sequences: [[Int32]]) -> [[Float]] {
    let h = weights.hidden
    let lengths = sequences.map { min(max($0.count, 1), weights.maxPositions) }
    let padded = lengths.max() ?? 0
    let rows = sequences.count * padded
    guard rows > 0 else { return [] }
    let f = weights.intermediateSize
    let x = Buffer(rows * h)
    let q = Buffer(rows * h)
    let k = Buffer(rows * h)
    let v = Buffer(rows * h)
    let context = Buffer(rows * h)
    let inner = Buffer(rows * f)
    let scores = Buffer(padded * padded)
    defer { [x, q, k, v, context, inner, scores].forEach { $0.free() } }

    embedTokens(sequences, lengths: lengths, padded: padded, into: x)
    layerNorm(x, rows: rows, weights.embeddingNorm, weights.embeddingNormBias)
    // A few rows (a query) are multiplied against the packed 4-bit matrices when the model has
    // them: the product is bound by the bytes it streams, and float32 layers are four times as
    // many. Batches reuse each weight across many rows, where OpenBLAS's float product is faster.
    let short = rows <= packedRowLimit
    for layer in weights.layers {
      let packed = short ? layer.packed : nil
      linear(x, rows: rows, inputs: h, layer.query, packed?.query, layer.queryBias, outputs: h, into: q)
      linear(x, rows: rows, inputs: h, layer.key, packed?.key, layer.keyBias, outputs: h, into: k)
      linear(x, rows: rows, inputs: h, layer.value, packed?.value, layer.valueBias, outputs: h, into: v)
      for (index, length) in lengths.enumerated() {
        attend(
          offset: index * padded * h, length: length, q: q, k: k, v: v, scores: scores,
          into: context)
      }
      // x = LayerNorm(x + context·Wo + bo)
      linear(
        context, rows: rows, inputs: h, layer.attentionOut, packed?.attentionOut, layer.attentionOutBias,
        outputs: h, into: x, accumulate: true)
      layerNorm(x, rows: rows, layer.attentionNorm, layer.attentionNormBias)
      linear(
        x, rows: rows, inputs: h, layer.intermediate, packed?.intermediate, layer.intermediateBias,
        outputs: f, into: inner)
      for index in 0..<rows * f {
        let value = inner.pointer[index]
        inner.pointer[index] = 0.5 * value * (1 + erf(value * 0.707_106_77))
      }
      linear(
        inner, rows: rows, inputs: f, layer.output, packed?.output, layer.outputBias, outputs: h, into: x,
        accumulate: true)
      layerNorm(x, rows: rows, layer.outputNorm, layer.outputNormBias)
    }
    return lengths.enumerated().map { index, length in
      var pooled = [Float](repeating: 0, count: h)
      for token in 0..<length {
        let row = x.pointer + (index * padded + token) * h
        for d in 0..<h { pooled[d] += row[d] }
      }
      let inverse = 1 / Float(max(length, 1))
      return pooled.map { $0 * inverse }
    }
  }

  static func normalized(_ vector: [Float]) -> [Float] {
    var sum: Float = 0
    for value in vector { sum += value * value }
    guard sum > 0 else { return vector }
    let scale = 1 / sum.squareRoot()
    return vector.map { $0 * scale }
  }

  private func embedTokens(_ sequences: [[Int32]], lengths: [Int], padded: Int, into x: Buffer) {
    let h = weights.hidden
    weights.positionEmbeddings.withUnsafeBufferPointer { positions in
      for (index, sequence) in sequences.enumerated() {
        for token in 0..<lengths[index] {
          let id = token < sequence.count ? Int(sequence[token]) : 0
          let safeID = (0..<weights.vocabularySize).contains(id) ? id : 0
          let row = x.pointer + (index * padded + token) * h
          for d in 0..<h { row[d] = positions[token * h + d] + weights.tokenTypeEmbedding[d] }
          weights.wordEmbeddings.addRow(safeID, to: row)
        }
      }
    }
  }

  /// Scaled dot-product attention of one sequence, every head, over its `length` real tokens.
  private func attend(
    offset: Int, length n: Int, q: Buffer, k: Buffer, v: Buffer, scores: Buffer, into context: Buffer
  ) {
    let h = Int32(weights.hidden)
    let headSize = weights.hidden / weights.heads
    let scale = 1 / Float(headSize).squareRoot()
    let n32 = Int32(n)
    for head in 0..<weights.heads {
      let base = offset + head * headSize
      cblas_sgemm(
        CblasRowMajor, CblasNoTrans, CblasTrans, n32, n32, Int32(headSize), scale,
        q.pointer + base, h, k.pointer + base, h, 0, scores.pointer, n32)
      for row in 0..<n {
        let line = scores.pointer + row * n
        var largest = -Float.infinity
        for column in 0..<n { largest = max(largest, line[column]) }
        var total: Float = 0
        for column in 0..<n {
          line[column] = exp(line[column] - largest)
          total += line[column]
        }
        let inverse = 1 / total
        for column in 0..<n { line[column] *= inverse }
      }
      cblas_sgemm(
        CblasRowMajor, CblasNoTrans, CblasNoTrans, n32, Int32(headSize), n32, 1,
        scores.pointer, n32, v.pointer + base, h, 0, context.pointer + base, h)
    }
  }

  /// Up to how many rows (tokens of every sequence in the batch, padding included) go through the
  /// packed product (`hark-semantic-bench embed-rate` compares the two paths).
  static let defaultPackedRowLimit = 48

  /// `output = input·Wᵀ + b` (or `output += …` when accumulating, for the residual connections),
  /// against `packed` when given, else the float32 `weight`.
  private func linear(
    _ input: Buffer, rows: Int, inputs: Int, _ weight: [Float], _ packed: Q4Blocks?, _ bias: [Float],
    outputs: Int, into output: Buffer, accumulate: Bool = false
  ) {
    if let packed {
      packed.multiply(input.pointer, rows: rows, into: output.pointer, accumulate: accumulate)
    } else {
      weight.withUnsafeBufferPointer { w in
        guard let wBase = w.baseAddress else { return }
        cblas_sgemm(
          CblasRowMajor, CblasNoTrans, CblasTrans, Int32(rows), Int32(outputs), Int32(inputs), 1,
          input.pointer, Int32(inputs), wBase, Int32(inputs), accumulate ? 1 : 0, output.pointer,
          Int32(outputs))
      }
    }
    for row in 0..<rows {
      let line = output.pointer + row * outputs
      for column in 0..<outputs { line[column] += bias[column] }
    }
  }

  private func layerNorm(_ x: Buffer, rows: Int, _ gain: [Float], _ bias: [Float]) {
    let h = weights.hidden
    for row in 0..<rows {
      let line = x.pointer + row * h
      var mean: Float = 0
      for d in 0..<h { mean += line[d] }
      mean /= Float(h)
      var variance: Float = 0
      for d in 0..<h {
        let centred = line[d] - mean
        variance += centred * centred
      }
      variance /= Float(h)
      let inverse = 1 / (variance + weights.layerNormEpsilon).squareRoot()
      for d in 0..<h { line[d] = (line[d] - mean) * inverse * gain[d] + bias[d] }
    }
  }
}

/// A scratch float buffer owned by one forward pass.
private struct Buffer {
  let pointer: UnsafeMutablePointer<Float>

  init(_ count: Int) {
    pointer = .allocate(capacity: max(count, 1))
    pointer.initialize(repeating: 0, count: max(count, 1))
  }

  func free() { pointer.deallocate() }
}
