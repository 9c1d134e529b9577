import Foundation
import HarkCore
import HarkStore

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
}

/// A mail in a mailbox (inbox, sent, trash).
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
  public var subject: String
  public var body: String
  public var date: Date
  public var isRead: Bool
  /// `inbox`, `sent` or `trash`.
  public var mailbox: String
  /// Attached files, by their names in Mail's `attachments` folder of the store.
  public var attachments: [String] = []

  public var displayRepresentation: DisplayRepresentation {
    let who = mailbox == "sent" ? "to " + to.map(\.display).joined(separator: ", ") : sender.display
    return DisplayRepresentation(
      title: subject, details: [.text(who), .day(date)],
      synonyms: [sender.display, sender.email])
  }

  public var exportedText: String { body }
}

/// A mail being written: saved, not yet sent.
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

  public var id: String
  public var to: [MailAddress]
  public var cc: [MailAddress]
  public var subject: String?
  public var body: String
  public var date: Date
  /// Attached files, by their names in Mail's `attachments` folder of the store.
  public var attachments: [String] = []

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: subject ?? "“\(body.prefix(40))”",
      subtitle: "draft to " + to.map(\.display).joined(separator: ", "),
      synonyms: to.map(\.display))
  }

  public var exportedText: String { body }
}

extension MailAddress {
  init?(_ value: JSONValue) {
    guard let email = value.objectValue?["email"]?.stringValue else { return nil }
    self.init(name: value.objectValue?["name"]?.stringValue ?? "", email: email)
  }

  var json: JSONValue { .object(["name": .string(name), "email": .string(email)]) }

  static func list(_ value: JSONValue?) -> [MailAddress] {
    value?.arrayValue?.compactMap(MailAddress.init) ?? []
  }
}

extension MailMessage {
  init?(_ record: Record) {
    let f = record.fields
    guard let sender = f["sender"].flatMap(MailAddress.init), let date = f["date"]?.dateValue else {
      return nil
    }
    self.init(
      id: record.id, sender: sender, to: MailAddress.list(f["to"]),
      subject: f["subject"]?.stringValue ?? "", body: f["body"]?.stringValue ?? "", date: date,
      isRead: f["isRead"]?.boolValue ?? true, mailbox: f["mailbox"]?.stringValue ?? "inbox",
      attachments: f["attachments"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    Record(
      id: id,
      fields: [
        "sender": sender.json, "to": .array(to.map(\.json)), "subject": .string(subject),
        "body": .string(body), "date": .date(date), "isRead": .bool(isRead), "mailbox": .string(mailbox),
        "attachments": .array(attachments.map(JSONValue.string)),
      ])
  }
}

extension MailDraft {
  init?(_ record: Record) {
    let f = record.fields
    guard let date = f["date"]?.dateValue else { return nil }
    self.init(
      id: record.id, to: MailAddress.list(f["to"]), cc: MailAddress.list(f["cc"]),
      subject: f["subject"]?.stringValue, body: f["body"]?.stringValue ?? "", date: date,
      attachments: f["attachments"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    var fields: [String: JSONValue] = [
      "to": .array(to.map(\.json)), "cc": .array(cc.map(\.json)), "body": .string(body), "date": .date(date),
      "attachments": .array(attachments.map(JSONValue.string)),
    ]
    if let subject { fields["subject"] = .string(subject) }
    return Record(id: id, fields: fields)
  }
}
