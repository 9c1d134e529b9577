import Foundation
import HarkCore
import HarkStore

/// The messaging app of Apple's WWDC26 demo: chat with the unicorns Bubbles, Flare and Glow.
///
/// It adopts the whole messages domain, so the shell understands it through the messages
/// schema grammar without a sentence of its own.
public struct UnicornChat: App {
  public init() {}

  public let id = "unicornchat"
  public let name = "UnicornChat"
  public let synonyms = ["unicorn chat", "unicorns"]

  public var intents: [any AppIntent.Type] {
    [
      SendMessageIntent.self, DraftMessageIntent.self, EditSentMessageIntent.self,
      UnsendMessageIntent.self, SetMessageReadStatusIntent.self, FindMessagesIntent.self,
      OpenConversationIntent.self, SummarizeIntent.self,
    ]
  }

  public var entityTypes: [EntityType] {
    [EntityType(UnicornContact.self), EntityType(UnicornConversation.self), EntityType(UnicornMessage.self)]
  }

  /// The store collections.
  enum Collection {
    static let contacts = "contacts"
    static let conversations = "conversations"
    static let messages = "messages"
  }

  public func demoData(now: Date) -> [StoreSeed] { UnicornChatDemo.seeds(now: now) }
}

/// Reading and writing UnicornChat's data, shared by its intents.
struct UnicornChatData {
  let context: AppContext

  func contacts() throws -> [UnicornContact] { try UnicornContactQuery(context: context).all() }

  /// The conversation with these contacts, made if there is none yet. The look and the making are
  /// one step under the store's lock: shells sending to the same new group at once share one.
  func conversation(with recipients: [UnicornContact]) throws -> UnicornConversation {
    let ids = recipients.map(\.id).sorted()
    return try context.exclusively {
      let existing = try UnicornConversationQuery(context: context).suggestedEntities()
      if let found = existing.first(where: { $0.recipients.sorted() == ids }) { return found }
      let conversation = UnicornConversation(
        id: context.identifiers.next("conv-"), recipients: ids,
        displayName: recipients.map(\.name).joined(separator: ", "), isRead: true,
        dateLastActive: context.now)
      try context.save(UnicornChat.Collection.conversations, [conversation.record])
      return conversation
    }
  }

  /// Writes a message and touches its conversation, durably.
  func write(_ message: UnicornMessage, in conversation: UnicornConversation) throws {
    try context.save(UnicornChat.Collection.messages, [message.record])
    var touched = conversation
    touched.dateLastActive = message.date
    try context.save(UnicornChat.Collection.conversations, [touched.record])
    context.updateIndex([message])
  }

  /// Messages of a conversation, oldest first.
  func messages(in conversation: String) throws -> [UnicornMessage] {
    try context.records(UnicornChat.Collection.messages, where: "conversation", equals: .string(conversation))
      .compactMap(UnicornMessage.init).sorted { $0.date < $1.date }
  }

  /// The messages of a conversation written by `author`, oldest first: the same messages as
  /// ``messages(in:)`` filtered by author, without making the others (a find for someone's last
  /// message in a long conversation read every message of it).
  func messages(in conversation: String, by author: String) throws -> [UnicornMessage] {
    try context.records(UnicornChat.Collection.messages, where: "conversation", equals: .string(conversation))
      .filter { ($0.fields["author"]?.stringValue ?? "me") == author }
      .compactMap(UnicornMessage.init).sorted { $0.date < $1.date }
  }
}
