import Foundation
import Testing

@testable import HarkGrammar

/// Cache files are read only when they are regular files, and reading never waits.
@Suite struct CacheFileTests {
  func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hark-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aRegularFileIsReadWhole() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cache.bin")
    let bytes = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
    try bytes.write(to: file)
    #expect(CacheFile.contents(of: file) == bytes)
    try Data().write(to: file)
    #expect(CacheFile.contents(of: file) == Data())
  }

  /// A write makes the folder, replaces the file whole, and leaves nothing else behind; a place
  /// it cannot write is a false, not a crash, and the old file stays.
  @Test func aWriteReplacesTheFileWholeAndLeavesNothingBehind() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("made/later/cache.bin")
    let first = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    #expect(CacheFile.write(first, to: file))
    #expect(CacheFile.contents(of: file) == Data(first))
    #expect(CacheFile.write([1, 2, 3], to: file))
    #expect(CacheFile.contents(of: file) == Data([1, 2, 3]))
    #expect(CacheFile.write([], to: file))
    #expect(CacheFile.contents(of: file) == Data())
    let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(names == ["cache.bin"])
    // A folder where the file should be: refused, and the folder left as it was.
    let blocked = folder.appendingPathComponent("blocked")
    try FileManager.default.createDirectory(
      at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
    #expect(!CacheFile.write([1], to: blocked))
    #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path) == ["inside"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["blocked", "made"])
  }

  @Test func aFIFOAFolderOrNothingIsNoCache() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo.bin")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(CacheFile.contents(of: fifo) == nil)
    #expect(CacheFile.contents(of: folder) == nil)
    #expect(CacheFile.contents(of: folder.appendingPathComponent("missing.bin")) == nil)
  }

  @Test func grammarsLoadWithAFIFOInPlaceOfTheirCacheFile() throws {
    let cache = try folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let grammars = grammarsDirectory
    let first = GrammarSet.load(directory: grammars, cacheDirectory: cache)
    #expect(first.grammar != nil)
    for name in try FileManager.default.contentsOfDirectory(atPath: cache.path) {
      let file = cache.appendingPathComponent(name)
      try FileManager.default.removeItem(at: file)
      #expect(mkfifo(file.path, 0o600) == 0)
    }
    let again = GrammarSet.load(directory: grammars, cacheDirectory: cache)
    #expect(again.grammar?.fingerprint == first.grammar?.fingerprint)
  }
}
