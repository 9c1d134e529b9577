import Foundation

/// Small real OpenDocument files for the demo store (OpenDocument 1.2: a zip whose first entry is
/// the uncompressed `mimetype`, then the manifest and `content.xml`): LibreOffice opens them,
/// libmagic names their type, and their text is in `content.xml` for whatever indexes it.
enum DemoODF {
  /// A text document (`.odt`) of `paragraphs`.
  static func text(_ paragraphs: [String]) -> [UInt8] {
    let body = paragraphs.map { "<text:p>\(escaped($0))</text:p>" }.joined()
    return package(
      type: "application/vnd.oasis.opendocument.text",
      body: "<office:text>\(body)</office:text>")
  }

  /// A spreadsheet (`.ods`) of one sheet named `sheet`, its `rows` of cells: a cell that reads as
  /// a number (`12400`) is a number, any other a string.
  static func spreadsheet(sheet: String, rows: [[String]]) -> [UInt8] {
    var table = "<table:table table:name=\"\(escaped(sheet))\">"
    for row in rows {
      table += "<table:table-row>"
      for cell in row {
        if let number = Double(cell) {
          table +=
            "<table:table-cell office:value-type=\"float\" office:value=\"\(cell)\">"
            + "<text:p>\(String(format: "%.0f", number))</text:p></table:table-cell>"
        } else {
          table +=
            "<table:table-cell office:value-type=\"string\"><text:p>\(escaped(cell))</text:p></table:table-cell>"
        }
      }
      table += "</table:table-row>"
    }
    table += "</table:table>"
    return package(
      type: "application/vnd.oasis.opendocument.spreadsheet",
      body: "<office:spreadsheet>\(table)</office:spreadsheet>")
  }

  /// The zip of an OpenDocument of media type `type` whose `office:body` holds `body`.
  static func package(type: String, body: String) -> [UInt8] {
    let content = """
      <?xml version="1.0" encoding="UTF-8"?>
      <office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
      xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" \
      xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.2">\
      <office:body>\(body)</office:body></office:document-content>
      """
    let manifest = """
      <?xml version="1.0" encoding="UTF-8"?>
      <manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" \
      manifest:version="1.2">\
      <manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="\(type)"/>\
      <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>\
      </manifest:manifest>
      """
    return StoredZip.archive([
      ("mimetype", Array(type.utf8)), ("META-INF/manifest.xml", Array(manifest.utf8)),
      ("content.xml", Array(content.utf8)),
    ])
  }

  /// `text` with XML's special characters escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

/// A zip archive of stored (uncompressed) entries, as APPNOTE.TXT lays one out: each entry's
/// local header and bytes, then the central directory and its end record. Dates are 1980-01-01,
/// so the same entries make the same bytes.
enum StoredZip {
  static func archive(_ entries: [(name: String, bytes: [UInt8])]) -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for entry in entries {
      let name = Array(entry.name.utf8)
      let crc = crc32(entry.bytes)
      let offset = out.count
      // Local file header: version 2.0, no flags, stored, DOS time 0, date 1980-01-01.
      out += le32(0x0403_4b50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21)
      out += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
      out += le16(UInt16(name.count)) + le16(0) + name + entry.bytes
      central += le32(0x0201_4b50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21)
      central += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
      central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0)
      central += le32(UInt32(offset)) + name
    }
    let directory = out.count
    out += central
    out += le32(0x0605_4b50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
    out += le32(UInt32(central.count)) + le32(UInt32(directory)) + le16(0)
    return out
  }

  /// The CRC-32 of `bytes` (the zip polynomial, reflected 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  static func le32(_ value: UInt32) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
  }
}
