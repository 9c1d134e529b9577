internal import CGMime
import Foundation

/// One walk over a parsed message's MIME tree in document order: which parts are the text to
/// show, which are attachments. `MIMEReader.read` and `attachmentData` take the same walk, so an
/// attachment's index means the same part in both.
struct MIMEWalk {
  /// An attachment found: its listing and its part (alive while the parsed message is).
  struct Found {
    var listing: MIMEAttachment
    var object: UnsafeMutablePointer<GMimeObject>
  }

  /// What the parts' contents could not give (charsets, truncated encodings).
  private(set) var problems = MIMEProblems()
  private(set) var attachments: [Found] = []
  /// Whether the message has a multipart anywhere (what a truncation warning means depends on it).
  private(set) var sawMultipart = false
  private var pieces: [String] = []
  /// Whether attachments are measured and checked (listing), or only found (fetching one).
  private let measures: Bool

  /// A walk that measures attachments when `measures` (`attachmentData` needs only the parts).
  init(measures: Bool = true) {
    self.measures = measures
  }

  /// The body text: the text pieces found, a blank line between them.
  var text: String {
    pieces.filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// Visits `object` and everything inside it.
  mutating func visit(_ object: UnsafeMutablePointer<GMimeObject>?, depth: Int = 0) {
    guard let object, depth < 64 else { return }
    let raw = UnsafeMutableRawPointer(object)
    if MIMELibrary.instance(raw, isA: g_mime_multipart_get_type()) {
      visitMultipart(raw.assumingMemoryBound(to: GMimeMultipart.self), object: object, depth: depth)
    } else if MIMELibrary.instance(raw, isA: g_mime_message_part_get_type()) {
      let part = raw.assumingMemoryBound(to: GMimeMessagePart.self)
      let inner = g_mime_message_part_get_message(part)
      let subject = inner.flatMap { MIMELibrary.string(g_mime_message_get_subject($0)) }
      let named = filename(of: object)
      let name = named ?? "\(subject.map(Self.safeFileName) ?? "forwarded-message").eml"
      list(object, filename: name, contentType: "message/rfc822")
    } else if MIMELibrary.instance(raw, isA: g_mime_part_get_type()) {
      visitLeaf(raw.assumingMemoryBound(to: GMimePart.self), object: object)
    }
  }

  private mutating func visitMultipart(
    _ multipart: UnsafeMutablePointer<GMimeMultipart>, object: UnsafeMutablePointer<GMimeObject>, depth: Int
  ) {
    let count = g_mime_multipart_get_count(multipart)
    let children = (0..<count).compactMap { g_mime_multipart_get_part(multipart, $0) }
    let subtype = mediaType(of: object).subtype
    sawMultipart = true
    if children.isEmpty {
      // No parts found (no boundary declared, or none matching): the body is all prologue,
      // shown as text rather than lost.
      let prologue = MIMELibrary.string(g_mime_multipart_get_prologue(multipart)) ?? ""
      pieces.append(prologue.trimmingCharacters(in: .whitespacesAndNewlines))
      return
    }
    switch subtype {
    case "alternative":
      // The plain text part when there is one (the reader wants text); else the richest form,
      // which senders put last.
      if let plain = children.first(where: { isInlineText($0, subtype: "plain") }) {
        visit(plain, depth: depth + 1)
      } else if let last = children.last {
        visit(last, depth: depth + 1)
      }
    case "related":
      // The root shows; the rest are pictures and styles it refers to, listed only when sent as
      // attachments.
      guard let root = children.first else { return }
      visit(root, depth: depth + 1)
      for child in children.dropFirst() where disposition(of: child) == "attachment" {
        visit(child, depth: depth + 1)
      }
    default:
      for child in children { visit(child, depth: depth + 1) }
    }
  }

  private mutating func visitLeaf(
    _ part: UnsafeMutablePointer<GMimePart>, object: UnsafeMutablePointer<GMimeObject>
  ) {
    let type = mediaType(of: object)
    if type.type == "text", type.subtype == "plain" || type.subtype == "html", isInline(object) {
      let bytes = Self.content(of: object)
      if measures, Self.base64Measure(of: part)?.truncated == true {
        problems.add(.truncatedEncoding("text/\(type.subtype)"))
      }
      let charset = MIMELibrary.string(
        g_mime_content_type_get_parameter(g_mime_object_get_content_type(object), "charset"))
      let decoded = MIMECharset.decode(bytes, charset: charset)
      if decoded.unknown, let charset { problems.add(.unknownCharset(charset)) }
      let text = type.subtype == "html" ? MIMEHTMLText.text(fromHTML: decoded.text) : decoded.text
      pieces.append(
        text.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
      return
    }
    let name = filename(of: object) ?? "attachment-\(attachments.count + 1).\(Self.fileExtension(for: type))"
    let measure = measures ? Self.base64Measure(of: part) : nil
    if measure?.truncated == true { problems.add(.truncatedEncoding(name)) }
    list(object, filename: name, contentType: "\(type.type)/\(type.subtype)", size: measure?.size)
  }

  /// Adds `object` to the attachments with its decoded size.
  private mutating func list(
    _ object: UnsafeMutablePointer<GMimeObject>, filename: String, contentType: String, size: Int? = nil
  ) {
    let listing = MIMEAttachment(
      filename: filename, contentType: contentType,
      size: size ?? (measures ? Self.decodedSize(of: object) : 0),
      index: attachments.count)
    attachments.append(Found(listing: listing, object: object))
  }

  /// Whether `object` is text shown in the body: not marked as an attachment, no file name.
  private func isInline(_ object: UnsafeMutablePointer<GMimeObject>) -> Bool {
    disposition(of: object) != "attachment" && filename(of: object) == nil
  }

  private func isInlineText(_ object: UnsafeMutablePointer<GMimeObject>, subtype: String) -> Bool {
    let type = mediaType(of: object)
    return MIMELibrary.instance(UnsafeMutableRawPointer(object), isA: g_mime_part_get_type())
      && type.type == "text"
      && type.subtype == subtype && isInline(object)
  }

  private func mediaType(of object: UnsafeMutablePointer<GMimeObject>) -> (type: String, subtype: String) {
    guard let contentType = g_mime_object_get_content_type(object) else { return ("text", "plain") }
    let type = MIMELibrary.string(g_mime_content_type_get_media_type(contentType)) ?? "text"
    let subtype = MIMELibrary.string(g_mime_content_type_get_media_subtype(contentType)) ?? "plain"
    return (type.lowercased(), subtype.lowercased())
  }

  private func disposition(of object: UnsafeMutablePointer<GMimeObject>) -> String? {
    guard let disposition = g_mime_object_get_content_disposition(object) else { return nil }
    return MIMELibrary.string(g_mime_content_disposition_get_disposition(disposition))?.lowercased()
  }

  /// The part's file name (Content-Disposition's, else Content-Type's name), decoded; nil when empty.
  private func filename(of object: UnsafeMutablePointer<GMimeObject>) -> String? {
    var name: String?
    if MIMELibrary.instance(UnsafeMutableRawPointer(object), isA: g_mime_part_get_type()) {
      name = MIMELibrary.string(
        g_mime_part_get_filename(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GMimePart.self)))
    } else if let disposition = g_mime_object_get_content_disposition(object) {
      name = MIMELibrary.string(g_mime_content_disposition_get_parameter(disposition, "filename"))
    }
    guard let name, !name.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return name
  }

  /// A base64 part's decoded size and whether its encoded text stops inside a group of four
  /// characters, in one pass of GMime's decoder over the encoded stream; nil for other encodings.
  static func base64Measure(of part: UnsafeMutablePointer<GMimePart>) -> (size: Int, truncated: Bool)? {
    guard g_mime_part_get_content_encoding(part) == GMIME_CONTENT_ENCODING_BASE64,
      let wrapper = g_mime_part_get_content(part), let stream = g_mime_data_wrapper_get_stream(wrapper)
    else { return nil }
    g_mime_stream_reset(stream)
    defer { g_mime_stream_reset(stream) }
    var encoding = GMimeEncoding()
    g_mime_encoding_init_decode(&encoding, GMIME_CONTENT_ENCODING_BASE64)
    var input = [CChar](repeating: 0, count: 65_536)
    var output = [CChar](repeating: 0, count: 65_536)
    var size = 0
    while true {
      let read = input.withUnsafeMutableBufferPointer { g_mime_stream_read(stream, $0.baseAddress, $0.count) }
      guard read > 0 else { break }
      size += output.withUnsafeMutableBufferPointer { out in
        input.withUnsafeBufferPointer {
          g_mime_encoding_step(&encoding, $0.baseAddress, read, out.baseAddress)
        }
      }
    }
    // The decoder's state: 0 after whole groups, -1 after `=` padding, 1-3 for the characters of
    // a group left waiting; flushing decodes what they hold, as the data wrapper does.
    let truncated = encoding.state > 0
    size += output.withUnsafeMutableBufferPointer { g_mime_encoding_flush(&encoding, nil, 0, $0.baseAddress) }
    return (size, truncated)
  }

  /// The decoded bytes of a leaf part, or a forwarded message's bytes.
  static func content(of object: UnsafeMutablePointer<GMimeObject>) -> [UInt8] {
    guard let stream = g_mime_stream_mem_new() else { return [] }
    defer { MIMELibrary.unref(stream) }
    write(object, to: stream)
    return MIMELibrary.bytes(ofMemoryStream: stream)
  }

  /// The decoded size of a leaf part or a forwarded message, counted without keeping the bytes.
  static func decodedSize(of object: UnsafeMutablePointer<GMimeObject>) -> Int {
    guard let stream = g_mime_stream_null_new() else { return 0 }
    defer { MIMELibrary.unref(stream) }
    write(object, to: stream)
    return Int(UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GMimeStreamNull.self).pointee.written)
  }

  private static func write(
    _ object: UnsafeMutablePointer<GMimeObject>, to stream: UnsafeMutablePointer<GMimeStream>
  ) {
    let raw = UnsafeMutableRawPointer(object)
    if MIMELibrary.instance(raw, isA: g_mime_part_get_type()) {
      guard let wrapper = g_mime_part_get_content(raw.assumingMemoryBound(to: GMimePart.self)) else { return }
      _ = g_mime_data_wrapper_write_to_stream(wrapper, stream)
    } else if MIMELibrary.instance(raw, isA: g_mime_message_part_get_type()) {
      guard let message = g_mime_message_part_get_message(raw.assumingMemoryBound(to: GMimeMessagePart.self))
      else { return }
      let messageObject = UnsafeMutableRawPointer(message).assumingMemoryBound(to: GMimeObject.self)
      _ = g_mime_object_write_to_stream(messageObject, nil, stream)
    }
  }

  /// A subject made safe as a file name (no slashes, no control characters, not too long).
  static func safeFileName(_ subject: String) -> String {
    let cleaned = String(subject.unicodeScalars.map { $0 == "/" || $0.value < 0x20 ? "_" : Character($0) })
      .trimmingCharacters(in: .whitespaces)
    return cleaned.isEmpty ? "forwarded-message" : String(cleaned.prefix(80))
  }

  /// The extension a made-up attachment name gets for its type.
  static func fileExtension(for type: (type: String, subtype: String)) -> String {
    switch (type.type, type.subtype) {
    case ("application", "pdf"): return "pdf"
    case ("image", "png"): return "png"
    case ("image", "jpeg"), ("image", "jpg"): return "jpg"
    case ("image", "gif"): return "gif"
    case ("text", "plain"): return "txt"
    case ("text", "html"): return "html"
    case ("text", "calendar"): return "ics"
    default: return "bin"
    }
  }
}
