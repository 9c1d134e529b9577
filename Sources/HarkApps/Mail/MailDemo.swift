import Foundation
import HarkCore
import HarkMail

/// The demo inbox: a few days of Sam Rivera's mail, as MIME messages in a Maildir (the store's
/// own, `<store>/mail/maildir/`), in English and Chinese, one with a real PDF attached.
enum MailDemo {
  struct Item {
    let key: String
    let from: MailAddress
    let subject: String
    let body: String
    let hoursAgo: Double
    let isRead: Bool
    var attachments: [OutgoingAttachment] = []
  }

  static let me = MailAddress(name: "Sam Rivera", email: "sam@rivera.example")
  static let dana = MailAddress(name: "Dana Brooks", email: "dana.brooks@acme.example")
  static let linda = MailAddress(name: "Linda Rivera", email: "linda.rivera@mail.example")
  static let mary = MailAddress(name: "Mary Rivera", email: "mary@rivera.example")
  static let priya = MailAddress(name: "Priya Natarajan", email: "priya@acme.example")
  static let xiaoming = MailAddress(name: "王小明", email: "xiaoming.wang@example.cn")

  static let agenda = OutgoingAttachment(
    filename: "offsite agenda.pdf", contentType: "application/pdf",
    data: Data(
      DemoPDF.document(
        title: "Team offsite: draft agenda",
        lines: [
          "09:00  Welcome and the year so far (Dana)", "10:30  Q3 plans by team",
          "13:00  Lunch", "14:00  Budget: travel, equipment, offsite (Priya)",
          "16:00  What we change next quarter",
        ])))

  static let items = [
    Item(
      key: "review", from: dana, subject: "Quarterly review moved to Thursday",
      body: "Hi Sam, the quarterly review is now on Thursday at 10. Please bring the budget numbers.",
      hoursAgo: 2, isRead: false),
    Item(
      key: "lunch", from: linda, subject: "Sunday lunch?",
      body: "Are you and Mary coming for lunch on Sunday? I'm making enchiladas.", hoursAgo: 20,
      isRead: false),
    Item(
      key: "tickets", from: mary, subject: "Tickets for Saturday",
      body: "I booked two tickets for the Princess Bride screening on Saturday at 8.", hoursAgo: 26,
      isRead: true),
    Item(
      key: "hike", from: xiaoming, subject: "周六去爬山吗？",
      body: "Sam，这个周六我们去爬香山，早上八点在地铁站见。要一起来吗？", hoursAgo: 30, isRead: true),
    Item(
      key: "offsite", from: priya, subject: "Offsite agenda",
      body: "Draft agenda for the offsite attached. Comments by Friday, please.", hoursAgo: 50,
      isRead: true, attachments: [agenda]),
  ]

  /// The Maildir's files by their paths under Mail's folder of the store: read mail in `cur/`
  /// with the Seen flag, unread mail in `new/`, named as Maildir delivery names them.
  static func files(now: Date) -> [String: [UInt8]] {
    // A Maildir is its three folders, `tmp/` empty.
    var files: [String: [UInt8]] = ["maildir/cur/": [], "maildir/new/": [], "maildir/tmp/": []]
    for (number, item) in items.enumerated() {
      let date = now.addingTimeInterval(-item.hoursAgo * 3600)
      let message = OutgoingMessage(
        from: item.from.mailbox, to: [me.mailbox], cc: [], bcc: [], subject: item.subject, text: item.body,
        date: date, messageID: "<demo-\(item.key)@\(domain(of: item.from))>", inReplyTo: nil, references: [],
        attachments: item.attachments)
      let unique = "\(Int(date.timeIntervalSince1970)).M\(number + 1)P1Q\(number + 1).hark-demo"
      let path = item.isRead ? "maildir/cur/\(unique):2,S" : "maildir/new/\(unique)"
      files[path] = [UInt8](message.bytes())
    }
    return files
  }

  static func domain(of address: MailAddress) -> String {
    address.email.split(separator: "@").last.map(String.init) ?? "localhost"
  }
}
