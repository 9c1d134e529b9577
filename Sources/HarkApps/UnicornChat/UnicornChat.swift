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

  /// The conversation with these contacts, made if there is none yet, with its
  /// ``activity(of:)``.
  func conversation(with recipients: [UnicornContact]) throws -> UnicornConversation {
    try activity(of: storedConversation(with: recipients))
  }

  /// The conversation with these contacts as its record has it, made if there is none yet: a send
  /// needs only its identifier. The look and the making are one step under the store's lock:
  /// shells sending to the same new group at once share one.
  ///
  /// The conversation is looked up by its recipients as sends write them (sorted), which the
  /// store answers from its index without reading every conversation; one written with its
  /// recipients in another order is found by looking through them all, before a new one is made.
  func storedConversation(with recipients: [UnicornContact]) throws -> UnicornConversation {
    let ids = recipients.map(\.id).sorted()
    return try context.exclusively {
      let written = try context.records(
        UnicornChat.Collection.conversations, where: "recipients", equals: .array(ids.map { .string($0) }))
      if let found = written.lazy.compactMap(UnicornConversation.init).first { return found }
      let existing = try storedConversations()
      if let found = existing.first(where: { $0.recipients.sorted() == ids }) { return found }
      let conversation = UnicornConversation(
        id: context.identifiers.next("conv-"), recipients: ids,
        displayName: recipients.map(\.name).joined(separator: ", "), isRead: true,
        dateLastActive: context.now)
      try context.save(UnicornChat.Collection.conversations, [conversation.record])
      return conversation
    }
  }

  /// Every conversation as its record has it (`dateLastActive` as last written; see
  /// ``activity(of:)``).
  func storedConversations() throws -> [UnicornConversation] {
    try context.records(UnicornChat.Collection.conversations).compactMap(UnicornConversation.init)
  }

  /// The conversation with its `dateLastActive` as of its newest message: the later of the date
  /// its record holds and the date of the message last written to it (drafts aside, as a draft
  /// never made a conversation active).
  ///
  /// Why derived: a send then appends only its message — one durable write, where re-appending
  /// the conversation to move its date took a second `fdatasync` at every send, and a crash
  /// between the two left the date behind. The message last written is the last one sent, since
  /// sends write at the clock's time; a scheduled send's later date counts until the next send,
  /// as it did when the send wrote it (once a rewrite wrote it down, until the clock passes it). Only rewriting an older message (edited, unsent, read)
  /// puts an older date last, so ``rewrite(_:)`` writes the conversation's date down first.
  /// Records written before carry the date of their last send, the same value.
  func activity(of conversation: UnicornConversation) throws -> UnicornConversation {
    var active = conversation
    if let newest = try newestDate(in: conversation.id), newest > conversation.dateLastActive {
      active.dateLastActive = newest
    }
    return active
  }

  /// The date of the message last written to a conversation, drafts aside; nil when it has none.
  private func newestDate(in conversation: String) throws -> Date? {
    var count = 4
    while true {
      let last = try context.lastRecords(
        UnicornChat.Collection.messages, where: "conversation", equals: .string(conversation), count: count)
      if let message = last.reversed().lazy.compactMap(UnicornMessage.init).first(where: {
        $0.status != .draft
      }) {
        return message.date
      }
      guard last.count == count else { return nil }
      count *= 4
    }
  }

  /// Writes a new message durably: one append, as its conversation's date comes from it
  /// (``activity(of:)``).
  func write(_ message: UnicornMessage) throws {
    try context.save(UnicornChat.Collection.messages, [message.record])
    context.updateIndex([message])
  }

  /// Writes a new version of a message already written (edited, unsent, marked read or unread),
  /// durably. It becomes its conversation's last written message, with its older date: so the
  /// conversation's date from its messages so far is written down first, under the store's lock
  /// (another shell's send cannot come between the look and the two writes).
  func rewrite(_ message: UnicornMessage) throws {
    try context.exclusively {
      if let record = try context.record(UnicornChat.Collection.conversations, id: message.conversation),
        let stored = UnicornConversation(record)
      {
        let active = try activity(of: stored)
        if active.dateLastActive > stored.dateLastActive {
          try context.save(UnicornChat.Collection.conversations, [active.record])
        }
      }
      try context.save(UnicornChat.Collection.messages, [message.record])
    }
  }

  /// Messages of a conversation, oldest first.
  func messages(in conversation: String) throws -> [UnicornMessage] {
    try context.records(UnicornChat.Collection.messages, where: "conversation", equals: .string(conversation))
      .compactMap(UnicornMessage.init).sorted { $0.date < $1.date }
  }

  /// Every message written by `author` (a contact's identifier), in any conversation, oldest
  /// first: read by author from the store's index, so a find for someone's last message reads
  /// only theirs.
  func messages(by author: String) throws -> [UnicornMessage] {
    try context.records(UnicornChat.Collection.messages, where: "author", equals: .string(author))
      .compactMap(UnicornMessage.init).sorted { $0.date < $1.date }
  }

}
