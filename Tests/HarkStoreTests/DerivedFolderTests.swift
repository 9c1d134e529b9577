import Foundation
import Glibc
import Testing

@testable import HarkStore

/// Every file under the store, derived data included, is opened one way: no links, regular files
/// only, no second names.
@Suite struct DerivedFolderTests {
  /// A store with its semantic folder made and an outside folder beside it.
  struct Fixture {
    let folder = try? TemporaryFolder()
    let store: Store
    let semantic: DerivedFolder
    let outside: String
    let outsideFile: String

    init() throws {
      let folder = try #require(folder)
      store = try Store.create(at: folder.child("store"), seed: [])
      semantic = store.derivedFolder("semantic")
      try semantic.prepare()
      outside = folder.child("outside").path
      try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
      outsideFile = outside + "/data.txt"
      try Data("outside data\n".utf8).write(to: URL(fileURLWithPath: outsideFile))
    }

    var outsideText: String { (try? String(contentsOfFile: outsideFile, encoding: .utf8)) ?? "<gone>" }
  }

  enum Planted: String, CaseIterable {
    case symbolicLinkToFile, hardLinkToFile, fifo, folder
  }

  static func plant(_ kind: Planted, at path: String, outsideFile: String) throws {
    let status: Int32 =
      switch kind {
      case .symbolicLinkToFile: symlink(outsideFile, path)
      case .hardLinkToFile: link(outsideFile, path)
      case .fifo: mkfifo(path, 0o600)
      case .folder: mkdir(path, 0o700)
      }
    #expect(status == 0)
  }

  @Test(arguments: Planted.allCases)
  func aPlantedFileIsRefusedForEveryAccess(_ kind: Planted) throws {
    let fixture = try Fixture()
    try Self.plant(kind, at: fixture.semantic.path + "/pending.jsonl", outsideFile: fixture.outsideFile)
    for access in [DerivedFolder.Access.read, .update, .append] {
      #expect(throws: StoreError.self) { _ = try fixture.semantic.open("pending.jsonl", access) }
    }
    #expect(throws: StoreError.self) { _ = try fixture.semantic.read("pending.jsonl") }
    #expect(fixture.outsideText == "outside data\n")
  }

  @Test func errorsNameWhatIsInTheWay() throws {
    let fixture = try Fixture()
    let base = fixture.semantic.path
    try Self.plant(.symbolicLinkToFile, at: base + "/a", outsideFile: fixture.outsideFile)
    try Self.plant(.hardLinkToFile, at: base + "/b", outsideFile: fixture.outsideFile)
    try Self.plant(.fifo, at: base + "/c", outsideFile: fixture.outsideFile)
    #expect(throws: StoreError.symbolicLink(path: base + "/a")) {
      _ = try fixture.semantic.open("a", .append)
    }
    #expect(throws: StoreError.hardLink(path: base + "/b", links: 2)) {
      _ = try fixture.semantic.open("b", .update)
    }
    // A FIFO is refused at once (opened non-blocking), not waited on.
    #expect(throws: StoreError.notARegularFile(path: base + "/c", kind: "a FIFO")) {
      _ = try fixture.semantic.open("c", .read)
    }
  }

  @Test(arguments: [".derived", ".derived/semantic"])
  func aFolderLinkedOutsideIsRefused(_ linked: String) throws {
    let fixture = try Fixture()
    let path = fixture.store.root.path + "/" + linked
    try FileManager.default.removeItem(atPath: path)
    #expect(symlink(fixture.outside, path) == 0)
    let semantic = fixture.store.derivedFolder("semantic")
    #expect(throws: StoreError.symbolicLink(path: path)) { _ = try semantic.open("pending.jsonl", .append) }
    #expect(throws: StoreError.symbolicLink(path: path)) { try semantic.replace("entities.tsv", with: [1]) }
    #expect(throws: StoreError.symbolicLink(path: path)) { try semantic.prepare() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.outside) == ["data.txt"])
  }

  @Test func removingAFolderNeverFollowsALinkInside() throws {
    let fixture = try Fixture()
    let rebuild = try fixture.semantic.subfolder("rebuild")
    try rebuild.prepare()
    #expect(symlink(fixture.outside, rebuild.path + "/elsewhere") == 0)
    try rebuild.replace("checkpoint.json", with: Array("{}".utf8))
    try rebuild.removeAll()
    #expect(fixture.outsideText == "outside data\n")
    #expect(!FileManager.default.fileExists(atPath: rebuild.path))
    // The rebuild folder itself a link: the link goes, the folder it points at stays.
    #expect(symlink(fixture.outside, rebuild.path) == 0)
    try rebuild.removeAll()
    #expect(fixture.outsideText == "outside data\n")
  }

  @Test func appendsAndReplacesStayInsideAndPrivate() throws {
    let fixture = try Fixture()
    let file = try #require(try fixture.semantic.open("pending.jsonl", .append))
    try file.append(Array("one\n".utf8))
    try file.append(Array("two\n".utf8))
    #expect(try fixture.semantic.read("pending.jsonl") == Array("one\ntwo\n".utf8))
    try fixture.semantic.replace("lexical.bin", with: [1, 2, 3])
    #expect(try fixture.semantic.read("lexical.bin") == [1, 2, 3])
    #expect(try StoreTests.permissions(fixture.semantic.path + "/pending.jsonl") == 0o600)
    #expect(try StoreTests.permissions(fixture.semantic.path) == 0o700)
  }

  @Test func plainNamesOnly() throws {
    let fixture = try Fixture()
    for name in ["", ".", "..", "../x", "a/b"] {
      #expect(throws: StoreError.invalidName(name)) { _ = try fixture.semantic.open(name, .read) }
    }
  }

  @Test(arguments: [Planted.symbolicLinkToFile, .hardLinkToFile, .fifo, .folder])
  func aCollectionThatIsNotAPlainFileIsAnErrorAndAWarning(_ kind: Planted) throws {
    let fixture = try Fixture()
    try fixture.store.append(app: "chat", collection: "contacts", [Record(id: "c1", fields: [:])])
    let path = fixture.store.root.path + "/chat/contacts.jsonl"
    try FileManager.default.removeItem(atPath: path)
    try Self.plant(kind, at: path, outsideFile: fixture.outsideFile)
    #expect(throws: StoreError.self) { _ = try fixture.store.records(app: "chat", collection: "contacts") }
    #expect(throws: StoreError.self) {
      try fixture.store.append(app: "chat", collection: "contacts", [Record(id: "c2", fields: [:])])
    }
    let warnings = fixture.store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.description.hasPrefix("error: \(path): ") == true)
    #expect(fixture.outsideText == "outside data\n")
  }

  @Test func theLockIsReentrantAndSharedWithTheStoresWrites() throws {
    let fixture = try Fixture()
    let made = try fixture.store.exclusively { () throws -> Int in
      try fixture.semantic.exclusively {
        try fixture.store.append(app: "chat", collection: "messages", [Record(id: "m1", fields: [:])])
      }
      return try fixture.store.count(app: "chat", collection: "messages")
    }
    #expect(made == 1)
  }
}
