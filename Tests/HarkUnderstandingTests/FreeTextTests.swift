import HarkGrammar
import Testing

@testable import HarkUnderstanding

@Suite struct ContentPhraseTests {
  @Test(arguments: [
    "my latest report", "her plane ticket", "this photo", "the slides", "our tax file",
  ])
  func phrasesForThingsReferToContent(_ text: String) {
    #expect(ContentPhrase.refersToContent(text, language: .english))
  }

  @Test(arguments: [
    "my flight is late", "hello", "the sky is green tonight", "see you at noon", "my love to the kids",
    "this is fine",
  ])
  func messagesAreText(_ text: String) {
    #expect(!ContentPhrase.refersToContent(text, language: .english))
  }

  @Test func chinesePhrasesForThingsReferToContent() {
    #expect(ContentPhrase.refersToContent("我的最新报告", language: .chinese))
    #expect(ContentPhrase.refersToContent("她的机票", language: .chinese))
    #expect(!ContentPhrase.refersToContent("我的天我到了", language: .chinese))
    #expect(!ContentPhrase.refersToContent("明天见", language: .chinese))
  }
}

@Suite struct FreeTextCueTests {
  @Test(arguments: [
    ("ping flare saying running late", FreeTextCue.Kind.body, "running late"),
    ("tell dana that the keys are under the mat", .body, "the keys are under the mat"),
    ("email leo about the budget", .topic, "the budget"),
    ("add a contact named Sam Lee", .name, "Sam Lee"),
  ])
  func theWordsAfterACueAreTheFreeText(_ line: String, _ kind: FreeTextCue.Kind, _ text: String) {
    #expect(FreeTextCue.text(after: kind, in: line, language: .english)?.text == text)
  }

  @Test func aCueInsideAWordIsNoCue() {
    #expect(FreeTextCue.text(after: .body, in: "message thatcher", language: .english) == nil)
    #expect(FreeTextCue.text(after: .topic, in: "email leo", language: .english) == nil)
  }

  @Test func chineseCuesNeedNoSpaces() {
    let found = FreeTextCue.text(after: .body, in: "捎个话给Flare说明天见", language: .chinese)
    #expect(found?.text == "明天见")
    #expect(found?.start == 10)
  }
}

/// A Chinese line is compacted on its bytes as the general way compacts it.
@Suite struct ContentPhraseCompactTests {
  static func general(_ text: String) -> String { text.filter { !$0.isWhitespace && !$0.isPunctuation } }

  @Test func everyASCIICharacterIsKeptOrDroppedAsTheGeneralWay() {
    for byte in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(byte))
      let text = character + "我的" + character + "a" + character + character + "报告" + character
      #expect(ContentPhrase.compacted(text) == Self.general(text), "\(byte)")
    }
  }

  @Test func everyHanCharacterIsKept() {
    let han = (0x4E00...0x9FFF).compactMap { Unicode.Scalar($0).map(Character.init) }
    for start in stride(from: 0, to: han.count, by: 1000) {
      let run = String(han[start..<min(start + 1000, han.count)])
      let text = " 我, " + run + "!\r\n"
      #expect(ContentPhrase.compacted(text) == Self.general(text))
    }
  }

  @Test(arguments: ["我的最新报告。", "把「我的报告」发给Glow", "这张 照片！", "ｆｕｌｌ", "㐀", "明天5点见", ""])
  func otherTextIsCompactedTheGeneralWay(_ text: String) {
    #expect(ContentPhrase.compacted(text) == Self.general(text))
  }
}
