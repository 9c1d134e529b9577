/// A 64-bit FNV-1a hash: the same in every process and on every run (Swift's `Hasher` is seeded per
/// process), so it can be written to derived files.
enum StableHash {
  static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  static func of(id: String) -> UInt64 { of(id.utf8) }

  /// The hash of a field value: of its canonical JSON text, so equal values hash equally however
  /// the line spelled them.
  static func of(value: JSONValue) -> UInt64 { of(value.encoded()) }
}
