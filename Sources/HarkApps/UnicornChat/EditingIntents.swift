import Foundation
import HarkCore

/// Changes the text of a message you sent.
public struct EditSentMessageIntent: AppIntent {
  public static let schema = SchemaIntent.named(.editSentMessage)
  public static var parameters: [IntentParameter<Self>] {
    [.init("message", \.message), .init("content", \.content)]
  }

  public var message: UnicornMessage?
  public var content: String?

  public init() {}

  /// Only your own sent messages can be edited: someone else's is refused before its new text is
  /// asked for, with a reply offered instead.
  public static func refusal(of value: ParameterValue, for parameter: String, in context: AppContext)
    -> IntentDialog?
  {
    guard parameter == "message" else { return nil }
    return UnicornMessage.authorship(of: value, doing: "edited")
  }

  public func perform(in context: AppContext) throws -> IntentResult {
    guard var edited = message else { throw Self.needsValue(\.message) }
    guard let content, !content.isEmpty else { throw Self.needsValue(\.content) }
    guard edited.author == "me", edited.status == .sent else {
      throw IntentError.notYours(IntentSubject(UnicornMessage.self))
    }
    edited.body = content
    edited.edited = true
    try UnicornChatData(context: context).rewrite(edited)
    context.updateIndex([edited])
    return IntentResult(
      dialog: IntentDialog(
        key: "edited", arguments: ["content": content],
        full: "Edited your message to “\(content)”"),
      entities: [edited.entityValue])
  }
}

/// Takes back a message you sent.
public struct UnsendMessageIntent: AppIntent {
  public static let schema = SchemaIntent.named(.unsendMessage)
  public static var parameters: [IntentParameter<Self>] { [.init("message", \.message)] }

  public var message: UnicornMessage?

  public init() {}

  /// Only your own sent messages can be unsent.
  public static func refusal(of value: ParameterValue, for parameter: String, in context: AppContext)
    -> IntentDialog?
  {
    guard parameter == "message" else { return nil }
    return UnicornMessage.authorship(of: value, doing: "unsent")
  }

  public func perform(in context: AppContext) throws -> IntentResult {
    guard var unsent = message else { throw Self.needsValue(\.message) }
    guard unsent.author == "me", unsent.status == .sent else {
      throw IntentError.notYours(IntentSubject(UnicornMessage.self))
    }
    unsent.status = .unsent
    try UnicornChatData(context: context).rewrite(unsent)
    context.updateIndex([unsent])
    return IntentResult(
      dialog: IntentDialog(
        key: "unsent", arguments: ["content": unsent.body], full: "Unsent your message “\(unsent.body)”"),
      entities: [unsent.entityValue])
  }
}

/// Marks a message read or unread.
public struct SetMessageReadStatusIntent: AppIntent {
  public static let schema = SchemaIntent.named(.setMessageReadStatus)
  public static var parameters: [IntentParameter<Self>] {
    [.init("message", \.message), .init("isRead", \.isRead)]
  }

  public var message: UnicornMessage?
  public var isRead: Bool?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard var marked = message else { throw Self.needsValue(\.message) }
    let read = isRead ?? true
    marked.isRead = read
    try UnicornChatData(context: context).rewrite(marked)
    let state = read ? "read" : "unread"
    return IntentResult(
      dialog: IntentDialog(
        key: read ? "marked_read" : "marked_unread", arguments: ["content": marked.body],
        full: "Marked “\(marked.body)” as \(state)"),
      entities: [marked.entityValue])
  }
}

extension UnicornMessage {
  /// Why a message in `value` cannot be `edited` or `unsent` by you: someone else wrote it (say
  /// so, and offer a reply), or it was not sent (a draft, scheduled, already unsent); nil when it can.
  static func authorship(of value: ParameterValue, doing verb: String) -> IntentDialog? {
    guard case .entity(let entity) = value, let message = entity.as(UnicornMessage.self) else { return nil }
    if message.author != "me" {
      return IntentDialog(
        key: PhraseKey(rawValue: "not_yours_\(verb)"), arguments: ["author": message.authorName],
        full:
          "\(message.authorName) wrote that message, and only your own can be \(verb). "
          + "To answer it, say “reply to \(message.authorName) …”.")
    }
    guard message.status == .sent else {
      return IntentDialog(
        key: PhraseKey(rawValue: "not_sent_\(verb)"), full: "Only messages you sent can be \(verb).")
    }
    return nil
  }
}
