import Foundation

/// Scores how well a person's words name an entity: exact, by a word of the name, by prefix, or
/// with a typo. Scores are in 0…1; ``threshold`` is the least the shell acts on.
public struct NameMatcher: Sendable {
  /// Below this, words do not name the candidate.
  public static let threshold = 0.6

  public init() {}

  /// Case-, width- and diacritic-insensitive form used for comparing names.
  public static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The best score of `words` against any of `names`.
  public func score(_ words: String, against names: [String]) -> Double {
    let query = NameMatcher.fold(words)
    guard !query.isEmpty else { return 0 }
    return names.map { score(folded: query, name: NameMatcher.fold($0)) }.max() ?? 0
  }

  func score(folded query: String, name: String) -> Double {
    if query == name { return 1 }
    let nameWords = name.split(separator: " ").map(String.init)
    if nameWords.contains(query) { return 0.9 }
    if query.count >= 3, name.hasPrefix(query) || nameWords.contains(where: { $0.hasPrefix(query) }) {
      return 0.8
    }
    var best = 0.0
    for candidate in [name] + nameWords where candidate.count >= 4 && query.count >= 3 {
      let limit = candidate.count >= 8 ? 2 : 1
      if let distance = NameMatcher.editDistance(query, candidate, limit: limit) {
        best = max(best, distance == 1 ? 0.75 : 0.62)
      }
    }
    return best
  }

  /// Damerau-Levenshtein (optimal string alignment) distance, or nil when above `limit`.
  public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int? {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    if abs(x.count - y.count) > limit { return nil }
    if x.isEmpty || y.isEmpty { return max(x.count, y.count) <= limit ? max(x.count, y.count) : nil }
    var previous2 = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[y.count] <= limit ? previous[y.count] : nil
  }
}
