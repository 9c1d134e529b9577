import Foundation

/// The small mailbox the index tests share: English and Chinese mail, read and unread, an
/// attachment, a reply kept in Sent with a copy in INBOX, a draft.
enum Mailbox {
  static let me = "Alex Reed <alex@example.org>"
  static let pdf = Data(
    "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)

  /// Writes the mailbox into `maildir` and returns its message files by Message-ID.
  @discardableResult
  static func write(into maildir: TestMaildir) throws -> [String: [String]] {
    var files: [String: [String]] = [:]
    func put(_ paths: [String], _ id: String, _ text: String) throws {
      for path in paths { files[id, default: []].append(try maildir.write(path, text)) }
    }
    try put(
      ["cur/1763632800.M1P1.test:2,S"], "concert@example.org",
      TestMaildir.message(
        id: "concert@example.org", from: "Mary Jones <mary@example.org>", to: me,
        subject: "Concert tickets", date: "Fri, 20 Nov 2026 10:00:00 +0000",
        body: "I booked the tickets for Saturday, row F."))
    try put(
      [".Sent/cur/1763715600.M2P1.test:2,S", "cur/1763715600.M3P1.test:2,S"], "reply@example.org",
      TestMaildir.message(
        id: "reply@example.org", from: me, to: "Mary Jones <mary@example.org>",
        subject: "Re: Concert tickets", date: "Sat, 21 Nov 2026 09:00:00 +0000",
        body: "Great, see you at the hall.", inReplyTo: "concert@example.org"))
    try put(
      ["new/1764676800.M4P1.test"], "lunch@example.net",
      TestMaildir.message(
        id: "lunch@example.net", from: "Dana Whitfield <dana@example.net>", to: me,
        subject: "Lunch on Thursday", date: "Wed, 02 Dec 2026 12:00:00 +0000",
        body: "Shall we try the noodle place near the station?"))
    try put(
      ["cur/1764577800.M5P1.test:2,F"], "report@example.com",
      TestMaildir.message(
        id: "report@example.com", from: "Priya Natarajan <priya@example.com>", to: me,
        subject: "Q2 report", date: "Tue, 01 Dec 2026 08:30:00 +0000",
        body: "The numbers are in the attached report.",
        attachment: ("q2-report.pdf", "application/pdf", pdf)))
    try put(
      ["cur/1764187200.M6P1.test:2,RS"], "ticket-zh@example.cn",
      TestMaildir.message(
        id: "ticket-zh@example.cn", from: TestMaildir.encodedWord("王小明") + " <xiaoming@example.cn>",
        to: me, subject: "机票 已经订好了", date: "Thu, 26 Nov 2026 20:00:00 +0800",
        body: "我们的航班是周五早上八点。"))
    try put(
      ["cur/1764320400.M7P1.test:2,S"], "weekend-zh@example.cn",
      TestMaildir.message(
        id: "weekend-zh@example.cn", from: TestMaildir.encodedWord("李娜") + " <lina@example.cn>",
        to: me, subject: "周末机票", date: "Sat, 28 Nov 2026 09:00:00 +0000", body: "周末去上海"))
    try put(
      [".Drafts/cur/1764752400.M8P1.test:2,DS"], "draft@example.org",
      TestMaildir.message(
        id: "draft@example.org", from: me, to: "Priya Natarajan <priya@example.com>",
        subject: "About the budget", date: "Thu, 03 Dec 2026 09:00:00 +0000",
        body: "A first go at next year's numbers."))
    return files
  }

  static func utc(_ text: String) -> Date {
    (try? Date(text + "Z", strategy: .iso8601)) ?? .distantPast
  }
}
