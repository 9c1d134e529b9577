/// A small English suffix stripper: enough to make "films"/"film", "cooking"/"cooked"/"cook" and
/// "happiness"/"happy" meet, applied to lowercase words without accents.
struct Stemmer: Sendable {
  private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]
  private static let derivational: [(String, String)] = [
    ("ational", "ate"), ("ization", "ize"), ("fulness", "ful"), ("ousness", "ous"),
    ("iveness", "ive"), ("ation", "ate"), ("ness", ""), ("ment", ""), ("ably", ""), ("ibly", ""),
    ("ly", ""), ("er", ""),
  ]

  func stem(_ word: String) -> String {
    guard word.count > 3, word.allSatisfy({ $0.isLetter && $0.isASCII }) else { return word }
    var s = word
    // Plurals and third person.
    if s.hasSuffix("sses") {
      s.removeLast(2)
    } else if s.hasSuffix("ies"), s.count > 4 {
      s.removeLast(3)
      s += "y"
    } else if s.hasSuffix("s"), !s.hasSuffix("ss"), !s.hasSuffix("us"), !s.hasSuffix("is") {
      s.removeLast()
    }
    // Past tense and progressive, when a vowel is left in the stem.
    for suffix in ["ing", "ed"] where s.hasSuffix(suffix) {
      let rest = String(s.dropLast(suffix.count))
      if rest.count >= 3, rest.contains(where: { Self.vowels.contains($0) }) {
        s = rest
        if let last = s.last, s.count > 3, s.dropLast().last == last,
          !Self.vowels.contains(last), !"lsz".contains(last)
        {
          s.removeLast()
        }
      }
      break
    }
    for (suffix, replacement) in Self.derivational where s.hasSuffix(suffix) {
      let rest = s.dropLast(suffix.count)
      if rest.count >= 3 { s = rest + replacement }
      break
    }
    if s.count > 3, s.hasSuffix("e") { s.removeLast() }
    if s.count > 3, s.hasSuffix("y") { s = s.dropLast() + "i" }
    return s
  }
}
