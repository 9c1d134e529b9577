import Foundation
import HarkCore
import HarkSupport
import Testing

@testable import HarkApps

/// What the walk of a folder lists and what it never does: follow a link out or round in a loop,
/// open a socket, list hidden files, go deeper than its bound.
@Suite struct FolderWalkerTests {
  struct Folder {
    let root: URL
    var source: FolderSourceSpec { FolderSourceSpec(name: "Docs", folder: root, origin: .storeFolder) }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("hark-walk-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String = "x") throws {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    func link(_ path: String, to target: String) throws {
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent(path).path, withDestinationPath: target)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func linksAreFollowedOnlyToFilesInsideAndNeverRoundALoop() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("a/notes.txt", "hello\n")
    try folder.write(".secret/key.txt")
    try folder.write("a/.hidden")
    try folder.link("a/loop", to: folder.root.path)
    try folder.link("b", to: "a")
    try folder.link("inside.txt", to: "a/notes.txt")
    try folder.link("nowhere", to: "/nonexistent/file")
    try folder.link("out", to: "/etc/hostname")
    let walk = FolderWalker(sources: [folder.source]).walk()
    let kinds = Dictionary(uniqueKeysWithValues: walk.files.map { ($0.id, $0.kind) })
    #expect(
      kinds == [
        "Docs/a/notes.txt": .regular, "Docs/inside.txt": .regular, "Docs/nowhere": .outsideLink,
        "Docs/out": .outsideLink,
      ])
    #expect(walk.files.first { $0.id == "Docs/out" }?.contentType == "inode/symlink")
    #expect(walk.missing.isEmpty && walk.vanished.isEmpty)
  }

  /// A file's type is read once while it stays the same file; bytes written over it, a rename or
  /// a permission taken away are seen at the next walk.
  @Test func whatAFileIsIsReadAgainOnceItChanges() throws {
    let folder = try Folder()
    defer { folder.remove() }
    func file(_ walk: FolderWalk) -> FileItem? { walk.files.first }
    try folder.write("scan", "%PDF-1.4\n%\u{e2}\u{e3}\n1 0 obj\n")
    let walker = FolderWalker(sources: [folder.source])
    #expect(file(walker.walk())?.contentType == "application/pdf")
    #expect(file(walker.walk())?.contentType == "application/pdf")
    try folder.write("scan", "just some words a person wrote down\n")
    #expect(file(walker.walk())?.contentType == "text/plain")
    try FileManager.default.moveItem(
      at: folder.root.appendingPathComponent("scan"), to: folder.root.appendingPathComponent("scan.txt"))
    #expect(file(walker.walk())?.name == "scan.txt")
    #expect(file(walker.walk())?.contentType == "text/plain")
    if getuid() != 0 {
      // Root opens any file whatever its permissions; anyone else is kept out.
      chmod(folder.root.appendingPathComponent("scan.txt").path, 0)
      #expect(file(walker.walk())?.kind == .unreadable)
    }
  }

  /// A walk lists a file without reading it: its type is read from its bytes when first asked
  /// (what the file holds then), and kept. A send asks at every line whether its words name a
  /// file, and that needs the names only.
  @Test func aWalkReadsAFilesBytesOnlyWhenItsTypeIsAsked() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("scan", "just some words a person wrote down\n")
    let listed = try #require(FolderWalker(sources: [folder.source]).walk().files.first)
    // Written over in place after the listing and before anything asked what it is.
    let handle = try FileHandle(forWritingTo: folder.root.appendingPathComponent("scan"))
    try handle.write(contentsOf: Data("%PDF-1.4\n%\u{e2}\u{e3}\n1 0 obj\n".utf8))
    try handle.close()
    #expect(listed.contentType == "application/pdf")
    try folder.write("scan", "words again\n")
    #expect(listed.contentType == "application/pdf")
  }

  /// The last walk is given again only while every folder and file it saw is as it was: a file
  /// added deep down, one written over, one removed, a link led elsewhere and a folder that
  /// appears are each seen at the next walk.
  @Test func aKeptWalkHoldsOnlyWhileWhatItSawIsUnchanged() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let missing = FolderSourceSpec(
      name: "Later", folder: folder.root.appendingPathComponent("later"), origin: .storeFolder)
    let walker = FolderWalker(sources: [folder.source, missing])
    func names() -> [String] { walker.walk().files.map(\.id).sorted() }
    try folder.write("a/b/notes.txt", "hello\n")
    try folder.write("plan.txt", "one\n")
    try folder.link("latest", to: "plan.txt")
    #expect(names() == ["Docs/a/b/notes.txt", "Docs/latest", "Docs/plan.txt"])
    let kept = walker.walk()
    #expect(kept.isCurrent)
    #expect(kept.missing.map(\.name) == ["Later"])

    try folder.write("a/b/c/deeper.txt")
    #expect(!kept.isCurrent)
    #expect(names() == ["Docs/a/b/c/deeper.txt", "Docs/a/b/notes.txt", "Docs/latest", "Docs/plan.txt"])

    let before = walker.walk()
    try folder.write("plan.txt", "one, two and three\n")
    #expect(!before.isCurrent)
    #expect(walker.walk().files.first { $0.id == "Docs/plan.txt" }?.size == 19)

    try FileManager.default.removeItem(at: folder.root.appendingPathComponent("a/b/notes.txt"))
    #expect(names() == ["Docs/a/b/c/deeper.txt", "Docs/latest", "Docs/plan.txt"])

    let linked = walker.walk()
    try folder.write("plan.txt", "a longer plan than before, by far\n")
    #expect(!linked.isCurrent)
    #expect(walker.walk().files.first { $0.id == "Docs/latest" }?.size == 34)

    try FileManager.default.createDirectory(at: missing.folder, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: missing.folder.appendingPathComponent("new.txt"))
    #expect(names().contains("Later/new.txt"))
    #expect(walker.walk().missing.isEmpty)
  }

  @Test func aSocketIsListedAndNotOpened() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let path = folder.root.appendingPathComponent("mpd.socket").path
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    let walk = FolderWalker(sources: [folder.source]).walk()
    #expect(walk.files.map(\.kind) == [.socket])
    #expect(walk.files.first?.contentType == "inode/socket")
  }

  @Test func theWalkStopsAtItsDepth() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let deep = (1...FolderWalker.maximumDepth + 2).map { "d\($0)" }.joined(separator: "/")
    try folder.write(deep + "/too deep.txt")
    try folder.write("d1/d2/shallow.txt")
    let names = FolderWalker(sources: [folder.source]).walk().files.map(\.name)
    #expect(names == ["shallow.txt"])
  }

  @Test func aFileIsFoundByItsIdentifierOnlyInsideItsSource() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("a/notes.txt")
    try folder.link("escape", to: "/etc")
    let walker = FolderWalker(sources: [folder.source])
    #expect(walker.file(id: "Docs/a/notes.txt")?.name == "notes.txt")
    #expect(walker.file(id: "Docs/escape/hostname") == nil)
    #expect(walker.file(id: "Docs/../etc/hostname") == nil)
    #expect(walker.file(id: "Docs/a/.hidden") == nil)
    #expect(walker.file(id: "Other/a/notes.txt") == nil)
  }

  @Test func tagsAreReadFromTheXDGAttribute() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("ticket.pdf", "%PDF-1.4\n")
    let path = folder.root.appendingPathComponent("ticket.pdf").path
    guard
      ExtendedAttributes.set(
        ExtendedAttributes.tags, of: path, to: ExtendedAttributes.tagsValue(["机票", "travel"]))
    else { return }  // A file system without user attributes: nothing to read.
    #expect(FolderWalker(sources: [folder.source]).walk().files.first?.tags == ["机票", "travel"])
  }
}
