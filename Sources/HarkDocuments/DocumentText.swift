import Foundation
import HarkMail

/// The text of a document file, bounded: plain text and Markdown, PDF (poppler), OpenDocument and
/// OOXML (their XML, read from the zip here), and e-mail files (HarkMail's MIME reader).
///
/// Only regular files are opened (`O_NOFOLLOW`, then `fstat`): a link, a device or a FIFO is never
/// read, so a reader can neither follow a link out of the folders nor hang on a pipe.
public enum DocumentText {
  /// What a file is read as, chosen by its name's extension.
  public enum Kind: String, Sendable, CaseIterable {
    case plain, pdf, openDocument, officeOpenXML, mail

    /// The kind a file name's extension says, or nil for a file whose text is not read.
    public init?(fileName: String) {
      switch (fileName as NSString).pathExtension.lowercased() {
      case "txt", "text", "md", "markdown", "rst", "org", "csv", "tsv", "log": self = .plain
      case "pdf": self = .pdf
      case "odt", "ods", "odp": self = .openDocument
      case "docx", "xlsx", "pptx": self = .officeOpenXML
      case "eml": self = .mail
      default: return nil
      }
    }
  }

  /// How much text is kept of one file (UTF-8 bytes): the first 64 KiB.
  public static let defaultLimit = 64 * 1024
  /// How many bytes of a container (zip, mail) are read at most: 64 MiB.
  static let containerLimit = 64 * 1024 * 1024

  /// The first `limit` bytes of the text of the file at `path`, read as its name's kind says.
  public static func read(path: String, limit: Int = defaultLimit) throws(DocumentProblem) -> String {
    guard let kind = Kind(fileName: path) else { throw .unsupported("a file of this kind") }
    let file = try OpenedFile(path: path)
    defer { file.close() }
    switch kind {
    case .plain:
      let bytes = try file.read(limit: limit + 4)
      guard !bytes.contains(0) else { throw .noText }
      return try validUTF8(bytes, limit: limit)
    case .pdf:
      return try PDFText.text(descriptor: file.descriptor, limit: limit)
    case .openDocument:
      let archive = try ZipArchive(bytes: file.read(limit: containerLimit))
      guard let entry = archive.entry(named: "content.xml") else { throw .damaged("no content.xml") }
      return XMLText.text(of: try archive.contents(of: entry, limit: limit * 8), limit: limit)
    case .officeOpenXML:
      return try officeText(ZipArchive(bytes: file.read(limit: containerLimit)), limit: limit)
    case .mail:
      let message = MIMEMessage.parse(Data(try file.read(limit: containerLimit)))
      return clipped(Array((message.subject + "\n" + message.text).utf8), limit: limit)
    }
  }

  /// The text parts of an OOXML package in reading order: the body of a document, the shared
  /// strings of a workbook, the slides of a presentation in their number's order.
  static func officeText(_ archive: ZipArchive, limit: Int) throws(DocumentProblem) -> String {
    func number(_ name: String) -> Int { Int(name.filter(\.isNumber)) ?? 0 }
    let parts =
      archive.entries.filter {
        $0.name == "word/document.xml" || $0.name == "xl/sharedStrings.xml"
          || ($0.name.hasPrefix("ppt/slides/slide") && $0.name.hasSuffix(".xml"))
      }
      .sorted { number($0.name) < number($1.name) }
    guard !parts.isEmpty else { throw .damaged("no document, shared strings or slides part") }
    var text = ""
    for part in parts where text.utf8.count < limit {
      text += XMLText.text(
        of: try archive.contents(of: part, limit: limit * 8), limit: limit - text.utf8.count)
      if !text.hasSuffix("\n") { text += "\n" }
    }
    return clipped(Array(text.utf8), limit: limit)
  }

  /// `bytes` as UTF-8 text, a character cut by the limit left out; throws when they are not UTF-8.
  static func validUTF8(_ bytes: [UInt8], limit: Int) throws(DocumentProblem) -> String {
    var end = min(bytes.count, limit)
    // Back off to the start of a character when the limit cut one.
    if end < bytes.count { while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 } }
    guard let text = String(validating: bytes[..<end], as: UTF8.self) else { throw .noText }
    return text
  }

  /// The first `limit` bytes of `bytes`, cut at a character's start, invalid sequences repaired.
  static func clipped(_ bytes: [UInt8], limit: Int) -> String {
    var end = min(bytes.count, limit)
    if end < bytes.count { while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 } }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
