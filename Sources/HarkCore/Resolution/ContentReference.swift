import Foundation
import HarkGrammar

/// Words that describe content rather than name it — "my latest report", "her plane ticket", the
/// same in Chinese — read as a property query over an app's entities: the noun's words must be in
/// the entity's name or tags, and "latest" sorts by date and keeps one.
///
/// Such a reading is a guess (the words could have been a message's text), so what it finds is
/// scored below ``ReadingConfidence/act``: the shell confirms before acting on it.
struct ContentReference: Sendable, Hashable {
  /// The folded words of the noun ("report", "plane ticket").
  var nouns: [String]
  /// "latest", "newest": the most recent one.
  var newest: Bool

  /// How sure a match of a content reference is: below acting without asking.
  static let score = 0.6

  /// The reference `words` make, or nil when they are no description of content (no determiner
  /// before them, or nothing left after it). The words are every language's: whole words before
  /// the noun ("my latest report"), or prefixes in a language written without spaces.
  init?(_ words: String, lexicon: Lexicon = LexiconSet.standard.all) {
    let folded = NameMatcher.fold(words).trimmingPunctuationAndSpaces()
    if Script.containsHan(folded) {
      var rest = Substring(folded)
      guard let prefix = lexicon.words(.contentPrefixes).first(where: { rest.hasPrefix($0) }) else {
        return nil
      }
      rest = rest.dropFirst(prefix.count)
      var newest = false
      if let word = lexicon.words(.newestPrefixes).first(where: { rest.hasPrefix($0) }) {
        rest = rest.dropFirst(word.count)
        newest = true
      }
      var noun = rest.trimmingCharacters(in: .whitespaces)
      // 她的机票信息: the information of the ticket is the ticket; a word that is all suffix
      // (我的文件) stays as said.
      if let suffix = lexicon.words(.contentSuffixes).first(where: {
        noun.hasSuffix($0) && noun.count > $0.count
      }) {
        noun = String(noun.dropLast(suffix.count))
      }
      guard !noun.isEmpty else { return nil }
      self.init(nouns: [noun], newest: newest)
      return
    }
    var tokens = folded.split(separator: " ").map(String.init)
    guard let first = tokens.first, lexicon.contains(first, in: .contentDeterminers) else { return nil }
    tokens.removeFirst()
    var newest = false
    while let word = tokens.first, lexicon.contains(word, in: .newestWords), tokens.count > 1 {
      tokens.removeFirst()
      newest = true
    }
    guard !tokens.isEmpty, tokens.count <= 4 else { return nil }
    self.init(nouns: tokens, newest: newest)
  }

  init(nouns: [String], newest: Bool) {
    self.nouns = nouns
    self.newest = newest
  }

  /// The entities among `entities` the reference describes, best first: all of its noun's words
  /// in the entity's name or tags; "latest" keeps only the most recent.
  func matches(_ entities: [EntityValue]) -> [EntityValue] {
    let found = entities.filter { entity in
      let names = ([entity.title] + entity.entity.displayRepresentation.synonyms).map(NameMatcher.fold)
      let words = Set(
        names.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) })
      return nouns.allSatisfy { noun in
        let singular = noun.count > 3 && noun.hasSuffix("s") ? String(noun.dropLast()) : noun
        return words.contains(noun) || words.contains(singular) || names.contains { $0.contains(noun) }
      }
    }
    .sorted { (Self.date(of: $0.entity) ?? 0) > (Self.date(of: $1.entity) ?? 0) }
    return newest ? Array(found.prefix(1)) : found
  }

  /// When the entity was made or last changed, from its date properties.
  static func date(of entity: any AppEntity) -> Double? {
    func read<E: AppEntity>(_ typed: E) -> Double? {
      for name in ["modificationDate", "creationDate", "dateReceived", "dateSent", "date"] {
        if case .date(let time)? = E.properties.first(where: { $0.name == name })?.value(of: typed) {
          return time
        }
      }
      return nil
    }
    return read(entity)
  }
}
