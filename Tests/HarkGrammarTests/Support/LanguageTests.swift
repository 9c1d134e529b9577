import Testing

@testable import HarkGrammar

@Suite struct LanguageTests {
  @Test(arguments: [
    "en", "zh", "ja", "zh-cn", "ZH-CN", "zh-Hans", "En", "", "-", "--", "-cn", "a-b-c", "é-x", "É", "en_US",
  ])
  func baseIsThePartBeforeTheFirstDashInLowerCase(_ code: String) {
    #expect(Language(code).base == Language.base(splitting: code))
  }

  @Test func writingWithoutSpacesFollowsTheBase() {
    #expect(Language("zh").writesWithoutSpaces && Language("ZH-cn").writesWithoutSpaces)
    #expect(Language("ja").writesWithoutSpaces && !Language("en").writesWithoutSpaces)
    #expect(Language("zh-TW").isChinese && !Language("en-zh").isChinese)
  }
}
