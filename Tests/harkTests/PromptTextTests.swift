import Testing

@testable import hark

@Suite struct PromptTextTests {
  @Test(arguments: [
    ("hark> ", "hark> "),
    ("\u{1B}[1;32mhark>\u{1B}[0m ", "\u{1}\u{1B}[1;32m\u{1}hark>\u{1}\u{1B}[0m\u{1} "),
    ("王> ", "王> "),
    ("a\u{1}b", "ab"),
  ])
  func colourCodesAreMarkedAsInvisible(prompt: String, expected: String) {
    #expect(PromptText.markingEscapes(prompt) == expected)
  }

  @Test func widePromptIsNulTerminated() {
    #expect(PromptText.wide("王>") == [0x738B, 0x3E, 0])
  }
}
