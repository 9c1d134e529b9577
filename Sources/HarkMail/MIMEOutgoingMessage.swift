internal import CGMime
import Foundation

/// A file to attach to a message being written.
public struct OutgoingAttachment: Sendable {
  /// The name the recipient sees (any script: written as an RFC 2231 parameter).
  public var filename: String
  /// The media type (`application/pdf`); `application/octet-stream` when not `type/subtype`.
  public var contentType: String
  /// The file's bytes.
  public var data: Data

  /// An attachment of `data` named `filename`.
  public init(filename: String, contentType: String, data: Data) {
    self.filename = filename
    self.contentType = contentType
    self.data = data
  }
}

/// A message Hark writes: a draft, a reply, a forward. `bytes()` gives the RFC 5322 form any
/// mail client and transport reads.
public struct OutgoingMessage: Sendable {
  public var from: MailboxAddress
  public var to: [MailboxAddress]
  public var cc: [MailboxAddress]
  /// Blind copies: the transport is told them, the message never carries them.
  public var bcc: [MailboxAddress]
  public var subject: String
  public var text: String
  public var date: Date
  /// `<unique@domain>` (`newMessageID(domain:)`).
  public var messageID: String
  /// The answered message's id, `<…>`.
  public var inReplyTo: String?
  /// The thread's ids, oldest first, each `<…>`.
  public var references: [String]
  public var attachments: [OutgoingAttachment]

  /// A message; everything but the sender, the text and the ids may be left empty.
  public init(
    from: MailboxAddress, to: [MailboxAddress] = [], cc: [MailboxAddress] = [], bcc: [MailboxAddress] = [],
    subject: String = "", text: String = "", date: Date, messageID: String, inReplyTo: String? = nil,
    references: [String] = [], attachments: [OutgoingAttachment] = []
  ) {
    self.from = from
    self.to = to
    self.cc = cc
    self.bcc = bcc
    self.subject = subject
    self.text = text
    self.date = date
    self.messageID = messageID
    self.inReplyTo = inReplyTo
    self.references = references
    self.attachments = attachments
  }

  /// The message as RFC 5322 bytes written by GMime, lines ending in LF (as Maildir keeps them;
  /// `sendmail` converts for SMTP): UTF-8 encoded words in headers where needed, the text as
  /// `text/plain; charset=utf-8` in quoted-printable or base64 as GMime finds best, and with
  /// attachments a `multipart/mixed` whose attachments are base64 with RFC 2231 file names.
  /// Bcc is not written.
  public func bytes() -> Data {
    MIMELibrary.ensureInitialized()
    guard let message = g_mime_message_new(1) else { return Data() }
    defer { MIMELibrary.unref(message) }
    let object = UnsafeMutableRawPointer(message).assumingMemoryBound(to: GMimeObject.self)
    add([from], as: GMIME_ADDRESS_TYPE_FROM, to: message)
    add(to, as: GMIME_ADDRESS_TYPE_TO, to: message)
    add(cc, as: GMIME_ADDRESS_TYPE_CC, to: message)
    g_mime_message_set_subject(message, subject, "utf-8")
    if let stamp = g_date_time_new_from_unix_utc(gint64(date.timeIntervalSince1970.rounded(.down))) {
      g_mime_message_set_date(message, stamp)
      g_date_time_unref(stamp)
    }
    g_mime_message_set_message_id(message, Self.bare(messageID))
    if let inReplyTo { g_mime_object_set_header(object, "In-Reply-To", Self.bracketed(inReplyTo), nil) }
    if !references.isEmpty {
      g_mime_object_set_header(
        object, "References", references.map(Self.bracketed).joined(separator: " "), nil)
    }
    let body = textPart()
    if attachments.isEmpty {
      g_mime_message_set_mime_part(message, body)
      MIMELibrary.unref(body)
    } else if let mixed = g_mime_multipart_new_with_subtype("mixed") {
      g_mime_multipart_add(mixed, body)
      MIMELibrary.unref(body)
      for attachment in attachments {
        let part = Self.part(for: attachment)
        g_mime_multipart_add(mixed, part)
        MIMELibrary.unref(part)
      }
      g_mime_message_set_mime_part(
        message, UnsafeMutableRawPointer(mixed).assumingMemoryBound(to: GMimeObject.self))
      MIMELibrary.unref(mixed)
    }
    guard let stream = g_mime_stream_mem_new() else { return Data() }
    defer { MIMELibrary.unref(stream) }
    _ = g_mime_object_write_to_stream(object, nil, stream)
    return Data(MIMELibrary.bytes(ofMemoryStream: stream))
  }

  /// A new Message-ID, `<random@domain>`: 128 random bits, so ids never repeat across processes.
  public static func newMessageID(domain: String) -> String {
    let host =
      domain.trimmingCharacters(in: CharacterSet(charactersIn: " <>@")).isEmpty ? "localhost" : domain
    let random = (0..<2).map { _ in String(UInt64.random(in: 0...UInt64.max), radix: 36) }.joined(
      separator: ".")
    return "<\(random)@\(host.trimmingCharacters(in: CharacterSet(charactersIn: " <>@")))>"
  }

  private func add(
    _ addresses: [MailboxAddress], as type: GMimeAddressType, to message: UnsafeMutablePointer<GMimeMessage>
  ) {
    for address in addresses {
      g_mime_message_add_mailbox(message, type, address.name.isEmpty ? nil : address.name, address.email)
    }
  }

  /// The text as `text/plain; charset=utf-8`, encoded as GMime finds best for 7-bit transport.
  private func textPart() -> UnsafeMutablePointer<GMimeObject>? {
    guard let part = g_mime_text_part_new_with_subtype("plain") else { return nil }
    // The UTF-8 bytes go in as they are: g_mime_text_part_set_text would pick the smallest
    // charset that holds the text and convert (café became ISO-8859-1 bytes).
    let normalized = Data(text.replacingOccurrences(of: "\r\n", with: "\n").utf8)
    let mimePart = UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimePart.self)
    Self.setContent(of: mimePart, to: normalized)
    g_mime_text_part_set_charset(part, "utf-8")
    g_mime_part_set_content_encoding(
      mimePart, g_mime_part_get_best_content_encoding(mimePart, GMIME_ENCODING_CONSTRAINT_7BIT))
    return UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimeObject.self)
  }

  /// An attachment part: base64, `Content-Disposition: attachment` with the file name.
  private static func part(for attachment: OutgoingAttachment) -> UnsafeMutablePointer<GMimeObject>? {
    let pieces = attachment.contentType.split(separator: "/", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    let (type, subtype) =
      pieces.count == 2 && !pieces[0].isEmpty && !pieces[1].isEmpty
      ? (pieces[0], pieces[1]) : ("application", "octet-stream")
    guard let part = g_mime_part_new_with_type(type, subtype) else { return nil }
    let object = UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMimeObject.self)
    g_mime_object_set_disposition(object, "attachment")
    g_mime_part_set_filename(part, attachment.filename)
    setContent(of: part, to: attachment.data)
    g_mime_part_set_content_encoding(part, GMIME_CONTENT_ENCODING_BASE64)
    return object
  }

  /// Gives `part` a copy of `data` as its (not yet encoded) content.
  private static func setContent(of part: UnsafeMutablePointer<GMimePart>, to data: Data) {
    let stream = data.withUnsafeBytes { bytes in
      g_mime_stream_mem_new_with_buffer(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
    }
    let wrapper = g_mime_data_wrapper_new_with_stream(stream, GMIME_CONTENT_ENCODING_DEFAULT)
    g_mime_part_set_content(part, wrapper)
    MIMELibrary.unref(wrapper)
    MIMELibrary.unref(stream)
  }

  /// A message id without its angle brackets, as GMime takes it.
  private static func bare(_ id: String) -> String {
    id.trimmingCharacters(in: CharacterSet(charactersIn: " <>"))
  }

  /// A message id with its angle brackets, as headers carry it.
  private static func bracketed(_ id: String) -> String {
    "<\(bare(id))>"
  }
}
