import Foundation
import Testing

@testable import HarkStore

/// `recordingReads` lists what a piece of work read; `unchanged` says whether any of it was written
/// since, by this store object or another one over the same folder (another process).
@Suite struct StoreReadsTests {
  static func record(_ id: String, _ name: String) -> Record {
    Record(id: id, fields: ["name": .string(name)])
  }

  @Test func readsAreRecordedAndAnotherWritersAppendIsAChange() throws {
    let folder = try TemporaryFolder()
    let seed = [StoreSeed(app: "people", collection: "contacts", records: [Self.record("a", "Ann")])]
    let store = try Store.create(at: folder.child("s"), seed: seed)
    let (names, reads) = try store.recordingReads {
      try store.records(app: "people", collection: "contacts").map { $0.fields["name"] }
    }
    #expect(names == [.string("Ann")])
    #expect(store.unchanged(reads))
    // Reading again, or writing another collection, changes nothing.
    _ = try store.records(app: "people", collection: "contacts")
    try store.append(app: "people", collection: "other", [Self.record("x", "X")])
    #expect(store.unchanged(reads))
    let other = try Store.open(at: folder.child("s"))
    try other.append(app: "people", collection: "contacts", [Self.record("b", "Bob")])
    #expect(!store.unchanged(reads))
  }

  @Test func aMissingCollectionThatAppearsIsAChange() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let (_, reads) = try store.recordingReads { try store.records(app: "music", collection: "playlists") }
    #expect(store.unchanged(reads))
    let other = try Store.open(at: folder.child("s"))
    try other.append(app: "music", collection: "playlists", [Self.record("p", "Jazz")])
    #expect(!store.unchanged(reads))
  }

  @Test func aFileReplacedWithOneOfTheSameSizeIsAChange() throws {
    let folder = try TemporaryFolder()
    let seed = [StoreSeed(app: "people", collection: "contacts", records: [Self.record("a", "Ann")])]
    let store = try Store.create(at: folder.child("s"), seed: seed)
    let (_, reads) = try store.recordingReads { try store.count(app: "people", collection: "contacts") }
    let path = folder.child("s").appendingPathComponent("people/contacts.jsonl").path
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let copy = path + ".new"
    try Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "Ann", with: "Eve").utf8)
      .write(to: URL(fileURLWithPath: copy))
    #expect(rename(copy, path) == 0)
    #expect(!store.unchanged(reads))
    #expect(try store.records(app: "people", collection: "contacts").first?.fields["name"] == .string("Eve"))
  }

  @Test func nestedRecordingsEachSeeTheirReads() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let (inner, outer) = try store.recordingReads {
      _ = try store.records(app: "a", collection: "one")
      return try store.recordingReads { try store.record(app: "a", collection: "two", id: "x") }.1
    }
    #expect(Set(outer.stamps.keys.map(\.collection)) == ["one", "two"])
    #expect(Set(inner.stamps.keys.map(\.collection)) == ["two"])
  }
}
