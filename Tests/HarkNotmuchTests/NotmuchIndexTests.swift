import Foundation
import Testing

@testable import HarkNotmuch

/// Both ways with notmuch, a program no one here wrote: the database Hark makes and refreshes is
/// searched by `notmuch search` with the same answers, and a database `notmuch new` made is
/// searched by Hark with the same answers. Under CI a missing notmuch fails these tests;
/// elsewhere they do not run without it.
@Suite(.enabled(if: NotmuchCLI.shouldRun, "notmuch is not installed (apt-get install notmuch)"))
struct NotmuchIndexTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let query: MailQuery
    let found: [String]
    var testDescription: String { name }
  }

  static let inbox = [
    "concert@example.org", "lunch@example.net", "reply@example.org", "report@example.com",
    "ticket-zh@example.cn", "weekend-zh@example.cn",
  ]

  static let cases: [Case] = [
    Case(name: "from a person by name", query: MailQuery(from: ["Mary"]), found: ["concert@example.org"]),
    Case(
      name: "from a person by address", query: MailQuery(from: ["priya@example.com"]),
      found: ["report@example.com"]),
    Case(name: "a word in the body", query: MailQuery(words: ["noodle"]), found: ["lunch@example.net"]),
    Case(
      name: "what Mary said about the tickets", query: MailQuery(from: ["mary"], words: ["tickets"]),
      found: ["concert@example.org"]),
    Case(
      name: "to a person", query: MailQuery(to: ["Priya"]), found: ["draft@example.org"]),
    // notmuch 0.37 indexes a run of Han characters as one word (no n-grams): 机票 is found in
    // "机票 已经订好了", where spaces part it, and not inside "周末机票", found by the whole run.
    Case(
      name: "a Chinese word of a subject", query: MailQuery(subjectWords: ["机票"]),
      found: ["ticket-zh@example.cn"]),
    Case(
      name: "a Chinese run of a subject whole", query: MailQuery(subjectWords: ["周末机票"]),
      found: ["weekend-zh@example.cn"]),
    Case(
      name: "a Chinese sender", query: MailQuery(from: ["王小明"]), found: ["ticket-zh@example.cn"]),
    Case(
      name: "this week's mail",
      query: MailQuery(since: Mailbox.utc("2026-11-30T00:00:00"), until: Mailbox.utc("2026-12-06T23:59:59")),
      found: ["draft@example.org", "lunch@example.net", "report@example.com"]),
    Case(
      name: "unread mail", query: MailQuery(unread: true),
      found: ["lunch@example.net", "report@example.com"]),
    Case(
      name: "unread mail this week",
      query: MailQuery(since: Mailbox.utc("2026-12-02T00:00:00"), unread: true),
      found: ["lunch@example.net"]),
    Case(
      name: "mail with attachments from Priya", query: MailQuery(from: ["priya"], hasAttachment: true),
      found: ["report@example.com"]),
    Case(name: "read mail from Dana", query: MailQuery(from: ["Dana"], unread: false), found: []),
    Case(name: "the Sent folder", query: MailQuery(folder: "Sent"), found: ["reply@example.org"]),
    Case(name: "the Drafts folder", query: MailQuery(folder: "Drafts"), found: ["draft@example.org"]),
    Case(name: "INBOX", query: MailQuery(folder: ""), found: inbox),
    Case(name: "an operator said is a word", query: MailQuery(words: ["OR"]), found: []),
  ]

  static func notmuch(home: String, database: String, mailRoot: String? = nil) throws -> NotmuchCLI {
    let executable = try #require(
      NotmuchCLI.path, "notmuch is not on PATH: CI installs it (Scripts/setup.sh)")
    return try NotmuchCLI(executable: executable, home: home, databasePath: database, mailRoot: mailRoot)
  }

  @Test(arguments: cases) func notmuchFindsInHarksDatabaseWhatHarkFinds(_ example: Case) throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    try Mailbox.write(into: maildir)
    let writer = try NotmuchIndex(
      database: maildir.databaseURL, mailRoot: maildir.rootURL, create: true, writable: true)
    #expect(try writer.refresh() == RefreshReport(added: 7))
    let hark = try writer.search(example.query, limit: nil).map(\.messageID).sorted()
    #expect(hark == example.found)
    // The config names the database alone: the mail root is the one Hark recorded in it.
    let cli = try Self.notmuch(home: maildir.base + "/home", database: maildir.databaseURL.path)
    #expect(try cli.messageIDs(example.query.notmuchQuery) == example.found)
  }

  @Test(arguments: cases) func harkFindsInNotmuchsDatabaseWhatNotmuchFinds(_ example: Case) throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    try Mailbox.write(into: maildir)
    let cli = try Self.notmuch(home: maildir.base + "/home", database: maildir.root)
    try cli.run(["new", "--quiet"])
    #expect(try cli.messageIDs(example.query.notmuchQuery) == example.found)
    // The folder holding .notmuch, as notmuch users before 0.32 name their database.
    let reader = try NotmuchIndex(
      database: maildir.rootURL, mailRoot: maildir.rootURL, create: false, writable: false)
    #expect(try reader.search(example.query, limit: nil).map(\.messageID).sorted() == example.found)
  }

  @Test func aMessageCarriesItsHeadersFilesAndTags() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let files = try Mailbox.write(into: maildir)
    let writer = try NotmuchIndex(
      database: maildir.databaseURL, mailRoot: maildir.rootURL, create: true, writable: true)
    try writer.refresh()
    let report = try #require(try writer.message(id: "report@example.com"))
    #expect(report.from == "Priya Natarajan <priya@example.com>")
    #expect(report.subject == "Q2 report")
    #expect(report.date == Mailbox.utc("2026-12-01T08:30:00"))
    #expect(report.tags == ["inbox", "unread", "flagged", "attachment"])
    let chinese = try #require(try writer.message(id: "ticket-zh@example.cn"))
    #expect(chinese.subject == "机票 已经订好了")
    #expect(chinese.from == "王小明 <xiaoming@example.cn>")
    #expect(chinese.tags == ["inbox", "replied"])
    // A copy in Sent and one in INBOX are one message with both files, in the reply's thread.
    let reply = try #require(try writer.message(id: "reply@example.org"))
    #expect(Set(reply.files.map(\.path)) == Set(files["reply@example.org"] ?? []))
    #expect(reply.threadID == (try writer.message(id: "concert@example.org"))?.threadID)
    #expect(try writer.message(id: "draft@example.org")?.tags == ["inbox", "draft"])
    #expect(try writer.message(id: "nobody@example.org") == nil)
    let newest = try writer.search(raw: "*", limit: 2).map(\.messageID)
    #expect(newest == ["draft@example.org", "lunch@example.net"])
    #expect(
      try writer.search(raw: "*", limit: 1, newestFirst: false).map(\.messageID) == ["concert@example.org"])
  }

  @Test func harkKeepsNotmuchsDatabaseCurrentAndNotmuchAgrees() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    try Mailbox.write(into: maildir)
    let cli = try Self.notmuch(home: maildir.base + "/home", database: maildir.root)
    try cli.run(["new", "--quiet"])
    try maildir.write(
      "new/1764800000.M9P1.test",
      TestMaildir.message(
        id: "late@example.net", from: "Dana Whitfield <dana@example.net>", to: Mailbox.me,
        subject: "Running late", date: "Thu, 03 Dec 2026 22:13:20 +0000", body: "Ten minutes."))
    let writer = try NotmuchIndex(
      database: maildir.rootURL, mailRoot: maildir.rootURL, create: false, writable: true)
    #expect(try writer.refresh() == RefreshReport(added: 1))
    #expect(try cli.messageIDs("from:dana and tag:unread") == ["late@example.net", "lunch@example.net"])
  }
}
