import Foundation
import HarkGrammar

/// The cache file of trained models: a little-endian binary that loads with one copy per array
/// (each stored row copied from the file, read mapped, straight into its place).
///
///     "HKU2"  u32 languages
///     per language: string code, u32 classes, string × classes, u32 dimensions,
///                   f32 × classes (bias), u32 rows, u32 × rows (the buckets some line
///                   touched, ascending), f32 × rows × classes (their weights)
///     string = u32 byte count, UTF-8 bytes
///
/// Only the buckets some training line touched have weights other than 0, fewer than half of
/// them, so only those rows are written.
enum ModelFile {
  static let magic: [UInt8] = Array("HKU2".utf8)

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
      let rows = (0..<model.model.dimensions).filter { row in
        (0..<classes).contains { model.model.weights[row * classes + $0] != 0 }
      }
      put(UInt32(rows.count))
      for row in rows { put(UInt32(row)) }
      var weights: [Float] = []
      weights.reserveCapacity(rows.count * classes)
      for row in rows { weights += model.model.weights[row * classes..<(row + 1) * classes] }
      put(weights)
    }
    return data
  }

  /// The models in `data`, or nil when it is not a whole file of this format.
  static func read(_ data: Data) -> [IntentModel]? {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [IntentModel]? in
      var offset = 0
      func bytes(_ count: Int) -> UnsafeRawBufferPointer? {
        guard count >= 0, offset + count <= raw.count else { return nil }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: raw[offset..<offset + count])
      }
      func u32() -> Int? {
        guard let part = bytes(4) else { return nil }
        return Int(UInt32(littleEndian: part.loadUnaligned(as: UInt32.self)))
      }
      func text() -> String? {
        guard let count = u32(), let part = bytes(count) else { return nil }
        return String(decoding: part, as: UTF8.self)
      }
      func floats(_ count: Int) -> [Float]? {
        guard let part = bytes(count * 4) else { return nil }
        return [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
          UnsafeMutableRawBufferPointer(buffer).copyMemory(from: part)
          initialized = count
        }
      }
      guard let head = bytes(4), Array(head) == magic, let count = u32() else { return nil }
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
          let rowBytes = bytes(rowCount * 4), let values = bytes(rowCount * classCount * 4)
        else { return nil }
        // Each stored row is copied straight from the file into its place (one copy, no
        // intermediate array): this runs at every start that asks the learned stage.
        var weights = [Float](repeating: 0, count: dimensions * classCount)
        let rowSize = classCount * 4
        let rowsInOrder = weights.withUnsafeMutableBytes { target -> Bool in
          var previous = -1
          for index in 0..<rowCount {
            let row = Int(
              UInt32(littleEndian: rowBytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)))
            guard row > previous, row < dimensions else { return false }
            previous = row
            UnsafeMutableRawBufferPointer(rebasing: target[row * rowSize..<(row + 1) * rowSize])
              .copyMemory(
                from: UnsafeRawBufferPointer(rebasing: values[index * rowSize..<(index + 1) * rowSize]))
          }
          return true
        }
        guard rowsInOrder else { return nil }
        let model = LogisticModel(classes: classes, dimensions: dimensions, weights: weights, bias: bias)
        models.append(
          IntentModel(language: Language(code), hasher: FeatureHasher(dimensions: dimensions), model: model))
      }
      return offset == raw.count ? models : nil
    }
  }
}
