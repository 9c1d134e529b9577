import Testing

@testable import HarkCore

/// Descriptions of content ("my latest report") as opposed to a message's words.
@Suite struct ContentReferenceTests {
  @Test(arguments: [
    ("my latest report", ["report"], true), ("her plane ticket", ["plane", "ticket"], false),
    ("the budget", ["budget"], false), ("我的最新报告", ["报告"], true), ("她的机票", ["机票"], false),
    // What a thing holds is the thing: its information, materials or file.
    ("她的机票信息", ["机票"], false), ("我的最新简历资料", ["简历"], true), ("他的合同文件", ["合同"], false),
    ("我的文件", ["文件"], false),
  ])
  func descriptionsAreRead(words: String, nouns: [String], newest: Bool) throws {
    let reference = try #require(ContentReference(words))
    #expect(reference.nouns == nouns)
    #expect(reference.newest == newest)
  }

  @Test(arguments: ["I love you", "see you at noon", "hello", "my", "你好", "明天见"])
  func wordsWithoutADeterminerAreNoDescription(words: String) {
    #expect(ContentReference(words) == nil)
  }

  @Test(arguments: [
    ("it", ReferenceKind.this), ("that one", .this), ("the first one", .first), ("这个", .this),
    ("this file", .this), ("that document", .this),
  ])
  func pronounsPointAtWhatWasShown(words: String, kind: ReferenceKind) {
    #expect(ReferenceKind(pronoun: words) == kind)
  }
}
