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
    #expect(NameMatcher.foldPlain(text) == NameFoldTests.slowFold(text))
    #expect(NameMatcher.fold(text) == NameFoldTests.slowFold(text))
  }

  @Test func everyASCIICharacterFoldsAsTheGeneralWay() {
    for byte in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(byte))
      let text = character + "Ab" + character + character + "C" + character
      #expect(NameMatcher.foldPlain(text) == NameFoldTests.slowFold(text), "\(byte)")
    }
  }

  @Test func otherTextIsLeftToFoundation() {
    #expect(NameMatcher.foldPlain("Zoë") == nil)
    #expect(NameMatcher.fold("Zoë  Smith") == "zoe smith")
  }

  /// The general way for any text.
  static func foundationFold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// Every Han character of U+4E00–U+9FFF, in runs of 400 with ASCII between, folds as Foundation
  /// folds it (folding goes scalar by scalar, and neither ASCII nor these have combining marks).
  @Test func everyHanCharacterFoldsAsFoundationFoldsIt() {
    let han = (0x4E00...0x9FFF).compactMap { Unicode.Scalar($0).map(Character.init) }
    #expect(han.count == 0x5200)
    for start in stride(from: 0, to: han.count, by: 400) {
      let run = String(han[start..<min(start + 400, han.count)])
      for text in [run, " Ab\t" + run + "  C,d ", "X" + run.prefix(7) + "y" + run.suffix(3)] {
        #expect(NameMatcher.foldPlain(text) == NameFoldTests.foundationFold(text))
      }
    }
  }

  @Test(arguments: ["㐀", "\u{4DFF}", "\u{A000}", "Zoë", "给Glow发消息，", "명", "ｆｕｌｌ"])
  func textBeyondASCIIAndHanIsLeftToFoundation(_ text: String) {
    #expect(NameMatcher.foldPlain(text) == nil)
    #expect(NameMatcher.fold(text) == NameFoldTests.foundationFold(text))
  }

  @Test(arguments: ["给Glow发消息说明天5点见", "我的 Wife", "  妈妈  ", "丁\t\u{9FFF}"])
  func hanAndASCIIFoldAsFoundationFoldsThem(_ text: String) {
    #expect(NameMatcher.foldPlain(text) == NameFoldTests.foundationFold(text))
  }
}
