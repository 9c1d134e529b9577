import Foundation

/// Appends values to a little-endian byte buffer: the cache files' writer.
package struct BinaryWriter {
  package private(set) var bytes: [UInt8] = []

  package init() {}

  package mutating func put(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
  package mutating func put(_ value: Int) { put(UInt64(bitPattern: Int64(value))) }
  package mutating func put(_ value: Int32) { put(UInt32(bitPattern: value)) }
  package mutating func put(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
  package mutating func put(_ value: UInt16) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
  package mutating func put(_ value: UInt8) { bytes.append(value) }
  package mutating func put(_ value: Bool) { bytes.append(value ? 1 : 0) }
  package mutating func put(_ value: Double) { put(value.bitPattern) }
  package mutating func put(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      put(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }
  package mutating func put(_ text: String?) {
    put(text != nil)
    if let text { put(text) }
  }
  package mutating func put(_ values: [UInt32]) {
    put(values.count)
    for value in values { put(value) }
  }
  package mutating func put(_ values: [Int32]) {
    put(values.count)
    for value in values { put(value) }
  }
  package mutating func put(_ values: [UInt16]) {
    put(values.count)
    for value in values { put(value) }
  }
  package mutating func put(_ values: [UInt64]) {
    put(values.count)
    for value in values { put(value) }
  }
  /// Bytes as they are, after their count.
  package mutating func put(_ values: [UInt8]) {
    put(values.count)
    bytes.append(contentsOf: values)
  }
  package mutating func put(_ values: [String]) {
    put(values.count)
    for value in values { put(value) }
  }
  package mutating func put(_ values: [String: String]) {
    put(values.count)
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
      put(key)
      put(value)
    }
  }
  package mutating func put<T>(_ values: [T], _ each: (inout BinaryWriter, T) -> Void) {
    put(values.count)
    for value in values { each(&self, value) }
  }
  package mutating func put<T>(_ values: [String: T], _ each: (inout BinaryWriter, T) -> Void) {
    put(values.count)
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
      put(key)
      each(&self, value)
    }
  }
}

/// Reads what a ``BinaryWriter`` wrote; every read is bounds-checked and throws
/// ``BinaryReader/Damaged`` at the first thing that does not fit, so a damaged file is rejected
/// whole rather than read halfway.
package struct BinaryReader {
  package struct Damaged: Error {
    package init() {}
  }

  private let bytes: UnsafeRawBufferPointer
  package private(set) var offset = 0

  package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  package var isAtEnd: Bool { offset == bytes.count }

  private mutating func take(_ count: Int) throws(Damaged) -> Int {
    guard count >= 0, count <= bytes.count - offset else { throw Damaged() }
    defer { offset += count }
    return offset
  }

  package mutating func uint64() throws(Damaged) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(8), as: UInt64.self))
  }
  package mutating func int() throws(Damaged) -> Int { Int(Int64(bitPattern: try uint64())) }
  /// A count of things each at least `size` bytes long: never more than the bytes left.
  package mutating func count(_ size: Int = 1) throws(Damaged) -> Int {
    let count = try int()
    guard count >= 0, count <= (bytes.count - offset) / max(size, 1) else { throw Damaged() }
    return count
  }
  package mutating func uint32() throws(Damaged) -> UInt32 {
    UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(4), as: UInt32.self))
  }
  package mutating func int32() throws(Damaged) -> Int32 { Int32(bitPattern: try uint32()) }
  package mutating func uint16() throws(Damaged) -> UInt16 {
    UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(2), as: UInt16.self))
  }
  package mutating func uint8() throws(Damaged) -> UInt8 { bytes[try take(1)] }
  package mutating func bool() throws(Damaged) -> Bool {
    switch try uint8() {
    case 0: return false
    case 1: return true
    default: throw Damaged()
    }
  }
  package mutating func double() throws(Damaged) -> Double { Double(bitPattern: try uint64()) }
  package mutating func string() throws(Damaged) -> String {
    let count = try count()
    let start = try take(count)
    let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<start + count])
    // ASCII needs no validating: `String(validating:)` is generic over its encoding and looks up
    // type metadata at every call, a thousand instructions for a short name (most of a cache's
    // strings are short and ASCII).
    if BinaryReader.isASCII(raw) {
      return String(decoding: raw.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }
    guard let text = String(validating: raw, as: UTF8.self) else { throw Damaged() }
    return text
  }

  /// Whether every byte is below 0x80, eight at a time.
  static func isASCII(_ raw: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    var seen: UInt64 = 0
    while index + 8 <= raw.count {
      seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < raw.count {
      seen |= UInt64(raw[index])
      index += 1
    }
    return seen & 0x8080_8080_8080_8080 == 0
  }
  package mutating func optionalString() throws(Damaged) -> String? { try bool() ? try string() : nil }
  package mutating func uint32s() throws(Damaged) -> [UInt32] { try numbers(UInt32.self) }
  package mutating func int32s() throws(Damaged) -> [Int32] { try numbers(Int32.self) }
  package mutating func uint16s() throws(Damaged) -> [UInt16] { try numbers(UInt16.self) }
  package mutating func uint64s() throws(Damaged) -> [UInt64] { try numbers(UInt64.self) }
  /// Bytes as the writer's `put(_: [UInt8])` wrote them.
  package mutating func blob() throws(Damaged) -> [UInt8] { try numbers(UInt8.self) }
  /// Where the bytes the writer's `put(_: [UInt8])` wrote lie in this reader's buffer, passed over
  /// without copying them.
  package mutating func blobRange() throws(Damaged) -> Range<Int> {
    let count = try count()
    let start = try take(count)
    return start..<start + count
  }
  /// An array of fixed-width integers, little-endian, after their count: copied whole.
  private mutating func numbers<T: FixedWidthInteger>(_: T.Type) throws(Damaged) -> [T] {
    let size = MemoryLayout<T>.size
    let count = try count(size)
    let start = try take(count * size)
    let source = UnsafeRawBufferPointer(rebasing: bytes[start..<start + count * size])
    guard count > 0 else { return [] }
    // Grown by `append`, whose buffer is made by code specialised for `T`: the array's
    // `init(unsafeUninitializedCapacity:)` goes through a generic library function that asks the
    // runtime for the buffer's type at every call, about 700 instructions a cache array.
    var result: [T] = []
    result.append(contentsOf: repeatElement(0, count: count))
    result.withUnsafeMutableBytes { $0.copyMemory(from: source) }
    if 1.littleEndian != 1 {
      for index in 0..<count { result[index] = T(littleEndian: result[index]) }
    }
    return result
  }
  package mutating func strings() throws(Damaged) -> [String] {
    try array { reader throws(Damaged) in try reader.string() }
  }
  package mutating func stringMap() throws(Damaged) -> [String: String] {
    try map { reader throws(Damaged) in try reader.string() }
  }
  package mutating func array<T>(_ each: (inout BinaryReader) throws(Damaged) -> T) throws(Damaged) -> [T] {
    let count = try count()
    var result: [T] = []
    result.reserveCapacity(count)
    for _ in 0..<count { result.append(try each(&self)) }
    return result
  }
  package mutating func map<T>(_ each: (inout BinaryReader) throws(Damaged) -> T) throws(Damaged) -> [String:
    T]
  {
    let count = try count()
    var result: [String: T] = [:]
    result.reserveCapacity(count)
    for _ in 0..<count {
      let key = try string()
      result[key] = try each(&self)
    }
    return result
  }
}
