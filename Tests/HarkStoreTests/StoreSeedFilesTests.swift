import Foundation
import Testing

@testable import HarkStore

/// An app whose data other programs read (a calendar of `.ics` files) starts a new store with
/// plain files in its folder, made with the store: private, in place only when all are written.
@Suite struct StoreSeedFilesTests {
  @Test func seedFilesAreWrittenUnderTheAppFolderWithTheirFolders() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("store")
    let files = [
      "calendars/home/review.ics": Array("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".utf8),
      "calendars/home/lunch.ics": Array("lunch".utf8),
      "readme.txt": Array("top".utf8),
    ]
    _ = try Store.create(at: root, seed: [StoreSeed(app: "calendar", files: files)])
    for (path, bytes) in files {
      let read = try Data(contentsOf: root.appendingPathComponent("calendar/" + path))
      #expect(Array(read) == bytes, "\(path)")
    }
    let mode =
      try FileManager.default.attributesOfItem(
        atPath: root.appendingPathComponent("calendar/calendars/home").path)[.posixPermissions] as? Int
    #expect(mode == 0o700)
  }

  @Test func seedFilesOfNoAppAreTheStoresOwn() throws {
    let folder = try TemporaryFolder()
    let root = folder.child("store")
    let store = try Store.create(
      at: root, seed: [StoreSeed(app: "", files: ["sources": Array("[calendar home]\n".utf8)])])
    #expect(try Data(contentsOf: root.appendingPathComponent("sources")) == Data("[calendar home]\n".utf8))
    // A file beside the app folders is no app and no damage: the store opens again.
    _ = try Store.open(at: root)
    _ = store
  }

  @Test(arguments: ["../escape.ics", "calendars/../../escape.ics", "/etc/passwd", "calendars//x.ics", "./x"])
  func aSeedPathLeavingTheAppFolderIsRefusedAndNoStoreIsMade(path: String) throws {
    let folder = try TemporaryFolder()
    let root = folder.child("store")
    #expect(throws: StoreError.invalidName(path)) {
      _ = try Store.create(at: root, seed: [StoreSeed(app: "calendar", files: [path: [1]])])
    }
    #expect(!FileManager.default.fileExists(atPath: root.path))
    #expect(!FileManager.default.fileExists(atPath: folder.child("escape.ics").path))
  }
}
