import CPoppler
import Foundation

/// A PDF's text layer, page by page, through poppler-glib (as pdftotext reads it).
enum PDFText {
  /// The text of the PDF open on `descriptor` (a regular file checked by the caller), at most
  /// `limit` UTF-8 bytes. Poppler opens it through `/proc/self/fd`, so the file read is the one
  /// checked, never another one put at its name since.
  static func text(descriptor: Int32, limit: Int) throws(DocumentProblem) -> String {
    guard let uri = g_filename_to_uri("/proc/self/fd/\(descriptor)", nil, nil) else {
      throw .unreadable("no URI for the file")
    }
    defer { g_free(uri) }
    var error: UnsafeMutablePointer<GError>?
    guard let document = poppler_document_new_from_file(uri, nil, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "poppler could not open it"
      if let error { g_error_free(error) }
      throw .damaged(reason)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(document)) }
    var out: [UInt8] = []
    let pages = poppler_document_get_n_pages(document)
    var number: Int32 = 0
    while number < pages, out.count < limit {
      if let page = poppler_document_get_page(document, number) {
        if let text = poppler_page_get_text(page) {
          out += Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) }
          out.append(UInt8(ascii: "\n"))
          g_free(text)
        }
        g_object_unref(UnsafeMutableRawPointer(page))
      }
      number += 1
    }
    return DocumentText.clipped(out, limit: limit)
  }
}
