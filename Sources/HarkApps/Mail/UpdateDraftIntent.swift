import Foundation
import HarkCore

/// Attaches files to a draft ("attach the budget" after "email Dana about lunch"): each is copied
/// into Mail's folder inside the store, as the files a new draft takes are.
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
    guard var draft = try MailDraftQuery(context: context).entities(for: [shown.id]).first else {
      throw IntentError.noLongerThere(IntentSubject(MailDraft.self))
    }
    let kept = try attachments.map { try context.keepAttachment($0) }
    draft.attachments += kept.filter { !draft.attachments.contains($0) }
    try context.save(Mail.Collection.drafts, [draft.record])
    let list = attachments.map { "“\($0.filename)”" }.joined(separator: ", ")
    let names = draft.to.map(\.display).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "attached", arguments: ["attachments": list, "to": names],
        full: "Attached \(list) to the email to \(names). Say “send it” to send it."),
      entities: [draft.entityValue])
  }
}
