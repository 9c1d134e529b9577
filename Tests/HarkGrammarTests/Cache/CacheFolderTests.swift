import Foundation
import Testing

@testable import HarkGrammar

#if canImport(Glibc)
  import Glibc
#endif

/// Only a cache folder and files this user alone could have written are read or written
/// through: not a link, not another user's, not writable by others. Tests run as root in CI, so
/// another user is made by `chown`, never by a read that fails.
@Suite struct CacheFolderTests {
  func place() throws -> URL {
    let place = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-trust-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    return place
  }

  /// A uid that is not this process's (nobody's, as the checks use).
  static let otherUser: uid_t = geteuid() == 65_534 ? 65_533 : 65_534

  /// What each way of spoiling a trusted folder does to it, in place.
  static let spoiledFolders: [(String, @Sendable (URL, URL) -> Bool)] = [
    (
      "a symbolic link",
      { folder, elsewhere in
        (try? FileManager.default.removeItem(at: folder)) != nil
          && symlink(elsewhere.path, folder.path) == 0
      }
    ),
    ("mode 777", { folder, _ in chmod(folder.path, 0o777) == 0 }),
    ("writable by the group", { folder, _ in chmod(folder.path, 0o770) == 0 }),
    ("another user's", { folder, _ in chown(folder.path, CacheFolderTests.otherUser, gid_t.max) == 0 }),
  ]

  @Test func aNewFolderIsMadePrivateWithItsParents() throws {
    let place = try place()
    defer { try? FileManager.default.removeItem(at: place) }
    let folder = place.appendingPathComponent("xdg/hark")
    let checked = CacheFolder.prepare(folder)
    #expect(checked == CacheFolder.Checked(directory: folder, refusals: []))
    for path in [folder.path, folder.deletingLastPathComponent().path] {
      var status = stat()
      #expect(lstat(path, &status) == 0)
      #expect(status.st_mode & 0o777 == 0o700, "\(path)")
    }
    #expect(CacheFile.write([1, 2, 3], to: folder.appendingPathComponent("a.bin")))
    var status = stat()
    #expect(lstat(folder.appendingPathComponent("a.bin").path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
  }

  @Test(arguments: spoiledFolders)
  func aFolderNotTrustedIsNeitherReadNorWrittenThrough(
    _ name: String, _ spoil: @Sendable (URL, URL) -> Bool
  ) throws {
    let place = try place()
    defer { try? FileManager.default.removeItem(at: place) }
    let folder = place.appendingPathComponent("hark")
    let elsewhere = place.appendingPathComponent("elsewhere")
    for made in [folder, elsewhere] {
      #expect(mkdir(made.path, 0o700) == 0)
      #expect(CacheFile.write([7, 7, 7], to: made.appendingPathComponent("a.bin")))
    }
    #expect(CacheFile.contents(of: folder.appendingPathComponent("a.bin")) == Data([7, 7, 7]))
    guard spoil(folder, elsewhere) else {
      Issue.record("could not make the folder \(name)")
      return
    }
    let checked = CacheFolder.prepare(folder)
    #expect(checked.directory == nil, "\(name)")
    #expect(checked.refusals.count == 1, "\(name)")
    #expect(checked.refusals.first?.description.hasPrefix(folder.path) == true, "\(name)")
    #expect(CacheFile.contents(of: folder.appendingPathComponent("a.bin")) == nil, "\(name)")
    #expect(!CacheFile.write([1], to: folder.appendingPathComponent("b.bin")), "\(name)")
    #expect(!CacheFile.write([1], to: folder.appendingPathComponent("a.bin")), "\(name)")
    // Nothing reached the link's target.
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["a.bin"], "\(name)")
    #expect(CacheFile.contents(of: elsewhere.appendingPathComponent("a.bin")) == Data([7, 7, 7]), "\(name)")
  }

  /// What each way of spoiling a trusted file does to it, in place.
  static let spoiledFiles: [(String, @Sendable (URL, URL) -> Bool)] = [
    (
      "a symbolic link",
      { file, elsewhere in unlink(file.path) == 0 && symlink(elsewhere.path, file.path) == 0 }
    ),
    ("mode 666", { file, _ in chmod(file.path, 0o666) == 0 }),
    ("writable by the group", { file, _ in chmod(file.path, 0o620) == 0 }),
    ("another user's", { file, _ in chown(file.path, CacheFolderTests.otherUser, gid_t.max) == 0 }),
  ]

  @Test(arguments: spoiledFiles)
  func aFileNotTrustedIsNotReadAndIsReplacedNotWrittenThrough(
    _ name: String, _ spoil: @Sendable (URL, URL) -> Bool
  ) throws {
    let place = try place()
    defer { try? FileManager.default.removeItem(at: place) }
    let folder = place.appendingPathComponent("hark")
    let file = folder.appendingPathComponent("a.bin")
    let elsewhere = place.appendingPathComponent("target.bin")
    #expect(CacheFile.write([7, 7, 7], to: file))
    #expect(CacheFile.write([9, 9], to: elsewhere))
    guard spoil(file, elsewhere) else {
      Issue.record("could not make the file \(name)")
      return
    }
    let checked = CacheFolder.prepare(folder)
    #expect(checked.directory == folder, "\(name)")
    #expect(checked.refusals.map(\.description).first?.hasPrefix(file.path) == true, "\(name)")
    #expect(checked.refusals.count == 1, "\(name)")
    #expect(CacheFile.contents(of: file) == nil, "\(name)")
    // Made again over it: the folder's own file now, the link's target untouched.
    #expect(CacheFile.write([1, 2], to: file), "\(name)")
    #expect(CacheFile.contents(of: file) == Data([1, 2]), "\(name)")
    #expect(CacheFile.contents(of: elsewhere) == Data([9, 9]), "\(name)")
    #expect(CacheFolder.prepare(folder) == CacheFolder.Checked(directory: folder, refusals: []), "\(name)")
  }

  @Test func aFolderThatIsAFileIsRefused() throws {
    let place = try place()
    defer { try? FileManager.default.removeItem(at: place) }
    let folder = place.appendingPathComponent("hark")
    #expect(CacheFile.write([1], to: folder))
    let checked = CacheFolder.prepare(folder)
    #expect(checked.directory == nil)
    #expect(checked.refusals == [.notAFolder(path: folder.path)])
  }
}
