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
