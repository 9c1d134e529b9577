/// Turns text into the terms the lexical index counts: BERT's normalisation (lowercase, no accents,
/// CJK characters apart, punctuation split), stop words dropped, English words stemmed.
struct TermExtractor: Sendable {
  private let normalizer = BertNormalizer()
  private let stemmer = Stemmer()

  /// Words that say nothing about a message's subject, including the ones people put around a
  /// query ("messages about …", "the one about …").
  static let stopWords: Set<String> = [
    "a", "about", "all", "also", "an", "and", "any", "anything", "are", "as", "at", "be", "been",
    "but", "by", "can", "could", "did", "do", "does", "for", "from", "get", "got", "had", "has",
    "have", "he", "her", "him", "his", "how", "i", "if", "in", "into", "is", "it", "its", "just",
    "me", "message", "messages", "my", "no", "not", "of", "on", "one", "ones", "or", "our", "out",
    "she", "show", "so", "some", "stuff", "that", "the", "their", "them", "then", "there", "these",
    "they", "thing", "things", "this", "to", "up", "us", "was", "we", "were", "what", "when",
    "which", "who", "will", "with", "would", "you", "your",
  ]

  /// The terms of `text`; `stems` caches the stemmer's answers across calls.
  func terms(_ text: String, stems: inout [String: String]) -> [String] {
    normalizer.words(in: text).compactMap { word in
      guard let first = word.unicodeScalars.first,
        first.properties.isAlphabetic || first.properties.numericType != nil
      else { return nil }
      if Self.stopWords.contains(word) { return nil }
      if let stem = stems[word] { return stem }
      let stem = stemmer.stem(word)
      if stems.count < 200_000 { stems[word] = stem }
      return stem
    }
  }

  /// The terms of `text`.
  func terms(_ text: String) -> [String] {
    var stems: [String: String] = [:]
    return terms(text, stems: &stems)
  }
}
