import Foundation
import HarkCore
import HarkMail

/// Answers a mail: to its sender, or to everyone on it.
public struct ReplyMailIntent: AppIntent {
  public static let schema = SchemaIntent.named(.replyMail)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("isReplyAll", \.isReplyAll), .init("body", \.body)]
  }

  public var target: MailMessage?
  public var isReplyAll: Bool?
  public var body: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let original = target else { throw Self.needsValue(\.target) }
    guard let body, !body.isEmpty else { throw Self.needsValue(\.body) }
    let storage = try MailStorage(context: context)
    guard let stored = try storage.message(id: original.id) else {
      throw IntentError.noLongerThere(IntentSubject(MailMessage.self))
    }
    let me = storage.me.email.lowercased()
    var to = [original.sender]
    if isReplyAll == true {
      to += (original.to + original.cc).filter {
        $0.email.lowercased() != me && $0.email.lowercased() != original.sender.email.lowercased()
      }
    }
    let subject = MailText.prefixed("Re: ", original.subject)
    let reply = OutgoingMessage(
      from: storage.me.mailbox, to: to.map(\.mailbox), cc: [], bcc: [], subject: subject,
      text: body + "\n\n" + MailText.quoted(original, timeZone: context.wording.timeZone), date: context.now,
      messageID: storage.newMessageID(), inReplyTo: "<\(original.id)>",
      references: (original.references + [original.id]).map { "<\($0)>" }, attachments: [])
    let sent = try storage.send(reply)
    try storage.mark(stored, adding: [.seen, .replied])
    let names = to.map(\.display).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "replied", arguments: ["to": names, "body": body, "subject": subject],
        full: "Replied to \(names): “\(body)”"),
      entities: [sent.entityValue])
  }
}

/// Sends a mail on to other people, with an optional note on top.
public struct ForwardMailIntent: AppIntent {
  public static let schema = SchemaIntent.named(.forwardMail)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("to", \.to), .init("body", \.body)]
  }

  public var target: MailMessage?
  public var to: [IntentPerson] = []
  public var body: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let original = target else { throw Self.needsValue(\.target) }
    guard !to.isEmpty else { throw Self.needsValue(\.to) }
    let storage = try MailStorage(context: context)
    guard let stored = try storage.message(id: original.id) else {
      throw IntentError.noLongerThere(IntentSubject(MailMessage.self))
    }
    let recipients = try MailRecipients(context: context).addresses(for: to)
    // The original's attachments go with it, as the bytes it carries.
    let bytes = try storage.bytes(of: stored)
    let attached = stored.message.attachments.compactMap { part in
      MIMEMessage.attachmentData(in: bytes, index: part.index).map {
        OutgoingAttachment(filename: part.filename, contentType: part.contentType, data: $0)
      }
    }
    let header = MailText.forwardHeader(original, timeZone: context.wording.timeZone)
    let forward = OutgoingMessage(
      from: storage.me.mailbox, to: recipients.map(\.mailbox), cc: [], bcc: [],
      subject: MailText.prefixed("Fwd: ", original.subject),
      text: [body, header + original.body].compactMap { $0 }.joined(separator: "\n\n"), date: context.now,
      messageID: storage.newMessageID(), inReplyTo: nil, references: ["<\(original.id)>"],
      attachments: attached)
    let sent = try storage.send(forward)
    try storage.mark(stored, adding: [.passed])
    let names = recipients.map(\.display).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "forwarded", arguments: ["to": names, "subject": original.subject],
        full: "Forwarded “\(original.subject)” to \(names)."),
      entities: [sent.entityValue])
  }
}

/// Moves mail to the trash.
public struct DeleteMailIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteMail)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [MailMessage] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    let storage = try MailStorage(context: context)
    var trashed: [MailMessage] = []
    for mail in entities {
      guard let stored = try storage.message(id: mail.id) else { continue }
      try storage.trash(stored)
      var moved = mail
      moved.mailbox = "trash"
      trashed.append(moved)
    }
    let subjects = entities.map { "“\($0.subject)”" }.joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "deleted", arguments: ["subjects": subjects], full: "Moved \(subjects) to the trash."),
      entities: trashed.map(\.entityValue))
  }
}
