import CZlib
import Foundation

/// Zip archives for the tests (OpenDocument and OOXML files): entries stored, or deflated by zlib.
enum TestZip {
  /// An archive of `entries` in order (name, bytes), each deflated when `deflate` is set.
  static func archive(_ entries: [(name: String, bytes: [UInt8])], deflate: Bool = false) -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for (name, bytes) in entries {
      let packed = deflate ? deflated(bytes) : bytes
      let method: UInt16 = deflate ? 8 : 0
      let crc = UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
      let nameBytes = Array(name.utf8)
      let offset = out.count
      out += u32(0x0403_4b50) + u16(20) + u16(0x0800) + u16(method) + u16(0) + u16(0x21)
      out += u32(crc) + u32(UInt32(packed.count)) + u32(UInt32(bytes.count))
      out += u16(UInt16(nameBytes.count)) + u16(0) + nameBytes + packed
      central += u32(0x0201_4b50) + u16(20) + u16(20) + u16(0x0800) + u16(method) + u16(0) + u16(0x21)
      central += u32(crc) + u32(UInt32(packed.count)) + u32(UInt32(bytes.count))
      central += u16(UInt16(nameBytes.count)) + u16(0) + u16(0) + u16(0) + u16(0) + u32(0)
      central += u32(UInt32(offset)) + nameBytes
    }
    let directoryOffset = out.count
    out += central
    out += u32(0x0605_4b50) + u16(0) + u16(0) + u16(UInt16(entries.count)) + u16(UInt16(entries.count))
    out += u32(UInt32(central.count)) + u32(UInt32(directoryOffset)) + u16(0)
    return out
  }

  /// An OpenDocument text: a heading and paragraphs in content.xml, entries stored.
  static func odt(title: String, paragraphs: [String]) -> [UInt8] {
    let body =
      "<text:h text:outline-level=\"1\">\(escaped(title))</text:h>"
      + paragraphs.map { "<text:p>\(escaped($0))</text:p>" }.joined()
    let content = """
      <?xml version="1.0" encoding="UTF-8"?>
      <office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
      xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">\
      <office:body><office:text>\(body)</office:text></office:body></office:document-content>
      """
    let manifest = """
      <?xml version="1.0" encoding="UTF-8"?>
      <manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">\
      <manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>\
      <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>\
      </manifest:manifest>
      """
    return archive([
      ("mimetype", Array("application/vnd.oasis.opendocument.text".utf8)),
      ("content.xml", Array(content.utf8)), ("META-INF/manifest.xml", Array(manifest.utf8)),
    ])
  }

  /// A Word document: one paragraph of runs per line, word/document.xml deflated.
  static func docx(paragraphs: [String]) -> [UInt8] {
    let body = paragraphs.map { line in
      // Two runs for one line: a word split across runs must read back whole.
      let middle = line.index(line.startIndex, offsetBy: line.count / 2)
      return "<w:p><w:r><w:t>\(escaped(String(line[..<middle])))</w:t></w:r>"
        + "<w:r><w:t xml:space=\"preserve\">\(escaped(String(line[middle...])))</w:t></w:r></w:p>"
    }.joined()
    let document = """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>\(body)\
      <w:p><w:r><w:instrText>PAGE \\* MERGEFORMAT</w:instrText></w:r></w:p></w:body></w:document>
      """
    return archive(
      [
        ("[Content_Types].xml", Array("<?xml version=\"1.0\"?><Types/>".utf8)),
        ("word/document.xml", Array(document.utf8)),
      ], deflate: true)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  static func deflated(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    guard hark_deflate_init_raw(&stream) == Z_OK else { return [] }
    defer { deflateEnd(&stream) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: bytes.count + 1024)
    let produced: Int = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = UInt32(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = UInt32(target.count)
        _ = deflate(&stream, Z_FINISH)
        return Int(stream.total_out)
      }
    }
    return Array(output.prefix(produced))
  }

  static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  static func u32(_ value: UInt32) -> [UInt8] { u16(UInt16(value & 0xFFFF)) + u16(UInt16(value >> 16)) }
}
