import Testing

@testable import HarkGrammar

/// The matcher walks `FlatTrie`s made from the compiled `ScalarTrie`s: every answer must be the
/// trie's own, in the same order.
@Suite("Flat tries")
struct FlatTrieTests {
  /// Keys sharing prefixes, a repeated key with two payloads, a key that is no ASCII, a root with
  /// more than eight children (searched by halves) and a node with more than eight.
  static let keys: [String] = [
    "on", "off", "open", "opened", "o", "on", "the", "the living room", "thermostat", "二楼", "二",
    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "ta", "tb", "tc", "td", "te", "tf", "tg", "th",
    "ti", "tj",
  ]

  static let inputs: [String] = [
    "", "o", "on", "turn on the living room light", "the thermostat is open", "二楼的灯", "opened off",
    "tjx", "zzz", "the", "ti tj th",
  ]

  static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  static let trie: ScalarTrie = {
    var trie = ScalarTrie()
    for (index, key) in keys.enumerated() { trie.insert(scalars(key), Int32(index)) }
    return trie
  }()

  @Test("a flat trie answers as the trie it was made from", arguments: inputs)
  func answersAsTheTrie(_ text: String) {
    let trie = Self.trie
    let flat = FlatTrie(trie)
    let input = Self.scalars(text)
    #expect(flat.isEmpty == trie.isEmpty)
    var expectedOccurrences: [(Int, Int32)] = []
    var occurrences: [(Int, Int32)] = []
    trie.occurrences(of: input, into: &expectedOccurrences)
    flat.occurrences(of: input, into: &occurrences)
    #expect(occurrences.map(\.0) == expectedOccurrences.map(\.0))
    #expect(occurrences.map(\.1) == expectedOccurrences.map(\.1))
    for start in 0...input.count {
      var expectedPayloads: [Int32] = []
      var payloads: [Int32] = []
      trie.payloads(prefixing: input, from: start, into: &expectedPayloads)
      flat.forEachPayload(prefixing: input, from: start) { payloads.append($0) }
      #expect(payloads == expectedPayloads)
      var runs: [Int32] = []
      flat.forEachPayloadRun(prefixing: input, from: start) { run in
        #expect(!run.isEmpty)
        runs.append(contentsOf: run)
      }
      #expect(runs == expectedPayloads)
      var expectedPrefixes: [(Int, Int32)] = []
      var prefixes: [(Int, Int32)] = []
      trie.prefixes(of: input, from: start, into: &expectedPrefixes)
      flat.prefixes(of: input, from: start, into: &prefixes)
      #expect(prefixes.map(\.0) == expectedPrefixes.map(\.0))
      #expect(prefixes.map(\.1) == expectedPrefixes.map(\.1))
      var expectedMatches: [(Int, Int32, Double)] = []
      var matches: [(Int, Int32, Double)] = []
      trie.appendMatches(of: input, from: start, into: &expectedMatches)
      flat.appendMatches(of: input, from: start, into: &matches)
      #expect(matches.map(\.0) == expectedMatches.map(\.0))
      #expect(matches.map(\.1) == expectedMatches.map(\.1))
      #expect(flat.hasKey(prefixing: input, from: start) == trie.hasKey(prefixing: input, from: start))
    }
  }

  /// Also with the pair filter, which passes over the positions whose two scalars start no key: a
  /// key of one scalar (`o`, `a`) before any scalar or at the end, keys sharing their first pair.
  @Test(
    "ASCII text read in lower case finds what its lower-cased scalars find",
    arguments: [
      "Turn ON The Living Room", "THE THERMOSTAT", "tj TI", "", "Zzz", "o", "xo", "ox", "a.b", "OPENED",
      "the living roo", "TheTheThermostat", "!o!", "ta tb tc td te tf tg th ti tj tk",
    ])
  func lowercasedASCIIFindsTheSame(_ text: String) {
    var expected: [(Int, Int32)] = []
    FlatTrie(Self.trie).occurrences(of: ConformanceGrader.lowercased(text), into: &expected)
    for flat in [FlatTrie(Self.trie), FlatTrie(Self.trie, findingOccurrences: true)] {
      var found: [(Int, Int32)] = []
      Array(text.utf8).withUnsafeBufferPointer { flat.occurrences(ofLowercasedASCII: $0, into: &found) }
      #expect(found.map(\.0) == expected.map(\.0))
      #expect(found.map(\.1) == expected.map(\.1))
    }
    #expect(text.isEmpty || text == "Zzz" || !expected.isEmpty)
  }

  /// The matcher tries a key's templates as the trie holds them when each node's are in order.
  @Test func payloadsInOrderAreToldApart() {
    #expect(FlatTrie(Self.trie).payloadsAscending)
    var repeated = ScalarTrie()
    repeated.insert(Self.scalars("on"), 2)
    repeated.insert(Self.scalars("on"), 1)
    #expect(!FlatTrie(repeated).payloadsAscending)
    var twice = ScalarTrie()
    twice.insert(Self.scalars("on"), 1)
    twice.insert(Self.scalars("on"), 1)
    #expect(!FlatTrie(twice).payloadsAscending)
  }

  /// The matcher looks for a key only where the input's scalar is among those keys start with.
  @Test func firstMaskHasTheScalarsKeysStartWith() {
    let expected = Self.keys.reduce(UInt64(0)) { mask, key in
      mask | LanguageProgram.scalarBit(key.unicodeScalars.first?.value ?? 0)
    }
    #expect(FlatTrie(Self.trie).firstMask == expected)
    #expect(FlatTrie(ScalarTrie()).firstMask == 0)
  }

  @Test func anEmptyTrieHasNoKeys() {
    let flat = FlatTrie(ScalarTrie())
    var found: [(Int, Int32)] = []
    flat.occurrences(of: Self.scalars("anything"), into: &found)
    #expect(flat.isEmpty)
    #expect(found.isEmpty)
    #expect(!flat.hasKey(prefixing: Self.scalars("a"), from: 0))
  }
}
