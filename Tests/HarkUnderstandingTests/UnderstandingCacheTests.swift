import Foundation
import HarkGrammar
import HarkSupport
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

  @Test func everyTruncationOfTheCacheFileIsRejected() throws {
    let grammar = try #require(smallGrammar)
    let data = ModelFile.write(Understanding.train(grammar).models)
    let step = max(1, data.count / 400)
    for length in Array(stride(from: 0, to: data.count, by: step)) + [data.count - 4, data.count - 1] {
      #expect(ModelFile.read(data.prefix(length)) == nil, "\(length) of \(data.count) bytes")
    }
    #expect(ModelFile.read(data + Data([0])) == nil)
  }

  @Test func aTruncatedOrEmptyCacheFileOnDiskIsTrainedAgainAndRewritten() throws {
    let grammar = try #require(smallGrammar)
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let trained = Understanding.load(grammar, cacheDirectory: cache)
    let file = cache.appendingPathComponent(
      "understanding-v\(Understanding.version)-\(grammar.fingerprint).bin")
    let whole = try Data(contentsOf: file)
    let line = "any meetings on friday"
    for cut in [whole.prefix(whole.count / 2), Data()] {
      try cut.write(to: file)
      let again = Understanding.load(grammar, cacheDirectory: cache)
      #expect(!again.isFromCache)
      #expect(again.verdict(line, language: .english) == trained.verdict(line, language: .english))
      #expect(try Data(contentsOf: file) == whole)
      #expect(Understanding.load(grammar, cacheDirectory: cache).isFromCache)
    }
  }

  @Test func aFIFOInPlaceOfTheCacheFileIsTrainedOverNotWaitedOn() throws {
    let grammar = try #require(smallGrammar)
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let file = cache.appendingPathComponent(
      "understanding-v\(Understanding.version)-\(grammar.fingerprint).bin")
    #expect(mkfifo(file.path, 0o600) == 0)
    let loaded = Understanding.load(grammar, cacheDirectory: cache)
    #expect(!loaded.isFromCache)
    #expect(loaded.verdict("any meetings on friday", language: .english) != nil)
  }

  @Test func theStoredModelScoresLinesExactlyAsTheTrainedOne() throws {
    let grammar = try #require(smallGrammar)
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let trained = try #require(Understanding.load(grammar, cacheDirectory: cache).model(.english))
    let cached = Understanding.load(grammar, cacheDirectory: cache)
    #expect(cached.isFromCache)
    let mapped = try #require(cached.model(.english))
    guard case .stored = mapped.model.table else {
      Issue.record("the cached model copied its weights into an array")
      return
    }
    for line in ["any meetings on friday", "what's the weather like", "zzz qqq", "", "send a text to Flare"] {
      #expect(mapped.scores(line) == trained.scores(line), "\(line)")
    }
  }

  @Test func aBucketOutsideTheModelIsRejected() throws {
    let grammar = try #require(smallGrammar)
    let model = try #require(Understanding.train(grammar).models.first)
    var data = ModelFile.write([model])
    #expect(ModelFile.read(data) != nil)
    // The first stored bucket follows the row count, after the header, names, dimensions, bias.
    let classes = model.model.classes
    let header = ModelFile.headerSize + 4 + 4 + model.language.rawValue.utf8.count + 4
    let at = header + classes.reduce(0) { $0 + 4 + $1.utf8.count } + 4 + classes.count * 4 + 4
    withUnsafeBytes(of: UInt32(model.model.dimensions).littleEndian) {
      data.replaceSubrange(at..<at + 4, with: $0)
    }
    // Sealed again, so that the bucket check, not the checksum, is what refuses it.
    #expect(ModelFile.read(resealed(data)) == nil)
    #expect(ModelFile.read(data) == nil)
  }

  /// `data` with its checksum made again for what it now holds.
  func resealed(_ data: Data) -> Data {
    Data(SealedBytes.sealed(Array(data.dropLast(ModelFile.trailerSize))))
  }

  @Test func resealingAnUndamagedFileChangesNothing() throws {
    let grammar = try #require(smallGrammar)
    let data = ModelFile.write(Understanding.train(grammar).models)
    #expect(resealed(data) == data)
    #expect(ModelFile.read(resealed(data)) != nil)
  }

  /// Weights overwritten in place, header and size intact: the checksum refuses the file, the
  /// model is trained again and the file made whole, rather than every line read by zeros.
  @Test(arguments: [("halfway", 0.5), ("at seven tenths", 0.7), ("at the very end", 0.99)])
  func overwrittenWeightsAreTrainedAgainAndRewritten(_ place: String, _ fraction: Double) throws {
    let grammar = try #require(smallGrammar)
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let trained = Understanding.load(grammar, cacheDirectory: cache)
    let file = cache.appendingPathComponent(
      "understanding-v\(Understanding.version)-\(grammar.fingerprint).bin")
    let whole = try Data(contentsOf: file)
    var damaged = whole
    let start = Int(Double(whole.count) * fraction)
    let end = min(whole.count, start + 4_000)
    damaged.replaceSubrange(start..<end, with: Data(repeating: 0x41, count: end - start))
    #expect(damaged.count == whole.count && damaged != whole, "\(place)")
    #expect(ModelFile.read(damaged) == nil, "\(place)")
    try damaged.write(to: file)
    let again = Understanding.load(grammar, cacheDirectory: cache)
    #expect(!again.isFromCache, "\(place)")
    let line = "any meetings on friday"
    #expect(again.verdict(line, language: .english) == trained.verdict(line, language: .english))
    #expect(try Data(contentsOf: file) == whole, "\(place)")
  }

  /// The model read from the cache is the process's own copy: the file cut short or emptied
  /// afterwards (by another process) changes nothing the model answers and cannot crash it.
  @Test func aFileCutShortAfterLoadingChangesNothing() throws {
    let grammar = try #require(smallGrammar)
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let trained = Understanding.load(grammar, cacheDirectory: cache)
    let cached = Understanding.load(grammar, cacheDirectory: cache)
    #expect(cached.isFromCache)
    let file = cache.appendingPathComponent(
      "understanding-v\(Understanding.version)-\(grammar.fingerprint).bin")
    #expect(truncate(file.path, 0) == 0)
    for line in ["any meetings on friday", "send a text to Flare", "zzz"] {
      #expect(cached.verdict(line, language: .english) == trained.verdict(line, language: .english))
    }
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
