import Testing

@testable import HarkSupport

/// The numbers below were computed by the hash and generator each caller had before they shared
/// these (and agree with FNV-1a's and SplitMix64's published values): the store's index files,
/// the cache files' names and checksums, the grammars' fingerprint and the learned model's
/// feature buckets and training order all depend on them staying exactly these.
@Suite struct StableHashTests {
  @Test(arguments: [
    ("", 0xcbf2_9ce4_8422_2325 as UInt64),
    ("abc", 0xe71f_a219_0541_574b),
    ("contacts.person", 0xa91e_cf09_0566_5c27),
    ("王小明", 0xe9c9_35e6_9303_e623),
  ])
  func bytesHashAsPublishedFNV1a(text: String, expected: UInt64) {
    #expect(StableHash64.of(text.utf8) == expected)
    var hash = StableHash64()
    for byte in text.utf8 { hash.add(byte) }
    #expect(hash.value == expected)
  }

  @Test func wordsHashEightBytesAtATimeThenTheRest() {
    let bytes = [UInt8](0..<21)
    #expect(bytes.withUnsafeBytes { StableHash64.of(words: $0) } == 0x145c_79a6_638d_1e6f)
    // Fewer than 8 bytes: the same as the byte-at-a-time hash.
    let short = [UInt8](0..<7)
    #expect(short.withUnsafeBytes { StableHash64.of(words: $0) } == StableHash64.of(short))
  }

  /// The grammars' fingerprint (`GrammarDirectoryLoader`): each part by words, then a 0 byte.
  @Test func partsFollowedByAZeroGiveTheGrammarFingerprint() {
    var hash = StableHash64()
    for part in ["_common/x.yaml", "hello: world\n", "en.yaml", "ü and more text"] {
      Array(part.utf8).withUnsafeBytes { hash.add(words: $0) }
      hash.add(UInt8(0))
    }
    #expect(String(hash.value, radix: 16) == "afe3ad19be23858e")
  }

  @Test func thirtyTwoBitsHashAsPublishedFNV1a() {
    #expect(StableHash32.of([]) == 0x811c_9dc5)
    #expect(StableHash32.of([1] + Array("hello".utf8)) == 0xdd7c_9bec)
  }

  @Test func splitMixGivesItsPublishedSequence() {
    var zero = SplitMix64(seed: 0)
    #expect([zero.next(), zero.next()] == [0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4])
    var random = SplitMix64(seed: 42)
    #expect(
      (0..<4).map { _ in random.next() }
        == [0xbdd7_3226_2feb_6e95, 0x28ef_e333_b266_f103, 0x4752_6757_130f_9f52, 0x581c_e1ff_0e4a_e394])
  }

  @Test func aShuffleIsTheSameOnEveryRun() {
    var random = SplitMix64(seed: 7)
    var items = Array(0..<10)
    random.shuffle(&items)
    #expect(items == [8, 1, 5, 9, 0, 4, 3, 2, 6, 7])
  }

  @Test(arguments: [0, 1, 7, 8, 9, 100])
  func sealedBytesReadBackAndAnyChangeIsRefused(count: Int) {
    let payload = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    let sealed = SealedBytes.sealed(payload)
    #expect(sealed.count == count + 8)
    #expect(sealed.withUnsafeBytes { SealedBytes.unsealed($0).map(Array.init) } == payload)
    for position in sealed.indices {
      var damaged = sealed
      damaged[position] ^= 0x10
      #expect(damaged.withUnsafeBytes { SealedBytes.unsealed($0) } == nil, "byte \(position)")
    }
    #expect(sealed.dropLast().withUnsafeBytes { SealedBytes.unsealed($0) } == nil)
    #expect((sealed + [0]).withUnsafeBytes { SealedBytes.unsealed($0) } == nil)
  }
}
