import HarkGrammar
import HarkSupport
import Testing

@testable import HarkUnderstanding

/// The learned stage's features and noise, pinned to what they were before the hash and the
/// generator moved to `HarkSupport`: a changed bucket or a changed copy changes the trained model.
@Suite struct PinnedNumbersTests {
  struct Pin: Sendable, CustomTestStringConvertible {
    var line: String
    var language: Language
    var count: Int
    var sum: Int
    var first: [Int32]
    var last: [Int32]
    var testDescription: String { line }
  }

  @Test(arguments: [
    Pin(
      line: "schedule a meeting with dana tomorrow at 3pm", language: .english, count: 112, sum: 3_665_734,
      first: [203, 217, 324, 1243], last: [64099, 64991]),
    Pin(
      line: "给王小明发消息说明天见", language: .chinese, count: 29, sum: 718_955, first: [46, 4146, 4155, 4340],
      last: [56027, 65344]),
    Pin(
      line: "whats the weather in paris", language: .english, count: 63, sum: 1_899_031,
      first: [704, 1307, 2676, 3450], last: [64989, 65504]),
  ])
  func featureBucketsAreThoseTheModelWasTrainedOn(_ pin: Pin) {
    let indices = FeatureHasher().features(pin.line, language: pin.language).indices
    #expect(indices.count == pin.count)
    #expect(indices.reduce(0) { $0 + Int($1) } == pin.sum)
    #expect(Array(indices.prefix(4)) == pin.first)
    #expect(Array(indices.suffix(2)) == pin.last)
  }

  @Test func typingNoiseGivesTheSameCopies() {
    #expect(
      TypingNoise.copies(
        of: "please schedule a meeting with the design team tomorrow", language: .english, count: 4)
        == [
          "please schedule a meeting wiith the design team tomorrow",
          "please scheddule a meeting with the design team tomorrow",
          "please schedule a meeting with the design team tomorro",
        ])
    #expect(
      TypingNoise.copies(
        of: "cancel my dentist appointment on friday", language: .english, count: 4, dropsWords: false)
        == [
          "cancel my dentist appointment on fridya", "cancel my dentist appoiintment on friday",
          "cancel my denttist appointment on friday", "cancel my dentiist appointment on friday",
        ])
  }
}
