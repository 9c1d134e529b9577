import Foundation

/// An extractive summary: the sentences of a text that share the most words with the others,
/// kept in their order. Nothing is rewritten, so nothing is made up.
///
/// Centrality is by meaning when a sentence model is plugged in (``SentenceSimilarity``); else
/// lexical: a sentence scores the number of other sentences each of its
/// content words appears in, divided by the square root of its length (long sentences do not win
/// by length alone). It is the fallback for when no sentence model is installed; the shell says
/// the summary is one.
public enum ExtractiveSummary {
  /// Up to `limit` central sentences of `units` (sentences, or messages of a conversation), in
  /// their order; all of them when there are no more than `limit`.
  /// `scoring` gives the text each unit is judged by (a message's body without its author and
  /// date); by default the units themselves.
  /// With `similarity` (a sentence model), a unit's centrality is the sum of its cosine
  /// similarities to the others — the units most like the rest by meaning, which share no word
  /// with them as often as not ("Dune" and "The Princess Bride" are both films).
  /// The work grows with the units (the similarities with their square): callers pass a bounded
  /// sample, and `cancellation` is asked for each unit, so a stop ends it with `CancellationError`.
  public static func central(
    _ units: [String], scoring: [String]? = nil, limit: Int = 2, similarity: (any SentenceSimilarity)? = nil,
    cancellation: Cancellation = .never
  ) throws(CancellationError) -> [String] {
    guard units.count > limit else { return units }
    let texts = scoring ?? units
    if let vectors = try similarity?.vectors(texts, cancellation: cancellation), vectors.count == texts.count
    {
      return pick(limit, of: units, scores: try centrality(vectors, cancellation: cancellation))
    }
    var words: [Set<String>] = []
    words.reserveCapacity(texts.count)
    for text in texts {
      try cancellation.check()
      words.append(contentWords(text))
    }
    var frequency: [String: Int] = [:]
    for set in words { for word in set { frequency[word, default: 0] += 1 } }
    let scores = words.map { set -> Double in
      guard !set.isEmpty else { return 0 }
      let shared = set.reduce(0) { $0 + (frequency[$1] ?? 1) - 1 }
      return Double(shared) / Double(set.count).squareRoot()
    }
    return pick(limit, of: units, scores: scores)
  }

  /// The `limit` best-scoring units, in their order; ties go to the earlier.
  static func pick(_ limit: Int, of units: [String], scores: [Double]) -> [String] {
    let chosen = scores.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
      .prefix(limit).sorted()
    return chosen.map { units[$0] }
  }

  /// Each vector's summed cosine similarity to the others; `cancellation` is asked before each
  /// row of the (square) matrix.
  public static func centrality(
    _ vectors: [[Float]], cancellation: Cancellation = .never
  ) throws(CancellationError) -> [Double] {
    let unit = vectors.map { vector -> [Double] in
      let length = vector.reduce(0) { $0 + Double($1) * Double($1) }.squareRoot()
      return vector.map { length > 0 ? Double($0) / length : 0 }
    }
    var scores: [Double] = []
    scores.reserveCapacity(unit.count)
    for i in unit.indices {
      try cancellation.check()
      scores.append(
        unit.indices.reduce(0.0) { total, j in
          guard i != j, unit[i].count == unit[j].count else { return total }
          return total + zip(unit[i], unit[j]).reduce(0) { $0 + $1.0 * $1.1 }
        })
    }
    return scores
  }

  /// The sentences of `text`, split after 。！？, after . ! ? followed by a space, and at line ends
  /// ("report.pdf" and "3.5" stay whole).
  public static func sentences(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    var ending = false
    for character in text {
      if character == "\n" || (ending && character.isWhitespace) {
        result.append(current)
        current = ""
        ending = false
        continue
      }
      ending = false
      current.append(character)
      if "。！？".contains(character) {
        result.append(current)
        current = ""
      } else if ".!?".contains(character) {
        ending = true
      }
    }
    result.append(current)
    return result.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  static let stopWords: Set<String> = [
    "the", "a", "an", "and", "or", "but", "to", "of", "in", "on", "at", "for", "is", "are", "was", "it",
    "i", "you", "we", "me", "my", "your", "be", "do", "with", "that", "this", "so", "have", "has", "not",
    "yet", "all", "s", "t",
  ]

  /// The content words of `text`, lowercased; each Han character counts as a word.
  static func contentWords(_ text: String) -> Set<String> {
    var words: Set<String> = []
    var current = ""
    func flush() {
      if !current.isEmpty, !stopWords.contains(current) { words.insert(current) }
      current = ""
    }
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isIdeographic {
        flush()
        words.insert(String(scalar))
      } else if CharacterSet.alphanumerics.contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else {
        flush()
      }
    }
    flush()
    return words
  }
}
