import Testing

@testable import hark

@Suite struct WordCompletionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let before: String
    let candidates: [String]
    let repeated: Bool
    let expected: WordCompletion
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "one candidate replaces the word in its own case and adds a space", before: "send to gl",
      candidates: ["Glow"], repeated: false, expected: .replace(deleting: 2, with: "Glow ")),
    Case(
      name: "one Chinese candidate after Chinese text replaces only the typed part", before: "给王",
      candidates: ["王小明"], repeated: false, expected: .replace(deleting: 1, with: "王小明 ")),
    Case(
      name: "an empty word takes the candidate whole", before: "text ", candidates: ["Flare"],
      repeated: false, expected: .replace(deleting: 0, with: "Flare ")),
    Case(
      name: "several candidates insert their common prefix", before: "text 王",
      candidates: ["王小明", "王小红"], repeated: false, expected: .replace(deleting: 1, with: "王小")),
    Case(
      name: "common prefix is found case-insensitively", before: "b",
      candidates: ["Bubbles", "bubble tea"], repeated: false, expected: .replace(deleting: 1, with: "Bubble")),
    Case(
      name: "the first Tab with nothing to add beeps", before: "text 王小", candidates: ["王小明", "王小红"],
      repeated: false, expected: .beep),
    Case(
      name: "the second Tab lists the candidates", before: "text 王小", candidates: ["王小明", "王小红"],
      repeated: true, expected: .list(["王小明", "王小红"])),
    Case(
      name: "duplicate candidates count once", before: "gl", candidates: ["Glow", "Glow"], repeated: false,
      expected: .replace(deleting: 2, with: "Glow ")),
    Case(name: "no candidates beeps", before: "xyz", candidates: [], repeated: true, expected: .beep),
  ]

  @Test(arguments: cases)
  func decidesWhatTabDoes(_ testCase: Case) {
    let decision = WordCompletion.decide(
      lineBeforeCursor: testCase.before, candidates: testCase.candidates, repeated: testCase.repeated)
    #expect(decision == testCase.expected)
  }

  @Test func deletionCountsUnicodeScalarsNotGraphemes() {
    // "é" typed as e + combining accent is one Character but two wide characters for libedit.
    let decision = WordCompletion.decide(
      lineBeforeCursor: "caf\u{65}\u{301}", candidates: ["café au lait"], repeated: false)
    #expect(decision == .replace(deleting: 5, with: "café au lait "))
  }
}
