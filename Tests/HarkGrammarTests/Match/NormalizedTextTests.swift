import Foundation
import HarkSupport
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

  /// Skip words are looked for only at word starts; the words they must not touch (inside or at
  /// the end of another word, after a removed one) are kept as the position-by-position search kept them.
  @Test(arguments: [
    ("please please open it", "open it"),
    ("unplease open it", "unplease open it"),
    ("open pleaseit please", "open pleaseit"),
    ("could you could you open", "open"),
    ("you could open could", "you could open could"),
    ("please", ""),
  ])
  func skipWordsAreFoundOnlyAtWordStarts(line: String, kept: String) {
    let text = NormalizedText(line, ignoreWhitespace: false)
    let skipped = text.removingSkipWords(
      [Array("could you".unicodeScalars.map(\.value)), Array("please".unicodeScalars.map(\.value))],
      ignoreWhitespace: false)
    let scalars = skipped?.scalars ?? text.scalars
    #expect(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))) == kept)
  }

  @Test func freeTextDropsEnclosingQuotesButKeepsTheQuestionMark() {
    let text = NormalizedText("say “what movie?”", ignoreWhitespace: false)
    #expect(text.freeText(4, text.scalars.count).text == "what movie?")
  }

  /// The shortcut that skips NFC must hold for every scalar it lets through, alone and after a
  /// letter (where a combining mark would compose), and must not let a combining mark through.
  @Test func textTheShortcutCallsComposedIsUnchangedByNFC() {
    var checked = 0
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(Character(scalar))
      guard NormalizedText.isComposedAsItIs(alone) else { continue }
      checked += 1
      #expect(
        alone.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(alone.unicodeScalars),
        "U+\(String(value, radix: 16))")
      let pair = "e" + alone
      #expect(
        pair.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(pair.unicodeScalars),
        "e U+\(String(value, radix: 16))")
    }
    #expect(checked > 20_000)
    #expect(NormalizedText.isComposedAsItIs("张伟，明天见"))
    #expect(!NormalizedText.isComposedAsItIs("Zoe\u{0308}"))
    #expect(!NormalizedText.isComposedAsItIs("\u{212B}"))  // Angstrom sign: NFC makes it Å
    #expect(!NormalizedText.isComposedAsItIs("한국"))
    // The general path gives the same scalars either way.
    let decomposed = NormalizedText("Zoe\u{0308} 张伟", ignoreWhitespace: false)
    #expect(decomposed.scalars == NormalizedText("Zoë 张伟", ignoreWhitespace: false).scalars)
  }
}

/// Slot text is written as UTF-8 from the input's scalars: the string appending them makes.
@Suite struct NormalizedTextStringTests {
  @Test(arguments: [
    "给Glow发消息说明天5点见", "Zoë", "e\u{301}", "😀 hi 👍🏽", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
    "", "a",
    "「你好」！", "Ärger ÉTÉ",
  ])
  func utf8StringIsTheScalarsString(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    for lower in 0...scalars.count {
      for upper in lower...scalars.count {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<upper])
        #expect(NormalizedText.utf8String(scalars[lower..<upper]) == String(view))
        #expect(Array(NormalizedText.utf8String(scalars[lower..<upper]).utf8) == Array(String(view).utf8))
      }
    }
  }
}

/// An ASCII line is normalised from its bytes and keeps no array of its scalars: its scalars,
/// origins and slot texts must be the general path's, on lines of every kind of word edge.
@Suite struct NormalizedTextASCIITests {
  @Test func asciiPathGivesWhatTheGeneralPathGives() {
    let alphabet = Array("aZ9 \t\n.,?!;:\"'()-_%x ")
    var generator = SplitMix64(seed: 15)
    var lines = ["", " ", "?!", "\"hi\"", "say \"what now?\"!", "it's (kitchen)?", "a.c. on", "x"]
    for _ in 0..<400 {
      let length = Int(generator.next() % 14)
      lines.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
    }
    for line in lines {
      let fast = NormalizedText(line, ignoreWhitespace: false)
      let general = NormalizedText(line, ignoreWhitespace: false, asciiPath: false)
      #expect(fast.asciiInput == line)
      #expect(general.asciiInput == nil)
      #expect(fast.scalars == general.scalars, "\(line)")
      #expect(fast.origins == general.origins, "\(line)")
      for start in 0...fast.scalars.count {
        for end in start...fast.scalars.count {
          #expect(fast.original(start, end) == general.original(start, end), "\(line) \(start)..<\(end)")
          #expect(fast.freeText(start, end) == general.freeText(start, end), "\(line) \(start)..<\(end)")
          #expect(fast.characterCount(start, end) == general.characterCount(start, end))
        }
      }
      let split = fast.splittingHyphens()
      let generalSplit = general.splittingHyphens()
      #expect(split?.scalars == generalSplit?.scalars)
      if let split, let generalSplit, !split.scalars.isEmpty {
        #expect(split.original(0, split.scalars.count) == generalSplit.original(0, split.scalars.count))
      }
    }
    #expect(lines.count > 400)
  }
}
