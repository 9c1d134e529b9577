import Foundation
import HarkGrammar
import Testing

@testable import HarkUnderstanding

@Suite struct UnderstandingCacheTests {
  func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hark-understanding-\(UUID().uuidString)")
  }

  @Test func theFirstLoadTrainsAndTheNextReadsTheSameModelFromTheCache() throws {
    let grammar = try #require(smallGrammar)
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let trained = Understanding.load(grammar, cacheDirectory: cache)
    #expect(!trained.isFromCache)
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    #expect(files == ["understanding-v\(Understanding.version)-\(grammar.fingerprint).bin"])
    let cached = Understanding.load(grammar, cacheDirectory: cache)
    #expect(cached.isFromCache)
    let line = "any meetings on friday"
    #expect(
      cached.verdict(line, language: .english) == trained.verdict(line, language: .english))
    #expect(cached.model(.english)?.model.weights == trained.model(.english)?.model.weights)
  }

  @Test func otherGrammarsHaveAnotherFingerprint() throws {
    let grammar = try #require(smallGrammar)
    let other = try #require(
      GrammarSet.load(files: [(path: "test/messages/en.yaml", text: "out_of_scope: [\"hi\"]")]).grammar)
    #expect(!grammar.fingerprint.isEmpty)
    #expect(grammar.fingerprint != other.fingerprint)
  }

  @Test func aDamagedCacheFileIsNotRead() throws {
    let grammar = try #require(smallGrammar)
    let models = Understanding.train(grammar).models
    let data = ModelFile.write(models)
    #expect(ModelFile.read(data)?.count == 1)
    #expect(ModelFile.read(data.dropLast(3)) == nil)
    #expect(ModelFile.read(Data("HKU0".utf8) + data.dropFirst(4)) == nil)
  }

  @Test func theCacheFolderFollowsXDG() {
    #expect(
      Understanding.cacheDirectory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.path == "/c/hark")
    #expect(Understanding.cacheDirectory(environment: ["HOME": "/h"])?.path == "/h/.cache/hark")
    #expect(Understanding.cacheDirectory(environment: [:]) == nil)
  }

  @Test func aLazyUnderstandingReadsTheCacheOnlyWhenFirstAsked() throws {
    let grammar = try #require(smallGrammar)
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let lazy = Understanding.lazy(grammar, cacheDirectory: cache)
    // Nothing is trained or written until a line asks.
    #expect(!FileManager.default.fileExists(atPath: cache.path))
    let line = "any meetings on friday"
    let verdict = lazy.verdict(line, language: .english)
    #expect(verdict == Understanding.train(grammar).verdict(line, language: .english))
    #expect(!lazy.isFromCache)
    #expect(FileManager.default.fileExists(atPath: cache.path))
    let next = Understanding.lazy(grammar, cacheDirectory: cache)
    #expect(next.verdict(line, language: .english) == verdict)
    #expect(next.isFromCache)
  }
}
