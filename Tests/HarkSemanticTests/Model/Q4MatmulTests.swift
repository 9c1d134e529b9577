import CVectorKernels
import Foundation
import Testing

@testable import HarkSemantic

/// The 4-bit matrix product a query's encoding goes through, against the unpacked float matrix.
@Suite struct Q4MatmulTests {
  /// A packed matrix of random nibbles and scales, and the input rows to multiply.
  static func matrix(rows: Int, columns: Int) -> (blocks: Q4Blocks, bytes: Data) {
    var generator = SystemRandomNumberGenerator()
    var bytes = Data()
    for _ in 0..<rows * columns / Q4Blocks.blockValues {
      let scale = Float16(Float.random(in: 0.001...0.05, using: &generator))
      withUnsafeBytes(of: scale.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
      for _ in 0..<16 { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
    }
    guard let blocks = Q4Blocks(rows: rows, columns: columns, bytes: bytes) else {
      preconditionFailure("sizes agree by construction")
    }
    return (blocks, bytes)
  }

  /// `x·Wᵀ` in Double from the unpacked matrix.
  static func expected(_ x: [Float], rows: Int, _ weights: [Float], outputs: Int, inputs: Int) -> [Double] {
    var result = [Double](repeating: 0, count: rows * outputs)
    for r in 0..<rows {
      for o in 0..<outputs {
        var sum = 0.0
        for k in 0..<inputs { sum += Double(x[r * inputs + k]) * Double(weights[o * inputs + k]) }
        result[r * outputs + o] = sum
      }
    }
    return result
  }

  /// `blocks.multiply` over Swift arrays.
  static func multiply(_ blocks: Q4Blocks, _ x: [Float], rows: Int, into y: inout [Float], accumulate: Bool) {
    x.withUnsafeBufferPointer { input in
      y.withUnsafeMutableBufferPointer { output in
        guard let source = input.baseAddress, let target = output.baseAddress else { return }
        blocks.multiply(source, rows: rows, into: target, accumulate: accumulate)
      }
    }
  }

  @Test(arguments: [(1, 64, 32), (2, 384, 384), (3, 8, 96), (5, 12, 64), (7, 1536, 384), (4, 384, 1536)])
  func packedProductEqualsTheUnpackedOne(rows: Int, outputs: Int, inputs: Int) {
    let (blocks, bytes) = Self.matrix(rows: outputs, columns: inputs)
    let x = (0..<rows * inputs).map { _ in Float.random(in: -2...2) }
    let exact = Self.expected(x, rows: rows, blocks.unpacked(), outputs: outputs, inputs: inputs)
    var fast = [Float](repeating: 0, count: rows * outputs)
    var portable = [Float](repeating: 0, count: rows * outputs)
    Self.multiply(blocks, x, rows: rows, into: &fast, accumulate: false)
    bytes.withUnsafeBytes { raw in
      hark_q4_matmul_portable(
        raw.baseAddress?.assumingMemoryBound(to: UInt8.self), outputs, inputs, x, rows, &portable, 0)
    }
    for index in 0..<rows * outputs {
      let tolerance = 1e-4 * max(1, abs(exact[index]))
      #expect(abs(Double(fast[index]) - exact[index]) <= tolerance, "fast, value \(index)")
      #expect(abs(Double(portable[index]) - exact[index]) <= tolerance, "portable, value \(index)")
    }
  }

  @Test func accumulatingAddsToWhatTheOutputHeld() {
    let (blocks, _) = Self.matrix(rows: 8, columns: 64)
    let x = (0..<2 * 64).map { _ in Float.random(in: -1...1) }
    var plain = [Float](repeating: 0, count: 16)
    var added = (0..<16).map { Float($0) }
    Self.multiply(blocks, x, rows: 2, into: &plain, accumulate: false)
    Self.multiply(blocks, x, rows: 2, into: &added, accumulate: true)
    for index in 0..<16 { #expect(abs(added[index] - (plain[index] + Float(index))) <= 1e-4) }
  }
}
