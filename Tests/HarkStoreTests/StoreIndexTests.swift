import Foundation
import Testing

@testable import HarkStore

/// The derived index must answer exactly as reading the whole file does.
@Suite struct StoreIndexTests {
  enum Step: Sendable, CustomStringConvertible {
    case append([Record])
    case delete([String])

    var description: String {
      switch self {
      case .append(let records): "append \(records.map(\.id))"
      case .delete(let ids): "delete \(ids)"
      }
    }
  }

  static func message(_ id: String, _ conversation: String, _ text: String = "x") -> Record {
    Record(id: id, fields: ["conversation": .string(conversation), "text": .string(text)])
  }

  static let steps: [Step] = [
    .append((0..<40).map { message("m\($0)", "c\($0 % 4)") }),
    .append([message("m1", "c2", "moved"), message("m2", "c2", "edited")]),
    .delete(["m3", "m4", "nobody"]),
    .append([message("m3", "c0", "back"), Record(id: "m5", fields: ["text": "no conversation"])]),
    .append((40..<60).map { message("m\($0)", "c1") }),
    .delete(["m40", "m1"]),
    // Changed twice in the tail: to another conversation and back, and within one conversation
    // (each must be answered once, where its latest line puts it).
    .append([message("m41", "c3", "moved"), message("m2", "c2", "edited again")]),
    .append([message("m41", "c1", "back"), message("m2", "c2", "edited a third time")]),
  ]

  func expectSameAnswers(_ indexed: Store, _ plain: Store, after step: String) throws {
    let app = "chat"
    let collection = "messages"
    #expect(
      try indexed.count(app: app, collection: collection) == plain.count(app: app, collection: collection),
      "\(step)")
    for conversation in ["c0", "c1", "c2", "c3", "c9"] {
      #expect(
        try indexed.records(
          app: app, collection: collection, where: "conversation", equals: .string(conversation))
          == plain.records(
            app: app, collection: collection, where: "conversation", equals: .string(conversation)),
        "\(step): \(conversation)")
      let all = try plain.records(
        app: app, collection: collection, where: "conversation", equals: .string(conversation))
      for count in [1, 3, 100] {
        for store in [indexed, plain] {
          #expect(
            try store.lastRecords(
              app: app, collection: collection, where: "conversation", equals: .string(conversation),
              count: count) == Array(all.suffix(count)),
            "\(step): last \(count) of \(conversation)")
        }
      }
    }
    for id in ["m0", "m1", "m3", "m4", "m5", "m40", "m59", "nobody"] {
      #expect(
        try indexed.record(app: app, collection: collection, id: id)
          == plain.record(app: app, collection: collection, id: id), "\(step): \(id)")
    }
  }

  /// Tail merge thresholds: never (everything stays in the tail), and after every few lines.
  @Test(arguments: [Int.max, 200])
  func indexAnswersLikeAFullRead(tailMergeThreshold: Int) throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let writer = try Store.create(at: root, seed: [])
    let indexed = try Store.open(at: root, indexThreshold: 0, tailMergeThreshold: tailMergeThreshold)
    let plain = try Store.open(at: root, indexThreshold: Int.max)
    for step in Self.steps {
      switch step {
      case .append(let records): try writer.append(app: "chat", collection: "messages", records)
      case .delete(let ids): try writer.delete(app: "chat", collection: "messages", ids: ids)
      }
      try expectSameAnswers(indexed, plain, after: step.description)
      // A fresh process reads the index file left behind, then the tail.
      let fresh = try Store.open(at: root, indexThreshold: 0, tailMergeThreshold: tailMergeThreshold)
      try expectSameAnswers(fresh, plain, after: "fresh after \(step)")
    }
    #expect(FileManager.default.fileExists(atPath: root.path + "/.derived/chat/messages.index"))
  }

  @Test(arguments: ["remove", "garbage", "cut"])
  func aDamagedOrMissingIndexIsRebuilt(damage: String) throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let store = try Store.create(
      at: root,
      seed: [
        StoreSeed(
          app: "chat", collection: "messages", records: (0..<30).map { Self.message("m\($0)", "c\($0 % 3)") })
      ])
    let first = try Store.open(at: root, indexThreshold: 0)
    let expected = try first.records(app: "chat", collection: "messages", where: "conversation", equals: "c1")
    let index = root.appendingPathComponent(".derived/chat/messages.index")
    switch damage {
    case "remove": try FileManager.default.removeItem(at: index)
    case "garbage": try Data("garbage".utf8).write(to: index)
    default:
      let bytes = try Data(contentsOf: index)
      try bytes.prefix(bytes.count / 2).write(to: index)
    }
    let second = try Store.open(at: root, indexThreshold: 0)
    #expect(
      try second.records(app: "chat", collection: "messages", where: "conversation", equals: "c1") == expected
    )
    #expect(try second.count(app: "chat", collection: "messages") == 30)
    #expect(try store.count(app: "chat", collection: "messages") == 30)
  }

  @Test func aRewrittenFileInvalidatesItsIndex() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    _ = try Store.create(
      at: root, seed: [StoreSeed(app: "chat", collection: "messages", records: [Self.message("m1", "c1")])])
    let store = try Store.open(at: root, indexThreshold: 0)
    #expect(try store.count(app: "chat", collection: "messages") == 1)
    // A hand edit that writes a new file (as most editors do) with a different record.
    let file = root.appendingPathComponent("chat/messages.jsonl")
    let replacement = folder.child("replacement")
    try Data("{\"hark-store\":1}\n{\"id\":\"m7\",\"fields\":{\"conversation\":\"c1\"}}\n".utf8).write(
      to: replacement)
    #expect(rename(replacement.path, file.path) == 0)
    #expect(
      try store.records(app: "chat", collection: "messages", where: "conversation", equals: "c1").map(\.id)
        == ["m7"])
    #expect(try store.record(app: "chat", collection: "messages", id: "m1") == nil)
  }

  @Test func createIndexesLargeCollectionsWithTheSeedsFields() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let text = String(repeating: "long message text ", count: 8)
    let records = (0..<8000).map { Self.message("m\($0)", "c\($0 % 50)", text) }
    let store = try Store.create(
      at: root,
      seed: [
        StoreSeed(app: "chat", collection: "messages", records: records, indexedFields: ["conversation"])
      ])
    let index = try #require(
      try MappedIndex(path: root.path + "/.derived/chat/messages.index", within: root.path))
    #expect(index.fields == ["conversation"])
    #expect(index.live == 8000)
    let found = try store.records(app: "chat", collection: "messages", where: "conversation", equals: "c7")
    #expect(found.count == 160)
    #expect(found.first?.id == "m7")
  }

  @Test func damageFoundWhileIndexingIsMovedAside() throws {
    let folder = try TemporaryFolder()
    let root = try StoreDamageTests.damagedStore(in: folder)
    let store = try Store.open(at: root, indexThreshold: 0)
    #expect(try store.count(app: "chat", collection: "messages") == 2)
    #expect(store.warnings.map(\.line) == [3, 4, 6])
    #expect(try store.record(app: "chat", collection: "messages", id: "m2") == StoreDamageTests.good2)
  }
}
