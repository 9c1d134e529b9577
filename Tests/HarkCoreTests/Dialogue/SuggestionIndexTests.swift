import Foundation
import HarkCore
import HarkGrammar
import HarkSupport
import Testing

@testable import HarkCore

/// The did-you-mean index over the shipped grammars: repairs in English and Chinese, nothing for
/// lines nothing is close to, and lookups that give what a plain scan would. (The index is built
/// once per test, so its tables run inside the tests rather than as arguments.)
@Suite struct SuggestionIndexTests {
  static let grammar: GrammarSet? =
    GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar
  let grammar: GrammarSet
  let index: SuggestionIndex

  init() throws {
    grammar = try #require(Self.grammar)
    index = SuggestionIndex(grammar: grammar)
  }

  static let lists = RuntimeLists([
    "contact": ["Glow", "Flare", "Bubbles"].map { ListValue($0) }, "app": [ListValue("UnicornChat")],
  ])

  func suggestion(_ line: String, accepts: (Reading, String) -> Bool = { _, _ in true }) -> String? {
    index.suggestion(
      for: line, lists: Self.lists, adopted: Set(grammar.intents.map { SchemaID($0) }), accepts: accepts)
  }

  @Test func repairsASlip() {
    let cases = [
      ("sned a mesage to Glow", "send a message to Glow"),
      ("shwo messages from Flare", "show messages from Flare"),
      ("撤会最后一条消息", "撤回最后一条消息"),
      // The slip is where the characters do not pair: 惠 is repaired, not the verb before it.
      ("丢掉惠个草稿", "丢掉这个草稿"),
    ]
    for (line, expected) in cases {
      #expect(suggestion(line) == expected, "\(line)")
    }
  }

  @Test func nothingCloseMeansNoSuggestion() {
    for line in ["purple elephants dance quietly", "做个三明治", "", "   "] {
      #expect(suggestion(line) == nil, "\(line)")
    }
  }

  @Test func aReadingTurnedDownIsNotSuggested() {
    #expect(suggestion("sned a mesage to Glow") == "send a message to Glow")
    #expect(suggestion("sned a mesage to Glow") { _, _ in false } == nil)
  }

  @Test func onlyAdoptedIntentsAreSuggested() {
    #expect(index.suggestion(for: "sned a mesage to Glow", lists: Self.lists, adopted: []) == nil)
  }

  @Test func nearestWordIsWhatAScanFinds() {
    let vocabulary = index.vocabulary.sorted { ($0.count, $0) < ($1.count, $1) }
    for word in ["mesage", "sned", "convresation", "calender", "photso", "xyzzy", "remidner", "ab"] {
      let limit = word.count >= 8 ? 2 : 1
      var best: (word: String, distance: Int)?
      for candidate in vocabulary where word.count >= 3 {
        guard let distance = NameMatcher.editDistance(word, candidate, limit: limit) else { continue }
        if best == nil || distance < best?.distance ?? Int.max { best = (candidate, distance) }
      }
      #expect(index.nearest(word) == best?.word, "\(word)")
    }
    #expect(index.nearest("mesage") == "message")
  }

  @Test(arguments: [
    "Send a message, to Glow!", "“quoted” words…", "Zoë's café — ok?", "tab\tand\nnewline", "$5 + 3% = ?",
    "(brackets) [and] {braces}", "ÉCOLE résumé", "--", "a_b c-d",
  ])
  func wordsAreLowercasedAndTrimmedAsFoundationWould(text: String) {
    let edges = CharacterSet.punctuationCharacters.union(.symbols)
    let expected = text.lowercased().split(whereSeparator: \.isWhitespace)
      .map { $0.trimmingCharacters(in: edges) }.filter { !$0.isEmpty }
    #expect(SuggestionIndex.words(text) == expected)
  }

  @Test func theIndexReadFromItsCacheFileSuggestsWhatABuiltOneDoes() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-suggest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let built = SuggestionIndex(grammar: grammar, cacheDirectory: cache)
    let name = try #require(SuggestionIndex.fileName(grammar: grammar, perIntent: 400))
    let file = cache.appendingPathComponent(name)
    #expect(FileManager.default.fileExists(atPath: file.path))
    let read = SuggestionIndex(grammar: grammar, cacheDirectory: cache)
    #expect(read.vocabulary == built.vocabulary)
    #expect(read.vocabulary == index.vocabulary)
    let adopted = Set(grammar.intents.map { SchemaID($0) })
    for line in [
      "sned a mesage to Glow", "shwo messages from Flare", "撤会最后一条消息", "丢掉惠个草稿", "what's the weather like",
    ] {
      #expect(
        read.suggestion(for: line, lists: Self.lists, adopted: adopted)
          == index.suggestion(for: line, lists: Self.lists, adopted: adopted), "\(line)")
    }
  }

  /// A new cache folder holding the index's file as a build writes it: the folder and the file.
  func writtenCache() throws -> (URL, URL) {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-suggest-\(UUID().uuidString)")
    _ = SuggestionIndex(grammar: grammar, cacheDirectory: cache)
    let file = cache.appendingPathComponent(
      try #require(SuggestionIndex.fileName(grammar: grammar, perIntent: 400)))
    return (cache, file)
  }

  /// A cache file of `lines` with the checksum that fits them.
  static func withChecksum(_ lines: [String]) -> Data {
    Data(SealedBytes.sealed(Array((lines.joined(separator: "\n") + "\n").utf8)))
  }

  /// The lines of a cache file's bytes, its checksum left off.
  static func lines(_ file: Data) -> [String] {
    String(decoding: file.dropLast(8), as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func aDamagedCacheFileIsRebuiltNotBelieved() throws {
    let (cache, file) = try writtenCache()
    defer { try? FileManager.default.removeItem(at: cache) }
    let good = try Data(contentsOf: file)
    let text = String(decoding: good.dropLast(8), as: UTF8.self)
    // A word changed (the checksum no longer fits), the file cut short, and junk.
    for damaged in [
      Data(text.replacingOccurrences(of: "\nw\tmessage\n", with: "\nw\tmassage\n").utf8) + good.suffix(8),
      good.prefix(good.count / 2),
      Data("junk".utf8),
    ] {
      try damaged.write(to: file)
      let rebuilt = SuggestionIndex(grammar: grammar, cacheDirectory: cache)
      #expect(rebuilt.vocabulary == index.vocabulary)
      #expect(rebuilt.vocabulary.contains("message"))
      #expect(try Data(contentsOf: file) == good)
    }
  }

  /// The lines for Chinese are read only when a Chinese line first needs them; lines that pass the
  /// checksum yet do not read are not trusted halfway: the grammars are sampled again for them.
  @Test func chineseLinesThatDoNotReadAreSampledAgain() throws {
    let (cache, file) = try writtenCache()
    defer { try? FileManager.default.removeItem(at: cache) }
    var lines = Self.lines(try Data(contentsOf: file))
    let chinese = try #require(lines.firstIndex { $0.hasPrefix("f\t") })
    lines[chinese] = "f\tnot a character"
    try Self.withChecksum(lines).write(to: file)
    let read = SuggestionIndex(grammar: grammar, cacheDirectory: cache)
    #expect(read.vocabulary == index.vocabulary)
    let adopted = Set(grammar.intents.map { SchemaID($0) })
    #expect(read.suggestion(for: "撤会最后一条消息", lists: Self.lists, adopted: adopted) == "撤回最后一条消息")
    #expect(
      read.suggestion(for: "sned a mesage to Glow", lists: Self.lists, adopted: adopted)
        == "send a message to Glow")
  }

  /// Words out of order would break the binary search: a file whose checksum fits but whose words
  /// are not sorted (here two Chinese words swapped, compared on their bytes) is sampled again.
  @Test func wordsOutOfOrderAreNotBelieved() throws {
    let (cache, file) = try writtenCache()
    defer { try? FileManager.default.removeItem(at: cache) }
    let good = try Data(contentsOf: file)
    // The file as written is taken as it is, not sampled again and rewritten.
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
    _ = SuggestionIndex(grammar: grammar, cacheDirectory: cache)
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == past)
    var lines = Self.lines(good)
    let first = try #require(
      lines.firstIndex { $0.hasPrefix("w\t") && $0.unicodeScalars.contains { $0.value >= 0x4E00 } })
    #expect(lines[first + 1].hasPrefix("w\t"))
    lines.swapAt(first, first + 1)
    try Self.withChecksum(lines).write(to: file)
    let read = SuggestionIndex(grammar: grammar, cacheDirectory: cache)
    #expect(read.vocabulary == index.vocabulary)
    #expect(try Data(contentsOf: file) == good)
  }
}
