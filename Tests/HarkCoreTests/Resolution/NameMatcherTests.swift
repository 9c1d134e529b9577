import HarkCore
import Testing

@Suite struct NameMatcherTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let words: String
    let names: [String]
    let atLeast: Double
    let below: Double
    var testDescription: String { "“\(words)” against \(names)" }
  }

  static let cases: [Case] = [
    Case(words: "Glow", names: ["Glow"], atLeast: 1, below: 1.01),
    Case(words: "glow", names: ["Glow"], atLeast: 1, below: 1.01),
    Case(words: "glwo", names: ["Glow"], atLeast: 0.7, below: 0.8),
    Case(words: "Flare", names: ["Flare Sparkle"], atLeast: 0.9, below: 0.91),
    Case(words: "Zoë", names: ["Zoe"], atLeast: 1, below: 1.01),
    Case(words: "Bub", names: ["Bubbles"], atLeast: 0.8, below: 0.81),
    Case(words: "Sparky", names: ["Glow", "Flare", "Bubbles"], atLeast: 0, below: NameMatcher.threshold),
    Case(words: "the", names: ["Glow"], atLeast: 0, below: NameMatcher.threshold),
  ]

  @Test(arguments: cases)
  func scoresNamesAsPeopleTypeThem(_ c: Case) {
    let score = NameMatcher().score(c.words, against: c.names)
    #expect(score >= c.atLeast && score < c.below, "score \(score)")
  }

  @Test(
    arguments: [("glow", "glwo", 1), ("flare", "flaer", 1), ("bubbles", "bublbes", 1), ("abc", "xyz", nil)]
      as [(String, String, Int?)])
  func editDistanceCountsTranspositionsOnce(a: String, b: String, expected: Int?) {
    #expect(NameMatcher.editDistance(a, b, limit: 2) == expected)
  }
}
