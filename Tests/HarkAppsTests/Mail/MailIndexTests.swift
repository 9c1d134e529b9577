import Foundation
import HarkApps
import HarkCore
import HarkMail
import HarkTesting
import Testing

/// A mailbox bigger than Mail reads file by file is found through a notmuch database Hark keeps in
/// its cache folder (the person has none): made on first use, kept current as mail arrives.
@Suite struct MailIndexTests {
  /// A person's Maildir of `count` mails, one of them from Priya, and the tester reading it with
  /// a cache folder.
  func mailbox(_ count: Int) throws -> (tester: IntentTester, maildir: Maildir, cache: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-mail-index-\(UUID().uuidString)")
    let maildir = Maildir(root: folder.appendingPathComponent("Mail"))
    try maildir.createIfMissing()
    let start = Date(timeIntervalSince1970: 1_780_000_000)
    for number in 0..<count {
      let from =
        number == 7
        ? MailboxAddress(name: "Priya Natarajan", email: "priya@acme.example")
        : MailboxAddress(name: "Sender \(number)", email: "sender\(number)@lists.example")
      let message = OutgoingMessage(
        from: from, to: [MailboxAddress(name: "Sam Rivera", email: "sam@rivera.example")],
        subject: number == 7 ? "Venue deposit" : "Newsletter \(number)", text: "Issue \(number) of the news.",
        date: start.addingTimeInterval(Double(number) * 60), messageID: "<m\(number)@lists.example>")
      _ = try maildir.deliver(message.bytes(), to: "", flags: number % 2 == 0 ? [.seen] : [])
    }
    var tester = try IntentTester(apps: SampleApps.all)
    var sources = DataSources.storeOwn(tester.store.root)
    sources.mail = [
      MailSourceSpec(
        name: "main", maildir: maildir.root, sendmail: ["/bin/false"], fromAddress: "sam@rivera.example",
        origin: .harkFile(folder.appendingPathComponent("sources"), line: 1))
    ]
    tester.sources = sources
    let cache = folder.appendingPathComponent("cache")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    tester.cacheDirectory = cache
    return (tester, maildir, cache)
  }

  @Test func aBigMailboxIsFoundThroughHarksOwnNotmuchDatabase() throws {
    let (tester, maildir, cache) = try mailbox(600)
    defer { try? FileManager.default.removeItem(at: maildir.root.deletingLastPathComponent()) }
    let priya = IntentPerson(name: PersonNameComponents(displayName: "Priya"))
    let found = try tester.run("mail.findMail", in: "mail", ["sender": .person(priya)])
    #expect(found.listed.map(\.id) == ["m7@lists.example"])
    let database = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    #expect(database.contains { $0.hasPrefix("notmuch-") })

    // Mail that arrives later is found: the database is brought up to the folder before a search.
    let later = OutgoingMessage(
      from: MailboxAddress(name: "Priya Natarajan", email: "priya@acme.example"), subject: "Deposit paid",
      text: "Paid.", date: Date(timeIntervalSince1970: 1_781_000_000), messageID: "<late@acme.example>")
    _ = try maildir.deliver(later.bytes(), to: "", flags: [])
    let again = try tester.run("mail.findMail", in: "mail", ["sender": .person(priya)])
    #expect(again.listed.map(\.id) == ["late@acme.example", "m7@lists.example"])
    let unread = try tester.run(
      "mail.findMail", in: "mail", ["sender": .person(priya), "isRead": .bool(false)])
    #expect(unread.listed.map(\.id) == ["late@acme.example", "m7@lists.example"])
  }

  @Test func aSmallMailboxIsReadFileByFileAndKeepsNoDatabase() throws {
    let (tester, maildir, cache) = try mailbox(20)
    defer { try? FileManager.default.removeItem(at: maildir.root.deletingLastPathComponent()) }
    let priya = IntentPerson(name: PersonNameComponents(displayName: "Priya"))
    let found = try tester.run("mail.findMail", in: "mail", ["sender": .person(priya)])
    #expect(found.listed.map(\.id) == ["m7@lists.example"])
    // Other caches may be kept there (the Han syllable table names are keyed with); no database.
    #expect(
      try !FileManager.default.contentsOfDirectory(atPath: cache.path).contains { $0.hasPrefix("notmuch-") })
  }
}

/// A mailbox the sources mark `read-only = yes` is read, never written.
@Suite struct ReadOnlyMailboxTests {
  @Test func aReadOnlyMailboxIsFoundButNothingIsDraftedSentOrMoved() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-mail-ro-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let maildir = Maildir(root: folder.appendingPathComponent("Mail"))
    try maildir.createIfMissing()
    let message = OutgoingMessage(
      from: MailboxAddress(name: "Priya Natarajan", email: "priya@acme.example"), subject: "Venue deposit",
      text: "Paid.", date: Date(timeIntervalSince1970: 1_780_000_000), messageID: "<ro-1@acme.example>")
    _ = try maildir.deliver(message.bytes(), to: "", flags: [])
    var tester = try IntentTester(apps: SampleApps.all)
    var sources = DataSources.storeOwn(tester.store.root)
    sources.mail = [
      MailSourceSpec(
        name: "archive", maildir: maildir.root, sendmail: ["/bin/false"], fromAddress: "sam@rivera.example",
        isReadOnly: true, origin: .harkFile(folder.appendingPathComponent("sources"), line: 1))
    ]
    tester.sources = sources
    let found = try tester.run("mail.findMail", in: "mail", [:])
    #expect(found.listed.map(\.id) == ["ro-1@acme.example"])
    let mail = try tester.entity(MailMessage.self, in: "mail", id: "ro-1@acme.example")
    #expect(throws: IntentError.source(.mailboxReadOnly(name: "archive"))) {
      try tester.run("mail.deleteMail", in: "mail", ["entities": .list([mail])])
    }
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    #expect(throws: IntentError.source(.mailboxReadOnly(name: "archive"))) {
      try tester.run("mail.createDraft", in: "mail", ["to": .list([.person(mary)]), "body": .string("hi")])
    }
    #expect(try maildir.entries(in: "").map(\.flags) == [[]])
    #expect(((try? maildir.entries(in: "Drafts")) ?? []).isEmpty)
  }
}
