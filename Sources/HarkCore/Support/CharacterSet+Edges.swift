import Foundation

extension CharacterSet {
  /// Punctuation and spaces: what is trimmed off the edges of words a person typed. Made once:
  /// building the union took about 30,000 instructions, and a send asked for it on every
  /// resolution of its text.
  public static let punctuationAndWhitespace = CharacterSet.punctuationCharacters.union(.whitespaces)

  /// The same with line breaks.
  public static let punctuationAndWhitespaceAndNewlines = CharacterSet.whitespacesAndNewlines.union(
    .punctuationCharacters)
}
