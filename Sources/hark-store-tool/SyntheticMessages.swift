import HarkStore
import HarkSupport

/// Deterministic demo records for the store's scripts and benchmark: N messages spread over
/// proportionate conversations and contacts.
struct SyntheticMessages {
  static let app = "unicornchat"
  let messages: Int
  var generator: SplitMix64

  init(messages: Int, seed: UInt64) {
    self.messages = messages
    self.generator = SplitMix64(seed: seed)
  }

  var contactCount: Int { max(10, messages / 1000) }
  var conversationCount: Int { max(5, messages / 200) }

  static let names = [
    "Flare", "Ann", "Bo", "Chidi", "Dana", "Émile", "Farah", "Gus", "Hana", "Ivo", "李雷", "Zoë",
  ]
  static let words = [
    "hi", "see", "you", "at", "the", "café", "tomorrow", "lunch", "meeting", "moved", "to", "noon", "thanks",
    "👍", "photos", "from", "trip", "call", "me", "later", "running", "late", "sounds", "good", "ok",
  ]

  mutating func seeds() -> [StoreSeed] {
    var contacts: [Record] = []
    for index in 0..<contactCount {
      let name = SyntheticMessages.names[index % SyntheticMessages.names.count]
      contacts.append(
        Record(
          id: "p\(index)",
          fields: [
            "name": .string(index < SyntheticMessages.names.count ? name : "\(name) \(index)"),
            "phone": .string("+1555\(1_000_000 + index)"),
          ]))
    }
    var conversations: [Record] = []
    for index in 0..<conversationCount {
      let a = index % contactCount
      let b = (index * 7 + 1) % contactCount
      conversations.append(
        Record(id: "c\(index)", fields: ["participants": .array([.string("p\(a)"), .string("p\(b)")])]))
    }
    var records: [Record] = []
    records.reserveCapacity(messages)
    for index in 0..<messages { records.append(message(index)) }
    return [
      StoreSeed(app: SyntheticMessages.app, collection: "contacts", records: contacts),
      StoreSeed(app: SyntheticMessages.app, collection: "conversations", records: conversations),
      StoreSeed(
        app: SyntheticMessages.app, collection: "messages", records: records, indexedFields: ["conversation"]),
    ]
  }

  mutating func message(_ index: Int) -> Record {
    let conversation = Int(generator.next() % UInt64(conversationCount))
    let sender = Int(generator.next() % UInt64(contactCount))
    var text: [String] = []
    for _ in 0..<(3 + Int(generator.next() % 10)) {
      text.append(SyntheticMessages.words[Int(generator.next() % UInt64(SyntheticMessages.words.count))])
    }
    return Record(
      id: "m\(index)",
      fields: [
        "conversation": .string("c\(conversation)"), "sender": .string("p\(sender)"),
        "text": .string(text.joined(separator: " ")), "date": .number(Double(1_700_000_000 + index * 60)),
        "read": .bool(generator.next() % 4 != 0),
      ])
  }
}
