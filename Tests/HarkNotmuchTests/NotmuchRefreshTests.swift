import Foundation
import Testing

@testable import HarkNotmuch

/// A refresh follows what other mail clients did to the files, as `notmuch new` does; tags and
/// Maildir flags follow each other; a database another program is writing is an error value.
@Suite struct NotmuchRefreshTests {
  static func indexed(_ maildir: TestMaildir) throws -> NotmuchIndex {
    try Mailbox.write(into: maildir)
    maildir.ageFolders()
    let index = try NotmuchIndex(
      database: maildir.databaseURL, mailRoot: maildir.rootURL, create: true, writable: true)
    #expect(try index.refresh() == RefreshReport(added: 7))
    return index
  }

  @Test func aRefreshWithNothingChangedChangesNothing() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let index = try Self.indexed(maildir)
    #expect(try index.refresh() == RefreshReport())
    #expect(try index.search(raw: "*", limit: nil).count == 7)
  }

  @Test func filesAddedRemovedAndRenamedAreFollowed() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let index = try Self.indexed(maildir)
    try maildir.write(
      "new/1764800000.M9P1.test",
      TestMaildir.message(
        id: "late@example.net", from: "Dana Whitfield <dana@example.net>", to: Mailbox.me,
        subject: "Running late", date: "Thu, 03 Dec 2026 22:13:20 +0000", body: "Ten minutes."))
    try FileManager.default.removeItem(atPath: maildir.root + "/cur/1764320400.M7P1.test:2,S")
    // Another client read Dana's lunch mail: new/ to cur/ with the Seen flag.
    try FileManager.default.moveItem(
      atPath: maildir.root + "/new/1764676800.M4P1.test",
      toPath: maildir.root + "/cur/1764676800.M4P1.test:2,S")
    #expect(try index.refresh() == RefreshReport(added: 1, removed: 1, renamed: 1))
    #expect(try index.message(id: "weekend-zh@example.cn") == nil)
    let lunch = try #require(try index.message(id: "lunch@example.net"))
    #expect(lunch.tags == ["inbox"])
    #expect(lunch.files.map(\.path) == [maildir.root + "/cur/1764676800.M4P1.test:2,S"])
    #expect(
      try index.search(MailQuery(unread: true), limit: nil).map(\.messageID).sorted() == [
        "late@example.net", "report@example.com",
      ])
    // The copy of the reply in INBOX deleted: the message stays, with its Sent file (notmuch new
    // reports this as a rename too).
    try FileManager.default.removeItem(atPath: maildir.root + "/cur/1763715600.M3P1.test:2,S")
    #expect(try index.refresh() == RefreshReport(renamed: 1))
    #expect(try index.message(id: "reply@example.org")?.files.count == 1)
  }

  @Test func aFolderRemovedTakesItsMessagesAway() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let index = try Self.indexed(maildir)
    try FileManager.default.removeItem(atPath: maildir.root + "/.Drafts")
    #expect(try index.refresh() == RefreshReport(removed: 1))
    #expect(try index.search(MailQuery(folder: "Drafts"), limit: nil).isEmpty)
  }

  @Test func filesThatAreNotMailAreSkipped() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let index = try Self.indexed(maildir)
    try maildir.write("cur/junk:2,S", "\u{0}\u{1}not mail at all")
    #expect(try index.refresh().skipped == 1)
  }

  @Test func tagsBecomeMaildirFlags() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let index = try Self.indexed(maildir)
    try index.setTags(messageID: "report@example.com", add: ["replied"], remove: ["unread"])
    let report = try #require(try index.message(id: "report@example.com"))
    #expect(report.tags == ["inbox", "flagged", "attachment", "replied"])
    #expect(report.files.map(\.lastPathComponent) == ["1764577800.M5P1.test:2,FRS"])
    #expect(FileManager.default.fileExists(atPath: maildir.root + "/cur/1764577800.M5P1.test:2,FRS"))
    // The rename was Hark's own: the next refresh finds nothing to do.
    #expect(try index.refresh() == RefreshReport())
    #expect(throws: NotmuchError.noMessage(id: "nobody@example.org")) {
      try index.setTags(messageID: "nobody@example.org", add: ["x"], remove: [])
    }
  }

  @Test func aSecondWriterIsToldTheDatabaseIsLocked() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let writer = try Self.indexed(maildir)
    #expect(throws: NotmuchError.locked(path: maildir.databaseURL.path)) {
      try NotmuchIndex(
        database: maildir.databaseURL, mailRoot: maildir.rootURL, create: false, writable: true)
    }
    // Readers are let in beside the writer.
    let reader = try NotmuchIndex(
      database: maildir.databaseURL, mailRoot: maildir.rootURL, create: false, writable: false)
    #expect(try reader.search(MailQuery(from: ["Mary"]), limit: nil).count == 1)
    _ = writer
  }

  @Test func aReadOnlyIndexRefusesChanges() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    _ = try Self.indexed(maildir)
    let reader = try NotmuchIndex(
      database: maildir.databaseURL, mailRoot: maildir.rootURL, create: false, writable: false)
    let path = maildir.databaseURL.path
    #expect(throws: NotmuchError.readOnly(path: path)) { try reader.refresh() }
    #expect(throws: NotmuchError.readOnly(path: path)) {
      try reader.setTags(messageID: "lunch@example.net", add: [], remove: ["unread"])
    }
  }

  @Test func openingWhatIsNoDatabaseSaysSo() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    #expect {
      try NotmuchIndex(
        database: maildir.databaseURL, mailRoot: maildir.rootURL, create: false, writable: false)
    } throws: { error in
      if case .cannotOpen(let path, _) = error as? NotmuchError { return path == maildir.databaseURL.path }
      return false
    }
  }

  @Test func aDatabaseOfAnotherMailFolderIsRefused() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    _ = try Self.indexed(maildir)
    let elsewhere = URL(fileURLWithPath: maildir.base)
    #expect(
      throws: NotmuchError.mailRootDiffers(
        database: maildir.databaseURL.path, mailRoot: maildir.base, databaseMailRoot: maildir.root)
    ) {
      try NotmuchIndex(database: maildir.databaseURL, mailRoot: elsewhere, create: false, writable: false)
    }
  }

  @Test func queriesNotmuchCannotReadAreErrors() throws {
    let maildir = try TestMaildir()
    defer { maildir.remove() }
    let index = try Self.indexed(maildir)
    #expect {
      try index.search(raw: "date:bogus..", limit: nil)
    } throws: { error in
      if case .query(let raw, _) = error as? NotmuchError { return raw == "date:bogus.." }
      return false
    }
  }

  @Test func harksOwnDatabaseIsInTheCacheFolderOnePerMailFolder() {
    let cache = URL(fileURLWithPath: "/tmp/cache/hark")
    let first = NotmuchIndex.ownDatabase(cacheFolder: cache, mailRoot: URL(fileURLWithPath: "/home/a/Mail"))
    let second = NotmuchIndex.ownDatabase(cacheFolder: cache, mailRoot: URL(fileURLWithPath: "/home/a/Mail2"))
    #expect(first.deletingLastPathComponent().path == cache.path)
    #expect(first.lastPathComponent.hasPrefix("notmuch-"))
    #expect(first != second)
  }
}
