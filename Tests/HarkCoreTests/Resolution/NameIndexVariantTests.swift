import HarkStore
import HarkSupport
import Testing

@testable import HarkCore

/// A typo of a short name is found among a few names by checking each one, among many by looking
/// up every one-edit variant of the words said: both ways find the same names.
@Suite struct NameIndexVariantTests {
  /// Every array over a small alphabet, of each length in `lengths`.
  static func arrays(over alphabet: [UInt32], lengths: ClosedRange<Int>) -> [[UInt32]] {
    var all: [[UInt32]] = []
    for length in lengths {
      var level: [[UInt32]] = [[]]
      for _ in 0..<length { level = level.flatMap { prefix in alphabet.map { prefix + [$0] } } }
      all += level
    }
    return all
  }

  @Test func aNameIsAVariantExactlyWhenTheVariantsHoldIt() {
    // Two letters and a digit: runs of equal neighbours, and an element no letter replaces.
    let alphabet: [UInt32] = [97, 98, 53]
    for word in Self.arrays(over: alphabet, lengths: 4...4) {
      let variants = Set(NameIndex.oneEditVariants(word))
      for name in Self.arrays(over: alphabet, lengths: 2...6) {
        #expect(
          NameIndex.isOneEditVariant(name, of: word) == variants.contains(name), "\(name) of \(word)")
      }
    }
  }

  @Test func checkingEveryNameFindsWhatLookingUpVariantsFinds() {
    var random = SplitMix64(seed: 15)
    let syllables = ["ab", "ba", "rep", "ort", "glo", "w", "fla", "re", "5", "q", "aa"]
    func word() -> String {
      (0..<Int(random.next() % 4 + 1)).map { _ in syllables[Int(random.next() % UInt64(syllables.count))] }
        .joined()
    }
    var found = 0
    for _ in 0..<40 {
      let items = (0..<Int(random.next() % 12 + 1)).map { _ in
        (0..<Int(random.next() % 3 + 1)).map { _ in
          (0..<Int(random.next() % 3 + 1)).map { _ in word() }.joined(separator: " ")
        }
      }
      let index = NameIndex(items: items)
      for _ in 0..<30 {
        let query = NameKey((0..<Int(random.next() % 2 + 1)).map { _ in word() }.joined(separator: " "))
        guard (4...10).contains(query.compact.count) else { continue }
        let scanned = Set(index.oneEditCandidates(query, scanning: true))
        let looked = Set(index.oneEditCandidates(query, scanning: false))
        #expect(scanned == looked, "\(query.folded) in \(items)")
        if !looked.isEmpty { found += 1 }
      }
    }
    // Typos were there to be found.
    #expect(found > 20)
  }
}
