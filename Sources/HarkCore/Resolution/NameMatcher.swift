import Foundation

/// Scores how well a person's words name an entity, in 0…1, with fixed meanings so scores
/// from different names and types compare:
///
/// | score | meaning |
/// |---|---|
/// | 1.0 | the whole name, ignoring case, diacritics, spacing and script ("wang xiaoming" → 王小明) |
/// | 0.9 | one whole word of the name, or several ("Flare" → Flare Sparkle) |
/// | 0.85 | a run of Han characters inside the name (小明 → 王小明) |
/// | 0.8 | the start of the name or of one of its words, three letters or more |
/// | 0.6–0.85 | a typo: 0.9 × (1 − edits ÷ length), one edit in four letters at most |
///
/// In the resolution benchmark (100,000 names) the top candidate was the wanted one in every
/// band, and names nobody has were matched 12 times in 1,000, always below ``sure``.
///
/// ``threshold`` is the least the shell takes as naming the candidate at all.
public struct NameMatcher: Sendable {
  /// Below this, words do not name the candidate.
  public static let threshold = 0.6
  /// A resolution scoring below this is a guess: the shell asks before acting with side effects.
  public static let sure = 0.8

  /// Where the Han syllable table is kept (``NameKey/init(_:cacheDirectory:)``); nil asks ICU.
  let cacheDirectory: URL?

  public init(cacheDirectory: URL? = nil) {
    self.cacheDirectory = cacheDirectory
  }

  /// Case-, width- and diacritic-insensitive form used for comparing names.
  public static func fold(_ text: String) -> String {
    // ASCII has no diacritics or widths to fold: lower case is the whole of it, without asking
    // Foundation (a thousand contact names are folded at each start).
    if let folded = foldPlain(text) { return folded }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The fold of text made of ASCII and Han (U+4E00–U+9FFF) alone, on its scalars: ASCII letters
  /// in lower case, Han as it is (no case, diacritic or width to fold), runs of white space made one
  /// space and none at the ends; nil for other text. Splitting by characters, and Foundation's
  /// folding for Chinese, cost more than the rest of reading a slot's words, several times a
  /// reading. ASCII white space is tab to carriage return and space. (Tests check every ASCII
  /// character and every Han character against the general way.)
  static func foldPlain(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard ASCIIEdges.isASCIIOrHan(bytes) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { folded in
        var count = 0
        var pendingSpace = false
        for byte in bytes {
          if byte == 0x20 || (0x09...0x0D).contains(byte) {
            pendingSpace = count > 0
            continue
          }
          if pendingSpace {
            folded[count] = 0x20
            count += 1
            pendingSpace = false
          }
          folded[count] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
          count += 1
        }
        return count
      }
    }
  }

  /// The best score of `words` against any of `names`.
  public func score(_ words: String, against names: [String]) -> Double {
    let query = NameKey(words, cacheDirectory: cacheDirectory)
    guard !query.compact.isEmpty || !query.folded.isEmpty else { return 0 }
    return names.map { score(query, NameKey($0, cacheDirectory: cacheDirectory)) }.max() ?? 0
  }

  /// The score of a prepared query against a prepared name.
  public func score(_ query: NameKey, _ name: NameKey) -> Double {
    guard !query.folded.isEmpty else { return 0 }
    if query.folded == name.folded { return 1 }
    if !query.compact.isEmpty, query.compact == name.compact { return 1 }
    if query.hasHan, name.hasHan, query.folded.count >= 2, name.folded.contains(query.folded) {
      return 0.85
    }
    guard !query.words.isEmpty, !name.words.isEmpty else { return 0 }
    if query.words.allSatisfy({ word in name.words.contains(word) }) { return 0.9 }
    let q = query.compact
    if q.count >= 3 {
      if name.compact.starts(with: q) { return 0.8 }
      if query.words.count == 1,
        name.words.contains(where: { $0.count > q.count && $0.hasPrefix(query.words[0]) })
      {
        return 0.8
      }
    }
    return typoScore(query, name)
  }

  private func typoScore(_ query: NameKey, _ name: NameKey) -> Double {
    let q = query.compact
    guard q.count >= 4 else { return 0 }
    var best = typo(q, name.compact, penalty: 0)
    if query.words.count == 1 && name.words.count > 1 {
      // A typo in one word of a longer name is a little weaker than a typo in the whole name.
      for word in name.wordScalars { best = max(best, typo(q, word, penalty: 0.03)) }
    }
    return best >= NameMatcher.threshold ? best : 0
  }

  private func typo(_ query: [UInt32], _ target: [UInt32], penalty: Double) -> Double {
    guard target.count >= 4 else { return 0 }
    let length = max(query.count, target.count)
    let limit = length / 4
    guard limit >= 1, abs(query.count - target.count) <= limit,
      let distance = NameMatcher.editDistance(query, target, limit: limit)
    else { return 0 }
    return 0.9 * (1 - Double(distance) / Double(length)) - penalty
  }

  /// Damerau-Levenshtein (optimal string alignment) distance, or nil when above `limit`.
  public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int? {
    editDistance(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), limit: limit)
  }

  /// The distance between scalar arrays, or nil when above `limit`.
  static func editDistance(_ x: [UInt32], _ y: [UInt32], limit: Int) -> Int? {
    if abs(x.count - y.count) > limit { return nil }
    if x.isEmpty || y.isEmpty { return max(x.count, y.count) <= limit ? max(x.count, y.count) : nil }
    let width = y.count + 1
    // Three rows in one scratch buffer, so scoring many names allocates nothing on the heap.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { buffer -> Int? in
      var previous2 = 0
      var previous = width
      var current = width * 2
      for j in 0...y.count { buffer[previous + j] = j }
      for i in 1...x.count {
        buffer[current] = i
        var rowMinimum = i
        for j in 1...y.count {
          let cost = x[i - 1] == y[j - 1] ? 0 : 1
          var value = min(
            buffer[previous + j] + 1, buffer[current + j - 1] + 1, buffer[previous + j - 1] + cost)
          if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
            value = min(value, buffer[previous2 + j - 2] + 1)
          }
          buffer[current + j] = value
          rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return nil }
        (previous2, previous, current) = (previous, current, previous2)
      }
      let distance = buffer[previous + y.count]
      return distance <= limit ? distance : nil
    }
  }
}
