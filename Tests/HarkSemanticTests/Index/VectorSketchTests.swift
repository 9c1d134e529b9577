import CVectorKernels
import Foundation
import Testing

@testable import HarkSemantic

/// The 4-bit first pass over a large index: its kernels, and that the index still finds what the
/// exact scan finds through it.
@Suite struct VectorSketchTests {
  /// A range scanned alone scores as it does within the whole (the threads each scan a range);
  /// masked rows score minus infinity.
  @Test func aRangeScoresAsWithinTheWhole() throws {
    let dimension = 384
    let (bytes, _) = VectorKernelTests.records(count: 300, dimension: dimension)
    let stride = dimension + Int(HARK_RECORD_TRAILER)
    let sketch = try bytes.withUnsafeBytes {
      try #require(VectorSketch(records: $0.baseAddress!, stride: stride, dimension: dimension, rows: 300))
    }
    let query = (0..<dimension).map { Int8(truncatingIfNeeded: $0 * 37 % 255 - 127) }
    let other = (0..<dimension).map { Int8(truncatingIfNeeded: $0 * 11 % 200 - 100) }
    let mask = (0..<300).map { UInt8($0 % 7 == 0 ? 0 : 1) }
    var fast = [Float](repeating: 0, count: 300)
    fast.withUnsafeMutableBufferPointer { out in
      mask.withUnsafeBufferPointer {
        sketch.scan(
          rows: 0..<300, model: query, table: other, multipliers: [0.5, 2], offsets: [0.1, -0.1],
          mask: $0.baseAddress, out: out.baseAddress!)
      }
    }
    for row in Swift.stride(from: 1, to: 300, by: 37) where mask[row] != 0 {
      var one: Float = 0
      sketch.scan(
        rows: row..<row + 1, model: query, table: other, multipliers: [0.5, 2], offsets: [0.1, -0.1],
        mask: nil, out: &one)
      #expect(abs(one - fast[row]) <= 1e-4 * max(1, abs(one)))
    }
    for row in 0..<300 { #expect((mask[row] == 0) == (fast[row] == -.infinity)) }
  }

  @Test func thePortableLoopAgreesWithTheFastOne() throws {
    let dimension = 128
    let (bytes, _) = VectorKernelTests.records(count: 65, dimension: dimension)
    let stride = dimension + Int(HARK_RECORD_TRAILER)
    var nibbles = [UInt8](repeating: 0, count: 65 * dimension / 2)
    var scales = [Float](repeating: 0, count: 65)
    var kinds = [UInt8](repeating: 0, count: 65)
    let mean = [Float](repeating: 0.01, count: dimension)
    hark_sketch_q4(bytes, stride, dimension, 65, mean, mean, &nibbles, &scales, &kinds)
    let query = (0..<dimension).map { Int8(truncatingIfNeeded: $0 * 29 % 255 - 127) }
    var fast = [Float](repeating: 0, count: 65)
    var portable = [Float](repeating: 0, count: 65)
    hark_scan_q4(nibbles, scales, kinds, dimension, 65, query, query, [0.5, 2], [0.1, -0.1], nil, &fast)
    hark_scan_q4_portable(
      nibbles, scales, kinds, dimension, 65, query, query, [0.5, 2], [0.1, -0.1], nil, &portable)
    for row in 0..<65 { #expect(abs(fast[row] - portable[row]) <= 1e-3 * max(1, abs(portable[row]))) }
    #expect(kinds == (0..<65).map { UInt8($0 % 2) })
  }

  /// The sketch's estimate of a dot product is close to the exact int8 scan's (one scale, no
  /// thresholds), for vectors sharing a large common part as a sentence model's do.
  @Test func theEstimateIsCloseToTheExactScore() throws {
    let dimension = 384
    let embedder = ClusteredEmbedder()
    let vectors = (0..<500).map { embedder.staticEmbed("doc \($0)") }
    let stride = dimension + Int(HARK_RECORD_TRAILER)
    var bytes: [UInt8] = []
    for vector in vectors {
      let (values, scale) = VectorFile.quantize(vector)
      var record = [UInt8](repeating: 0, count: stride)
      for d in 0..<dimension { record[d] = UInt8(bitPattern: values[d]) }
      withUnsafeBytes(of: scale.bitPattern.littleEndian) {
        record.replaceSubrange(dimension..<dimension + 4, with: $0)
      }
      record[dimension + 8] = 1
      bytes += record
    }
    let sketch = try bytes.withUnsafeBytes {
      try #require(VectorSketch(records: $0.baseAddress!, stride: stride, dimension: dimension, rows: 500))
    }
    let (query, queryScale) = VectorFile.quantize(embedder.staticEmbed("doc 100001"))
    var exact = [Float](repeating: 0, count: 500)
    hark_scan_i8(bytes, stride, dimension, 500, query, query, [queryScale, queryScale], [0, 0], nil, &exact)
    let offsets = sketch.centredOffsets(
      model: query, table: query, multipliers: [queryScale, queryScale], offsets: [0, 0])
    var estimate = [Float](repeating: 0, count: 500)
    estimate.withUnsafeMutableBufferPointer {
      sketch.scan(
        rows: 0..<500, model: query, table: query, multipliers: [queryScale, queryScale], offsets: offsets,
        mask: nil, out: $0.baseAddress!)
    }
    let spread = (exact.max() ?? 0) - (exact.min() ?? 0)
    let worst = zip(exact, estimate).map { abs($0 - $1) }.max() ?? 1
    #expect(spread > 0.1, "the set's cosines spread \(spread)")
    #expect(worst < spread / 10, "worst error \(worst) against a spread of \(spread)")
  }

  /// Above `VectorSketch.minimumRows` rows the index scans the sketch first and rescores its best
  /// rows exactly; on a synthetic set of 70,000 clustered vectors it must return what the exact scan
  /// returns for at least 99 in 100 of the exact top ten.
  @Test func aLargeIndexKeepsTheExactTopTenThroughTheSketch() throws {
    let folder = ScratchFolder()
    let index = try SemanticIndex(directory: folder.url, encoder: ClusteredEmbedder())
    try Self.fill(index, count: 70_000)
    var found = 0
    var wanted = 0
    for query in 0..<40 {
      let text = "doc \(1_000_000 + query * 7919)"
      let exact = index.rank(text, using: .exactVectors, limit: 10)
      let sketched = index.rank(text, using: .vectors, limit: 10)
      let tenth = try #require(exact.last?.score)
      let ids = Set(exact.map(\.id))
      wanted += exact.count
      found += sketched.prefix(exact.count).filter { ids.contains($0.id) || $0.score >= tenth }.count
      #expect(sketched.first?.score == exact.first?.score)
    }
    #expect(wanted == 400)
    #expect(Double(found) / Double(wanted) >= 0.99, "\(found) of \(wanted)")
  }

  /// A row rewritten in place (its static vector replaced by the model's) is sketched again: the
  /// text now equal to the query comes first through the sketch as in the exact scan.
  @Test func aReplacedRowIsFoundThroughTheSketch() throws {
    let folder = ScratchFolder()
    let index = try SemanticIndex(directory: folder.url, encoder: ClusteredEmbedder())
    try Self.fill(index, count: VectorSketch.minimumRows + 10)
    let query = ClusteredEmbedder.replacement
    #expect(index.rank(query, using: .vectors, limit: 1).first?.id != "e0")
    #expect(try index.embedPending(limit: 1) == 1)
    #expect(index.rank(query, using: .exactVectors, limit: 1).first?.id == "e0")
    #expect(index.rank(query, using: .vectors, limit: 1).first?.id == "e0")
  }

  static func fill(_ index: SemanticIndex, count: Int) throws {
    var start = 0
    while start < count {
      let end = min(start + 10_000, count)
      try index.add(
        (start..<end).map { IndexEntry(id: "e\($0)", type: "Message", fields: ["body": "doc \($0)"]) })
      start = end
    }
  }
}

/// Vectors like a sentence model's, cheap to make: a large part every text shares, one of 300
/// cluster centres chosen by the text's number, and noise from it. `encode(passage:)` (what
/// `embedPending` writes) gives every text the vector of `replacement`.
private struct ClusteredEmbedder: SentenceEmbedder {
  static let replacement = "doc 424242"
  var model: EmbeddingModel { .multilingualE5Small }
  var dimension: Int { 384 }

  private static func uniform(_ seed: UInt64, count: Int) -> [Float] {
    var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Float(Int32(truncatingIfNeeded: state >> 32)) / Float(Int32.max)
    }
  }

  private static let common = uniform(1, count: 384)
  private static let centres = (0..<300).map { uniform(UInt64(1_000 + $0), count: 384) }

  func staticEmbed(_ text: String) -> [Float] {
    let number = UInt64(text.split(separator: " ").last.flatMap { UInt64($0) } ?? 0)
    let centre = Self.centres[Int(number % 300)]
    let noise = Self.uniform(number &+ 77_777, count: 384)
    let vector = (0..<384).map { 1.2 * Self.common[$0] + 0.5 * centre[$0] + 0.35 * noise[$0] }
    let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return vector.map { $0 / norm }
  }

  func encode(query: String) -> [Float] { staticEmbed(query) }
  func encode(passage: String) -> [Float] { staticEmbed(Self.replacement) }
  func encode(passages: [String]) -> [[Float]] { passages.map(encode(passage:)) }
}
