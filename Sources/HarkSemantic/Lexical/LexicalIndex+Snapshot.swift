import Foundation

/// The word index saved beside the vectors, so a large index need not re-read every text at open.
/// Layout (native byte order): magic, document count, total length, the per-document lengths, then
/// per term its UTF-8 length and bytes, its posting count and the postings. Names are not saved:
/// their trigram index is small and rebuilt from the name fields.
extension LexicalIndex {
  static let snapshotMagic: UInt64 = 0x4B52_4148_584C_3031  // "10LXHARK"

  /// The index's terms and postings as bytes.
  func snapshot() -> Data {
    var data = Data()
    func append<T>(_ value: T) { withUnsafeBytes(of: value) { data.append(contentsOf: $0) } }
    append(Self.snapshotMagic)
    append(Int64(documentCount))
    append(Int64(totalLength))
    append(Int64(lengths.count))
    lengths.withUnsafeBytes { data.append(contentsOf: $0) }
    append(Int64(postings.count))
    for (term, list) in postings {
      let bytes = Array(term.utf8)
      append(Int32(bytes.count))
      data.append(contentsOf: bytes)
      append(Int64(list.count))
      list.withUnsafeBytes { data.append(contentsOf: $0) }
    }
    return data
  }

  /// An index read back from `snapshot()` bytes, or nil when they are not such bytes.
  init?(snapshot data: Data) {
    self.init()
    let loaded: Bool = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
      var offset = 0
      func read<T>(_: T.Type) -> T? {
        guard offset + MemoryLayout<T>.size <= raw.count else { return nil }
        defer { offset += MemoryLayout<T>.size }
        return raw.loadUnaligned(fromByteOffset: offset, as: T.self)
      }
      func readArray<T>(_: T.Type, count: Int) -> [T]? {
        let size = count * MemoryLayout<T>.stride
        guard count >= 0, offset + size <= raw.count else { return nil }
        defer { offset += size }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
          UnsafeMutableRawBufferPointer(buffer).copyMemory(
            from: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + size]))
          initialized = count
        }
      }
      guard read(UInt64.self) == Self.snapshotMagic, let documents = read(Int64.self),
        let total = read(Int64.self), let lengthCount = read(Int64.self),
        let lengths = readArray(UInt16.self, count: Int(lengthCount)),
        let termCount = read(Int64.self)
      else { return false }
      documentCount = Int(documents)
      totalLength = Int(total)
      self.lengths = lengths
      postings.reserveCapacity(Int(termCount))
      for _ in 0..<termCount {
        guard let byteCount = read(Int32.self), let bytes = readArray(UInt8.self, count: Int(byteCount)),
          let listCount = read(Int64.self), let list = readArray(Posting.self, count: Int(listCount))
        else { return false }
        postings[String(decoding: bytes, as: UTF8.self)] = list
      }
      return offset == raw.count
    }
    if !loaded { return nil }
  }
}
