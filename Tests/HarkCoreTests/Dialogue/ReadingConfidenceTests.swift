import Foundation
import Testing

@testable import HarkCore

/// The check of a reading's unmatched words trims punctuation as Foundation does.
@Suite struct ReadingConfidenceTests {
  @Test func asciiPunctuationIsFoundationsPunctuation() {
    for byte in UInt8(0)..<0x80 {
      let scalar = Unicode.Scalar(byte)
      #expect(
        ReadingConfidence.asciiPunctuation.contains(byte)
          == CharacterSet.punctuationCharacters.contains(scalar),
        "\(byte)")
    }
  }

  @Test(arguments: [
    "flare", "“flare”", "flare!", "...", "", "(glow)", "$5", "a-b", "-x-", "zoë!", "¿qué?", "明天!", "#tag_",
    "  spaced. ", "~tilde~",
  ])
  func trimmingAgreesWithFoundation(_ text: String) {
    #expect(
      ReadingConfidence.trimmingPunctuation(text) == text.trimmingCharacters(in: .punctuationCharacters))
  }
}
