import Foundation
import Testing

@testable import HarkMail

/// A fresh Maildir++ root (INBOX's cur/new/tmp made) in a temporary folder, removed afterwards.
func withMaildir(_ body: (Maildir, URL) throws -> Void) throws {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("maildir-\(UUID().uuidString)")
  for subfolder in ["cur", "new", "tmp"] {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(subfolder), withIntermediateDirectories: true)
  }
  defer {
    // Give write permission back everywhere before removing (a test may have taken it).
    if let paths = FileManager.default.enumerator(atPath: root.path) {
      for case let path as String in paths { chmod(root.appendingPathComponent(path).path, 0o700) }
    }
    try? FileManager.default.removeItem(at: root)
  }
  try body(Maildir(root: root), root)
}

/// The file names in a folder, sorted.
func fileNames(_ url: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
}

let sampleMail = Data("From: Mary <mary@example.com>\nSubject: Hi\n\nHello.\n".utf8)

@Suite struct MaildirTests {
  @Test func deliveryWithoutFlagsLandsInNewAndLeavesNothingInTmp() throws {
    try withMaildir { maildir, root in
      let entry = try maildir.deliver(sampleMail, to: "", flags: [])
      #expect(entry.isNew)
      #expect(entry.flags == [])
      #expect(entry.url.deletingLastPathComponent().lastPathComponent == "new")
      #expect(entry.url.lastPathComponent == entry.uniqueName)
      #expect(fileNames(root.appendingPathComponent("tmp")).isEmpty)
      #expect(try maildir.read(entry) == sampleMail)
      #expect(try maildir.entries(in: "") == [entry])
    }
  }

  static let flagNames: [(MaildirFlags, String)] = [
    (.seen, ":2,S"), ([.seen, .flagged], ":2,FS"), (.draft, ":2,D"),
    ([.trashed, .replied, .passed, .draft], ":2,DPRT"),
  ]

  @Test(arguments: flagNames)
  func deliveryWithFlagsLandsInCurWithSortedLetters(flags: MaildirFlags, suffix: String) throws {
    try withMaildir { maildir, root in
      let entry = try maildir.deliver(sampleMail, to: "", flags: flags)
      #expect(!entry.isNew)
      #expect(entry.url.lastPathComponent == entry.uniqueName + suffix)
      #expect(entry.url.deletingLastPathComponent().lastPathComponent == "cur")
      #expect(try maildir.entries(in: "").map(\.flags) == [flags])
      #expect(fileNames(root.appendingPathComponent("tmp")).isEmpty)
    }
  }

  @Test func deliveringToAMissingFolderMakesItAsMaildirPlusPlusDoes() throws {
    try withMaildir { maildir, root in
      let entry = try maildir.deliver(sampleMail, to: "Drafts", flags: [.draft])
      #expect(entry.folder == "Drafts")
      #expect(fileNames(root.appendingPathComponent(".Drafts")) == ["cur", "maildirfolder", "new", "tmp"])
      #expect(try maildir.folderNames() == ["", "Drafts"])
      #expect(try maildir.entries(in: "Drafts").map(\.uniqueName) == [entry.uniqueName])
    }
  }

  @Test func settingFlagsMovesANewMessageToCurUnderTheSameUniqueName() throws {
    try withMaildir { maildir, root in
      let delivered = try maildir.deliver(sampleMail, to: "", flags: [])
      let seen = try maildir.setFlags(delivered, [.seen, .replied])
      #expect(seen.uniqueName == delivered.uniqueName)
      #expect(seen.url.lastPathComponent == delivered.uniqueName + ":2,RS")
      #expect(!seen.isNew)
      #expect(fileNames(root.appendingPathComponent("new")).isEmpty)
      let unread = try maildir.setFlags(seen, [])
      #expect(unread.url.lastPathComponent == delivered.uniqueName + ":2,")
      #expect(try maildir.read(unread) == sampleMail)
    }
  }

  @Test func flagLettersOtherClientsSetSurviveAFlagChange() throws {
    try withMaildir { maildir, root in
      let file = root.appendingPathComponent("cur/1700000000.M1P1.other:2,Sa")
      try sampleMail.write(to: file)
      let listed = try #require(try maildir.entries(in: "").first)
      #expect(listed.flags == [.seen])
      let flagged = try maildir.setFlags(listed, [.seen, .flagged])
      #expect(flagged.url.lastPathComponent == "1700000000.M1P1.other:2,FSa")
    }
  }

  @Test func aMessageAnotherClientRenamedIsFoundByItsUniqueName() throws {
    try withMaildir { maildir, root in
      let entry = try maildir.deliver(sampleMail, to: "", flags: [])
      // Another client reads it: new/NAME becomes cur/NAME:2,S.
      let renamed = root.appendingPathComponent("cur/\(entry.uniqueName):2,S")
      #expect(rename(entry.url.path, renamed.path) == 0)
      #expect(try maildir.read(entry) == sampleMail)
      let flagged = try maildir.setFlags(entry, [.seen, .flagged])
      #expect(flagged.url.lastPathComponent == entry.uniqueName + ":2,FS")
    }
  }

  @Test func aMessageThatVanishesBetweenListingAndReadingIsVanished() throws {
    try withMaildir { maildir, _ in
      _ = try maildir.deliver(sampleMail, to: "", flags: [.seen])
      let listed = try #require(try maildir.entries(in: "").first)
      try FileManager.default.removeItem(at: listed.url)
      #expect(throws: MaildirError.vanished(path: listed.url.path)) { try maildir.read(listed) }
      #expect(throws: MaildirError.vanished(path: listed.url.path)) { try maildir.setFlags(listed, []) }
      #expect(throws: MaildirError.vanished(path: listed.url.path)) { try maildir.remove(listed) }
    }
  }

  @Test func aReadOnlyFolderRefusesDeliveryAndShowsNothingHalfWritten() throws {
    try withMaildir { maildir, root in
      let existing = try maildir.deliver(sampleMail, to: "", flags: [.seen])
      for subfolder in ["cur", "new", "tmp"] { chmod(root.appendingPathComponent(subfolder).path, 0o555) }
      #expect(throws: MaildirError.readOnly(path: root.appendingPathComponent("tmp").path)) {
        try maildir.deliver(sampleMail, to: "", flags: [])
      }
      #expect(throws: MaildirError.readOnly(path: root.appendingPathComponent("cur").path)) {
        try maildir.setFlags(existing, [.seen, .flagged])
      }
      #expect(throws: MaildirError.readOnly(path: root.appendingPathComponent("cur").path)) {
        try maildir.remove(existing)
      }
      #expect(fileNames(root.appendingPathComponent("tmp")).isEmpty)
      #expect(fileNames(root.appendingPathComponent("new")).isEmpty)
      #expect(try maildir.entries(in: "") == [existing])
      #expect(try maildir.read(existing) == sampleMail)
    }
  }

  @Test func movingKeepsNameFlagsAndNewness() throws {
    try withMaildir { maildir, root in
      let unread = try maildir.deliver(sampleMail, to: "", flags: [])
      let read = try maildir.deliver(sampleMail, to: "", flags: [.seen])
      let trashedUnread = try maildir.move(unread, to: "Trash")
      let trashedRead = try maildir.move(read, to: "Trash")
      #expect(trashedUnread.isNew && trashedUnread.folder == "Trash")
      #expect(trashedRead.url.lastPathComponent == read.url.lastPathComponent)
      #expect(trashedRead.url.path.hasPrefix(root.appendingPathComponent(".Trash/cur").path))
      #expect(try maildir.entries(in: "").isEmpty)
      #expect(
        Set(try maildir.entries(in: "Trash").map(\.uniqueName)) == [unread.uniqueName, read.uniqueName])
      try maildir.remove(trashedRead)
      #expect(try maildir.entries(in: "Trash").map(\.uniqueName) == [unread.uniqueName])
    }
  }

  @Test func listingSkipsDotFilesFoldersAndLinks() throws {
    try withMaildir { maildir, root in
      try sampleMail.write(to: root.appendingPathComponent("cur/.hidden"))
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("cur/a-folder"), withIntermediateDirectories: false)
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent("new/a-link").path, withDestinationPath: "/etc/passwd")
      try sampleMail.write(to: root.appendingPathComponent("new/1700000000.M2P2.host"))
      #expect(try maildir.entries(in: "").map(\.uniqueName) == ["1700000000.M2P2.host"])
    }
  }

  @Test func aFolderWithoutCurNewAndTmpIsNotAMaildir() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "not-maildir-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let maildir = Maildir(root: folder)
    #expect(throws: MaildirError.notAMaildir(path: folder.path)) { try maildir.folderNames() }
    #expect(throws: MaildirError.notAMaildir(path: folder.path)) { try maildir.entries(in: "") }
    #expect(throws: MaildirError.notAMaildir(path: folder.path)) {
      try maildir.deliver(sampleMail, to: "Sent", flags: [.seen])
    }
  }

  @Test(arguments: [".", "..", "../elsewhere", "a/b", ".Hidden"])
  func aFolderNameThatWouldLeaveTheRootNamesNoFolder(name: String) throws {
    try withMaildir { maildir, root in
      let path = root.path + "/." + name
      #expect(throws: MaildirError.notAMaildir(path: path)) { try maildir.entries(in: name) }
      #expect(throws: MaildirError.notAMaildir(path: path)) {
        try maildir.deliver(sampleMail, to: name, flags: [])
      }
      #expect(fileNames(root) == ["cur", "new", "tmp"])
    }
  }

  @Test func concurrentDeliveriesInOneProcessNeverShareAName() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("maildir-\(UUID().uuidString)")
    for subfolder in ["cur", "new", "tmp"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(subfolder), withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let maildir = Maildir(root: root)
    let names = try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<4 {
        group.addTask {
          var names: [String] = []
          for _ in 0..<50 { names.append(try maildir.deliver(sampleMail, to: "", flags: []).uniqueName) }
          return names
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(Set(names).count == 200)
    #expect(try maildir.entries(in: "").count == 200)
  }
}
