import Foundation
import Testing

@testable import HarkStore

@Suite struct StoreDamageTests {
  static func line(_ record: Record) -> [UInt8] {
    var out: [UInt8] = []
    LogLine.record(record).encode(into: &out)
    return out
  }

  static let good1 = Record(id: "m1", fields: ["text": "hello"])
  static let good2 = Record(id: "m2", fields: ["text": "world"])

  /// A store whose messages file holds a garbage line, an invalid UTF-8 line and a cut-short last line.
  static func damagedStore(in folder: TemporaryFolder) throws -> URL {
    let root = folder.child("s")
    _ = try Store.create(at: root, seed: [StoreSeed(app: "chat", collection: "messages", records: [])])
    var bytes = Array("{\"hark-store\":1}\n".utf8)
    bytes += line(good1)  // line 2
    bytes += Array("this is not json\n".utf8)  // line 3
    // line 4: invalid UTF-8 inside a string
    bytes += Array("{\"id\":\"m9\",\"fields\":{\"text\":\"".utf8) + [0xC3, 0x28, 0xFF] + Array("\"}}\n".utf8)
    bytes += line(good2)  // line 5
    bytes += Array("{\"id\":\"m3\",\"fields\":{\"te".utf8)  // line 6, cut short
    try Data(bytes).write(to: root.appendingPathComponent("chat/messages.jsonl"))
    return root
  }

  @Test func damagedLinesAreMovedAsideAndReportedOnceEach() throws {
    let folder = try TemporaryFolder()
    let root = try Self.damagedStore(in: folder)
    let store = try Store.open(at: root)
    #expect(try store.records(app: "chat", collection: "messages") == [Self.good1, Self.good2])
    let warnings = store.warnings
    #expect(
      warnings.map { "\($0.file):\($0.line)" } == [
        "chat/messages.jsonl:3", "chat/messages.jsonl:4", "chat/messages.jsonl:6",
      ])
    #expect(warnings.map(\.problem) == [.unparsable, .invalidUTF8, .truncated])
    #expect(warnings[0].description.hasPrefix("chat/messages.jsonl:3: warning: line does not parse"))

    let rejects = try Data(contentsOf: root.appendingPathComponent("chat/messages.rejects"))
    let rejectLines = rejects.split(separator: 0x0A).map { Array($0) }
    #expect(rejectLines.count == 3)
    let attributes = try FileManager.default.attributesOfItem(atPath: root.path + "/chat/messages.rejects")
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(rejectLines[0] == Array("chat/messages.jsonl:3: this is not json".utf8))
    #expect(rejectLines[1].contains(0xFF))
    #expect(rejectLines[2] == Array("chat/messages.jsonl:6: {\"id\":\"m3\",\"fields\":{\"te".utf8))

    // Reported once: the lines are gone from the collection, so a second reader finds nothing.
    #expect(try store.count(app: "chat", collection: "messages") == 2)
    let again = try Store.open(at: root)
    #expect(try again.records(app: "chat", collection: "messages") == [Self.good1, Self.good2])
    #expect(again.warnings.isEmpty)
    #expect(store.warnings.count == 3)
  }

  @Test func writesAfterDamageStayReadable() throws {
    let folder = try TemporaryFolder()
    let root = try Self.damagedStore(in: folder)
    let store = try Store.open(at: root)
    // The writer meets the cut-short line first and sets it aside before appending.
    try store.append(app: "chat", collection: "messages", [Record(id: "m4", fields: ["text": "after"])])
    #expect(try store.records(app: "chat", collection: "messages").map(\.id) == ["m1", "m2", "m4"])
    #expect(store.warnings.count == 3)
  }

  @Test func aDamagedHeaderIsReplacedByAFreshOne() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    _ = try Store.create(at: root, seed: [])
    let file = root.appendingPathComponent("chat/messages.jsonl")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("chat"), withIntermediateDirectories: true)
    try Data(Array("{\"hark-store\":1 oops\n".utf8) + Self.line(Self.good1)).write(to: file)
    let store = try Store.open(at: root)
    #expect(try store.records(app: "chat", collection: "messages") == [Self.good1])
    #expect(store.warnings.map(\.line) == [1])
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix("{\"hark-store\":1}\n{\"id\":\"m1\""))
  }

  /// A write interrupted at any byte of its line loses that record only.
  @Test func aWriteCutAtAnyByteLosesOnlyThatRecord() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let store = try Store.create(at: root, seed: [])
    try store.append(app: "chat", collection: "messages", [Self.good1, Self.good2])
    let file = root.appendingPathComponent("chat/messages.jsonl")
    let full = try Data(contentsOf: file)
    let last = Self.line(Record(id: "m3", fields: ["text": "héllo \"there\" 👋"]))
    for cut in 0..<last.count {
      try (full + Data(last[0..<cut])).write(to: file)
      let reader = try Store.open(at: root)
      #expect(
        try reader.records(app: "chat", collection: "messages") == [Self.good1, Self.good2], "cut at \(cut)")
      #expect(reader.warnings.count == (cut == 0 ? 0 : 1), "cut at \(cut)")
      #expect(try Data(contentsOf: file) == full, "cut at \(cut)")
    }
  }
}
