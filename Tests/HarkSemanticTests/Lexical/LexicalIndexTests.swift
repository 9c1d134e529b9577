import Foundation
import Testing

@testable import HarkSemantic

@Suite struct LexicalIndexTests {
  @Test(arguments: [
    ("films", "film"), ("cooking", "cook"), ("cooked", "cook"), ("running", "run"),
    ("happiness", "happi"), ("happy", "happi"), ("parties", "parti"), ("making", "mak"),
    ("make", "mak"), ("bus", "bus"), ("cat", "cat"),
  ])
  func stemmerConflatesInflections(word: String, stem: String) {
    #expect(Stemmer().stem(word) == stem)
  }

  @Test func stopWordsAndPunctuationAreNotTerms() {
    #expect(TermExtractor().terms("Show the messages about Films!") == ["film"])
  }

  @Test func bm25RanksTheDocumentWithTheRareWordFirst() {
    var index = LexicalIndex()
    index.add(document: 0, text: "the plumber fixed the sink")
    index.add(document: 1, text: "dinner at the new place, the sink was full of dishes")
    index.add(document: 2, text: "the plumber plumber called twice about the boiler")
    index.add(document: 3, text: "nothing to see here")
    let hits = index.search("plumber", limit: 10)
    #expect(hits.map(\.id) == [2, 0])
    #expect(index.search("plumbers and sinks", limit: 10).first?.id == 0)
    #expect(index.search("plumber boiler", limit: 10, minimumCoverage: 1).map(\.id) == [2])
  }

  @Test func allowedFilterRemovesDocumentsBeforeRanking() {
    var index = LexicalIndex()
    index.add(document: 0, text: "pizza tonight")
    index.add(document: 1, text: "pizza tomorrow")
    #expect(index.search("pizza", limit: 10) { $0 != 0 }.map(\.id) == [1])
  }

  @Test func queryOfOnlyStopWordsFindsNothing() {
    var index = LexicalIndex()
    index.add(document: 0, text: "the messages about it")
    #expect(index.search("messages about the", limit: 10).isEmpty)
  }

  @Test(arguments: [
    ("Jon Smith", 1), ("john smyth", 1), ("Lodz", 2), ("wang xiao ming", 3), ("Zoë", 4),
  ])
  func namesMatchDespiteTyposAccentsAndScripts(query: String, expected: Int) {
    var index = LexicalIndex()
    index.addName(document: 1, name: "John Smith")
    index.addName(document: 2, name: "Łódź Office")
    index.addName(document: 3, name: "王小明")
    index.addName(document: 4, name: "Zoe Martin")
    index.addName(document: 5, name: "Flare")
    #expect(index.names(matching: query).first?.id == expected)
  }

  @Test func unrelatedNameMatchesNothing() {
    var index = LexicalIndex()
    index.addName(document: 1, name: "John Smith")
    #expect(index.names(matching: "Xavier").isEmpty)
  }
}

@Suite struct LexicalSnapshotTests {
  @Test func snapshotRoundTripsTermsAndScores() throws {
    var index = LexicalIndex()
    index.add(document: 0, text: "the plumber fixed the sink")
    index.add(document: 2, text: "café crème and plumbers")
    let restored = try #require(LexicalIndex(snapshot: index.snapshot()))
    for query in ["plumber", "creme sink", "nothing"] {
      let before = index.search(query, limit: 5)
      let after = restored.search(query, limit: 5)
      #expect(before.map(\.id) == after.map(\.id))
      #expect(before.map(\.score) == after.map(\.score))
    }
  }

  @Test func damagedSnapshotIsRejected() {
    var index = LexicalIndex()
    index.add(document: 0, text: "some words here")
    let bytes = index.snapshot()
    #expect(LexicalIndex(snapshot: bytes.dropLast(3)) == nil)
    #expect(LexicalIndex(snapshot: Data([1, 2, 3])) == nil)
  }

  @Test func reopenedIndexUsesTheSavedWordIndex() throws {
    let folder = ScratchFolder()
    do {
      let index = try SemanticIndex(directory: folder.url, encoder: nil)
      index.state.withLock { $0.snapshotAfter = 1 }
      try index.add(id: "1", type: "Message", fields: ["body": "pizza tonight"])
      #expect(index.search("pizza").map(\.id) == ["1"])
      try index.add(id: "2", type: "Message", fields: ["body": "pizza tomorrow"])
    }
    let index = try SemanticIndex(directory: folder.url, encoder: nil)
    #expect(index.state.withLock { $0.lexicalCount } == 1)
    #expect(Set(index.search("pizza").map(\.id)) == ["1", "2"])
  }
}
