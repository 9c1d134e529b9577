import Foundation
import HarkCore

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
    var to = [original.sender]
    if isReplyAll == true {
      to += original.to.filter { $0.email != Mail.me.email && $0.email != original.sender.email }
    }
    let subject = original.subject.hasPrefix("Re: ") ? original.subject : "Re: " + original.subject
    let reply = MailMessage(
      id: context.identifiers.next("mail-"), sender: Mail.me, to: to, subject: subject, body: body,
      date: context.now, isRead: true, mailbox: "sent")
    var read = original
    read.isRead = true
    try context.save(Mail.Collection.messages, [read.record, reply.record])
    let names = to.map(\.display).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "replied", arguments: ["to": names, "body": body, "subject": subject],
        full: "Replied to \(names): “\(body)”"),
      entities: [reply.entityValue])
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
    let recipients = try MailRecipients(context: context).addresses(for: to)
    let quoted =
      "---------- Forwarded message ----------\nFrom: \(original.sender.display)\n\n\(original.body)"
    let forwarded = MailMessage(
      id: context.identifiers.next("mail-"), sender: Mail.me, to: recipients,
      subject: "Fwd: " + original.subject, body: [body, quoted].compactMap { $0 }.joined(separator: "\n\n"),
      date: context.now, isRead: true, mailbox: "sent")
    try context.save(Mail.Collection.messages, [forwarded.record])
    let names = recipients.map(\.display).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "forwarded", arguments: ["to": names, "subject": original.subject],
        full: "Forwarded “\(original.subject)” to \(names)."),
      entities: [forwarded.entityValue])
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
    let trashed = entities.map { mail -> MailMessage in
      var moved = mail
      moved.mailbox = "trash"
      return moved
    }
    try context.save(Mail.Collection.messages, trashed.map(\.record))
    let subjects = entities.map { "“\($0.subject)”" }.joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "deleted", arguments: ["subjects": subjects], full: "Moved \(subjects) to the trash."),
      entities: trashed.map(\.entityValue))
  }
}
