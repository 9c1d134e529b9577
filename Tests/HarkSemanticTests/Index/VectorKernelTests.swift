import CVectorKernels
import Foundation
import Testing

@testable import HarkSemantic

@Suite struct VectorKernelTests {
  /// Records of random vectors in the file layout, and their float originals.
  static func records(count: Int, dimension: Int) -> (bytes: [UInt8], vectors: [[Float]]) {
    var generator = SystemRandomNumberGenerator()
    var bytes: [UInt8] = []
    var vectors: [[Float]] = []
    let stride = dimension + Int(HARK_RECORD_TRAILER)
    for index in 0..<count {
      let vector = (0..<dimension).map { _ in Float.random(in: -1...1, using: &generator) }
      let (values, scale) = VectorFile.quantize(vector)
      var record = [UInt8](repeating: 0, count: stride)
      for d in 0..<dimension { record[d] = UInt8(bitPattern: values[d]) }
      withUnsafeBytes(of: scale.bitPattern.littleEndian) {
        record.replaceSubrange(dimension..<dimension + 4, with: $0)
      }
      record[dimension + 8] = UInt8(index % 2)
      bytes += record
      vectors.append(vector)
    }
    return (bytes, vectors)
  }

  @Test(arguments: [384, 100, 7])
  func fastAndPortableScansAgree(dimension: Int) {
    let (bytes, _) = Self.records(count: 257, dimension: dimension)
    let query = (0..<dimension).map { Int8(truncatingIfNeeded: $0 * 37 % 255 - 127) }
    let other = (0..<dimension).map { Int8(truncatingIfNeeded: $0 * 11 % 200 - 100) }
    let mask = (0..<257).map { UInt8($0 % 5 == 0 ? 0 : 1) }
    var fast = [Float](repeating: 0, count: 257)
    var portable = [Float](repeating: 0, count: 257)
    let stride = dimension + Int(HARK_RECORD_TRAILER)
    hark_scan_i8(bytes, stride, dimension, 257, query, other, [0.5, 2], [0.1, -0.1], mask, &fast)
    hark_scan_i8_portable(
      bytes, stride, dimension, 257, query, other, [0.5, 2], [0.1, -0.1], mask, &portable)
    for index in 0..<257 {
      if mask[index] == 0 {
        #expect(fast[index] == -.infinity)
      } else {
        #expect(abs(fast[index] - portable[index]) <= 1e-3 * max(1, abs(portable[index])))
      }
    }
  }

  @Test func scanApproximatesFloatCosine() {
    let dimension = 384
    let (bytes, vectors) = Self.records(count: 64, dimension: dimension)
    let query = vectors[3]
    let (values, scale) = VectorFile.quantize(query)
    var scores = [Float](repeating: 0, count: 64)
    hark_scan_i8(
      bytes, dimension + Int(HARK_RECORD_TRAILER), dimension, 64, values, values, [scale, scale],
      [0, 0], nil, &scores)
    for (index, vector) in vectors.enumerated() {
      let exact = zip(query, vector).reduce(0) { $0 + $1.0 * $1.1 }
      #expect(abs(scores[index] - exact) < 0.01 * Float(dimension).squareRoot())
    }
  }

  @Test func topKReturnsBestFirstAboveFloor() {
    let scores: [Float] = [0.1, 0.9, -.infinity, 0.5, 0.7, 0.3, 0.95, 0.2]
    var indices = [UInt32](repeating: 0, count: 4)
    let found = hark_top_k(scores, scores.count, 4, 0.25, &indices)
    #expect(found == 4)
    #expect(indices == [6, 1, 4, 3])
    let few = hark_top_k(scores, scores.count, 4, 0.8, &indices)
    #expect(Array(indices.prefix(few)) == [6, 1])
  }
}
