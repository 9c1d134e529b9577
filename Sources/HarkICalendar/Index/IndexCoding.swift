/// The little binary writer and reader of the calendar index: little-endian integers and
/// length-prefixed UTF-8, read with every length checked (a file that passes its checksum yet
/// does not read is no index, never a crash).
struct IndexWriter {
  var bytes: [UInt8] = []

  mutating func integer(_ value: Int64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func integer(_ value: Int) { integer(Int64(value)) }

  /// A count or a length: four bytes, as no index holds 4 GB (a quarter of the file was
  /// eight-byte lengths of short texts).
  mutating func count(_ value: Int) {
    withUnsafeBytes(of: UInt32(clamping: value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  mutating func text(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      count(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  mutating func optionalText(_ value: String?) {
    if let value {
      byte(1)
      text(value)
    } else {
      byte(0)
    }
  }
}

/// Reads what ``IndexWriter`` wrote; every read returns nil past the end.
struct IndexReader {
  let buffer: UnsafeRawBufferPointer
  var position: Int

  init(_ buffer: UnsafeRawBufferPointer, at position: Int = 0) {
    self.buffer = buffer
    self.position = position
  }

  mutating func integer() -> Int64? {
    guard position + 8 <= buffer.count else { return nil }
    let value = Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: Int64.self))
    position += 8
    return value
  }

  /// What ``IndexWriter/count(_:)`` wrote, nil when it runs past the end or counts more than
  /// the buffer could hold.
  mutating func count() -> Int? {
    guard position + 4 <= buffer.count else { return nil }
    let value = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
    position += 4
    return value <= buffer.count ? value : nil
  }

  mutating func byte() -> UInt8? {
    guard position < buffer.count else { return nil }
    defer { position += 1 }
    return buffer[position]
  }

  mutating func text() -> String? {
    guard let length = count(), position + length <= buffer.count else { return nil }
    defer { position += length }
    return String(
      decoding: UnsafeRawBufferPointer(rebasing: buffer[position..<(position + length)]), as: UTF8.self)
  }

  /// The bytes of a text without making a String: for comparing names.
  mutating func textBytes() -> UnsafeRawBufferPointer? {
    guard let length = count(), position + length <= buffer.count else { return nil }
    defer { position += length }
    return UnsafeRawBufferPointer(rebasing: buffer[position..<(position + length)])
  }

  mutating func optionalText() -> String?? {
    guard let flag = byte() else { return nil }
    if flag == 0 { return .some(nil) }
    guard let value = text() else { return nil }
    return .some(value)
  }
}
