import Foundation
import Testing

@testable import HarkCore

/// ASCII text is folded on its bytes as the general way folds it.
@Suite struct NameFoldTests {
  /// The general way for ASCII text: lower case, white space runs made one space.
  static func slowFold(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  @Test(arguments: [
    "Flare", "  Flare   Sparkle ", "see you at 5", "\tA\r\nB\u{0B}C\u{0C}D", "", " ", "MY WIFE",
    "Q2 sales-report.PDF",
    "a\u{1C}b\u{1F}c", "x\u{7F}y", "\r\n",
  ])
  func asciiFoldIsTheGeneralFold(_ text: String) {
    #expect(NameMatcher.foldASCII(text) == NameFoldTests.slowFold(text))
    #expect(NameMatcher.fold(text) == NameFoldTests.slowFold(text))
  }

  @Test func everyASCIICharacterFoldsAsTheGeneralWay() {
    for byte in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(byte))
      let text = character + "Ab" + character + character + "C" + character
      #expect(NameMatcher.foldASCII(text) == NameFoldTests.slowFold(text), "\(byte)")
    }
  }

  @Test func otherTextIsLeftToFoundation() {
    #expect(NameMatcher.foldASCII("Zoë") == nil)
    #expect(NameMatcher.fold("Zoë  Smith") == "zoe smith")
  }
}
