import Testing

@testable import HarkGrammar

@Suite("Normalising utterances")
struct NormalizedTextTests {
  @Test(
    "text is folded as hassil folds it",
    arguments: [
      ("Turn ON the Light.", false, "turn on the light"),
      ("  lots   of\tspace  ", false, "lots of space"),
      ("What’s up?", false, "what's up"),
      ("A.C. on, please!", false, "a.c on please"),
      ("set 50% now", false, "set 50% now"),
      ("« bonjour »", false, "« bonjour »"),
      ("给 Glow 发消息，说：你好！", true, "给glow发消息说你好"),
      ("Ärger ÉTÉ", false, "ärger été"),
      ("", false, ""),
      ("?!", false, ""),
    ])
  func textIsFolded(_ input: String, _ ignoreWhitespace: Bool, _ expected: String) {
    let text = NormalizedText(input, ignoreWhitespace: ignoreWhitespace)
    let folded = String(String.UnicodeScalarView(text.scalars.compactMap(Unicode.Scalar.init)))
    #expect(folded == expected)
    #expect(text.scalars.count == text.origins.count)
  }

  /// ASCII lines take a path of their own: it must fold as the general one does, which a line with
  /// one more word that is not ASCII takes.
  @Test(
    "ASCII lines fold as the general path folds them",
    arguments: [
      "  Turn ON, the Light!!  ", "a.c. (on)", "?! hi", "\"quoted\" text", "x", "", "  ", "one\ttwo\nthree",
      "what's the temperature of (kitchen)?", "set 50% now.",
    ])
  func asciiLinesFoldAsTheGeneralPath(_ input: String) {
    let ascii = NormalizedText(input, ignoreWhitespace: false)
    let general = NormalizedText(input + " é", ignoreWhitespace: false)
    let tail: [UInt32] = (ascii.scalars.isEmpty ? [] : [NormalizedText.space]) + [0xE9]
    #expect(general.scalars == ascii.scalars + tail)
    #expect(Array(general.origins.prefix(ascii.origins.count)) == ascii.origins)
  }

  @Test func spansMapBackToTheInputCharacters() {
    let text = NormalizedText("Send 👍🏽 to Zoë!", ignoreWhitespace: false)
    // "send 👍🏽 to zoë": the emoji is two scalars but one character.
    let start = text.scalars.count - 3
    let (original, range) = text.original(start, text.scalars.count)
    #expect(original == "Zoë")
    #expect(range == 10..<13)
  }

  @Test func skipWordsAreRemovedWholeWord() throws {
    let text = NormalizedText("please could you pleasantly open it", ignoreWhitespace: false)
    let skipped = try #require(
      text.removingSkipWords(
        [Array("could you".unicodeScalars.map(\.value)), Array("please".unicodeScalars.map(\.value))],
        ignoreWhitespace: false))
    #expect(
      String(String.UnicodeScalarView(skipped.scalars.compactMap(Unicode.Scalar.init)))
        == "pleasantly open it")
  }

  @Test func freeTextDropsEnclosingQuotesButKeepsTheQuestionMark() {
    let text = NormalizedText("say “what movie?”", ignoreWhitespace: false)
    #expect(text.freeText(4, text.scalars.count).text == "what movie?")
  }
}
