import Foundation
import HarkCore
import HarkMail

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
    let storage = try MailStorage(context: context)
    let recipients = MailRecipients(context: context)
    let files = try attachments.map(MailFiles.outgoing)
    let names = attachments.map(\.filename)
    let outgoing = OutgoingMessage(
      from: storage.me.mailbox, to: try recipients.addresses(for: to).map(\.mailbox),
      cc: try recipients.addresses(for: cc).map(\.mailbox),
      bcc: try recipients.addresses(for: bcc).map(\.mailbox),
      subject: subject ?? (text.isEmpty ? MailText.stem(names[0]) : MailText.subject(for: text)), text: text,
      date: context.now, messageID: storage.newMessageID(), inReplyTo: nil, references: [], attachments: files
    )
    let draft = try storage.saveDraft(outgoing)
    let who = draft.to.map(\.display).joined(separator: ", ")
    if !names.isEmpty {
      let list = names.map { "“\($0)”" }.joined(separator: ", ")
      return IntentResult(
        dialog: IntentDialog(
          key: "drafted_attachments",
          arguments: ["to": who, "attachments": list, "subject": draft.subject ?? ""],
          full: "Drafted an email to \(who) with \(list) attached. Say “send it” to send it."),
        entities: [draft.entityValue])
    }
    return IntentResult(
      dialog: IntentDialog(
        key: "drafted", arguments: ["to": who, "body": text, "subject": draft.subject ?? ""],
        full: "Drafted an email to \(who): “\(text)”. Say “send it” to send it."),
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
    // Nothing here sends later (no mail transport queues for a time): a mail asked to go later
    // must not go now.
    if let later = sendLaterDate, later > context.now {
      throw IntentError.notImplemented(intent: Self.schema.id)
    }
    let storage = try MailStorage(context: context)
    // Read again: another client may have sent or changed it since it was shown.
    guard let stored = try storage.message(id: draft.id),
      stored.entries.contains(where: { $0.folder == storage.spec.drafts })
    else { throw IntentError.noLongerThere(IntentSubject(MailDraft.self)) }
    let sent = try storage.send(draft: stored, at: context.now, timeZone: context.wording.timeZone)
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
    let storage = try MailStorage(context: context)
    for draft in entities {
      if let stored = try storage.message(id: draft.id) { try storage.remove(stored) }
    }
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

  /// `subject` with a reply's or forward's prefix, once ("Re: Re: …" is never made).
  static func prefixed(_ prefix: String, _ subject: String) -> String {
    subject.lowercased().hasPrefix(prefix.lowercased()) ? subject : prefix + subject
  }

  /// The original under a reply, each line quoted with "> ", after who wrote it and when.
  static func quoted(_ original: MailMessage, timeZone: TimeZone) -> String {
    let lines = original.body.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
    return "On \(MailHeaders.rfc5322(original.date, timeZone: timeZone)), \(original.sender.display) wrote:\n"
      + lines.joined(separator: "\n")
  }

  /// The lines that introduce a forwarded mail's text.
  static func forwardHeader(_ original: MailMessage, timeZone: TimeZone) -> String {
    let from =
      original.sender.name.isEmpty
      ? original.sender.email : "\(original.sender.name) <\(original.sender.email)>"
    return """
      ---------- Forwarded message ----------
      From: \(from)
      Date: \(MailHeaders.rfc5322(original.date, timeZone: timeZone))
      Subject: \(original.subject)
      To: \(original.to.map(\.email).joined(separator: ", "))


      """
  }

  /// A file's name without its extension, as a subject.
  static func stem(_ filename: String) -> String {
    let parts = filename.split(separator: ".")
    return parts.count > 1 ? parts.dropLast().joined(separator: ".") : filename
  }
}

/// Files handed to Mail by other apps, as a message's attachments.
enum MailFiles {
  /// The file's bytes with the type they are (libmagic's reading, not the name's).
  static func outgoing(_ file: IntentFile) throws -> OutgoingAttachment {
    let data: Data
    do {
      data = try file.data ?? file.url.map { try Data(contentsOf: $0) } ?? Data()
    } catch {
      throw IntentError.attachmentNotKept(name: file.filename, cause: nil)
    }
    return OutgoingAttachment(
      filename: file.filename, contentType: ContentTypeSniffer.type(of: data, filename: file.filename),
      data: data)
  }
}
