import Testing

@testable import HarkSemantic

@Suite struct TypeMentionTests {
  static let types = [
    "HarkApps.UnicornMessage", "HarkApps.MailMessage", "HarkApps.PhotoAsset", "HarkApps.CalendarEvent",
  ]

  @Test(arguments: [
    ("HarkApps.UnicornMessage", ["unicorn", "message"]), ("Message", ["message"]),
    ("HarkApps.PhotoAsset", ["photo", "asset"]), ("Playlist", ["playlist"]),
  ])
  func aTypeNameIsReadAsTheWordsOfItsLastPart(name: String, words: [String]) {
    #expect(TypeMention.words(ofTypeName: name) == words)
  }

  @Test func aPluralNamesEveryTypeItStemsToAndLeavesTheTopic() {
    let mention = TypeMention(query: "messages about movies", typeNames: Self.types)
    #expect(mention.types == ["HarkApps.UnicornMessage", "HarkApps.MailMessage"])
    #expect(mention.remainder == "about movies")
  }

  @Test func punctuationAroundATypeWordStillNamesIt() {
    let mention = TypeMention(query: "photos, of the beach", typeNames: Self.types)
    #expect(mention.types == ["HarkApps.PhotoAsset"])
    #expect(mention.remainder == "of the beach")
  }

  @Test(arguments: ["movies", "电影", "the cinema on fifth street"])
  func aQueryNamingNoTypeIsLeftWhole(query: String) {
    let mention = TypeMention(query: query, typeNames: Self.types)
    #expect(mention.types.isEmpty)
    #expect(mention.remainder == query)
  }

  @Test func aQueryOfNothingButTypeWordsKeepsItsWordsForTheModel() {
    let mention = TypeMention(query: "messages", typeNames: Self.types)
    #expect(mention.types.count == 2)
    #expect(mention.remainder == "messages")
  }
}
