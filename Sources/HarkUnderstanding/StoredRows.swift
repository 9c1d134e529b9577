/// A model's weight rows read in place from a model file's bytes (see ``ModelFile``): the buckets some
/// training line touched, ascending, and their weights, `classes` floats a row. A bucket not
/// listed has weights 0.
///
/// `ModelFile.read` checks before making one that the file passes its checksum, that both arrays
/// lie inside the bytes and that the buckets are ascending and below the model's dimensions, so a
/// lookup reads only inside the bytes, which are the process's own (``ModelBytes``): no other
/// process can shrink them.
struct StoredRows: Sendable {
  let bytes: ModelBytes
  /// Byte offset of the buckets, `count` little-endian u32.
  let buckets: Int
  /// Byte offset of the weights, `count × classes` little-endian f32.
  let values: Int
  let count: Int
  let classes: Int

  func bucket(at index: Int) -> Int {
    Int(UInt32(littleEndian: bytes.raw.loadUnaligned(fromByteOffset: buckets + index * 4, as: UInt32.self)))
  }

  /// Where `bucket`'s row is stored, or nil when no training line touched it (binary search).
  func row(of bucket: Int) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let found = self.bucket(at: middle)
      if found == bucket { return middle }
      if found < bucket { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The weight of class `index` in stored row `row`.
  func weight(row: Int, class index: Int) -> Float {
    Float(
      bitPattern: UInt32(
        littleEndian: bytes.raw.loadUnaligned(
          fromByteOffset: values + (row * classes + index) * 4, as: UInt32.self)))
  }

  /// All `dimensions × classes` weights, bucket-major, as a trained model holds them.
  func dense(dimensions: Int) -> [Float] {
    var weights = [Float](repeating: 0, count: dimensions * classes)
    for row in 0..<count {
      let base = bucket(at: row) * classes
      for index in 0..<classes { weights[base + index] = weight(row: row, class: index) }
    }
    return weights
  }
}
