import Foundation

/// Small real PDF documents for the demo store: one page of text in Helvetica, with the
/// cross-reference table a reader needs (pdftotext, evince and mail clients open them).
enum DemoPDF {
  /// A one-page PDF whose page shows `title` and then `lines` (Latin-1 text).
  static func document(title: String, lines: [String]) -> [UInt8] {
    var content = "BT /F1 18 Tf 72 720 Td (\(escaped(title))) Tj ET\n"
    for (number, line) in lines.enumerated() {
      content += "BT /F1 12 Tf 72 \(690 - 18 * number) Td (\(escaped(line))) Tj ET\n"
    }
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        + "/Resources << /Font << /F1 5 0 R >> >> >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      "<< /Title (\(escaped(title))) /Producer (Hark demo store) >>",
    ]
    var pdf = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    var offsets: [Int] = []
    for (index, body) in objects.enumerated() {
      offsets.append(pdf.count)
      pdf += Array("\(index + 1) 0 obj\n\(body)\nendobj\n".utf8)
    }
    let table = pdf.count
    var xref = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { xref += String(format: "%010d 00000 n \n", offset) }
    xref += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Info \(objects.count) 0 R >>\n"
    xref += "startxref\n\(table)\n%%EOF\n"
    return pdf + Array(xref.utf8)
  }

  /// Text for a PDF string: its delimiters and backslash escaped, and anything outside
  /// printable ASCII left out (the demo's documents are English).
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars where (0x20...0x7E).contains(scalar.value) {
      if scalar == "(" || scalar == ")" || scalar == "\\" { out.append("\\") }
      out.unicodeScalars.append(scalar)
    }
    return out
  }
}
