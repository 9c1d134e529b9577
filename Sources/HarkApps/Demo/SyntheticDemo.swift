import Foundation
import HarkCore
import HarkStore
import HarkSupport

/// A deterministic demo store of any size: the demo unicorns plus synthetic ones, with N
/// messages spread over proportionate conversations. Same seed, same store.
public struct SyntheticDemo: Sendable {
  public let messages: Int
  public let seed: UInt64

  public init(messages: Int, seed: UInt64 = 1) {
    self.messages = messages
    self.seed = seed
  }

  /// One contact per 1,000 messages (at least the three demo unicorns plus ten).
  public var contactCount: Int { max(13, messages / 1000) }

  static let syllables = [
    "Star", "Moon", "Glim", "Spark", "Dew", "Frost", "Sun", "Mist", "Cloud", "Shim", "Twin", "Dazz",
  ]
  static let endings = [
    "dust", "beam", "mer", "kle", "drop", "fire", "shine", "wing", "hoof", "tail", "glow", "bell",
  ]
  static let phrases = [
    "see you at the meadow tomorrow", "have you watched the new film", "the rainbow bridge is closed",
    "lunch at the crystal café?", "running late, start without me", "thanks for the carrots",
    "did you finish the book", "the race moved to noon", "photos from the trip are up", "call me later",
    "popcorn night on friday", "my horn needs polishing", "the aurora was out again", "happy birthday! 🎉",
  ]

  /// The store's records, relative to `now`: the demo unicorns and synthetic ones, and N messages.
  public func seeds(now: Date) -> [StoreSeed] {
    var random = SplitMix64(seed: seed)
    var contacts = UnicornChatDemo.unicorns
    var index = 0
    while contacts.count < contactCount {
      let name =
        SyntheticDemo.syllables[index % SyntheticDemo.syllables.count]
        + SyntheticDemo.endings[(index / SyntheticDemo.syllables.count) % SyntheticDemo.endings.count]
        + (index >= SyntheticDemo.syllables.count * SyntheticDemo.endings.count ? " \(index)" : "")
      contacts.append(UnicornContact(id: "u\(index)", name: name, handle: "@u\(index)", nicknames: []))
      index += 1
    }
    var conversations: [Record] = []
    var messageRecords: [Record] = []
    messageRecords.reserveCapacity(messages)
    for contact in contacts {
      conversations.append(
        UnicornConversation(
          id: "conv-\(contact.id)", recipients: [contact.id], displayName: contact.name, isRead: true,
          dateLastActive: now
        ).record)
    }
    let start = now.addingTimeInterval(-Double(messages) * 60)
    for n in 0..<messages {
      let contact = contacts[Int(random.next() % UInt64(contacts.count))]
      let fromMe = random.next() % 2 == 0
      let body = SyntheticDemo.phrases[Int(random.next() % UInt64(SyntheticDemo.phrases.count))]
      let message = UnicornMessage(
        id: "m\(n)", conversation: "conv-\(contact.id)", author: fromMe ? "me" : contact.id,
        authorName: fromMe ? "You" : contact.name, body: body, subject: nil,
        date: start.addingTimeInterval(Double(n) * 60), isRead: true, status: fromMe ? .sent : .received,
        edited: false)
      messageRecords.append(message.record)
    }
    return [
      StoreSeed(
        app: "unicornchat", collection: UnicornChat.Collection.contacts, records: contacts.map(\.record)),
      StoreSeed(app: "unicornchat", collection: UnicornChat.Collection.conversations, records: conversations),
      StoreSeed(
        app: "unicornchat", collection: UnicornChat.Collection.messages, records: messageRecords,
        indexedFields: ["conversation"]),
    ]
  }
}
