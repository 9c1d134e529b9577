import Foundation
import HarkGrammar

/// A relationship word ("my wife", "mom") read as one canonical relationship, so people can be
/// found by the `relationship` property of a contact. The words are the lexicons'
/// (``LexiconKey/relationships``: each relationship's name and its words in each language).
public struct Relationship: Sendable, Hashable {
  /// The canonical name ("spouse", "mother", "boss").
  public let name: String

  /// The ways to say a relationship that the grammars' contact list takes, in every language
  /// ("my wife", "mom"), so "text my wife hi" reads the person whole.
  static func listWords(_ lexicons: LexiconSet) -> [String] { lexicons.all.words(.relationshipPhrases) }

  /// The relationship `word` names on its own ("Wife", "mum"), or nil.
  public init?(word: String, lexicon: Lexicon = LexiconSet.standard.all) {
    guard let name = lexicon.owner(of: NameMatcher.fold(word), in: .relationships) else { return nil }
    self.name = name
  }

  /// The relationship the words refer to ("my wife", "mom", "my boss"), or nil when they are not
  /// a relationship.
  public init?(words: String, lexicon: Lexicon = LexiconSet.standard.all) {
    var text = NameMatcher.fold(words).trimmingPunctuation()
    for prefix in lexicon.words(.possessives) where text.hasPrefix(prefix) {
      let rest = String(text.dropFirst(prefix.count)).trimmingSpaces()
      if lexicon.owner(of: rest, in: .relationships) != nil {
        text = rest
        break
      }
    }
    self.init(word: text, lexicon: lexicon)
  }

  /// Whether `words` start with a possessive ("my mom", 我妈): words that never are a name.
  static func isPossessive(_ words: String, lexicon: Lexicon = LexiconSet.standard.all) -> Bool {
    let folded = NameMatcher.fold(words)
    return lexicon.words(.possessives).contains { folded.hasPrefix($0) }
  }

  /// Whether a contact's `relationship` value ("Wife", "mother") is this relationship.
  public func matches(_ value: String) -> Bool {
    Relationship(word: value)?.name == name
  }
}
