import Foundation

/// One person in an address header: `"Mary Chen" <mary@example.com>`.
public struct MailboxAddress: Sendable, Hashable {
  /// The display name, RFC 2047 decoded; empty when the header gives none.
  public var name: String
  /// The address itself (`mary@example.com`); empty when the header held none GMime could read.
  public var email: String

  /// An address with a display name (which may be empty).
  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }
}

/// An attachment as a message lists it: its name, type and decoded size, not its bytes
/// (`MIMEMessage.attachmentData(in:index:)` decodes those when asked).
public struct MIMEAttachment: Sendable, Hashable {
  /// The file name, RFC 2231 / 2047 decoded; a made-up `attachment-2.bin` when the part has none.
  public var filename: String
  /// The declared media type, lower case (`application/pdf`).
  public var contentType: String
  /// The size in decoded bytes.
  public var size: Int
  /// Which attachment this is, in document order from 0 (for `attachmentData`).
  public var index: Int

  /// An attachment's listing.
  public init(filename: String, contentType: String, size: Int, index: Int) {
    self.filename = filename
    self.contentType = contentType
    self.size = size
    self.index = index
  }
}

/// A mail message read as far as it can be: headers decoded, the text to show, the attachments
/// listed, and what could not be read. Message-IDs keep their angle brackets (`<id@host>`), as
/// `OutgoingMessage.newMessageID` makes them, so threads compare them as they are.
public struct MIMEMessage: Sendable {
  /// The Message-ID, `<…>`; nil when the message has none.
  public var messageID: String?
  /// The message this one answers (the first id of In-Reply-To), `<…>`.
  public var inReplyTo: String?
  /// The thread's ids from References, oldest first, each `<…>`.
  public var references: [String]
  /// The authors (From).
  public var from: [MailboxAddress]
  /// The primary recipients.
  public var to: [MailboxAddress]
  /// The copied recipients.
  public var cc: [MailboxAddress]
  /// Where replies go when it is not From.
  public var replyTo: [MailboxAddress]
  /// The subject with encoded words decoded from their declared charsets; empty when missing.
  public var subject: String
  /// The Date header; nil when missing or unreadable (`problems` says which).
  public var date: Date?
  /// The text to show: the text/plain part of an alternative, an HTML-only mail's text extracted.
  public var text: String
  /// The attachments in document order.
  public var attachments: [MIMEAttachment]
  /// What could not be read, each once, in the order found.
  public var problems: [MIMEProblem]

  /// A message with the given parts; everything else empty.
  public init(
    messageID: String? = nil, inReplyTo: String? = nil, references: [String] = [],
    from: [MailboxAddress] = [], to: [MailboxAddress] = [], cc: [MailboxAddress] = [],
    replyTo: [MailboxAddress] = [], subject: String = "", date: Date? = nil, text: String = "",
    attachments: [MIMEAttachment] = [], problems: [MIMEProblem] = []
  ) {
    self.messageID = messageID
    self.inReplyTo = inReplyTo
    self.references = references
    self.from = from
    self.to = to
    self.cc = cc
    self.replyTo = replyTo
    self.subject = subject
    self.date = date
    self.text = text
    self.attachments = attachments
    self.problems = problems
  }

  /// Reads a message file's bytes. Never throws and never crashes: what cannot be read is left
  /// empty and said in `problems` (an empty file gives `.empty`).
  public static func parse(_ data: Data) -> MIMEMessage {
    MIMEReader.read(data)
  }

  /// The decoded bytes of attachment `index` (as `attachments[index]` lists it); nil when the
  /// message has no such attachment. A forwarded message comes back as its RFC 5322 bytes.
  public static func attachmentData(in data: Data, index: Int) -> Data? {
    MIMEReader.attachmentData(in: data, index: index)
  }
}
