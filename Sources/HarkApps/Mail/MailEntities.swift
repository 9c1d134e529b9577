import Foundation
import HarkCore
import HarkMail

/// A name with an email address, as Mail keeps senders and recipients.
public struct MailAddress: Sendable, Hashable, PersonExporting {
  public var name: String
  public var email: String

  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }

  /// "Mary Rivera", or the address when there is no name.
  public var display: String { name.isEmpty ? email : name }

  public var person: IntentPerson {
    IntentPerson(name: PersonNameComponents(displayName: name), handles: [.init(.email, email)])
  }

  init(_ mailbox: MailboxAddress) { self.init(name: mailbox.name, email: mailbox.email) }

  var mailbox: MailboxAddress { MailboxAddress(name: name, email: email) }
}

/// A file attached to a mail: its name, type and size, as the message's MIME part says them.
public struct MailAttachment: Sendable, Hashable {
  public var filename: String
  public var contentType: String
  public var size: Int
}

/// A mail in a Maildir folder: the inbox, Sent or Trash.
///
/// Its identifier is its Message-ID, as notmuch and mail clients know it: the same mail in the
/// inbox and in Trash, or filed twice, is one mail, and it stays the same mail when another
/// program marks it read (which renames its file).
public struct MailMessage: AppEntity, Hashable, TextExporting {
  public static let schema = SchemaCatalog.entity(.mailMessage)
  public static let typeDisplayName = "email"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("to") { .string($0.to.map(\.email).joined(separator: ", ")) },
      EntityProperty("sender") { .string($0.sender.email) },
      EntityProperty("subject", indexed: true) { .string($0.subject) },
      EntityProperty("body", indexed: true) { .string($0.body) },
      EntityProperty("dateReceived") { .date($0.date.timeIntervalSince1970) },
      EntityProperty("isRead") { .bool($0.isRead) },
      EntityProperty("mailbox") { .string($0.mailbox) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    MailMessageQuery(context: context)
  }

  public var id: String
  public var sender: MailAddress
  public var to: [MailAddress]
  public var cc: [MailAddress] = []
  public var subject: String
  public var body: String
  public var date: Date
  public var isRead: Bool
  /// `inbox`, `sent` or `trash`: the folder its file is in.
  public var mailbox: String
  public var attachments: [MailAttachment] = []
  /// The Message-IDs it answers (In-Reply-To, then References), for a reply's own headers.
  public var references: [String] = []

  public var displayRepresentation: DisplayRepresentation {
    let who = mailbox == "sent" ? "to " + to.map(\.display).joined(separator: ", ") : sender.display
    return DisplayRepresentation(
      title: subject, details: [.text(who), .day(date)],
      synonyms: [sender.display, sender.email])
  }

  public var exportedText: String { body }
}

/// A mail being written: a message in the Drafts folder with the Draft flag, not yet sent.
public struct MailDraft: AppEntity, Hashable, TextExporting {
  public static let schema = SchemaCatalog.entity(.draft)
  public static let typeDisplayName = "draft"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("to") { .string($0.to.map(\.email).joined(separator: ", ")) },
      EntityProperty("subject") { $0.subject.map(PropertyValue.string) ?? .none },
      EntityProperty("body") { .string($0.body) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    MailDraftQuery(context: context)
  }

  /// Its Message-ID: kept when the draft is rewritten (a file attached) and when it is sent.
  public var id: String
  public var to: [MailAddress]
  public var cc: [MailAddress]
  public var subject: String?
  public var body: String
  public var date: Date
  public var attachments: [MailAttachment] = []

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: subject ?? "“\(body.prefix(40))”",
      subtitle: "draft to " + to.map(\.display).joined(separator: ", "),
      synonyms: to.map(\.display))
  }

  public var exportedText: String { body }
}
