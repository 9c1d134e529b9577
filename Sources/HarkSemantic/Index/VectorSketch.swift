import CVectorKernels
import Foundation

/// A 4-bit copy of the vector file, kept in memory, for a first pass over a large index: each
/// row's vector minus the mean of its kind (transformer or static), in nibbles with one scale.
///
/// Why: the exact scan reads every row's 396 bytes, and at 1,000,000 rows that is most of a query's
/// cost (27 ms of CPU at one thread); the sketch is 192 bytes a row and scores in half the time.
/// Its estimate only chooses which rows the exact int8 scan then scores (`SemanticIndex`'s
/// `rescoringPool`), so scores and order come from the exact vectors as before. Why centred:
/// a model's vectors share a large common part (E5's cosines bunch between 0.75 and 0.9), which
/// would take most of the nibbles' 16 levels; without it only the rows' differences are quantized.
/// A sign-bit sketch (48 bytes a row) needed the 32,768 best rows rescored to keep the exact top
/// ten on the 1,000,000-message benchmark; this one keeps it from a pool of 64 there
/// (`hark-semantic-bench sketch-recall` measures it; `VectorSketchTests` on a synthetic set).
///
/// Unchecked `Sendable`: it is changed and read only under the index's lock; a scan reads it from
/// several threads at once and none writes it then.
final class VectorSketch: @unchecked Sendable {
  /// Below this many rows the exact scan alone is cheap enough (and a sketch not worth its memory).
  static let minimumRows = 65_536

  let dimension: Int
  private(set) var meanModel: [Float]
  private(set) var meanStatic: [Float]
  private var nibbles: [UInt8] = []
  private var scales: [Float] = []
  private var kinds: [UInt8] = []
  /// How many rows are sketched.
  var count: Int { scales.count }

  /// Whether vectors of `dimension` components can be sketched (a multiple of 64).
  static func supports(dimension: Int) -> Bool { dimension > 0 && dimension % 64 == 0 && dimension <= 4096 }

  /// Sketches the first `rows` records, centring on their means.
  init?(records: UnsafeRawPointer, stride: Int, dimension: Int, rows: Int) {
    guard Self.supports(dimension: dimension), rows > 0 else { return nil }
    self.dimension = dimension
    var sumModel = [Double](repeating: 0, count: dimension)
    var sumStatic = [Double](repeating: 0, count: dimension)
    var counts = (0, 0)
    withUnsafeMutablePointer(to: &counts) { pair in
      pair.withMemoryRebound(to: Int.self, capacity: 2) { counts in
        hark_sum_rows(
          records.assumingMemoryBound(to: UInt8.self), stride, dimension, rows, &sumModel, &sumStatic,
          counts)
      }
    }
    meanModel = sumModel.map { Float($0 / Double(max(counts.0, 1))) }
    meanStatic = sumStatic.map { Float($0 / Double(max(counts.1, 1))) }
    extend(records: records, stride: stride, to: rows)
  }

  /// Sketches the records from `count` up to `rows` (appended since), with the means already taken.
  func extend(records: UnsafeRawPointer, stride: Int, to rows: Int) {
    let first = count
    guard rows > first else { return }
    let rowBytes = dimension / 2
    nibbles.append(contentsOf: repeatElement(0, count: (rows - first) * rowBytes))
    scales.append(contentsOf: repeatElement(0, count: rows - first))
    kinds.append(contentsOf: repeatElement(0, count: rows - first))
    sketch(records: records, stride: stride, rows: first..<rows)
  }

  /// Sketches `rows` again (their records were rewritten in place); a large range on several
  /// threads.
  func sketch(records: UnsafeRawPointer, stride: Int, rows: Range<Int>) {
    guard !rows.isEmpty, rows.upperBound <= count else { return }
    let rowBytes = dimension / 2
    let dimension = dimension
    let (meanModel, meanStatic) = (meanModel, meanStatic)
    let chunks =
      rows.count >= 2 * Self.minimumRows ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1
    let source = SendableAddress(records)
    nibbles.withUnsafeMutableBufferPointer { nibbles in
      scales.withUnsafeMutableBufferPointer { scales in
        kinds.withUnsafeMutableBufferPointer { kinds in
          guard let nibbleBase = nibbles.baseAddress, let scaleBase = scales.baseAddress,
            let kindBase = kinds.baseAddress
          else { return }
          let targets = (SendableAddress(nibbleBase), SendableAddress(scaleBase), SendableAddress(kindBase))
          DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let low = rows.lowerBound + rows.count * chunk / chunks
            let high = rows.lowerBound + rows.count * (chunk + 1) / chunks
            guard high > low else { return }
            hark_sketch_q4(
              source.pointer.assumingMemoryBound(to: UInt8.self) + low * stride, stride, dimension,
              high - low,
              meanModel, meanStatic,
              targets.0.pointer.assumingMemoryBound(to: UInt8.self) + low * rowBytes,
              targets.1.pointer.assumingMemoryBound(to: Float.self) + low,
              targets.2.pointer.assumingMemoryBound(to: UInt8.self) + low)
          }
        }
      }
    }
  }

  /// Estimated scores of `rows` (a range of sketched rows) into `out` (one per row of the range):
  /// `multipliers` and `offsets` as the exact scan takes them, the offsets already holding each
  /// query's product with its kind's mean (`centredOffsets`).
  func scan(
    rows: Range<Int>, model: [Int8], table: [Int8], multipliers: [Float], offsets: [Float],
    mask: UnsafePointer<UInt8>?, out: UnsafeMutablePointer<Float>
  ) {
    guard !rows.isEmpty, rows.upperBound <= count else { return }
    let rowBytes = dimension / 2
    nibbles.withUnsafeBufferPointer { nibbles in
      scales.withUnsafeBufferPointer { scales in
        kinds.withUnsafeBufferPointer { kinds in
          guard let nibbleBase = nibbles.baseAddress, let scaleBase = scales.baseAddress,
            let kindBase = kinds.baseAddress
          else { return }
          hark_scan_q4(
            nibbleBase + rows.lowerBound * rowBytes, scaleBase + rows.lowerBound,
            kindBase + rows.lowerBound, dimension, rows.count, model, table, multipliers, offsets,
            mask.map { $0 + rows.lowerBound }, out)
        }
      }
    }
  }

  /// The exact scan's offsets plus, per kind, the query's product with that kind's mean (the part
  /// the centred sketch leaves out): `multipliers[k] · scale_q · (q · mean_k)` in the exact scan's
  /// units, where `multipliers` already include the query's scale.
  func centredOffsets(
    model: [Int8], table: [Int8], multipliers: [Float], offsets: [Float]
  ) -> [Float] {
    func product(_ query: [Int8], _ mean: [Float]) -> Float {
      zip(query, mean).reduce(0) { $0 + Float($1.0) * $1.1 }
    }
    return [
      offsets[0] + multipliers[0] * product(model, meanModel),
      offsets[1] + multipliers[1] * product(table, meanStatic),
    ]
  }

  /// The bytes the sketch holds (for reporting).
  var byteCount: Int { nibbles.count + scales.count * 4 + kinds.count }
}

/// An address handed to the threads of one `concurrentPerform`, each touching its own part.
private struct SendableAddress: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer
  init(_ pointer: UnsafeRawPointer) { self.pointer = UnsafeMutableRawPointer(mutating: pointer) }
  init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
  init<T>(_ pointer: UnsafeMutablePointer<T>) { self.pointer = UnsafeMutableRawPointer(pointer) }
}
