import Foundation
import HarkCore
import HarkStore

/// The demo store's UnicornChat: Bubbles, Flare and Glow, and a few days of conversation.
enum UnicornChatDemo {
  struct Line {
    let from: String
    let hoursAgo: Double
    let body: String
  }

  static let unicorns = [
    UnicornContact(id: "bubbles", name: "Bubbles", handle: "@bubbles", nicknames: ["Bubs"]),
    UnicornContact(id: "flare", name: "Flare", handle: "@flare", nicknames: []),
    UnicornContact(id: "glow", name: "Glow", handle: "@glow", nicknames: []),
  ]

  static let history: [String: [Line]] = [
    "bubbles": [
      Line(from: "bubbles", hoursAgo: 50, body: "Bubble bath recipe: lavender, oat milk and a lot of foam"),
      Line(from: "me", hoursAgo: 49, body: "Trying it tonight!"),
      Line(from: "bubbles", hoursAgo: 3, body: "Can you bring the rainbow sprinkles on Saturday?"),
    ],
    "flare": [
      Line(from: "flare", hoursAgo: 30, body: "Have you seen Dune yet? The desert scenes were unreal"),
      Line(from: "me", hoursAgo: 29, body: "Not yet, is it better than the book?"),
      Line(
        from: "flare", hoursAgo: 28,
        body: "Popcorn night at mine on Friday: we're watching The Princess Bride"),
      Line(from: "flare", hoursAgo: 5, body: "My hoof still hurts from the race"),
    ],
    "glow": [
      Line(from: "glow", hoursAgo: 20, body: "The aurora was amazing last night, all green and violet"),
      Line(from: "me", hoursAgo: 19, body: "Send me a photo!"),
      Line(from: "glow", hoursAgo: 1, body: "Are you free for a moonlight walk tomorrow?"),
    ],
  ]

  static func seeds(now: Date) -> [StoreSeed] {
    var conversations: [Record] = []
    var messages: [Record] = []
    for unicorn in unicorns {
      let lines = history[unicorn.id] ?? []
      let conversationID = "conv-\(unicorn.id)"
      var lastActive = now.addingTimeInterval(-86_400 * 7)
      for (index, line) in lines.enumerated() {
        let date = now.addingTimeInterval(-line.hoursAgo * 3600)
        lastActive = max(lastActive, date)
        let fromMe = line.from == "me"
        let message = UnicornMessage(
          id: "msg-\(unicorn.id)-\(index + 1)", conversation: conversationID, author: line.from,
          authorName: fromMe ? "You" : unicorn.name, body: line.body, subject: nil, date: date,
          isRead: fromMe || line.hoursAgo > 4, status: fromMe ? .sent : .received, edited: false)
        messages.append(message.record)
      }
      let conversation = UnicornConversation(
        id: conversationID, recipients: [unicorn.id], displayName: unicorn.name,
        isRead: !lines.contains { $0.from != "me" && $0.hoursAgo <= 4 }, dateLastActive: lastActive)
      conversations.append(conversation.record)
    }
    return [
      StoreSeed(
        app: "unicornchat", collection: UnicornChat.Collection.contacts, records: unicorns.map(\.record)),
      StoreSeed(app: "unicornchat", collection: UnicornChat.Collection.conversations, records: conversations),
      StoreSeed(
        app: "unicornchat", collection: UnicornChat.Collection.messages, records: messages,
        indexedFields: ["conversation"]),
    ]
  }
}
