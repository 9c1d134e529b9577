import CVectorKernels
import Foundation

/// A matrix stored in 4-bit blocks, as `e5-small-q4.bin` keeps its layers and its word table.
///
/// Each row is a run of blocks of 32 values; a block is 18 bytes: a little-endian float16 scale `d`,
/// then 16 bytes whose low nibbles are values 0…15 and high nibbles values 16…31. A stored nibble
/// `q` means `(q − 8) · d`. The bytes stay where they are (a slice of the mapped file); rows are
/// unpacked when asked for, so the 250,000-row word table costs its 54 MB, not 384 MB.
struct Q4Blocks: Sendable {
  static let blockValues = 32
  static let blockBytes = 18

  let rows: Int
  let columns: Int
  /// The packed bytes, `rows · columns / 32 · 18` of them.
  private let bytes: Data

  /// The packed matrix in `bytes`, whose size must match `rows × columns` (columns a multiple of 32).
  init?(rows: Int, columns: Int, bytes: Data) {
    guard rows > 0, columns > 0, columns % Self.blockValues == 0,
      bytes.count == rows * (columns / Self.blockValues) * Self.blockBytes
    else { return nil }
    self.rows = rows
    self.columns = columns
    self.bytes = bytes
  }

  private var rowBytes: Int { columns / Self.blockValues * Self.blockBytes }

  /// Adds row `row`, unpacked, to `target[0..<columns]`.
  func addRow(_ row: Int, to target: UnsafeMutablePointer<Float>) {
    guard (0..<rows).contains(row) else { return }
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      Self.unpack(base + row * rowBytes, blocks: columns / Self.blockValues, adding: true, into: target)
    }
  }

  /// `y = x·Wᵀ` (or `y += x·Wᵀ`) for `rows` rows of `x`, each `columns` long, against the packed
  /// bytes (`hark_q4_matmul`); `y` holds `rows × self.rows` values. On a machine with more than
  /// one core the outputs are split between two threads (each writes its own columns of `y`), which
  /// halves a query's encoding on an idle machine; each output is computed as on one thread, so
  /// the result is the same.
  func multiply(
    _ x: UnsafePointer<Float>, rows inputRows: Int, into y: UnsafeMutablePointer<Float>, accumulate: Bool
  ) {
    let (outputs, columns) = (rows, columns)
    let parts = outputs % 8 == 0 && outputs >= 256 && Self.cores > 1 ? 2 : 1
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      let weights = SharedAddress(pointer: UnsafeMutableRawPointer(mutating: base))
      let input = SharedAddress(pointer: UnsafeMutableRawPointer(mutating: x))
      let output = SharedAddress(pointer: UnsafeMutableRawPointer(y))
      let work: @Sendable (Int) -> Void = { part in
        let first = outputs / parts * part
        hark_q4_matmul_outputs(
          weights.pointer.assumingMemoryBound(to: UInt8.self), outputs, columns,
          input.pointer.assumingMemoryBound(to: Float.self), inputRows,
          output.pointer.assumingMemoryBound(to: Float.self), accumulate ? 1 : 0, first, outputs / parts)
      }
      if parts == 1 {
        work(0)
      } else {
        DispatchQueue.concurrentPerform(iterations: parts, execute: work)
      }
    }
  }

  private static let cores = ProcessInfo.processInfo.activeProcessorCount

  /// Every row unpacked to float32, row-major (for the layers, unpacked once at load).
  func unpacked() -> [Float] {
    var result = [Float](repeating: 0, count: rows * columns)
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      result.withUnsafeMutableBufferPointer { out in
        guard let target = out.baseAddress else { return }
        Self.unpack(base, blocks: rows * columns / Self.blockValues, adding: false, into: target)
      }
    }
    return result
  }

  private static func unpack(
    _ source: UnsafeRawPointer, blocks: Int, adding: Bool, into target: UnsafeMutablePointer<Float>
  ) {
    for block in 0..<blocks {
      let start = source + block * blockBytes
      let scaleBits =
        UInt16(start.load(as: UInt8.self)) | UInt16(start.load(fromByteOffset: 1, as: UInt8.self)) << 8
      let scale = Float(Float16(bitPattern: scaleBits))
      let out = target + block * blockValues
      for index in 0..<16 {
        let byte = start.load(fromByteOffset: 2 + index, as: UInt8.self)
        let low = Float(Int(byte & 0x0F) - 8) * scale
        let high = Float(Int(byte >> 4) - 8) * scale
        if adding {
          out[index] += low
          out[index + 16] += high
        } else {
          out[index] = low
          out[index + 16] = high
        }
      }
    }
  }
}

/// An address the threads of one product share, each writing its own part.
private struct SharedAddress: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer
}
