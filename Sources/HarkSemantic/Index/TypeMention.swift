/// The entity types a query names ("messages about movies", "photos of the beach") and the query
/// without the words that named them.
///
/// A type is named by any word of its name's last part split at capitals ("HarkApps.UnicornMessage"
/// by "message" or "unicorn"), compared by stem, so "messages" names both a chat's and a mail app's
/// messages. Why the words are taken out of what the model reads: the type is already honoured by
/// ranking its entities first, and left in, "messages" pulls the query's vector towards any text
/// that reads like a message ("Send me a photo!") and away from the topic (on the English
/// relevance set E5's P@5 rose from 0.486 to 0.557 with the word out).
struct TypeMention: Equatable {
  /// The full names of the types the query names.
  let types: Set<String>
  /// The query without the words that named a type; the query itself when nothing else would be
  /// left.
  let remainder: String

  init(query: String, typeNames: [String]) {
    let normalizer = BertNormalizer()
    let stemmer = Stemmer()
    let typeWords = typeNames.map { Set(Self.words(ofTypeName: $0).map { stemmer.stem($0) }) }
    var named = Set<String>()
    var kept: [Substring] = []
    for token in query.split(whereSeparator: \.isWhitespace) {
      let stems = normalizer.words(in: String(token)).filter { $0.contains(where: \.isLetter) }.map {
        stemmer.stem($0)
      }
      let namesType = !stems.isEmpty && stems.allSatisfy { stem in typeWords.contains { $0.contains(stem) } }
      guard namesType else {
        kept.append(token)
        continue
      }
      for (name, words) in zip(typeNames, typeWords) where stems.contains(where: words.contains) {
        named.insert(name)
      }
    }
    types = named
    let hasWords = kept.contains { $0.contains(where: \.isLetter) }
    remainder = hasWords ? kept.joined(separator: " ") : query
  }

  /// "HarkApps.UnicornMessage" → ["unicorn", "message"]; "Message" → ["message"].
  static func words(ofTypeName name: String) -> [String] {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    var words: [String] = []
    var current = ""
    for character in last {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      if character.isLetter { current.append(character) }
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }
}
