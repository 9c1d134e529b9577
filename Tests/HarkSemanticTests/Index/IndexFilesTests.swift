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

  @Test(arguments: ["pending.jsonl", "entities.tsv", "vectors.i8", "lexical.bin", "model"])
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

  @Test(arguments: ["pending.jsonl", "entities.tsv", "vectors.i8", "model"])
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

/// A stand-in sentence model: every text gets the same unit vector, so every vector hit clears the
/// thresholds and which model wrote the vectors is all that decides whether they are searched.
private struct UniformEmbedder: SentenceEmbedder {
  let model: EmbeddingModel
  var dimension: Int { 384 }
  var vector: [Float] { [Float](repeating: 1 / Float(384).squareRoot(), count: 384) }
  func encode(query: String) -> [Float] { vector }
  func encode(passage: String) -> [Float] { vector }
  func encode(passages: [String]) -> [[Float]] { passages.map { _ in vector } }
  func staticEmbed(_ text: String) -> [Float] { vector }
}

/// Two processes over one store with different models: the vectors of one are never searched with,
/// or written beside, the other's.
@Suite struct SharedIndexModelTests {
  @Test func aRebuildWithAnotherModelElsewhereStopsThisIndexUsingItsVectors() throws {
    let folder = ScratchFolder()
    let store = try Store.create(at: folder.url.appendingPathComponent("store"), seed: [])
    let other = try Store.open(at: store.root)
    let entries = [
      IndexEntry(id: "a", type: "Message", fields: ["body": "a lavender bath tonight"]),
      IndexEntry(id: "b", type: "Message", fields: ["body": "rainbow sprinkles on everything"]),
    ]
    let shell = try SemanticIndex(
      folder: store.derivedFolder("semantic"), encoder: UniformEmbedder(model: .miniLM))
    try shell.add(entries)
    #expect(shell.vectorsModel == .miniLM)
    #expect(shell.search("anything").contains { $0.why != .lexical })

    let rebuilder = try SemanticIndex(
      folder: other.derivedFolder("semantic"), encoder: UniformEmbedder(model: .multilingualE5Small))
    #expect(rebuilder.vectorsModel == .miniLM)
    #expect(try rebuilder.rebuild(from: entries) == .finished(entities: 2))
    #expect(rebuilder.vectorsModel == .multilingualE5Small)

    // The shell opened with MiniLM sees the new record when it catches up.
    #expect(shell.search("anything").allSatisfy { $0.why == .lexical })
    #expect(shell.vectorsModel == .multilingualE5Small)
    try shell.add([IndexEntry(id: "c", type: "Message", fields: ["body": "lavender fields in bloom"])])
    #expect(try shell.embedPending() == 0)
    #expect(Set(shell.search("lavender").map(\.id)) == ["a", "c"])
    // Only the rebuild's vectors: none of MiniLM's was added beside them.
    #expect(rebuilder.status.vectors == 2)
    #expect(try ModelChoice.recorded(in: store.derivedFolder("semantic")) == .multilingualE5Small)
  }
}
