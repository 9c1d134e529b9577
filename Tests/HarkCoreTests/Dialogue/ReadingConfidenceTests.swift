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

/// Words trimmed on their bytes are trimmed as Foundation trims them.
@Suite struct ASCIIEdgesTests {
  @Test func asciiSetsAreFoundationsSets() {
    for byte in UInt8(0)..<0x80 {
      let scalar = Unicode.Scalar(byte)
      #expect(ASCIIEdges.spaces.contains(byte) == CharacterSet.whitespaces.contains(scalar), "\(byte)")
      #expect(
        ASCIIEdges.punctuationAndSpaces.contains(byte)
          == CharacterSet.punctuationAndWhitespace.contains(scalar), "\(byte)")
    }
  }

  static let texts = [
    "flare", "“flare”", "flare!", "...", "", "(glow)", "$5", "a-b", "-x-", "zoë!", "¿qué?", "明天!", "#tag_",
    "  spaced. ", "~tilde~", " \t my wife. ", "\tx\t", "\n x \n", " ", "my  mom", "。你好！",
  ]

  @Test(arguments: texts)
  func trimmingAgreesWithFoundation(_ text: String) {
    #expect(text.trimmingPunctuation() == text.trimmingCharacters(in: .punctuationCharacters))
    #expect(text.trimmingPunctuationAndSpaces() == text.trimmingCharacters(in: .punctuationAndWhitespace))
    #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
  }

  @Test func everyASCIICharacterAtTheEdgesIsTrimmedAsFoundationDoes() {
    for byte in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(byte))
      let text = character + "a" + character + "b" + character
      #expect(text.trimmingPunctuation() == text.trimmingCharacters(in: .punctuationCharacters), "\(byte)")
      #expect(
        text.trimmingPunctuationAndSpaces() == text.trimmingCharacters(in: .punctuationAndWhitespace),
        "\(byte)")
      #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(byte)")
    }
  }
}
