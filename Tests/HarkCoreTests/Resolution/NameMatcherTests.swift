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
    // A typo names the candidate but is below "sure": the shell asks before acting on it.
    Case(words: "glwo", names: ["Glow"], atLeast: NameMatcher.threshold, below: NameMatcher.sure),
    Case(words: "flrae", names: ["Flare Sparkle"], atLeast: NameMatcher.threshold, below: NameMatcher.sure),
    Case(words: "wang xiaoming", names: ["王小明"], atLeast: 1, below: 1.01),
    Case(words: "Wang Xiao Ming", names: ["王小明"], atLeast: 1, below: 1.01),
    Case(words: "小明", names: ["王小明"], atLeast: 0.85, below: 0.86),
    Case(words: "Łukasz", names: ["Lukasz Nowak"], atLeast: 0.9, below: 0.91),
    Case(words: "Jose Garcia", names: ["José García"], atLeast: 1, below: 1.01),
    Case(words: "Gl", names: ["Glow"], atLeast: 0, below: NameMatcher.threshold),
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
