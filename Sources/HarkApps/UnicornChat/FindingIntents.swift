import Foundation
import HarkCore

/// Shows messages with someone, optionally about a topic.
public struct FindMessagesIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findMessages)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("person", \.person), .init("topic", \.topic), .init("message", \.which),
      .init("sentDate", \.sentDate),
    ]
  }

  public var person: UnicornContact?
  public var topic: String?
  /// "last" (or "first") for one message: "show my last message from Flare".
  public var which: String?
  /// When the messages were written ("yesterday", "this week"), by either side.
  public var sentDate: DateSpan?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    // "movies?": the question mark is no part of the topic.
    let topic = topic?.trimmingCharacters(in: .punctuationAndWhitespace)
      .nilIfEmpty
    let query = UnicornMessageQuery(context: context)
    // One message from the person and no topic: only their own messages can be shown, and each
    // is in a conversation with them, so they are read by author without looking through every
    // conversation for the person's.
    let author = (which == "last" || which == "first") && topic == nil ? person?.id : nil
    var conversations: Set<String>?
    if let person, author == nil {
      conversations = Set(
        try UnicornChatData(context: context).storedConversations()
          .filter { $0.recipients.contains(person.id) }.map(\.id))
    }
    var messages: [UnicornMessage] = []
    if let topic, let index = context.index {
      // By meaning: "movies" finds the message about Dune. One conversation filters before scoring.
      // The sentence model ranks messages best against a query phrased like one ("a message about
      // movies": P@5 0.88 against 0.72 for bare words, measured in the semantic-index notes).
      var filters: [String: String] = [:]
      if let only = conversations, only.count == 1, let id = only.first { filters["conversation"] = id }
      let phrased = topic.unicodeScalars.allSatisfy(\.isASCII) ? "a message about \(topic)" : topic
      let hits = index.search(
        phrased, type: EntityValue.typeName(UnicornMessage.self), filters: filters, limit: 20)
      let found = Dictionary(try query.entities(for: hits.map(\.id)).map { ($0.id, $0) }) { a, _ in a }
      messages = hits.compactMap { found[$0.id] }
    }
    if messages.isEmpty {
      // By words: the person's own messages, their conversations (from the store's index), or
      // every message.
      let data = UnicornChatData(context: context)
      if let author {
        messages = try data.messages(by: author)
      } else {
        messages =
          try conversations.map { conversations in
            try conversations.sorted().flatMap { try data.messages(in: $0) }
          } ?? query.all()
      }
      if let topic {
        let words = topic.lowercased().split(separator: " ").map(String.init)
        messages = messages.filter { message in words.contains { message.body.localizedStandardContains($0) }
        }
      }
    }
    messages = messages.filter { message in
      (message.status == .sent || message.status == .received)
        && (conversations.map { $0.contains(message.conversation) } ?? true)
        && (sentDate.map { $0.overlaps(from: message.date, to: message.date) } ?? true)
    }
    var shown = Array(messages.sorted { $0.date < $1.date }.suffix(10))
    if let which, which == "last" || which == "first" {
      // One message *from* the person: written by them, not by you.
      let theirs = messages.filter { person == nil || $0.author == person?.id }.sorted { $0.date < $1.date }
      shown = (which == "last" ? theirs.last : theirs.first).map { [$0] } ?? []
    }
    let who = person.map { " with \($0.name)" } ?? ""
    let about = topic.map { " about \($0)" } ?? ""
    let one = which == "last" ? "last" : "first"
    let single = which != nil && person != nil && !shown.isEmpty
    if let sentDate, !single {
      // The answer names the span it used, as the calendar's does: "Yesterday (Monday 8 June):".
      let span = context.wording.text(sentDate)
      let name = person?.name ?? ""
      let key = (shown.isEmpty ? "found_none_in" : "found_in") + (person == nil ? "" : "_with")
      let full =
        switch (shown.isEmpty, person == nil) {
        case (true, true): "\(span): no messages."
        case (true, false): "\(span): no messages with \(name)."
        case (false, true): "\(span):"
        case (false, false): "\(span), with \(name):"
        }
      return IntentResult(
        dialog: IntentDialog(
          key: PhraseKey(rawValue: key), arguments: ["span": span, "person": name], full: full),
        listed: shown.map(\.entityValue))
    }
    let full =
      shown.isEmpty
      ? "No messages\(who)\(about)."
      : single ? "The \(one) message from \(person?.name ?? ""):" : "Messages\(who)\(about):"
    return IntentResult(
      dialog: IntentDialog(
        key: PhraseKey(rawValue: shown.isEmpty ? "found_none" : single ? "found_\(one)" : "found"),
        arguments: ["person": person?.name ?? "", "topic": topic ?? ""], full: full),
      listed: shown.map(\.entityValue))
  }
}

/// Opens the conversation with someone: its latest messages.
public struct OpenConversationIntent: AppIntent {
  public static let schema = SchemaIntent.named(.openConversation)
  public static var parameters: [IntentParameter<Self>] { [.init("person", \.person)] }

  public var person: UnicornContact?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let person else { throw Self.needsValue(\.person) }
    let data = UnicornChatData(context: context)
    let conversation = try data.conversation(with: [person])
    let latest = Array(try data.messages(in: conversation.id).filter { $0.status != .draft }.suffix(5))
    return IntentResult(
      dialog: IntentDialog(
        key: "opened", arguments: ["person": person.name, "app": "UnicornChat"],
        full: "UnicornChat with \(person.name):"),
      entities: [conversation.entityValue], listed: latest.map(\.entityValue))
  }
}

extension String {
  /// Nil for an empty string.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
