import Foundation
import Testing

@testable import HarkStore

/// A store opened read-only (`Store.open(at:access: .readOnly)`) reads what is there and changes
/// nothing: every kind of write throws `StoreError.readOnly`, and the folder's files (bytes and
/// modification times) are as they were, damage included.
@Suite struct StoreReadOnlyTests {
  /// Every file under `folder` by path, with its bytes and modification time.
  static func snapshot(_ folder: URL) -> [String: Data] {
    var found: [String: Data] = [:]
    let walker = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
      let bytes = (try? Data(contentsOf: url)) ?? Data()
      found[url.path] = bytes + Data("\(date?.timeIntervalSince1970 ?? -1)".utf8)
    }
    return found
  }

  /// The writes a store offers, each by name.
  static let writes: [(String, @Sendable (Store) throws -> Void)] = [
    ("append", { try $0.append(app: "chat", collection: "messages", [StoreTests.message("m9", "new")]) }),
    (
      "append to a new collection",
      { try $0.append(app: "mail", collection: "drafts", [StoreTests.message("d1", "x")]) }
    ),
    ("delete", { try $0.delete(app: "chat", collection: "messages", ids: ["m1"]) }),
    ("rebuild an index", { try $0.rebuildIndex(app: "chat", collection: "messages", fields: ["text"]) }),
    ("replace a derived file", { try $0.derivedFolder("semantic").replace("vectors", with: [1, 2, 3]) }),
    ("open a derived file to append", { _ = try $0.derivedFolder("semantic").open("log", .append) }),
    ("make a derived folder", { try $0.derivedFolder("semantic").prepare() }),
    ("remove derived data", { try $0.derivedFolder("semantic").removeAll() }),
    ("write an app's file", { try $0.appFolder("mail", "attachments").replace("a.txt", with: [65]) }),
    ("remove an app's file", { try $0.appFolder("mail", "attachments").remove("a.txt") }),
  ]

  @Test(arguments: writes.indices)
  func everyWriteToAReadOnlyStoreThrowsReadOnlyAndChangesNoFile(_ index: Int) throws {
    let (name, write) = Self.writes[index]
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let seed = [
      StoreSeed(
        app: "chat", collection: "messages",
        records: [StoreTests.message("m1", "hi"), StoreTests.message("m2", "yo")])
    ]
    _ = try Store.create(at: root, seed: seed)
    let before = Self.snapshot(folder.url)
    let store = try Store.open(at: root, access: .readOnly)
    #expect(try store.records(app: "chat", collection: "messages").map(\.id) == ["m1", "m2"])
    let error = #expect(throws: StoreError.self, "\(name)") { try write(store) }
    guard case .readOnly(let path) = error else {
      Issue.record("\(name) threw \(String(describing: error)), not readOnly")
      return
    }
    #expect(path.hasPrefix(root.path))
    #expect(error?.description.contains("opened read-only") == true)
    #expect(Self.snapshot(folder.url) == before, "\(name) changed the store's files")
    // The same store opened for writing takes the write.
    if index == 0 {
      try write(try Store.open(at: root))
      #expect(try Store.open(at: root, access: .readOnly).count(app: "chat", collection: "messages") == 3)
    }
  }

  @Test func readingAReadOnlyStoreLeavesDamageInPlaceAndMakesNoLockOrIndex() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("s")
    let big = (0..<400).map { StoreTests.message("m\($0)", String(repeating: "x", count: 40)) }
    _ = try Store.create(at: root, seed: [StoreSeed(app: "chat", collection: "messages", records: big)])
    // Damage a reader would move aside, and no lock file (a store copied without it).
    let file = root.appendingPathComponent("chat/messages.jsonl")
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{not json\n".utf8))
    try handle.close()
    try? FileManager.default.removeItem(at: root.appendingPathComponent(".lock"))
    let before = Self.snapshot(folder.url)
    let store = try Store.open(at: root, indexThreshold: 1, access: .readOnly)
    #expect(try store.count(app: "chat", collection: "messages") == 400)
    #expect(try store.records(app: "chat", collection: "messages", where: "text", equals: .string("y")) == [])
    #expect(try store.record(app: "chat", collection: "messages", id: "m7")?.id == "m7")
    #expect(!store.warnings.isEmpty)
    #expect(Self.snapshot(folder.url) == before)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".lock").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".derived").path))
  }
}
