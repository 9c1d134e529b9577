import Foundation
import HarkCore

/// A conversation as content other apps can take: a readable text export, one line per message.
extension UnicornChatData {
  /// The lines of `conversation`: "Glow (Monday 8 June): The aurora was amazing…", oldest first.
  func lines(of conversation: UnicornConversation, wording: DateWording) throws -> [String] {
    try said(in: conversation).map { line($0, wording: wording) }
  }

  /// One message as a line of the export.
  func line(_ message: UnicornMessage, wording: DateWording) -> String {
    let who = message.author == "me" ? "You" : message.authorName
    return "\(who) (\(wording.text(message.date, time: false))): \(message.body)"
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
  public static let schema = SchemaIntent.named(.summarize)
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
    var kind: String
    var arguments: [String: String] = [:]
    var sampled = false
    if let conversation {
      // The newest messages only: the sentence model's work grows with the square of what it
      // reads, and a conversation of ten thousand messages took minutes. Saying how many were
      // read keeps the summary honest about what it covers.
      let said = try data.said(in: conversation)
      let sample = said.suffix(max(context.sampleLimit, 1))
      units = sample.map { data.line($0, wording: context.wording) }
      scoring = sample.map(\.body)
      kind = "conversation"
      arguments["name"] = conversation.displayName
      sampled = sample.count < said.count
      arguments["count"] = UnicornChatData.grouped(sample.count)
      arguments["total"] = UnicornChatData.grouped(said.count)
    } else if let message {
      units = ExtractiveSummary.sentences(message.body)
      kind = message.author == "me" ? "your_message" : "message"
      arguments["author"] = message.authorName
    } else {
      throw Self.needsValue(\.message)
    }
    let central = try ExtractiveSummary.central(
      units, scoring: scoring, similarity: context.similarity, cancellation: context.cancellation)
    let whole = central.count == units.count
    if sampled { kind += "_recent" }
    let what =
      conversation.map {
        sampled
          ? "the last \(arguments["count"] ?? "") of \(arguments["total"] ?? "") messages with \($0.displayName)"
          : "the conversation with \($0.displayName)"
      }
      ?? (message?.author == "me" ? "your message" : "\(arguments["author"] ?? "")'s message")
    return IntentResult(
      dialog: IntentDialog(
        key: PhraseKey(rawValue: "summary_\(kind)" + (whole ? "_whole" : "")), arguments: arguments,
        full: whole
          ? "Too short to summarise; \(what) in full:" : "A summary of \(what), its most central sentences:"),
      entities: [message?.entityValue, conversation?.entityValue].compactMap { $0 }, quoted: central)
  }
}

extension UnicornChatData {
  /// A count with its thousands grouped ("9,972"), the same in every locale the shell runs in.
  static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}
