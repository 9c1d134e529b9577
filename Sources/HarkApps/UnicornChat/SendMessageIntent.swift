import Foundation
import HarkCore

/// Sends a message to one or more unicorns, or forwards one ("forward the last one to Glow").
public struct SendMessageIntent: AppIntent {
  public static let schema = SchemaIntent.named(.sendMessage)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("destination", \.destination), .init("content", \.content),
      .init("subject", \.subject), .init("scheduledDate", \.scheduledDate),
      .init("message", \.message), .init("attachments", \.attachments),
      .init("conversation", \.conversation),
    ]
  }

  public var destination: [UnicornContact] = []
  public var content: String?
  public var subject: String?
  public var scheduledDate: Date?
  /// A message to forward: its text is sent when no content is given.
  public var message: UnicornMessage?
  /// Files from another app ("text my wife her plane ticket"), copied into UnicornChat's folder.
  public var attachments: [IntentFile] = []
  /// A conversation to send whole ("text my wife this conversation"): attached as a text export.
  public var conversation: UnicornConversation?

  public init() {}

  public static func requirement(of parameter: String, given: Set<String>)
    -> SchemaParameter.Requirement?
  {
    let carried = ["message", "attachments", "conversation"].contains(where: given.contains)
    return parameter == "content" && carried ? .optional : nil
  }

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !destination.isEmpty else { throw Self.needsValue(\.destination) }
    let data = UnicornChatData(context: context)
    var attachments = self.attachments
    if let conversation { attachments.append(try data.export(conversation, wording: context.wording)) }
    let files = attachments.map(\.filename)
    // A file sent alone is a message that shows its name.
    let body = content ?? message?.body ?? files.joined(separator: ", ")
    guard !body.isEmpty else { throw Self.needsValue(\.content) }
    // The files first: a file that cannot be kept must not leave a new conversation behind.
    let kept = try attachments.map { try context.keepAttachment($0) }
    let conversation = try data.storedConversation(with: destination)
    let later = scheduledDate.flatMap { $0 > context.now ? $0 : nil }
    let sent = UnicornMessage(
      id: context.identifiers.next("msg-"), conversation: conversation.id, author: "me",
      authorName: "You", body: body, subject: subject, date: later ?? context.now, isRead: true,
      status: later == nil ? .sent : .scheduled, edited: false,
      attachments: kept)
    try data.write(sent)
    let names = destination.map(\.name).joined(separator: ", ")
    if let later {
      let when = context.wording.text(later)
      return IntentResult(
        dialog: IntentDialog(
          key: "scheduled",
          arguments: ["destination": names, "content": body, "app": "UnicornChat", "date": when],
          full: "Scheduled for \(names) in UnicornChat, \(when): “\(body)”"),
        entities: [sent.entityValue])
    }
    if !files.isEmpty {
      let list = files.map { "“\($0)”" }.joined(separator: ", ")
      return IntentResult(
        dialog: IntentDialog(
          key: "sent_attachments",
          arguments: ["destination": names, "attachments": list, "app": "UnicornChat"],
          full: "Sent \(list) to \(names) in UnicornChat."),
        entities: [sent.entityValue])
    }
    let forwarding = content == nil && message != nil
    return IntentResult(
      dialog: IntentDialog(
        key: forwarding ? "forwarded" : "sent",
        arguments: ["destination": names, "content": body, "app": "UnicornChat"],
        full: forwarding
          ? "Forwarded to \(names) in UnicornChat: “\(body)”" : "Sent to \(names) in UnicornChat: “\(body)”"),
      entities: [sent.entityValue])
  }
}

/// Saves a message as a draft, to send later.
public struct DraftMessageIntent: AppIntent {
  public static let schema = SchemaIntent.named(.draftMessage)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("destination", \.destination), .init("content", \.content), .init("subject", \.subject),
      .init("scheduledDate", \.scheduledDate),
    ]
  }

  public var destination: [UnicornContact] = []
  public var content: String?
  public var subject: String?
  public var scheduledDate: Date?

  public init() {}

  /// UnicornChat keeps drafts inside a conversation, so it needs to know with whom.
  public static func requirement(of parameter: String, given: Set<String>)
    -> SchemaParameter.Requirement?
  {
    parameter == "destination" ? .required : nil
  }

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !destination.isEmpty else { throw Self.needsValue(\.destination) }
    let data = UnicornChatData(context: context)
    let conversation = try data.storedConversation(with: destination)
    let draft = UnicornMessage(
      id: context.identifiers.next("msg-"), conversation: conversation.id, author: "me",
      authorName: "You", body: content ?? "", subject: subject, date: scheduledDate ?? context.now,
      isRead: true, status: .draft, edited: false)
    try context.save(UnicornChat.Collection.messages, [draft.record])
    let names = destination.map(\.name).joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "drafted", arguments: ["destination": names, "content": draft.body, "app": "UnicornChat"],
        full: "Saved a draft to \(names) in UnicornChat: “\(draft.body)”"),
      entities: [draft.entityValue])
  }
}
