import HarkSupport

/// The store's derived indexes key ids and field values by their 64-bit FNV-1a hash
/// (``StableHash``): the same in every process, so it can be written to the index files.
extension StableHash<UInt64> {
  static func of(id: String) -> UInt64 { of(id.utf8) }

  /// The hash of a field value: of its canonical JSON text, so equal values hash equally however
  /// the line spelled them.
  static func of(value: JSONValue) -> UInt64 { of(value.encoded()) }
}
