import Foundation
import HarkSupport
import Testing

@testable import HarkStore

@Suite struct StoreTests {
  static func message(_ id: String, _ text: String, conversation: String = "c1") -> Record {
    Record(id: id, fields: ["text": .string(text), "conversation": .string(conversation)])
  }

  static func permissions(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test func seedIsReadBackInOrder() throws {
    let folder = try TemporaryFolder()
    let seed = [
      StoreSeed(
        app: "chat", collection: "messages", records: [Self.message("m1", "hi"), Self.message("m2", "yo")])
    ]
    let store = try Store.create(at: folder.child("s"), seed: seed)
    #expect(try store.records(app: "chat", collection: "messages") == seed[0].records)
    #expect(try store.count(app: "chat", collection: "messages") == 2)
    #expect(try store.records(app: "chat", collection: "nothing") == [])
  }

  @Test func lastVersionWins() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    try store.append(
      app: "chat", collection: "messages", [Self.message("m1", "first"), Self.message("m2", "x")])
    try store.append(app: "chat", collection: "messages", [Self.message("m1", "second")])
    #expect(try store.record(app: "chat", collection: "messages", id: "m1") == Self.message("m1", "second"))
    #expect(try store.count(app: "chat", collection: "messages") == 2)
    let reopened = try Store.open(at: folder.child("s"))
    #expect(try reopened.records(app: "chat", collection: "messages").map(\.id) == ["m2", "m1"])
  }

  /// A collection read whole keeps its records in file order until the next change: every write,
  /// of this store or another writer, shows in the next read, as a store opened afresh reads it.
  @Test func recordsKeptBetweenReadsFollowEveryChange() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let other = try Store.open(at: folder.child("s"))
    func ids() throws -> [String] { try store.records(app: "chat", collection: "messages").map(\.id) }
    func fresh() throws -> [String] {
      try Store.open(at: folder.child("s")).records(app: "chat", collection: "messages").map(\.id)
    }
    try store.append(app: "chat", collection: "messages", [Self.message("m1", "a"), Self.message("m2", "b")])
    #expect(try ids() == ["m1", "m2"])
    #expect(try ids() == ["m1", "m2"])
    try store.append(app: "chat", collection: "messages", [Self.message("m1", "a again")])
    #expect(try ids() == ["m2", "m1"])
    try other.append(app: "chat", collection: "messages", [Self.message("m3", "c", conversation: "c2")])
    #expect(try ids() == ["m2", "m1", "m3"])
    try other.delete(app: "chat", collection: "messages", ids: ["m2"])
    #expect(try ids() == ["m1", "m3"])
    #expect(try ids() == fresh())
    let inC1 = try store.records(
      app: "chat", collection: "messages", where: "conversation", equals: .string("c1"))
    #expect(inC1 == [Self.message("m1", "a again")])
    #expect(
      try store.records(app: "chat", collection: "messages").first?.fields["text"] == .string("a again"))
  }

  /// A query by field keeps the field's positions while the collection only grows: after each of
  /// many random writes (new records, replaced ones, deletions, another writer's), queries answer
  /// what a store opened afresh answers, in the same order.
  @Test func queriesByFieldFollowEveryChange() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let other = try Store.open(at: folder.child("s"))
    var random = SplitMix64(seed: 15)
    func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    for step in 0..<120 {
      let writer = pick(4) == 0 ? other : store
      let id = "m\(pick(30))"
      let conversation = "c\(pick(3))"
      switch pick(6) {
      case 0: try writer.delete(app: "chat", collection: "messages", ids: [id])
      case 1:
        // A record without the field is found by no value of it.
        try writer.append(
          app: "chat", collection: "messages", [Record(id: id, fields: ["text": .string("x")])])
      default:
        try writer.append(
          app: "chat", collection: "messages", [Self.message(id, "step \(step)", conversation: conversation)])
      }
      let fresh = try Store.open(at: folder.child("s"))
      for value in ["c0", "c1", "c2", "c9"] {
        let found = try store.records(
          app: "chat", collection: "messages", where: "conversation", equals: .string(value))
        let expected = try fresh.records(
          app: "chat", collection: "messages", where: "conversation", equals: .string(value))
        #expect(found == expected, "step \(step), \(value)")
      }
      if pick(5) == 0 {
        #expect(
          try store.records(app: "chat", collection: "messages")
            == fresh.records(app: "chat", collection: "messages"))
      }
    }
  }

  /// A collection read before and unchanged since is answered without opening it, yet checked
  /// as opening checks it: a second name given to its file, or a link put in place of its
  /// folder, is refused at the next read as at the first.
  @Test func anUnchangedCollectionIsCheckedAsOpeningChecksIt() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s").path
    let store = try Store.create(at: folder.child("s"), seed: [])
    try store.append(app: "chat", collection: "messages", [Self.message("m1", "a")])
    func ids() throws -> [String] { try store.records(app: "chat", collection: "messages").map(\.id) }
    #expect(try ids() == ["m1"])
    let file = root + "/chat/messages.jsonl"
    #expect(link(file, folder.child("second name").path) == 0)
    #expect(throws: StoreError.hardLink(path: file, links: 2)) { try ids() }
    #expect(unlink(folder.child("second name").path) == 0)
    #expect(try ids() == ["m1"])
    #expect(rename(root + "/chat", folder.child("chat").path) == 0)
    #expect(symlink(folder.child("chat").path, root + "/chat") == 0)
    #expect(throws: StoreError.symbolicLink(path: root + "/chat")) { try ids() }
  }

  @Test func tombstonesRemoveRecordsUntilWrittenAgain() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    try store.append(app: "chat", collection: "messages", [Self.message("m1", "a"), Self.message("m2", "b")])
    try store.delete(app: "chat", collection: "messages", ids: ["m1"])
    #expect(try store.record(app: "chat", collection: "messages", id: "m1") == nil)
    #expect(try store.count(app: "chat", collection: "messages") == 1)
    try store.append(app: "chat", collection: "messages", [Self.message("m1", "again")])
    #expect(try Store.open(at: folder.child("s")).count(app: "chat", collection: "messages") == 2)
  }

  @Test func filtersByFieldValue() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    try store.append(
      app: "chat", collection: "messages",
      [Self.message("m1", "a", conversation: "c1"), Self.message("m2", "b", conversation: "c2")])
    let found = try store.records(app: "chat", collection: "messages", where: "conversation", equals: "c2")
    #expect(found.map(\.id) == ["m2"])
  }

  @Test func filesAndFoldersArePrivate() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let store = try Store.create(
      at: root, seed: [StoreSeed(app: "chat", collection: "contacts", records: [])])
    try store.append(app: "chat", collection: "messages", [Self.message("m1", "a")])
    try store.append(app: "mail", collection: "inbox", [Self.message("e1", "b")])
    #expect(try Self.permissions(root.path) == 0o700)
    for app in ["chat", "mail"] { #expect(try Self.permissions(root.path + "/" + app) == 0o700) }
    for file in ["hark-store.json", "chat/contacts.jsonl", "chat/messages.jsonl", "mail/inbox.jsonl"] {
      #expect(try Self.permissions(root.path + "/" + file) == 0o600, "\(file)")
    }
  }

  @Test func createRefusesAFileOrAFolderWithFiles() throws {
    let folder = try TemporaryFolder()
    let file = folder.child("file")
    try Data("x".utf8).write(to: file)
    #expect(throws: StoreError.notADirectory(path: file.path)) { try Store.create(at: file, seed: []) }
    #expect(throws: StoreError.notEmpty(path: folder.path)) { try Store.create(at: folder.url, seed: []) }
  }

  @Test func openRefusesAFolderThatIsNotAStore() throws {
    let folder = try TemporaryFolder()
    #expect(throws: StoreError.notAStore(path: folder.path)) { try Store.open(at: folder.url) }
  }

  @Test func openRefusesANewerFormat() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    _ = try Store.create(at: root, seed: [])
    try Data(#"{"hark-store":99}"#.utf8).write(to: root.appendingPathComponent("hark-store.json"))
    #expect(
      throws: StoreError.newerFormat(
        path: root.appendingPathComponent("hark-store.json").path, found: 99, supported: 1)
    ) {
      try Store.open(at: root)
    }
  }

  @Test(arguments: ["../x", "a/../../x", "/etc", "a/./b", ""])
  func invalidNamesAndEscapingPathsAreRefused(name: String) throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    #expect(throws: StoreError.self) { try store.append(app: name, collection: "c", []) }
    #expect(throws: StoreError.self) { try store.resolve(relativePath: name) }
  }

  @Test func symbolicLinksOutOfTheStoreAreRefused() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let store = try Store.create(at: root, seed: [])
    let outside = folder.child("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("secret".utf8).write(to: outside.appendingPathComponent("messages.jsonl"))
    // An app folder that is a link out of the store.
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("chat"), withDestinationURL: outside)
    #expect(throws: StoreError.symbolicLink(path: root.path + "/chat")) {
      try store.append(app: "chat", collection: "messages", [Self.message("m1", "a")])
    }
    #expect(throws: StoreError.self) { try store.records(app: "chat", collection: "messages") }
    #expect(throws: StoreError.outsideStore(path: "chat/messages.jsonl")) {
      try store.resolve(relativePath: "chat/messages.jsonl")
    }
    // A collection file that is a link.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("mail"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("mail/inbox.jsonl"),
      withDestinationURL: outside.appendingPathComponent("messages.jsonl"))
    #expect(throws: StoreError.symbolicLink(path: root.path + "/mail/inbox.jsonl")) {
      try store.records(app: "mail", collection: "inbox")
    }
    #expect(
      try String(contentsOf: outside.appendingPathComponent("messages.jsonl"), encoding: .utf8) == "secret")
  }

  @Test func attachmentPathsResolveInsideTheStore() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let store = try Store.create(at: root, seed: [])
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("photos/files"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("photos/latest"),
      withDestinationURL: root.appendingPathComponent("photos/files"))
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("photos/dangling"), withDestinationURL: folder.child("nowhere"))
    #expect(try store.resolve(relativePath: "photos/files/a.jpg").path == root.path + "/photos/files/a.jpg")
    #expect(try store.resolve(relativePath: "photos/latest/a.jpg").path == root.path + "/photos/latest/a.jpg")
    #expect(throws: StoreError.outsideStore(path: "photos/dangling")) {
      try store.resolve(relativePath: "photos/dangling")
    }
  }

  @Test func secondStoreObjectSeesWritesByItsNextCall() throws {
    let folder = try TemporaryFolder()
    let first = try Store.create(at: folder.child("s"), seed: [])
    let second = try Store.open(at: folder.child("s"))
    #expect(try second.count(app: "chat", collection: "messages") == 0)
    try first.append(app: "chat", collection: "messages", [Self.message("m1", "a")])
    #expect(try second.count(app: "chat", collection: "messages") == 1)
    try second.append(app: "chat", collection: "messages", [Self.message("m2", "b")])
    try first.delete(app: "chat", collection: "messages", ids: ["m1"])
    #expect(try second.records(app: "chat", collection: "messages").map(\.id) == ["m2"])
  }
}

@Suite struct LastRecordsTests {
  @Test(arguments: [1, 2, 3, 5, 100])
  func lastRecordsAreTheNewestLiveVersions(count: Int) throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    try store.append(app: "chat", collection: "messages", (0..<5).map { StoreTests.message("m\($0)", "v1") })
    try store.append(app: "chat", collection: "messages", [StoreTests.message("m1", "v2")])
    try store.delete(app: "chat", collection: "messages", ids: ["m4"])
    let all = try store.records(app: "chat", collection: "messages")
    #expect(all.map(\.id) == ["m0", "m2", "m3", "m1"])
    #expect(
      try store.lastRecords(app: "chat", collection: "messages", count: count) == Array(all.suffix(count)))
  }

  /// The last records of one value of a field are the end of all its records, asked first (no
  /// order or positions kept yet) or after a rewrite and a delete made the order again, in this
  /// process and in a fresh one.
  @Test(arguments: [1, 2, 4])
  func lastRecordsOfAFieldValueAreTheEndOfItsRecords(count: Int) throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let messages = (0..<6).map { StoreTests.message("m\($0)", "v1", conversation: "c\($0 % 2)") }
    try store.append(app: "chat", collection: "messages", messages)
    func expectEnds(_ store: Store, _ step: String) throws {
      for conversation in ["c0", "c1", "c9"] {
        let all = try Store.open(at: folder.child("s")).records(
          app: "chat", collection: "messages", where: "conversation", equals: .string(conversation))
        #expect(
          try store.lastRecords(
            app: "chat", collection: "messages", where: "conversation", equals: .string(conversation),
            count: count) == Array(all.suffix(count)), "\(step): \(conversation)")
      }
    }
    try expectEnds(store, "first read")
    try expectEnds(try Store.open(at: folder.child("s")), "fresh")
    #expect(
      try store.lastRecords(
        app: "chat", collection: "messages", where: "conversation", equals: "c0", count: 1
      )
      .map(\.id) == ["m4"])
    try store.append(
      app: "chat", collection: "messages", [StoreTests.message("m0", "v2", conversation: "c0")])
    try store.delete(app: "chat", collection: "messages", ids: ["m5"])
    try expectEnds(store, "after a rewrite and a delete")
    try expectEnds(try Store.open(at: folder.child("s")), "fresh after a rewrite and a delete")
    #expect(
      try store.lastRecords(
        app: "chat", collection: "messages", where: "conversation", equals: "c0", count: 1
      )
      .map(\.id) == ["m0"])
    #expect(
      try store.lastRecords(
        app: "chat", collection: "messages", where: "conversation", equals: "c1", count: 1
      )
      .map(\.id) == ["m3"])
  }

  @Test func lastRecordsReadAcrossManyChunks() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let long = String(repeating: "é", count: 3000)
    try store.append(
      app: "chat", collection: "messages", (0..<200).map { StoreTests.message("m\($0)", long) })
    let last = try store.lastRecords(app: "chat", collection: "messages", count: 150)
    #expect(last.map(\.id) == (50..<200).map { "m\($0)" })
  }
}

@Suite struct StoreThreadingTests {
  @Test func threadsAppendingAtOnceLoseNothing() async throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for index in 0..<50 {
            try store.append(
              app: "chat", collection: "messages", [StoreTests.message("w\(writer)-\(index)", "x")])
            _ = try store.count(app: "chat", collection: "messages")
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try store.count(app: "chat", collection: "messages") == 200)
    #expect(try Store.open(at: folder.child("s")).records(app: "chat", collection: "messages").count == 200)
  }
}
