import Foundation
import Testing

@testable import HarkGrammar

/// The lexicons kept in the cache folder read back as the YAML reads, and a kept file is believed
/// only whole and only for the very files it was made from.
@Suite struct LexiconCacheTests {
  static func scratch() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hark-lexicon-cache-\(UUID().uuidString)")
  }

  /// A copy of the shipped lexicon folder that a test may edit.
  static func grammarsCopy() throws -> URL {
    let copy = scratch().appendingPathComponent("Grammars")
    let folder = copy.appendingPathComponent(LexiconSet.folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["en.yaml", "zh.yaml"] {
      try FileManager.default.copyItem(
        at: grammarsDirectory.appendingPathComponent(LexiconSet.folder).appendingPathComponent(name),
        to: folder.appendingPathComponent(name))
    }
    return copy
  }

  static func keptFiles(_ cache: URL) -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)) ?? [])
      .filter { $0.lastPathComponent.hasPrefix("lexicons-") }
  }

  @Test func theShippedLexiconsReadBackFromTheirCacheFileAsTheYAMLReads() throws {
    let parsed = LexiconSet.load(grammars: grammarsDirectory).lexicons
    #expect(!parsed.isEmpty)
    #expect(LexiconSet.decode(Data(LexiconSet.encode(parsed))) == parsed)

    let cache = Self.scratch()
    defer { try? FileManager.default.removeItem(at: cache) }
    let first = LexiconSet.load(grammars: grammarsDirectory, cacheDirectory: cache)
    #expect(first.diagnostics.isEmpty)
    #expect(first.lexicons == parsed)
    #expect(Self.keptFiles(cache).count == 1)
    let second = LexiconSet.load(grammars: grammarsDirectory, cacheDirectory: cache)
    #expect(second.lexicons == parsed)
  }

  @Test func aDamagedCacheFileIsNotBelievedAndIsMadeAgain() throws {
    let cache = Self.scratch()
    defer { try? FileManager.default.removeItem(at: cache) }
    let parsed = LexiconSet.load(grammars: grammarsDirectory, cacheDirectory: cache).lexicons
    let kept = try #require(Self.keptFiles(cache).first)
    var bytes = try Data(contentsOf: kept)
    bytes[bytes.count / 2] ^= 0x5a
    try bytes.write(to: kept)
    #expect(LexiconSet.decode(bytes) == nil)
    #expect(LexiconSet.load(grammars: grammarsDirectory, cacheDirectory: cache).lexicons == parsed)
    #expect(LexiconSet.decode(try Data(contentsOf: kept)) == parsed)
  }

  @Test func anEditedLexiconIsReadAgainNotTakenFromTheCache() throws {
    let grammars = try Self.grammarsCopy()
    let cache = Self.scratch()
    defer {
      try? FileManager.default.removeItem(at: cache)
      try? FileManager.default.removeItem(at: grammars.deletingLastPathComponent())
    }
    let before = LexiconSet.load(grammars: grammars, cacheDirectory: cache).lexicons
    #expect(!before[.english].contains("yarp", in: .yes))
    let file = grammars.appendingPathComponent(LexiconSet.folder).appendingPathComponent("en.yaml")
    let text = try String(contentsOf: file, encoding: .utf8)
    let edited = text.replacingOccurrences(of: "yes: [yes,", with: "yes: [yarp, yes,")
    #expect(edited != text)
    try edited.write(to: file, atomically: true, encoding: .utf8)
    let after = LexiconSet.load(grammars: grammars, cacheDirectory: cache)
    #expect(after.lexicons == LexiconSet.load(grammars: grammars).lexicons)
    #expect(after.lexicons[.english].contains("yarp", in: .yes))
    #expect(Self.keptFiles(cache).count == 2)
  }
}
