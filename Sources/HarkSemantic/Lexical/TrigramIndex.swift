import Foundation

/// Names by character trigrams, folded to lowercase ASCII (王小明 → "wang xiao ming", Łódź → "lodz"),
/// scored by the Dice coefficient of the two trigram sets.
struct TrigramIndex: Sendable {
  private var postings: [String: [Int32]] = [:]
  private var entries: [(document: Int32, size: Int32)] = []
  /// The least Dice score a match needs.
  let threshold: Float = 0.3

  static func fold(_ name: String) -> String {
    let latin =
      name.applyingTransform(StringTransform("Any-Latin; Latin-ASCII; Lower"), reverse: false) ?? name
    return latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
  }

  static func trigrams(_ name: String) -> Set<String> {
    let words = fold(name).split { !$0.isLetter && !$0.isNumber }
    var result: Set<String> = []
    for word in words {
      let padded = Array("  " + word + " ")
      for start in 0..<(padded.count - 2) { result.insert(String(padded[start..<start + 3])) }
    }
    return result
  }

  mutating func add(document: Int, name: String) {
    let grams = Self.trigrams(name)
    guard !grams.isEmpty else { return }
    let entry = Int32(entries.count)
    entries.append((Int32(document), Int32(grams.count)))
    for gram in grams { postings[gram, default: []].append(entry) }
  }

  func matches(_ query: String, limit: Int) -> [(id: Int, score: Float)] {
    let grams = Self.trigrams(query)
    guard !grams.isEmpty else { return [] }
    var shared: [Int32: Int32] = [:]
    for gram in grams {
      for entry in postings[gram] ?? [] { shared[entry, default: 0] += 1 }
    }
    var best: [Int: Float] = [:]
    for (entry, count) in shared {
      let (document, size) = entries[Int(entry)]
      let score = 2 * Float(count) / Float(Int(size) + grams.count)
      if score >= threshold { best[Int(document)] = max(best[Int(document)] ?? 0, score) }
    }
    return best.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(limit).map {
      (id: $0.key, score: $0.value)
    }
  }
}
