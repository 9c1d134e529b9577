import Foundation
import Testing

@testable import HarkSemantic

@Suite struct LexicalOnlyIndexTests {
  @Test func withoutModelWordSearchWorksAndANoticeSaysSo() throws {
    let folder = ScratchFolder()
    let index = try SemanticIndex.open(directory: folder.url, environment: ["HOME": folder.url.path])
    #expect(index.encoder == nil)
    let notice = try #require(index.notice)
    #expect(notice.message.contains("install-model.sh"))
    #expect(!notice.message.contains("\n"))
    try index.add(id: "1", type: "Message", fields: ["body": "the plumber comes at noon"])
    try index.add(id: "2", type: "Message", fields: ["body": "movie night on friday"])
    let hits = index.search("when is the plumber coming")
    #expect(hits.map(\.id) == ["1"])
    #expect(hits.first?.why == .lexical)
    #expect(index.search("astronomy").isEmpty)
  }

  @Test func reopenedIndexKeepsEntitiesAndRemovals() throws {
    let folder = ScratchFolder()
    do {
      let index = try SemanticIndex(directory: folder.url, encoder: nil)
      try index.add(id: "1", type: "Message", fields: ["body": "pizza tonight"])
      try index.add(id: "2", type: "Message", fields: ["body": "pizza tomorrow"])
      try index.remove(id: "1")
    }
    let index = try SemanticIndex(directory: folder.url, encoder: nil)
    #expect(index.search("pizza").map(\.id) == ["2"])
    #expect(index.status.entities == 1)
  }

  @Test func namesMatchByTrigramsAndType() throws {
    let folder = ScratchFolder()
    let index = try SemanticIndex(directory: folder.url, encoder: nil)
    try index.add(id: "c1", type: "Contact", fields: ["name": "Zoë Martín"])
    try index.add(id: "f1", type: "File", fields: ["name": "zoe notes.txt"])
    #expect(index.names(matching: "zoe martin").first?.id == "c1")
    #expect(index.names(matching: "zoe", type: "File").map(\.id) == ["f1"])
  }
}

@Suite(.disabled(if: Fixtures.skipModelTests, Fixtures.skipReason))
struct SemanticIndexTests {
  static let encoder: SentenceEncoder? = Fixtures.modelDirectory.flatMap {
    try? SentenceEncoder(modelDirectory: $0)
  }

  static let messages: [IndexEntry] = [
    IndexEntry(
      id: "film", type: "Message", fields: ["body": "Did you see the new Villeneuve picture at the cinema?"],
      filters: ["sender": "Flare"], date: Date(timeIntervalSince1970: 1_000)),
    IndexEntry(
      id: "film2", type: "Message", fields: ["body": "The actors were great but the plot dragged"],
      filters: ["sender": "Ada"], date: Date(timeIntervalSince1970: 2_000)),
    IndexEntry(
      id: "bill", type: "Message", fields: ["body": "The electricity bill doubled this month"],
      filters: ["sender": "Flare"], date: Date(timeIntervalSince1970: 3_000)),
    IndexEntry(
      id: "dog", type: "Email", fields: ["subject": "Vet", "body": "Biscuit needs his shots on Tuesday"],
      filters: ["sender": "Clinic"], date: Date(timeIntervalSince1970: 4_000)),
  ]

  static let films: Set<String> = ["film", "film2"]

  /// The encoder, or a failure naming the model. (Unwrapped here: passed straight to the index's
  /// optional `encoder:`, `#require` would wrap the nil instead of failing.)
  static func requireEncoder() throws -> SentenceEncoder {
    try #require(encoder, Fixtures.modelUnavailable)
  }

  func embeddedIndex(_ folder: ScratchFolder) throws -> SemanticIndex {
    let index = try SemanticIndex(directory: folder.url, encoder: try Self.requireEncoder())
    try index.addEmbedded(Self.messages)
    return index
  }

  @Test func findsFilmsWhenAskedAboutMovies() throws {
    let folder = ScratchFolder()
    let hits = try embeddedIndex(folder).search("messages about movies")
    #expect(Set(hits.prefix(2).map(\.id)) == ["film", "film2"])
    #expect(hits.first?.why == .semantic)
    #expect(!hits.contains { $0.id == "bill" })
  }

  @Test func saysNothingRelevantRatherThanTheLeastBadMatch() throws {
    let folder = ScratchFolder()
    #expect(try embeddedIndex(folder).search("quantum chromodynamics lattice gauge theory").isEmpty)
  }

  @Test func filtersBySenderTypeAndDateBeforeScoring() throws {
    let folder = ScratchFolder()
    let index = try embeddedIndex(folder)
    let bySender = index.search(
      "messages about movies", filter: SearchFilter(properties: ["sender": "ada"]))
    #expect(bySender.map(\.id) == ["film2"])
    let byType = index.search("the dog's vaccination", filter: SearchFilter(type: "Message"))
    #expect(!byType.contains { $0.id == "dog" })
    let byDate = index.search(
      "messages about movies",
      filter: SearchFilter(from: Date(timeIntervalSince1970: 1_500), to: Date(timeIntervalSince1970: 5_000)))
    #expect(byDate.first?.id == "film2")
  }

  @Test func staticVectorsAnswerUntilTheTransformerCatchesUp() throws {
    let folder = ScratchFolder()
    let index = try SemanticIndex(directory: folder.url, encoder: try Self.requireEncoder())
    try index.add(Self.messages)
    #expect(index.status.pending == 4)
    let before = index.rank("a film at the cinema", using: .vectors, limit: 1)
    #expect(before.first?.why == .approximate)
    let embedded = try index.embedPending(batch: 2)
    #expect(embedded == 5)
    #expect(index.status.pending == 0)
    let after = index.search("messages about movies")
    #expect(Self.films.contains(after.first?.id ?? ""))
    #expect(after.first?.why == .semantic)
  }

  @Test func rebuildResumesAfterAnInterruption() throws {
    let folder = ScratchFolder()
    let index = try SemanticIndex(directory: folder.url, encoder: try Self.requireEncoder())
    try index.add([IndexEntry(id: "old", type: "Message", fields: ["body": "stale entry"])])
    var calls = 0
    let first = try index.rebuild(from: Self.messages, total: 4, batch: 2) { _ in
      calls += 1
      return false
    }
    #expect(first == .stopped(done: 2))
    #expect(index.search("stale entry").map(\.id) == ["old"])
    let reopened = try SemanticIndex(directory: folder.url, encoder: try Self.requireEncoder())
    var reports: [IndexProgress] = []
    let second = try reopened.rebuild(from: Self.messages, total: 4, batch: 2) {
      reports.append($0)
      return true
    }
    #expect(second == .finished(entities: 4))
    #expect(reports.first?.done == 4)
    #expect(reports.first?.doneThisRun == 2)
    #expect(reopened.status.entities == 4)
    #expect(reopened.search("stale entry").isEmpty)
    #expect(Self.films.contains(reopened.search("messages about movies").first?.id ?? ""))
  }
}
