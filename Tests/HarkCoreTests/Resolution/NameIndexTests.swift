import HarkCore
import Testing

@Suite struct NameIndexTests {
  static let names = [
    "Glow", "Flare Sparkle", "Flare Moonbeam", "王小明", "Zoë Ålander", "José García", "Bubbles",
    "Łukasz Nowak", "Glowworm",
  ]
  static let index = NameIndex(items: names.map { [$0] })

  @Test(arguments: [
    ("glwo", "Glow"), ("Glow", "Glow"), ("wang xiaoming", "王小明"), ("Wang Xiaoming", "王小明"),
    ("王小明", "王小明"), ("zoe alander", "Zoë Ålander"), ("jose garcia", "José García"),
    ("Jsoe Garcia", "José García"), ("lukasz", "Łukasz Nowak"), ("Bubles", "Bubbles"),
    ("Flare Sparkel", "Flare Sparkle"), ("moonbeam", "Flare Moonbeam"),
  ])
  func findsTheNameMeant(_ words: String, _ expected: String) throws {
    let best = try #require(NameIndexTests.index.matches(words).first, "nothing for “\(words)”")
    #expect(NameIndexTests.names[best.item] == expected)
  }

  /// A search of names by their words finds what Foundation's `contains` finds in each folded
  /// name (ASCII on both sides is compared on bytes), including a name whose text is only
  /// canonically the words (a Greek question mark is a semicolon), and Han words in names with
  /// and without Latin letters.
  @Test func namesContainingWordsAreThoseFoundationFinds() {
    let names =
      NameIndexTests.names + [
        "O'Brien; Dana", "Dana\u{037E} O'Brien", "Ｆｌａｒｅ", "Zoe\u{0301}", "", "王芳", "Glow 王芳 notes",
      ]
    let index = NameIndex(items: names.map { [$0] })
    for words in [
      "flare", "ar", "o'b", ";", "e", "zo", "zoë", "王", "sparkle moon", "bubbles", "glowworms", "x", "王芳",
      "明天3点见", "glow 王",
    ] {
      let folded = NameMatcher.fold(words)
      let expected = names.indices.filter { NameMatcher.fold(names[$0]).contains(folded) }
      #expect(index.items(whoseNamesContain: folded) == expected, "“\(words)”")
    }
    #expect(index.items(whoseNamesContain: NameMatcher.fold("flare")).count == 3)
  }

  @Test func aSharedFirstNameTiesForAChoice() {
    let matches = NameIndexTests.index.matches("Flare")
    #expect(
      matches.prefix(2).map { NameIndexTests.names[$0.item] }.sorted() == ["Flare Moonbeam", "Flare Sparkle"])
    #expect(matches[0].score == matches[1].score)
  }

  /// The postings for slips are made by the first lookup that needs them: an index that first
  /// answered exact names answers slips as a fresh one does.
  @Test func slipsAfterExactLookupsFindWhatAFreshIndexFinds() {
    let index = NameIndex(items: NameIndexTests.names.map { [$0] })
    #expect(index.matches("Glow").first.map { NameIndexTests.names[$0.item] } == "Glow")
    #expect(index.matches("flare sparkle").first.map { NameIndexTests.names[$0.item] } == "Flare Sparkle")
    for slip in ["glwo", "Bubles", "Flare Sparkel", "lukasz", "Jsoe Garcia"] {
      let fresh = NameIndex(items: NameIndexTests.names.map { [$0] })
      #expect(index.matches(slip) == fresh.matches(slip), "\(slip)")
      #expect(!index.matches(slip).isEmpty, "\(slip)")
    }
  }

  @Test(arguments: ["Sparky", "Twilight", "xyz", "the"])
  func wordsThatNameNobodyFindNothing(_ words: String) {
    #expect(NameIndexTests.index.matches(words).isEmpty)
  }

  @Test func theIndexAgreesWithScoringEveryName() {
    let matcher = NameMatcher()
    for query in ["glwo", "flare", "wang", "zoe", "garcia", "bubbels", "nowak", "moonbeem"] {
      let scan = NameIndexTests.names.map { matcher.score(query, against: [$0]) }
      let best = scan.max() ?? 0
      let indexed = NameIndexTests.index.matches(query).first?.score ?? 0
      #expect(abs(indexed - (best >= NameMatcher.threshold ? best : 0)) < 1e-9, "\(query)")
    }
  }
}

@Suite struct RelationshipTests {
  @Test(arguments: [
    ("my wife", "spouse"), ("wife", "spouse"), ("My Husband", "spouse"), ("mom", "mother"),
    ("my mum", "mother"), ("我妻子", "spouse"), ("我老婆", "spouse"), ("我的老板", "boss"), ("妈妈", "mother"),
    ("my boss", "boss"),
  ])
  func readsRelationshipWords(_ words: String, _ name: String) {
    #expect(Relationship(words: words)?.name == name)
  }

  @Test(arguments: ["Glow", "my glow", "wifey person", "我们"])
  func otherWordsAreNoRelationship(_ words: String) {
    #expect(Relationship(words: words) == nil)
  }

  @Test func aContactsValueMatchesThroughSynonyms() throws {
    let wife = try #require(Relationship(words: "my wife"))
    #expect(wife.matches("Spouse"))
    #expect(wife.matches("老婆"))
    #expect(!wife.matches("mother"))
  }
}
