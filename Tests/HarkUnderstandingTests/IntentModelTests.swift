import Foundation
import HarkGrammar
import Testing

@testable import HarkUnderstanding

/// A small grammar with examples of two intents and lines of neither, in memory.
let smallGrammar: GrammarSet? = GrammarSet.load(files: [
  (
    path: "test/messages/en.yaml",
    text: """
    intents:
      messages.sendMessage:
        data:
          - sentences: ["text {contact:destination} {content}"]
        examples:
          - "text mom i'm on my way"
          - "message dana we need to talk"
          - "send a quick text to leo"
          - "tell flare i said thanks"
          - "shoot mary a message"
          - "let sam know i'm outside"
          - "msg glow running late"
          - "send a text"
      calendar.findEvents:
        data:
          - sentences: ["what's on my calendar"]
        examples:
          - "what do i have today"
          - "any meetings tomorrow"
          - "show my schedule"
          - "am i free friday"
          - "when is my next meeting"
          - "check my calendar"
          - "what's coming up this week"
          - "do i have anything on monday"
    lists:
      contact: {runtime: true}
      content: {wildcard: true}
    """
  ),
  (
    path: "test/_out_of_scope/en.yaml",
    text: """
    out_of_scope:
      - "set an alarm for 6am"
      - "what's the weather"
      - "play some jazz"
      - "tell me a joke"
      - "turn on the lights"
      - "how tall is mount everest"
      - "order a pizza"
      - "add milk to my shopping list"
    """
  ),
]).grammar

@Suite struct IntentModelTests {
  func trained() throws -> IntentModel {
    let grammar = try #require(smallGrammar)
    return IntentModel.train(TrainingSet.from(grammar, language: .english), language: .english)
  }

  @Test func theTrainingDataHoldsExamplesSamplesAndNoneOfThese() throws {
    let data = TrainingSet.from(try #require(smallGrammar), language: .english)
    #expect(data.classes == ["messages.sendMessage", "calendar.findEvents", IntentScore.none])
    #expect(data.examples.contains { $0 == ("msg glow running late", "messages.sendMessage") })
    #expect(data.examples.contains { $0 == ("play some jazz", IntentScore.none) })
    // Template sentences are training data too.
    #expect(data.examples.contains { $0.text.hasPrefix("text Alex") && $0.label == "messages.sendMessage" })
  }

  @Test func trainingTwiceGivesTheSameWeights() throws {
    let first = try trained()
    let second = try trained()
    #expect(first.model.weights == second.model.weights)
    #expect(first.model.bias == second.model.bias)
    #expect(first.scores("msg leo i'm here") == second.scores("msg leo i'm here"))
  }

  @Test func anotherSeedGivesOtherWeights() throws {
    var settings = LogisticModel.Settings()
    settings.seed = 7
    let data = TrainingSet.from(try #require(smallGrammar), language: .english)
    let other = IntentModel.train(data, language: .english, settings: settings)
    #expect(try other.model.weights != trained().model.weights)
  }

  @Test(arguments: [
    ("text leo that i'm late", "messages.sendMessage"),
    ("what meetings do i have tomorrow", "calendar.findEvents"),
  ])
  func unseenPhrasingsReachTheirIntent(_ line: String, _ intent: String) throws {
    let verdict = try trained().verdict(line)
    #expect(verdict.intent == intent, "\(verdict.explanation)")
    #expect(verdict.reason == .confident)
  }

  @Test(arguments: ["what's the weather like", "play some music"])
  func whatNoIntentDoesIsNoneOfThese(_ line: String) throws {
    let verdict = try trained().verdict(line)
    #expect(verdict.intent == nil, "\(verdict.explanation)")
  }

  @Test func probabilitiesSumToOneAndComeBestFirst() throws {
    let scores = try trained().scores("check my calendar")
    #expect(abs(scores.map(\.probability).reduce(0, +) - 1) < 1e-4)
    #expect(scores.map(\.probability) == scores.map(\.probability).sorted(by: >))
  }
}

@Suite struct ModelVerdictTests {
  /// The bounds on the best class alone: a share of the in-scope probability is never enough.
  let thresholds = IntentModel.Thresholds(least: 0.45, margin: 0.1, leastShare: 1.1)

  func scores(_ values: [(String, Double)]) -> [IntentScore] {
    values.map { IntentScore(intent: $0.0, probability: $0.1) }
  }

  @Test func aClearBestIntentIsNamed() {
    let verdict = ModelVerdict.deciding(
      scores([("a.b", 0.8), ("c.d", 0.1), ("none", 0.1)]), thresholds: thresholds)
    #expect(verdict.intent == "a.b")
    #expect(verdict.reason == .confident)
  }

  @Test func aNearTieIsNoReading() {
    let verdict = ModelVerdict.deciding(
      scores([("a.b", 0.48), ("c.d", 0.42), ("none", 0.1)]), thresholds: thresholds)
    #expect(verdict.intent == nil)
    #expect(verdict.reason == .nearTie)
  }

  @Test func anUnlikelyBestIntentIsNoReading() {
    let verdict = ModelVerdict.deciding(
      scores([("a.b", 0.4), ("c.d", 0.2), ("e.f", 0.2), ("none", 0.2)]), thresholds: thresholds)
    #expect(verdict.intent == nil)
    #expect(verdict.reason == .unsure)
  }

  @Test func aClearLeadAmongIntentsIsEnoughWhenNoneOfTheseIsUnlikely() {
    let spread = ModelVerdict.deciding(
      scores([
        ("a.b", 0.36), ("c.d", 0.18), ("e.f", 0.12), ("g.h", 0.1), ("i.j", 0.1), ("k.l", 0.09),
        ("none", 0.05),
      ]),
      thresholds: thresholds)
    #expect(spread.intent == "a.b")
    #expect(spread.reason == .confident)
    // The same lead with "none of these" likelier: the line may ask what no intent does.
    let doubtful = ModelVerdict.deciding(
      scores([("a.b", 0.36), ("c.d", 0.18), ("none", 0.15), ("e.f", 0.12), ("g.h", 0.1), ("i.j", 0.09)]),
      thresholds: thresholds)
    #expect(doubtful.intent == nil)
    #expect(doubtful.reason == .unsure)
    // Below the in-scope bound too: no reading however unlikely "none" is.
    let faint = ModelVerdict.deciding(
      scores([("a.b", 0.28), ("c.d", 0.16), ("e.f", 0.16), ("g.h", 0.16), ("i.j", 0.16), ("none", 0.08)]),
      thresholds: thresholds)
    #expect(faint.reason == .unsure)
  }

  @Test func noneOfTheseFirstIsOutOfScope() {
    let verdict = ModelVerdict.deciding(scores([("none", 0.5), ("a.b", 0.45)]), thresholds: thresholds)
    #expect(verdict.intent == nil)
    #expect(verdict.reason == .outOfScope)
    #expect(verdict.explanation.hasPrefix("most like what no intent here does (none 0.50, a.b 0.45"))
  }

  @Test func aBestIntentWithMostOfTheInScopeShareIsNamedWhenNoneOfTheseIsUnlikely() {
    let shares = IntentModel.Thresholds()
    // 0.4 of everything, but half of what is in scope, with "none of these" at 0.2.
    let held = ModelVerdict.deciding(
      scores([("a.b", 0.4), ("c.d", 0.2), ("e.f", 0.2), ("none", 0.2)]), thresholds: shares)
    #expect(held.intent == "a.b")
    #expect(held.reason == .confident)
    // Most of the in-scope share, but "none of these" likelier than 0.4: the line may ask what no
    // intent does, and the best alone is under 0.5.
    let doubtful = ModelVerdict.deciding(
      scores([("a.b", 0.42), ("none", 0.41), ("c.d", 0.17)]), thresholds: shares)
    #expect(doubtful.intent == nil)
    #expect(doubtful.reason == .unsure)
    // "None" unlikely, but the best holds under 0.4 of the rest.
    let spread = ModelVerdict.deciding(
      scores([("a.b", 0.26), ("c.d", 0.2), ("e.f", 0.19), ("g.h", 0.15), ("none", 0.2)]), thresholds: shares)
    #expect(spread.intent == nil)
    #expect(spread.reason == .unsure)
    // A share held but no lead over the next: a near tie.
    let tie = ModelVerdict.deciding(
      scores([("a.b", 0.33), ("c.d", 0.3), ("none", 0.27), ("e.f", 0.1)]), thresholds: shares)
    #expect(tie.intent == nil)
    #expect(tie.reason == .nearTie)
  }
}
