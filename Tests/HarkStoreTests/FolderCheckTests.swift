import Foundation
import Testing

@testable import HarkStore

/// The folders a store checks before opening a file, found on the path's bytes, against the way
/// they were found before: the path split into parts, the parts joined again one by one.
@Suite struct FolderCheckTests {
  static func reference(_ path: String, within root: String) -> [String]? {
    guard path.hasPrefix(root + "/") else { return nil }
    let relative = path.dropFirst(root.count + 1).split(separator: "/", omittingEmptySubsequences: true)
    guard !relative.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
    var folder = root
    var folders: [String] = []
    for component in relative.dropLast() {
      folder += "/" + component
      folders.append(folder)
    }
    return folders
  }

  @Test(arguments: [
    "/s/unicornchat/messages.jsonl", "/s/messages.jsonl", "/s/.derived/semantic/model", "/s/a//b/c",
    "/s/a/b/", "/s/", "/s", "/t/a/b", "/sa/b", "/s/../etc/passwd", "/s/a/./b", "/s/a/..", "/s/.x/..y/z",
    "/s/..a/b", "/s/日记/消息.jsonl", "/s/a/b/c/d/e.jsonl",
  ])
  func foldersAreTheSplitPathsFolders(path: String) {
    var bytes = path
    var root = "/s"
    let found = root.withUTF8 { root in bytes.withUTF8 { FileIO.folders(of: $0, within: root) } }
    #expect(found == Self.reference(path, within: "/s"), "\(path)")
  }

  @Test func aLinkedFolderIsRefusedAndAMissingOneIsNot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-folders-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("linked"), withDestinationURL: root.appendingPathComponent("real"))
    try Data().write(to: root.appendingPathComponent("file"))
    let base = root.path
    try FileIO.checkFolders(of: base + "/real/x.jsonl", within: base)
    try FileIO.checkFolders(of: base + "/missing/x.jsonl", within: base)
    #expect(throws: StoreError.self) { try FileIO.checkFolders(of: base + "/linked/x.jsonl", within: base) }
    #expect(throws: StoreError.self) { try FileIO.checkFolders(of: base + "/file/x.jsonl", within: base) }
    #expect(throws: StoreError.self) { try FileIO.checkFolders(of: base + "/real/../x.jsonl", within: base) }
    #expect(throws: StoreError.self) { try FileIO.checkFolders(of: "/elsewhere/x.jsonl", within: base) }
  }
}
