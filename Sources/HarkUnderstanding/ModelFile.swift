import Foundation
import HarkGrammar
import HarkSupport

/// The cache file of trained models: a little-endian binary whose weights are read in place,
/// from the file's bytes in memory (``ModelBytes``), never copied into arrays.
///
///     "HKU4"  u32 languages
///     per language: string code, u32 classes, string × classes, u32 dimensions,
///                   f32 × classes (bias), u32 rows, u32 × rows (the buckets some line
///                   touched, ascending), f32 × rows × classes (their weights)
///     u64 checksum of everything before it (`SealedBytes`, as every cache file ends)
///     string = u32 byte count, UTF-8 bytes
///
/// Only the buckets some training line touched have weights other than 0, fewer than half of
/// them, so only those rows are written. Reading checks the checksum over every byte before it —
/// the weights too: a file whose weights were overwritten, header intact, would otherwise make
/// every line "not understood" for good — then every count against the bytes left and that the
/// buckets are ascending and below the dimensions (see ``StoredRows``).
enum ModelFile {
  static let magic: [UInt8] = Array("HKU4".utf8)
  /// The magic.
  static let headerSize = 4
  /// The checksum after the models.
  static let trailerSize = 8

  static func write(_ models: [IntentModel]) -> Data {
    var data = Data(magic)
    func put(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    func put(_ text: String) {
      put(UInt32(text.utf8.count))
      data.append(contentsOf: Array(text.utf8))
    }
    func put(_ floats: [Float]) {
      floats.withUnsafeBufferPointer {
        data.append(UnsafeBufferPointer(start: $0.baseAddress, count: $0.count))
      }
    }
    put(UInt32(models.count))
    for model in models {
      put(model.language.rawValue)
      put(UInt32(model.model.classes.count))
      for name in model.model.classes { put(name) }
      put(UInt32(model.model.dimensions))
      put(model.model.bias)
      let classes = model.model.classes.count
      let all = model.model.weights
      let rows = (0..<model.model.dimensions).filter { row in
        (0..<classes).contains { all[row * classes + $0] != 0 }
      }
      put(UInt32(rows.count))
      for row in rows { put(UInt32(row)) }
      var weights: [Float] = []
      weights.reserveCapacity(rows.count * classes)
      for row in rows { weights += all[row * classes..<(row + 1) * classes] }
      put(weights)
    }
    return Data(SealedBytes.sealed(Array(data)))
  }

  /// The models in `data` (copied), or nil when it is not a whole file of this format.
  static func read(_ data: Data) -> [IntentModel]? {
    read(ModelBytes(copying: data))
  }

  /// The models in `bytes`, reading their weights in place, or nil when the bytes are not a whole
  /// file of this format.
  static func read(_ bytes: ModelBytes) -> [IntentModel]? {
    // The models' offsets are the file's: the checksum is only cut off the end.
    guard let raw = SealedBytes.unsealed(bytes.raw), raw.count >= headerSize, Array(raw[0..<4]) == magic
    else { return nil }
    var offset = headerSize
    /// The offset of the next `count × size` bytes, moving past them; nil past the end.
    func skip(_ count: Int, of size: Int = 1) -> Int? {
      let (total, overflow) = count.multipliedReportingOverflow(by: size)
      guard count >= 0, !overflow, total <= raw.count - offset else { return nil }
      defer { offset += total }
      return offset
    }
    func u32() -> Int? {
      guard let at = skip(4) else { return nil }
      return Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
    }
    func text() -> String? {
      guard let count = u32(), let at = skip(count) else { return nil }
      return String(decoding: UnsafeRawBufferPointer(rebasing: raw[at..<at + count]), as: UTF8.self)
    }
    func floats(_ count: Int) -> [Float]? {
      guard let at = skip(count, of: 4) else { return nil }
      return (0..<count).map {
        Float(
          bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + $0 * 4, as: UInt32.self)))
      }
    }
    guard let count = u32() else { return nil }
    var models: [IntentModel] = []
    for _ in 0..<count {
      guard let code = text(), let classCount = u32(), classCount > 0 else { return nil }
      var classes: [String] = []
      for _ in 0..<classCount {
        guard let name = text() else { return nil }
        classes.append(name)
      }
      guard let dimensions = u32(), dimensions > 0, dimensions & (dimensions - 1) == 0,
        let bias = floats(classCount), let rowCount = u32(), rowCount <= dimensions,
        let buckets = skip(rowCount, of: 4), let values = skip(rowCount, of: classCount * 4)
      else { return nil }
      let rows = StoredRows(
        bytes: bytes, buckets: buckets, values: values, count: rowCount, classes: classCount)
      // The buckets only (4 bytes a row, not 4 × classes): ascending and inside the model.
      var previous = -1
      for index in 0..<rowCount {
        let bucket = rows.bucket(at: index)
        guard bucket > previous, bucket < dimensions else { return nil }
        previous = bucket
      }
      let model = LogisticModel(classes: classes, dimensions: dimensions, rows: rows, bias: bias)
      models.append(
        IntentModel(language: Language(code), hasher: FeatureHasher(dimensions: dimensions), model: model))
    }
    return offset == raw.count ? models : nil
  }
}
