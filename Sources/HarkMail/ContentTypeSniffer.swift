import CMagic
import Foundation
import Synchronization

/// A file's MIME type from its bytes, as `file --mime-type` says it (libmagic, `MAGIC_MIME_TYPE`,
/// the system's magic database), falling back on the name's extension where the bytes say
/// nothing more than "data" or "empty".
public struct ContentTypeSniffer: Sendable {
  /// The MIME type of a file holding `data` and called `filename` (a name or a path), lowercase
  /// without parameters: "application/pdf", "image/png", "text/plain".
  ///
  /// The bytes decide; the extension decides only where libmagic finds nothing
  /// (`application/octet-stream`, an empty file, no magic database), and refines libmagic's
  /// `text/plain` into a text type of its own (`notes.md` is `text/markdown`). A name telling
  /// something else than the bytes loses: a PDF called `photo.jpg` is sent as a PDF, since the
  /// receiving program opens the bytes. Neither knowing: `application/octet-stream`.
  public static func type(of data: Data, filename: String) -> String {
    let sniffed = MagicCookie.shared.type(of: data)
    let named = ExtensionTypes.shared.type(of: filename)
    switch sniffed {
    case nil, "application/octet-stream", "application/x-empty", "inode/x-empty":
      return named ?? "application/octet-stream"
    case "text/plain":
      if let named, named.hasPrefix("text/") { return named }
      return "text/plain"
    case let sniffed?:
      return sniffed
    }
  }

  /// The type the extension of `filename` names in the system's `mime.types`, or nil.
  public static func type(ofExtension filename: String) -> String? {
    ExtensionTypes.shared.type(of: filename)
  }
}

/// The libmagic cookie, opened once for the process (loading the database costs milliseconds) and
/// used by one caller at a time: libmagic keeps its state in the cookie and is not thread-safe.
final class MagicCookie: Sendable {
  static let shared = MagicCookie()
  /// The most of a buffer libmagic is shown: what `file` reads of a file (its `bytes_max`), so a
  /// 50 MB attachment costs no more than a 7 MB one.
  static let bytesRead = 7 * 1024 * 1024

  private let cookie: Mutex<OpaquePointer?>

  init() {
    var opened = magic_open(MAGIC_MIME_TYPE)
    // nil loads the system's database (MAGIC, else Debian's /usr/lib/file/magic.mgc).
    if let handle = opened, magic_load(handle, nil) != 0 {
      magic_close(handle)
      opened = nil
    }
    cookie = Mutex(opened)
  }

  deinit { cookie.withLock { if let handle = $0 { magic_close(handle) } } }

  /// What libmagic says of `data`, or nil when it could not be opened or did not answer; an
  /// empty buffer is `application/x-empty`, as libmagic says it.
  func type(of data: Data) -> String? {
    guard !data.isEmpty else { return "application/x-empty" }
    return cookie.withLock { handle -> String? in
      guard let handle else { return nil }
      return data.withUnsafeBytes { bytes -> String? in
        guard let base = bytes.baseAddress,
          let answer = magic_buffer(handle, base, min(bytes.count, Self.bytesRead))
        else { return nil }
        let type = String(cString: answer).lowercased()
        return type.isEmpty ? nil : type
      }
    }
  }
}

/// Extensions and their types from the system's `/etc/mime.types` (Debian's media-types, which
/// mutt and the desktop read too), read once, with a few common ones where the file is missing.
struct ExtensionTypes: Sendable {
  static let shared = ExtensionTypes(file: "/etc/mime.types")

  /// Types by lowercase extension.
  let types: [String: String]

  init(types: [String: String]) {
    self.types = types
  }

  /// The extensions `file` names, over ``common`` (all of ``common`` where there is no file).
  init(file: String) {
    var types = ExtensionTypes.common
    if let text = try? String(contentsOfFile: file, encoding: .utf8) {
      types.merge(ExtensionTypes.parse(text)) { _, fromFile in fromFile }
    }
    self.init(types: types)
  }

  /// The type of `filename`'s extension, or nil.
  func type(of filename: String) -> String? {
    let name = filename.split(separator: "/").last.map(String.init) ?? filename
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return types[name[name.index(after: dot)...].lowercased()]
  }

  /// The extensions of a `mime.types` text: "type ext ext …" lines, `#` comments; the first line
  /// naming an extension keeps it. Read as bytes: the file is ASCII, about 2,300 lines, and read
  /// as Characters it took ~8 ms, most of a one-shot that looks at a folder's files.
  static func parse(_ text: String) -> [String: String] {
    var types: [String: String] = [:]
    var text = text
    text.withUTF8 { bytes in
      var words: [String] = []
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        words.removeAll(keepingCapacity: true)
        var index = start
        lineScan: while index < end {
          switch bytes[index] {
          case UInt8(ascii: "#"): break lineScan
          case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
          default:
            let wordStart = index
            while index < end, !Self.endsWord(bytes[index]) { index += 1 }
            words.append(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<index]), as: UTF8.self)
                .lowercased())
          }
        }
        if let type = words.first, type.utf8.contains(UInt8(ascii: "/")) {
          for word in words.dropFirst() where types[word] == nil { types[word] = type }
        }
        start = end + 1
      }
    }
    return types
  }

  /// Whether `byte` ends a word of a `mime.types` line: a space, a tab, a return or a comment.
  private static func endsWord(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "#")
  }

  /// The extensions of attachments people send most, for a system without `mime.types`.
  static let common: [String: String] = [
    "pdf": "application/pdf", "txt": "text/plain", "csv": "text/csv", "md": "text/markdown",
    "html": "text/html", "htm": "text/html", "ics": "text/calendar", "vcf": "text/vcard",
    "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
    "svg": "image/svg+xml", "mp3": "audio/mpeg", "ogg": "audio/ogg", "wav": "audio/x-wav", "mp4": "video/mp4",
    "zip": "application/zip", "gz": "application/gzip", "json": "application/json",
    "doc": "application/msword",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "odt": "application/vnd.oasis.opendocument.text",
  ]
}
