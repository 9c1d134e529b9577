import Foundation
import HarkCore

/// The demo inbox: a few days of Sam Rivera's mail.
enum MailDemo {
  struct Item {
    let id: String
    let from: MailAddress
    let subject: String
    let body: String
    let hoursAgo: Double
    let isRead: Bool
  }

  static let dana = MailAddress(name: "Dana Brooks", email: "dana.brooks@acme.example")
  static let linda = MailAddress(name: "Linda Rivera", email: "linda.rivera@mail.example")
  static let mary = MailAddress(name: "Mary Rivera", email: "mary@rivera.example")
  static let priya = MailAddress(name: "Priya Natarajan", email: "priya@acme.example")

  static let items = [
    Item(
      id: "mail-review", from: dana, subject: "Quarterly review moved to Thursday",
      body: "Hi Sam, the quarterly review is now on Thursday at 10. Please bring the budget numbers.",
      hoursAgo: 2, isRead: false),
    Item(
      id: "mail-lunch", from: linda, subject: "Sunday lunch?",
      body: "Are you and Mary coming for lunch on Sunday? I'm making enchiladas.", hoursAgo: 20,
      isRead: false),
    Item(
      id: "mail-tickets", from: mary, subject: "Tickets for Saturday",
      body: "I booked two tickets for the Princess Bride screening on Saturday at 8.", hoursAgo: 26,
      isRead: true),
    Item(
      id: "mail-offsite", from: priya, subject: "Offsite agenda",
      body: "Draft agenda for the offsite attached. Comments by Friday, please.", hoursAgo: 50,
      isRead: true),
  ]

  static func messages(now: Date) -> [MailMessage] {
    items.map { item in
      MailMessage(
        id: item.id, sender: item.from, to: [Mail.me], subject: item.subject, body: item.body,
        date: now.addingTimeInterval(-item.hoursAgo * 3600), isRead: item.isRead, mailbox: "inbox")
    }
  }
}
