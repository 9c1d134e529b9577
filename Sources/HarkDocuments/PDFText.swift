import CPoppler
import Foundation

/// A PDF's text layer, page by page, through poppler-glib (as pdftotext reads it).
enum PDFText {
  /// The text of the PDF open on `descriptor` (a regular file checked by the caller), at most
  /// `limit` UTF-8 bytes. Poppler opens it through `/proc/self/fd`, so the file read is the one
  /// checked, never another one put at its name since.
  static func text(descriptor: Int32, limit: Int) throws(DocumentProblem) -> String {
    if let why = hark_poppler_open() {
      throw .unreadable("poppler-glib is not usable: \(String(cString: why))")
    }
    var why: UnsafeMutablePointer<CChar>?
    guard let document = hark_poppler_document("/proc/self/fd/\(descriptor)", &why) else {
      let reason = why.map { String(cString: $0) } ?? "poppler could not open it"
      free(why)
      throw .damaged(reason)
    }
    defer { hark_poppler_release(UnsafeMutableRawPointer(document)) }
    var out: [UInt8] = []
    let pages = hark_poppler_page_count(document)
    var number: Int32 = 0
    while number < pages, out.count < limit {
      if let page = hark_poppler_page(document, number) {
        if let text = hark_poppler_page_text(page) {
          out += Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) }
          out.append(UInt8(ascii: "\n"))
          hark_poppler_free(text)
        }
        hark_poppler_release(UnsafeMutableRawPointer(page))
      }
      number += 1
    }
    return DocumentText.clipped(out, limit: limit)
  }
}
