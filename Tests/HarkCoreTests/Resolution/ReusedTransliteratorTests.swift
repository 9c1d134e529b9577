import Foundation
import Testing

@testable import HarkCore

/// The transliterator opened once must answer exactly as Foundation's `applyingTransform` does,
/// which opens a new one at every call.
@Suite struct ReusedTransliteratorTests {
  static let texts = [
    "王小明", "明天7点见", "给glow发消息说明天3点见", "zoë saldaña", "Ærøskøbing", "москва", "αθήνα",
    "東京タワー", "ひらがな", "서울", "القاهرة", "naïve café 😀 ok", "", "a", "plain ascii",
    // Long enough that the Latin form passes the first guess of its length (a syllable a character).
    String(repeating: "庄", count: 300), String(repeating: "长城", count: 50) + " end",
    // One code unit that becomes eighteen: past the first guess, so ICU asks for more room.
    String(repeating: "ﷺ", count: 100),
  ]

  @Test func opensWhereFoundationsICUIsLinked() {
    #expect(NameKey.reused.isOpen)
  }

  @Test(arguments: texts)
  func answersAsFoundationDoes(text: String) {
    let foundation = text.applyingTransform(StringTransform(NameKey.transformName), reverse: false)
    #expect(NameKey.reused.apply(text) == foundation)
  }

  /// Calls from many threads take turns on the one transliterator and get the same answers.
  @Test func threadsTakeTurns() async {
    let expected = Self.texts.map { NameKey.reused.apply($0) }
    await withTaskGroup(of: Bool.self) { group in
      for round in 0..<16 {
        group.addTask {
          (0..<20).allSatisfy { step in
            let index = (round * 7 + step) % Self.texts.count
            return NameKey.reused.apply(Self.texts[index]) == expected[index]
          }
        }
      }
      for await same in group { #expect(same) }
    }
  }

  /// Text past what it takes is left to Foundation, never a trap on a 32-bit length.
  @Test func textTooLongIsLeftToFoundation() {
    let short = ReusedTransliterator(NameKey.transformName, longestText: 8)
    #expect(short.apply("王小明abcde") == "wang xiao mingabcde")
    #expect(short.apply("王小明abcdef") == nil)
    #expect(NameKey.reused.longestText == 1 << 24)
  }

  @Test func anIdICUDoesNotKnowDoesNotOpen() {
    let unknown = ReusedTransliterator("No-Such-Transform")
    #expect(!unknown.isOpen)
    #expect(unknown.apply("王") == nil)
  }
}
