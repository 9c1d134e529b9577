import HarkCore
import Testing

/// Extractive summaries: central sentences, in their order, nothing rewritten.
@Suite struct ExtractiveSummaryTests {
  @Test func theSentencesSharingMostWordsAreKeptInOrder() {
    let units = [
      "The offsite moved to Friday.",
      "Lunch was nice.",
      "The offsite budget for Friday is approved.",
      "I saw a cat.",
      "Friday's offsite starts at nine.",
    ]
    #expect(
      ExtractiveSummary.central(units)
        == ["The offsite moved to Friday.", "The offsite budget for Friday is approved."])
  }

  @Test func fewSentencesAreGivenWhole() {
    #expect(ExtractiveSummary.central(["One.", "Two."]) == ["One.", "Two."])
  }

  @Test func sentencesSplitAtTheirEndsButNotInsideNames() {
    #expect(
      ExtractiveSummary.sentences("Sent report.pdf today. Call me! 好的。明天见")
        == ["Sent report.pdf today.", "Call me!", "好的。", "明天见"])
  }
}

/// A sentence model stand-in: each sentence's vector is given by the test.
private struct FixedVectors: SentenceSimilarity {
  let table: [String: [Float]]
  func vectors(_ sentences: [String]) -> [[Float]]? {
    let found = sentences.compactMap { table[$0] }
    return found.count == sentences.count ? found : nil
  }
}

/// With a sentence model, the central sentences are those most like the others by meaning.
@Suite struct SemanticSummaryTests {
  static let units = [
    "Have you seen Dune yet?", "The tide was high this morning.", "We are watching The Princess Bride.",
    "Cinema night on Friday!",
  ]

  @Test func theModelsChoiceFollowsMeaningNotSharedWords() {
    // Three sentences about films point one way, the tide another.
    let model = FixedVectors(table: [
      Self.units[0]: [1, 0.1, 0], Self.units[1]: [0, 0, 1], Self.units[2]: [0.9, 0.2, 0],
      Self.units[3]: [1, 0, 0.1],
    ])
    let chosen = ExtractiveSummary.central(Self.units, limit: 2, similarity: model)
    #expect(chosen == [Self.units[0], Self.units[3]])
  }

  @Test func withoutVectorsTheLexicalFallbackChooses() {
    let none = FixedVectors(table: [:])
    #expect(
      ExtractiveSummary.central(Self.units, limit: 2, similarity: none)
        == ExtractiveSummary.central(Self.units, limit: 2))
  }

  @Test func centralityIsTheSummedCosineToTheOthers() {
    let scores = ExtractiveSummary.centrality([[1, 0], [1, 0], [0, 2]])
    #expect(scores.map { ($0 * 1000).rounded() / 1000 } == [1, 1, 0])
  }
}
