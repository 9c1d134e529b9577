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

  /// No Han character of U+4E00–U+9FFF is punctuation or a space, so trimming stops at each as
  /// Foundation's does: checked for every one, and on runs of them with ASCII at the edges.
  @Test func hanIsNeverTrimmed() {
    var trimmed = 0
    for value in 0x4E00...0x9FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if CharacterSet.punctuationAndWhitespaceAndNewlines.contains(scalar) { trimmed += 1 }
    }
    #expect(trimmed == 0)
    let han = (0x4E00...0x9FFF).compactMap { Unicode.Scalar($0).map(Character.init) }
    for start in stride(from: 0, to: han.count, by: 2000) {
      let run = String(han[start..<min(start + 2000, han.count)])
      for text in [run, " !" + run + "?. ", "\t(" + run + "a\t", ".,"] {
        #expect(text.trimmingPunctuation() == text.trimmingCharacters(in: .punctuationCharacters))
        #expect(
          text.trimmingPunctuationAndSpaces() == text.trimmingCharacters(in: .punctuationAndWhitespace))
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
      }
    }
  }

  @Test(arguments: ["“明天”", "明天！", "。你好", "㐀!", "\u{A000}."])
  func otherTextIsTrimmedByFoundation(_ text: String) {
    #expect(ASCIIEdges.trimming(text, ASCIIEdges.punctuation) == nil)
    #expect(text.trimmingPunctuation() == text.trimmingCharacters(in: .punctuationCharacters))
  }
}
