import Testing

@testable import HarkCore

/// Name keys: an ASCII name is keyed in one pass over its bytes, and that key must be the one the
/// general path (folding, splitting on anything but letters and digits) makes.
@Suite struct NameKeyTests {
  @Test(arguments: [
    "Flare", "Flare Sparkle", "  flare   SPARKLE ", "O'Brien", "Mary-Jane Watson", "R2 D2", "x", "",
    "   ", "a\tb\nc", "J. R. R. Tolkien", "---", "Anne  (work)", "UPPER lower 123", "a\r\nb",
  ])
  func theASCIIPathMakesTheGeneralKey(_ name: String) {
    #expect(NameKey(name) == NameKey(anyText: name, transliterate: NameKey.transliterate), "“\(name)”")
  }

  @Test(arguments: ["Zoë", "王小明", "José García", "Łukasz"])
  func otherTextTakesTheGeneralPath(_ name: String) {
    #expect(NameKey(name) == NameKey(anyText: name, transliterate: NameKey.transliterate))
    #expect(!NameKey(name).words.isEmpty)
  }

  /// A key read back from the cache file (its folded text and words) is the key it was made as.
  @Test(arguments: [
    "Flare", "Flare Sparkle", "Zoë Saldaña", "王小明", "给Flare发消息", "Łukasz", "Ærøskøbing", "", "R2 D2",
    "مريم", "ﷺ",
  ])
  func aKeyFromItsFoldedTextAndWordsIsTheSame(_ name: String) {
    let key = NameKey(name)
    #expect(NameKey(folded: key.folded, words: key.words) == key, "“\(name)”")
  }

  /// Han is read a character at a time, each character a word, the text between by ICU: the
  /// same words as ICU gives for plain Chinese, Latin names inside Chinese kept apart.
  @Test(arguments: [
    ("王小明", ["wang", "xiao", "ming"]),
    ("我们明天在图书馆见", ["wo", "men", "ming", "tian", "zai", "tu", "shu", "guan", "jian"]),
    ("给Flare发消息", ["gei", "flare", "fa", "xiao", "xi"]),
    ("明天3点见", ["ming", "tian", "3", "dian", "jian"]),
    ("Zoë的文件", ["zoe", "de", "wen", "jian"]),
    ("张三,你好", ["zhang", "san", "ni", "hao"]),
  ])
  func hanIsReadByCharacter(_ text: String, _ words: [String]) {
    #expect(NameKey(text).words == words)
    #expect(NameKey(text).hasHan)
  }

  /// A character's syllable is ICU's reading of it alone, asked once.
  @Test func aSyllableIsICUsReadingOfTheCharacter() {
    for character in ["王", "重", "长", "乐", "馆"] {
      let scalar = character.unicodeScalars.first!
      #expect(HanSyllables.withoutFolder.syllable(scalar) == NameKey.icu(character))
      #expect(HanSyllables.withoutFolder.syllable(scalar) == HanSyllables.withoutFolder.syllable(scalar))
    }
  }

  /// A name the runtime lists take as it is, without keying it, is one whose key's words are its
  /// own words in lower case.
  @Test(arguments: [
    ("Flare", true), ("Flare Sparkle", true), ("Glow 2", true), (" Flare", false), ("Flare ", false),
    ("Flare  Sparkle", false), ("O'Brien", false), ("Zoë", false), ("王小明", false), ("", false),
    ("Mary-Jane", false),
  ])
  func aPlainLatinNameIsItsOwnKey(_ name: String, _ plain: Bool) {
    #expect(RuntimeListsSource.isPlainLatin(name) == plain)
    if plain { #expect(NameKey(name).words.joined(separator: " ") == name.lowercased()) }
  }
}

/// A key's compact text written from ASCII bytes is the text its scalars make.
@Suite struct NameKeyCompactTextTests {
  @Test(arguments: [
    "Flare Sparkle", "see you at 5", "王小明", "Zoë", "说明天5点见", "", "Q2 sales report.pdf", "Łukasz",
  ])
  func compactTextIsTheScalarsText(_ name: String) {
    let key = NameKey(name)
    #expect(key.compactText == String(String.UnicodeScalarView(key.compact.compactMap(Unicode.Scalar.init))))
  }
}
