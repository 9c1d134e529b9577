import HarkCore
import Synchronization
import Testing

/// Extractive summaries: central sentences, in their order, nothing rewritten.
@Suite struct ExtractiveSummaryTests {
  @Test func theSentencesSharingMostWordsAreKeptInOrder() throws {
    let units = [
      "The offsite moved to Friday.",
      "Lunch was nice.",
      "The offsite budget for Friday is approved.",
      "I saw a cat.",
      "Friday's offsite starts at nine.",
    ]
    #expect(
      try ExtractiveSummary.central(units)
        == ["The offsite moved to Friday.", "The offsite budget for Friday is approved."])
  }

  @Test func fewSentencesAreGivenWhole() throws {
    #expect(try ExtractiveSummary.central(["One.", "Two."]) == ["One.", "Two."])
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
  func vectors(_ sentences: [String], cancellation: Cancellation) throws(CancellationError) -> [[Float]]? {
    try cancellation.check()
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

  @Test func theModelsChoiceFollowsMeaningNotSharedWords() throws {
    // Three sentences about films point one way, the tide another.
    let model = FixedVectors(table: [
      Self.units[0]: [1, 0.1, 0], Self.units[1]: [0, 0, 1], Self.units[2]: [0.9, 0.2, 0],
      Self.units[3]: [1, 0, 0.1],
    ])
    let chosen = try ExtractiveSummary.central(Self.units, limit: 2, similarity: model)
    #expect(chosen == [Self.units[0], Self.units[3]])
  }

  @Test func withoutVectorsTheLexicalFallbackChooses() throws {
    let none = FixedVectors(table: [:])
    #expect(
      try ExtractiveSummary.central(Self.units, limit: 2, similarity: none)
        == ExtractiveSummary.central(Self.units, limit: 2))
  }

  @Test func centralityIsTheSummedCosineToTheOthers() throws {
    let scores = try ExtractiveSummary.centrality([[1, 0], [1, 0], [0, 2]])
    #expect(scores.map { ($0 * 1000).rounded() / 1000 } == [1, 1, 0])
  }
}

/// A cancellation that asks to stop from its `after`-th look on, counting the looks.
private final class StopAfter: Sendable {
  let after: Int
  let looks = Atomic<Int>(0)
  init(after: Int) { self.after = after }
  var cancellation: Cancellation {
    Cancellation { self.looks.add(1, ordering: .relaxed).newValue > self.after }
  }
}

/// Ctrl-C during a summary: the work asks between its steps and stops, whichever way it chooses.
@Suite struct StoppedSummaryTests {
  static let units = (0..<50).map { "Message \($0) about the offsite on Friday." }

  /// How a summary of 50 units is made: by shared words, or by a sentence model's vectors.
  enum Way: String, CaseIterable, Sendable {
    case words, vectors
    var similarity: (any SentenceSimilarity)? {
      switch self {
      case .words: nil
      case .vectors:
        FixedVectors(
          table: Dictionary(
            uniqueKeysWithValues: StoppedSummaryTests.units.enumerated().map { ($1, [1, Float($0)]) }))
      }
    }
  }

  @Test(arguments: Way.allCases, [0, 1, 10, 49])
  func aStopEndsTheSummaryWithCancellation(way: Way, after: Int) {
    let stop = StopAfter(after: after)
    #expect(throws: CancellationError.self) {
      try ExtractiveSummary.central(Self.units, similarity: way.similarity, cancellation: stop.cancellation)
    }
    // It stopped at the first look that said so: no step went on past it.
    #expect(stop.looks.load(ordering: .relaxed) == after + 1)
  }

  @Test(arguments: Way.allCases)
  func workNobodyStopsAsksBetweenItsStepsAndFinishes(way: Way) throws {
    let never = StopAfter(after: .max)
    let chosen = try ExtractiveSummary.central(
      Self.units, similarity: way.similarity, cancellation: never.cancellation)
    #expect(chosen.count == 2)
    // At least a look for each unit: a stop is seen within one unit's work.
    #expect(never.looks.load(ordering: .relaxed) >= Self.units.count)
  }
}
