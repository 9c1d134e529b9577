import Foundation
import HarkCore

/// Writes a mail and keeps it as a draft; the user sends it with “send it”.
///
/// The body may come from another app: given a `message` (a UnicornChat reply), its text is the body.
public struct CreateDraftIntent: AppIntent {
  public static let schema = SchemaIntent.named(.createDraft)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("to", \.to), .init("cc", \.cc), .init("bcc", \.bcc), .init("subject", \.subject),
      .init("body", \.body), .init("attachments", \.attachments),
      .init("message", \.message, adopting: .message),
    ]
  }

  public var to: [IntentPerson] = []
  public var cc: [IntentPerson] = []
  public var bcc: [IntentPerson] = []
  public var subject: String?
  public var body: String?
  /// Content from another app whose text becomes the body.
  public var message: EntityValue?
  /// Files from another app ("send my latest report to Mary"), copied into Mail's folder.
  public var attachments: [IntentFile] = []

  public init() {}

  /// A body taken from another app's message is not asked for again.
  public static func requirement(of parameter: String, given: Set<String>)
    -> SchemaParameter.Requirement?
  {
    parameter == "body" && (given.contains("message") || given.contains("attachments")) ? .optional : nil
  }

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !to.isEmpty else { throw Self.needsValue(\.to) }
    let text = body ?? message?.exportedText ?? ""
    guard !text.isEmpty || !attachments.isEmpty else { throw Self.needsValue(\.body) }
    let recipients = MailRecipients(context: context)
    let kept = try attachments.map { try context.keepAttachment($0) }
    let files = attachments.map(\.filename)
    let draft = MailDraft(
      id: context.identifiers.next("draft-"), to: try recipients.addresses(for: to),
      cc: try recipients.addresses(for: cc + bcc),
      subject: subject ?? (text.isEmpty ? MailText.stem(files[0]) : MailText.subject(for: text)),
      body: text, date: context.now, attachments: kept)
    try context.save(Mail.Collection.drafts, [draft.record])
    let names = draft.to.map(\.display).joined(separator: ", ")
    if !files.isEmpty {
      let list = files.map { "“\($0)”" }.joined(separator: ", ")
      return IntentResult(
        dialog: IntentDialog(
          key: "drafted_attachments",
          arguments: ["to": names, "attachments": list, "subject": draft.subject ?? ""],
          full: "Drafted an email to \(names) with \(list) attached. Say “send it” to send it."),
        entities: [draft.entityValue])
    }
    return IntentResult(
      dialog: IntentDialog(
        key: "drafted", arguments: ["to": names, "body": text, "subject": draft.subject ?? ""],
        full: "Drafted an email to \(names): “\(text)”. Say “send it” to send it."),
      entities: [draft.entityValue])
  }
}

/// Sends a draft.
public struct SendDraftIntent: AppIntent {
  public static let schema = SchemaIntent.named(.sendDraft)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("sendLaterDate", \.sendLaterDate)]
  }

  public var target: MailDraft?
  public var sendLaterDate: Date?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let draft = target else { throw Self.needsValue(\.target) }
    guard !draft.to.isEmpty else { throw IntentError.lacks(IntentSubject(MailDraft.self), parameter: "to") }
    let sent = MailMessage(
      id: context.identifiers.next("mail-"), sender: Mail.me, to: draft.to + draft.cc,
      subject: draft.subject ?? "", body: draft.body, date: sendLaterDate ?? context.now, isRead: true,
      mailbox: "sent", attachments: draft.attachments)
    try context.save(Mail.Collection.messages, [sent.record])
    try context.delete(Mail.Collection.drafts, ids: [draft.id])
    let names = draft.to.map(\.display).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "sent", arguments: ["to": names, "subject": sent.subject],
        full: "Sent the email “\(sent.subject)” to \(names)."),
      entities: [sent.entityValue])
  }
}

/// Throws drafts away.
public struct DeleteDraftIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteDraft)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [MailDraft] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    try context.delete(Mail.Collection.drafts, ids: entities.map(\.id))
    let count = entities.count
    return IntentResult(
      dialog: IntentDialog(
        key: "deleted_drafts", arguments: ["count": String(count)],
        full: count == 1 ? "Deleted the draft." : "Deleted \(count) drafts."))
  }
}

/// Small text helpers for Mail.
enum MailText {
  /// A subject from the first words of a body.
  static func subject(for body: String) -> String {
    let words = body.split(separator: " ")
    let head = words.prefix(6).joined(separator: " ")
    return words.count > 6 ? head + "…" : head
  }

  /// A file's name without its extension, as a subject.
  static func stem(_ filename: String) -> String {
    let parts = filename.split(separator: ".")
    return parts.count > 1 ? parts.dropLast().joined(separator: ".") : filename
  }
}
