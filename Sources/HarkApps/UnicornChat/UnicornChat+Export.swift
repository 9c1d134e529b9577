import Foundation
import HarkCore

/// A conversation as content other apps can take: a readable text export, one line per message.
extension UnicornChatData {
  /// The lines of `conversation`: "Glow (Monday 8 June): The aurora was amazing…", oldest first.
  func lines(of conversation: UnicornConversation, wording: DateWording) throws -> [String] {
    try said(in: conversation).map {
      let who = $0.author == "me" ? "You" : $0.authorName
      return "\(who) (\(wording.text($0.date, time: false))): \($0.body)"
    }
  }

  /// The messages of `conversation` that were said (sent or received), oldest first.
  func said(in conversation: UnicornConversation) throws -> [UnicornMessage] {
    try messages(in: conversation.id).filter { $0.status == .sent || $0.status == .received }
  }

  /// `conversation` as a text file to attach.
  func export(_ conversation: UnicornConversation, wording: DateWording) throws -> IntentFile {
    let text = try lines(of: conversation, wording: wording).joined(separator: "\n") + "\n"
    return IntentFile(
      filename: "Conversation with \(conversation.displayName).txt", contentType: "public.plain-text",
      data: Data(text.utf8))
  }
}

/// Summarises a message or a conversation: its most central sentences, said to be a summary.
public struct SummarizeIntent: AppIntent {
  public static let schema = SchemaIntent.named("assistant.summarize")
  public static var parameters: [IntentParameter<Self>] {
    [.init("message", \.message), .init("conversation", \.conversation)]
  }

  public var message: UnicornMessage?
  public var conversation: UnicornConversation?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    let data = UnicornChatData(context: context)
    let units: [String]
    var scoring: [String]?
    let kind: String
    var arguments: [String: String] = [:]
    if let conversation {
      units = try data.lines(of: conversation, wording: context.wording)
      scoring = try data.said(in: conversation).map(\.body)
      kind = "conversation"
      arguments["name"] = conversation.displayName
    } else if let message {
      units = ExtractiveSummary.sentences(message.body)
      kind = message.author == "me" ? "your_message" : "message"
      arguments["author"] = message.authorName
    } else {
      throw IntentError.needsValue(parameter: "message")
    }
    let central = ExtractiveSummary.central(units, scoring: scoring, similarity: context.similarity)
    let whole = central.count == units.count
    let what =
      conversation.map { "the conversation with \($0.displayName)" }
      ?? (message?.author == "me" ? "your message" : "\(arguments["author"] ?? "")'s message")
    return IntentResult(
      dialog: IntentDialog(
        key: PhraseKey(rawValue: "summary_\(kind)" + (whole ? "_whole" : "")), arguments: arguments,
        full: whole
          ? "Too short to summarise; \(what) in full:" : "A summary of \(what), its most central sentences:"),
      entities: [message?.entityValue, conversation?.entityValue].compactMap { $0 }, quoted: central)
  }
}
