import Foundation
import HarkCore
import HarkMail

/// Attaches files to a draft ("attach the budget" after "email Dana about lunch"): the draft is
/// written again with the files' bytes added, under the same Message-ID, and the old file removed.
public struct UpdateDraftIntent: AppIntent {
  public static let schema = SchemaIntent.named(.updateDraft)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("attachments", \.attachments)]
  }

  public var target: MailDraft?
  public var attachments: [IntentFile] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let shown = target else { throw Self.needsValue(\.target) }
    guard !attachments.isEmpty else { throw Self.needsValue(\.attachments) }
    // Read again: the draft may have been sent or changed since it was shown.
    let storage = try MailStorage(context: context)
    guard let stored = try storage.message(id: shown.id),
      stored.entries.contains(where: { $0.folder == storage.spec.drafts })
    else {
      throw IntentError.noLongerThere(IntentSubject(MailDraft.self))
    }
    let draft = storage.draft(from: stored)
    let bytes = try storage.bytes(of: stored)
    var files = stored.message.attachments.compactMap { part in
      MIMEMessage.attachmentData(in: bytes, index: part.index).map {
        OutgoingAttachment(filename: part.filename, contentType: part.contentType, data: $0)
      }
    }
    files += try attachments.map(MailFiles.outgoing)
    let parsed = stored.message
    let rewritten = OutgoingMessage(
      from: parsed.from.first ?? storage.me.mailbox, to: parsed.to, cc: parsed.cc, bcc: [],
      subject: parsed.subject, text: parsed.text, date: parsed.date ?? context.now,
      messageID: "<\(stored.id)>", inReplyTo: parsed.inReplyTo, references: parsed.references,
      attachments: files)
    try storage.saveDraft(rewritten, replacing: stored)
    let list = attachments.map { "“\($0.filename)”" }.joined(separator: ", ")
    let names = draft.to.map(\.display).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "attached", arguments: ["attachments": list, "to": names],
        full: "Attached \(list) to the email to \(names). Say “send it” to send it."),
      entities: [draft.entityValue])
  }
}
