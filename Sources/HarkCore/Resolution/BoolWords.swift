import Foundation
import HarkGrammar

/// The words a yes/no setting takes as true or false ("read", "unread"), every language's.
enum BoolWords {
  /// The flag the words say, or nil.
  static func read(_ text: String, lexicon: Lexicon = LexiconSet.standard.all) -> Bool? {
    let folded = NameMatcher.fold(text).trimmingCharacters(in: .punctuationCharacters)
    if lexicon.contains(folded, in: .trueWords) { return true }
    if lexicon.contains(folded, in: .falseWords) { return false }
    return nil
  }
}
