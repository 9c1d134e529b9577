import Foundation
import Glibc
import HarkStore
import Testing

@testable import HarkSemantic

/// The index's files are opened the store's way, and its queue is taken in under the store's lock.
@Suite struct IndexFilesTests {
  static func store(_ folder: ScratchFolder) throws -> Store {
    try Store.create(at: folder.url.appendingPathComponent("store"), seed: [])
  }

  static let entry = IndexEntry(id: "m1", type: "Message", fields: ["body": "a film about the desert"])

  @Test(arguments: ["pending.jsonl", "entities.tsv", "vectors.i8", "lexical.bin"])
  func aLinkInPlaceOfAnIndexFileIsRefusedAndTheOutsideIsUntouched(_ name: String) throws {
    let folder = ScratchFolder()
    let store = try Self.store(folder)
    let semantic = store.derivedFolder("semantic")
    try semantic.prepare()
    let outside = folder.url.appendingPathComponent("outside.txt").path
    try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside))
    #expect(symlink(outside, semantic.path + "/" + name) == 0)
    do {
      let index = try SemanticIndex(folder: semantic, encoder: nil)
      try IndexQueue(folder: semantic).append([Self.entry])
      try IndexQueue(folder: semantic).drain(into: index)
      try index.add([Self.entry])
      _ = index.search("desert")
    } catch {
      #expect("\(error)".contains("symbolic link"))
    }
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "outside\n")
  }

  @Test(arguments: ["pending.jsonl", "entities.tsv", "vectors.i8"])
  func aFIFOOrAHardLinkIsRefusedWithoutWaiting(_ name: String) throws {
    let folder = ScratchFolder()
    let store = try Self.store(folder)
    let semantic = store.derivedFolder("semantic")
    try semantic.prepare()
    let outside = folder.url.appendingPathComponent("outside.txt").path
    try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside))
    #expect(mkfifo(semantic.path + "/" + name, 0o600) == 0)
    let queue = IndexQueue(folder: semantic)
    #expect(throws: (any Error).self) {
      let index = try SemanticIndex(folder: semantic, encoder: nil)
      try queue.append([Self.entry])
      try queue.drain(into: index)
    }
    try FileManager.default.removeItem(atPath: semantic.path + "/" + name)
    #expect(link(outside, semantic.path + "/" + name) == 0)
    #expect(throws: (any Error).self) {
      let index = try SemanticIndex(folder: semantic, encoder: nil)
      try queue.append([Self.entry])
      try queue.drain(into: index)
    }
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "outside\n")
  }

  @Test func theQueueIsTakenInOnceAndEmptied() throws {
    let folder = ScratchFolder()
    let store = try Self.store(folder)
    let semantic = store.derivedFolder("semantic")
    let queue = IndexQueue(folder: semantic)
    let dated = IndexEntry(
      id: "m2", type: "Message", fields: ["body": "tab\there"], filters: ["sender": "Glow"],
      date: Date(timeIntervalSince1970: 1_780_000_000))
    try queue.append([Self.entry, dated])
    #expect(try queue.entries() == [Self.entry, dated])
    let index = try SemanticIndex(folder: semantic, encoder: nil)
    #expect(try queue.drain(into: index) == 2)
    #expect(try queue.entries().isEmpty)
    #expect(try queue.drain(into: index) == 0)
    #expect(index.search("desert").map(\.id) == ["m1"])
  }

  @Test func twoIndexesOverOneStoreSeeEachOthersWrites() throws {
    let folder = ScratchFolder()
    let store = try Self.store(folder)
    let other = try Store.open(at: store.root)
    let first = try SemanticIndex(folder: store.derivedFolder("semantic"), encoder: nil)
    let second = try SemanticIndex(folder: other.derivedFolder("semantic"), encoder: nil)
    try first.add([IndexEntry(id: "a", type: "Message", fields: ["body": "lavender bath"])])
    try second.add([IndexEntry(id: "b", type: "Message", fields: ["body": "rainbow sprinkles"])])
    try first.add([IndexEntry(id: "c", type: "Message", fields: ["body": "lavender fields"])])
    #expect(Set(second.search("lavender").map(\.id)) == ["a", "c"])
    #expect(first.search("sprinkles").map(\.id) == ["b"])
    let reopened = try SemanticIndex(folder: store.derivedFolder("semantic"), encoder: nil)
    #expect(reopened.status.entities == 3)
  }
}
