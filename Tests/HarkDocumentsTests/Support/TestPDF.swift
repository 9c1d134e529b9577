import Foundation

/// One-page PDFs for the tests: Latin text in Helvetica, and text in any BMP script through a
/// Type0 font with Identity-H encoding and a ToUnicode map, so its text layer reads back (as
/// pdftotext and poppler read it) although no glyphs are embedded.
enum TestPDF {
  /// A PDF whose page shows `title`, then `lines`.
  static func document(title: String, lines: [String]) -> [UInt8] {
    var used = Set<UInt16>()
    var content = ""
    for (number, line) in ([title] + lines).enumerated() {
      let y = 720 - 20 * number
      if line.unicodeScalars.allSatisfy({ $0.value < 0x7F }) {
        content += "BT /F1 12 Tf 72 \(y) Td (\(escaped(line))) Tj ET\n"
      } else {
        let units = Array(line.utf16)
        used.formUnion(units)
        content += "BT /F2 12 Tf 72 \(y) Td <\(units.map { hex($0) }.joined())> Tj ET\n"
      }
    }
    var cmap = """
      /CIDInit /ProcSet findresource begin
      12 dict begin
      begincmap
      /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
      /CMapName /Adobe-Identity-UCS def
      /CMapType 2 def
      1 begincodespacerange
      <0000> <FFFF>
      endcodespacerange

      """
    let sorted = used.sorted()
    var start = 0
    while start < sorted.count {
      let block = sorted[start..<min(start + 100, sorted.count)]
      cmap += "\(block.count) beginbfchar\n"
      for unit in block { cmap += "<\(hex(unit))> <\(hex(unit))>\n" }
      cmap += "endbfchar\n"
      start += 100
    }
    cmap += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        + "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /Identity-H "
        + "/DescendantFonts [7 0 R] /ToUnicode 8 0 R >>",
      "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /STSong-Light "
        + "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
        + "/FontDescriptor 9 0 R /DW 1000 >>",
      "<< /Length \(cmap.utf8.count) >>\nstream\n\(cmap)endstream",
      "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 4 /FontBBox [0 -200 1000 900] "
        + "/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>",
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
    xref += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
    return pdf + Array(xref.utf8)
  }

  static func hex(_ unit: UInt16) -> String { String(format: "%04X", unit) }

  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars where (0x20...0x7E).contains(scalar.value) {
      if scalar == "(" || scalar == ")" || scalar == "\\" { out.append("\\") }
      out.unicodeScalars.append(scalar)
    }
    return out
  }
}
