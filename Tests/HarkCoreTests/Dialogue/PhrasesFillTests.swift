import Testing

@testable import HarkCore

/// A template is filled on its bytes as the general way fills it by characters.
@Suite struct PhrasesFillTests {
  static let arguments: [String: String] = [
    "destination": "Flare", "content": "明天5点见", "app": "UnicornChat", "e": "e\u{301}", "": "empty",
  ]

  @Test(arguments: [
    "Sent to {destination} in {app}: “{content}”", "Sent to {destination} in {app}: \"{content}\"", "{app}",
    "{unknown} and {destination}", "no braces", "{", "}", "{}", "a{b", "a{b}c{d", "{{destination}}",
    "x}{destination}{", "{e}\u{301}", "caf{e}", "{destination}{app}{content}", "",
    "已在{app}中发送给{destination}：“{content}”", "{\u{301}app}", "{app\u{301}}", "\u{600}{app}", "{app}\u{200D}",
    "{app}\u{903}x", "é{app}", "\r{app}\n", "👍🏽{app}👍🏽",
  ])
  func asciiTemplatesFillAsTheGeneralWay(_ template: String) {
    #expect(Phrases.fill(template, Self.arguments) == Phrases.fillCharacters(template, Self.arguments))
  }

  @Test func templatesWithAJoinedBraceAreFilledByCharacters() {
    #expect(Phrases.fillBytes("{\u{301}app}", Self.arguments) == nil)
    #expect(Phrases.fillBytes("\u{600}{app}", Self.arguments) == nil)
    #expect(Phrases.fill("已在{app}中发送", Self.arguments) == "已在UnicornChat中发送")
  }
}
