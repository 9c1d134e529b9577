import CZlib
import Foundation

/// The entries of a zip archive (OpenDocument and OOXML files are zip archives), read from its
/// central directory; an entry's bytes are inflated by zlib, never by an unzip subprocess.
struct ZipArchive {
  /// One file in the archive as its central directory lists it.
  struct Entry: Equatable {
    var name: String
    var method: UInt16
    var compressedSize: Int
    var uncompressedSize: Int
    var localHeaderOffset: Int
  }

  let bytes: [UInt8]
  let entries: [Entry]

  /// Reads the central directory of `bytes`; throws when it is missing or damaged.
  init(bytes: [UInt8]) throws(DocumentProblem) {
    self.bytes = bytes
    guard let end = Self.endOfCentralDirectory(in: bytes) else { throw .damaged("no zip directory") }
    let count = Int(Self.u16(bytes, end + 10))
    var offset = Int(Self.u32(bytes, end + 16))
    var entries: [Entry] = []
    for _ in 0..<count {
      guard offset + 46 <= bytes.count, Self.u32(bytes, offset) == 0x0201_4b50 else {
        throw .damaged("a zip directory entry is cut")
      }
      let nameLength = Int(Self.u16(bytes, offset + 28))
      let extraLength = Int(Self.u16(bytes, offset + 30))
      let commentLength = Int(Self.u16(bytes, offset + 32))
      guard offset + 46 + nameLength <= bytes.count else { throw .damaged("a zip entry name is cut") }
      let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
      entries.append(
        Entry(
          name: name, method: Self.u16(bytes, offset + 10), compressedSize: Int(Self.u32(bytes, offset + 20)),
          uncompressedSize: Int(Self.u32(bytes, offset + 24)),
          localHeaderOffset: Int(Self.u32(bytes, offset + 42))))
      offset += 46 + nameLength + extraLength + commentLength
    }
    self.entries = entries
  }

  /// The entry called `name`, if the archive has one.
  func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

  /// The first `limit` bytes of `entry`'s contents (stored or deflated).
  func contents(of entry: Entry, limit: Int) throws(DocumentProblem) -> [UInt8] {
    let header = entry.localHeaderOffset
    guard header + 30 <= bytes.count, Self.u32(bytes, header) == 0x0403_4b50 else {
      throw .damaged("the zip entry \(entry.name) has no header")
    }
    let start = header + 30 + Int(Self.u16(bytes, header + 26)) + Int(Self.u16(bytes, header + 28))
    guard start <= bytes.count, entry.compressedSize <= bytes.count - start else {
      throw .damaged("the zip entry \(entry.name) is cut")
    }
    let data = bytes[start..<(start + entry.compressedSize)]
    switch entry.method {
    case 0: return Array(data.prefix(limit))
    case 8: return try Self.inflate(data, limit: min(limit, max(entry.uncompressedSize, 1)))
    default: throw .unsupported("zip compression method \(entry.method)")
    }
  }

  /// Raw deflate (no zlib header, as zip stores it), stopping after `limit` bytes of output.
  static func inflate(_ input: ArraySlice<UInt8>, limit: Int) throws(DocumentProblem) -> [UInt8] {
    var stream = z_stream()
    guard hark_inflate_init_raw(&stream) == Z_OK else { throw .damaged("zlib could not start") }
    defer { inflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: limit)
    var input = Array(input)
    let status: Int32 = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = UInt32(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = UInt32(target.count)
        var status = Z_OK
        while status == Z_OK, stream.avail_out > 0 {
          status = CZlib.inflate(&stream, Z_NO_FLUSH)
          if status == Z_BUF_ERROR { break }
        }
        return status
      }
    }
    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
      throw .damaged("a zip entry does not inflate (zlib \(status))")
    }
    return Array(output.prefix(Int(stream.total_out)))
  }

  static func endOfCentralDirectory(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 22 else { return nil }
    let lowest = max(0, bytes.count - 22 - 65_535)
    var offset = bytes.count - 22
    while offset >= lowest {
      if u32(bytes, offset) == 0x0605_4b50 { return offset }
      offset -= 1
    }
    return nil
  }

  static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    guard offset + 2 <= bytes.count else { return 0 }
    return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    guard offset + 4 <= bytes.count else { return 0 }
    return UInt32(u16(bytes, offset)) | UInt32(u16(bytes, offset + 2)) << 16
  }
}
