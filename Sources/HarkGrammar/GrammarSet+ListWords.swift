import Foundation

extension GrammarSet {
  /// The value of list `name` whose words are exactly `text`, ignoring case, punctuation and
  /// extra spaces: how the dialogue reads answers such as "yes", "never mind" or "the second one".
  ///
  /// Each value's `in` may be a template (`(cancel|never mind)`); it is expanded without
  /// expansion rules, so word lists must spell their words out.
  public func listValue(_ name: String, matching text: String, language: String) -> ListValue? {
    let wanted = GrammarSet.foldWords(text)
    guard !wanted.isEmpty else { return nil }
    for value in listValues(name, language: language) {
      guard case .success(let expression) = TemplateParser.parse(value.input) else { continue }
      var sampler = ExpressionSampler(rules: [:], lists: [:], runtime: [:], cap: 500)
      if sampler.expand(expression, depth: 0).contains(where: { GrammarSet.foldWords($0) == wanted }) {
        return value
      }
    }
    return nil
  }

  /// Lower case, punctuation dropped, spaces collapsed.
  static func foldWords(_ text: String) -> String {
    let kept = text.lowercased().unicodeScalars.map { scalar -> Character in
      CharacterSet.punctuationCharacters.contains(scalar) && scalar != "'" ? " " : Character(scalar)
    }
    return String(kept).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}
