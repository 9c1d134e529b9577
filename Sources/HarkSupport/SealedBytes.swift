/// The one framing of Hark's cache files: the payload, then 8 bytes of its checksum
/// (``StableHash/of(words:)``, little-endian). A file damaged, cut short or grown after it was
/// written fails the checksum and is made again, never believed halfway.
public enum SealedBytes {
  /// The checksum of `bytes`.
  @inlinable
  public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    StableHash64.of(words: bytes)
  }

  /// `bytes` followed by their checksum: a cache file's bytes.
  public static func sealed(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    let sum = bytes.withUnsafeBytes { checksum($0) }
    withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// What ``sealed(_:)`` sealed in `bytes`, or nil when they are too short or fail the checksum.
  public static func unsealed(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
    guard bytes.count >= 8 else { return nil }
    let content = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
    let stored = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
    return checksum(content) == stored ? content : nil
  }
}
