import Foundation
import HarkCore
import HarkMail
import HarkStore

/// What ``Mail/convertStoredMail(in:)`` did.
public struct MailConversion: Sendable, Equatable {
  /// Mails and drafts written into the Maildir.
  public var converted: Int
  /// Ones already there (converted before): left as they are.
  public var alreadyThere: Int
  /// The Maildir they went to.
  public var maildir: URL?

  /// A conversion of these counts.
  public init(converted: Int, alreadyThere: Int, maildir: URL?) {
    self.converted = converted
    self.alreadyThere = alreadyThere
    self.maildir = maildir
  }
}

extension Mail {
  /// Writes the mail of a store made before mail was a Maildir (its `mail/messages.jsonl` and
  /// `mail/drafts.jsonl` collections, attachments in `mail/attachments/`) into the Maildir: the
  /// inbox's mail into the inbox, sent mail into Sent, trashed into Trash, drafts into Drafts,
  /// each as a MIME message whose Message-ID is made from its old identifier, so a second run
  /// writes none twice. The collections are left where they are: the app no longer reads them.
  public static func convertStoredMail(in context: AppContext) throws -> MailConversion {
    let storage = try MailStorage(context: context)
    var result = MailConversion(converted: 0, alreadyThere: 0, maildir: storage.spec.maildir)
    let attachments = context.store.root.appendingPathComponent("mail/attachments")
    for (collection, isDraft) in [("messages", false), ("drafts", true)] {
      for record in try context.records(collection) {
        let fields = record.fields
        let id = "hark-import-\(record.id)@\(storage.domain)"
        if try storage.message(id: id) != nil {
          result.alreadyThere += 1
          continue
        }
        let mailbox = fields["mailbox"]?.stringValue ?? "inbox"
        let sender = fields["sender"].flatMap(Self.address) ?? storage.me
        let files = (fields["attachments"]?.arrayValue ?? []).compactMap(\.stringValue).compactMap { name in
          (try? Data(contentsOf: attachments.appendingPathComponent(name))).map {
            OutgoingAttachment(
              filename: Self.originalName(name), contentType: ContentTypeSniffer.type(of: $0, filename: name),
              data: $0)
          }
        }
        let message = OutgoingMessage(
          from: (isDraft ? storage.me : sender).mailbox,
          to: (fields["to"]?.arrayValue ?? []).compactMap(Self.address).map(\.mailbox),
          cc: (fields["cc"]?.arrayValue ?? []).compactMap(Self.address).map(\.mailbox), bcc: [],
          subject: fields["subject"]?.stringValue ?? "", text: fields["body"]?.stringValue ?? "",
          date: fields["date"]?.dateValue ?? context.now, messageID: "<\(id)>", inReplyTo: nil,
          references: [],
          attachments: files)
        if isDraft {
          try storage.saveDraft(message)
        } else {
          let folder =
            switch mailbox {
            case "sent": storage.spec.sent
            case "trash": storage.spec.trash
            default: ""
            }
          let flags: MaildirFlags = fields["isRead"]?.boolValue ?? true ? [.seen] : []
          _ = try storage.attempt { () throws(MaildirError) in
            try storage.maildir.deliver(message.bytes(), to: folder, flags: flags)
          }
        }
        result.converted += 1
      }
    }
    return result
  }

  static func address(_ value: JSONValue) -> MailAddress? {
    guard let email = value.objectValue?["email"]?.stringValue else { return nil }
    return MailAddress(name: value.objectValue?["name"]?.stringValue ?? "", email: email)
  }

  /// A kept attachment's name without the identifier the store put before it
  /// (`att-3-budget.numbers` → `budget.numbers`).
  static func originalName(_ kept: String) -> String {
    let parts = kept.split(separator: "-", maxSplits: 2)
    return parts.count == 3 && parts[0] == "att" && parts[1].allSatisfy(\.isNumber) ? String(parts[2]) : kept
  }
}
