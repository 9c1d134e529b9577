/// FNV-1a: the one hash Hark writes to files or trains on, the same in every process and on every
/// run (Swift's `Hasher` is seeded per process).
///
/// Each unit (a byte, or 8 bytes read as one little-endian word) is mixed in as
/// `value = (value ^ unit) &* prime`. The byte form is the published FNV-1a; the word form mixes a
/// quarter as many units, for the checksums and fingerprints that cover megabytes at a start (the
/// grammar files, the learned model). What reads these numbers: the store's derived indexes (ids
/// and field values), the cache files' checksums and names, the grammars' fingerprint, the
/// sentence tokenizer's table, and the learned stage's feature buckets (32-bit), whose weights a
/// changed hash would scramble; `StableHashTests` pins known values of each.
@frozen
public struct StableHash<Value: StableHashWord>: Sendable {
  /// The hash of everything added so far.
  public var value: Value

  /// A hash of nothing yet: FNV's offset basis.
  @inlinable
  public init() { value = Value.offsetBasis }

  /// Mixes in one unit (a byte, a tag, a separator).
  @inlinable
  public mutating func add(_ unit: some FixedWidthInteger) {
    value = (value ^ Value(truncatingIfNeeded: unit)) &* Value.prime
  }

  /// Mixes in `bytes`, one byte at a time.
  @inlinable
  public mutating func add(bytes: some Sequence<UInt8>) {
    for byte in bytes { add(byte) }
  }

  /// Mixes in `bytes` 8 at a time as little-endian words, the last `count % 8` one at a time.
  @inlinable
  public mutating func add(words bytes: UnsafeRawBufferPointer) {
    let words = bytes.count / 8
    for index in 0..<words {
      add(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
    }
    for index in words * 8..<bytes.count { add(bytes[index]) }
  }

  /// The byte-at-a-time hash of `bytes`.
  @inlinable
  public static func of(_ bytes: some Sequence<UInt8>) -> Value {
    var hash = StableHash()
    hash.add(bytes: bytes)
    return hash.value
  }

  /// The word-at-a-time hash of `bytes` (``add(words:)``).
  @inlinable
  public static func of(words bytes: UnsafeRawBufferPointer) -> Value {
    var hash = StableHash()
    hash.add(words: bytes)
    return hash.value
  }
}

/// 64-bit FNV-1a: the store's indexes, the cache files, the fingerprints.
public typealias StableHash64 = StableHash<UInt64>
/// 32-bit FNV-1a: the learned stage's feature buckets.
public typealias StableHash32 = StableHash<UInt32>

/// A width FNV-1a is defined for, with its offset basis and prime.
public protocol StableHashWord: FixedWidthInteger, UnsignedInteger, Sendable {
  static var offsetBasis: Self { get }
  static var prime: Self { get }
}

extension UInt64: StableHashWord {
  @inlinable public static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
  @inlinable public static var prime: UInt64 { 0x100_0000_01b3 }
}

extension UInt32: StableHashWord {
  @inlinable public static var offsetBasis: UInt32 { 0x811c_9dc5 }
  @inlinable public static var prime: UInt32 { 0x0100_0193 }
}
