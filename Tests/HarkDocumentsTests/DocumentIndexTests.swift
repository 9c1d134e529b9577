import Foundation
import HarkSemantic
import Testing

@testable import HarkDocuments

/// The sentence models, loaded once for the suites; on CI (`CI=true`) a missing model fails.
enum Models {
  static let environment = ProcessInfo.processInfo.environment
  static let miniLM: (any SentenceEmbedder)? = try? EmbeddingModel.miniLM.load(environment: environment)
  static let e5: (any SentenceEmbedder)? = try? EmbeddingModel.multilingualE5Small.load(
    environment: environment)
  static var missing: Bool { miniLM == nil || e5 == nil }
  /// Skip the model tests only off CI; on CI they run and fail without the models.
  static var skip: Bool { missing && !onCI }
}

@Suite(.serialized) struct DocumentIndexTests {
  /// The generated folder, indexed once with both models, shared by the ranking tests.
  final class Indexed: Sendable {
    let scratch: Scratch
    let index: DocumentIndex
    let count: Int
    let update: DocumentIndex.Update

    init() throws {
      scratch = try Scratch()
      count = try DocumentCorpus.write(to: try Scratch.child(of: scratch, "docs"))
      index = try DocumentIndex(
        directory: scratch.url.appendingPathComponent("index"), folders: [scratch.path + "/docs"],
        latinEncoder: Models.miniLM, otherEncoder: Models.e5)
      update = try index.update()
    }
  }

  @Test(
    .disabled(if: Models.skip, "the sentence models are not installed (Scripts/semantic/install-model.sh)"))
  func theRightDocumentsComeFirstAmongMoreThan200() throws {
    #expect(!Models.missing, "the sentence models are not installed (Scripts/semantic/install-model.sh)")
    let indexed = try Indexed()
    #expect(indexed.count >= 200)
    #expect(indexed.update.read.count == indexed.count)
    #expect(indexed.update.problems.isEmpty, "\(indexed.update.problems)")
    let cases: [(query: String, expected: String)] = [
      ("the report about the offsite budget", "reports/offsite-budget-report.pdf"),
      ("关于团建预算的报告", "报告/团建预算报告.pdf"),
      ("预算表", "预算/预算表.odt"),
      ("find the marketing budget", "reports/marketing-budget-report.pdf"),
    ]
    for (query, expected) in cases {
      let hits = indexed.index.search(query, limit: 5).hits
      #expect(
        hits.first?.path.hasSuffix("/docs/" + expected) == true,
        "\(query): \(hits.map { ($0.path as NSString).lastPathComponent })")
    }
    #expect(indexed.index.search("offsite").indexed == indexed.count)
    // A description of three words or more by meaning too; a shorter one by its words alone.
    let described = indexed.index.matching("the report about the offsite budget")
    #expect(described.first?.path.hasSuffix("reports/offsite-budget-report.pdf") == true)
    let bare = indexed.index.matching("report")
    #expect(!bare.isEmpty)
    #expect(bare.allSatisfy { $0.why == .lexical || $0.why == .name }, "\(bare)")
    #expect(bare.allSatisfy { $0.path.contains("report") }, "\(bare.map(\.path))")
    let budgetSheet = indexed.index.matching("预算表")
    #expect(budgetSheet.first?.path.hasSuffix("预算/预算表.odt") == true, "\(budgetSheet.map(\.path))")
  }

  @Test(
    .disabled(if: Models.skip, "the sentence models are not installed (Scripts/semantic/install-model.sh)"))
  func textsGoToTheModelOfTheirScript() throws {
    #expect(ScriptSplitIndex.script(of: "Offsite budget report") == .latin)
    #expect(ScriptSplitIndex.script(of: "团建预算报告 2026 budget") == .other)
    #expect(ScriptSplitIndex.script(of: "Budget for the offsite with 王芳 and the whole sales team") == .latin)
  }

  @Test func withoutTheModelsTheWordIndexStillFinds() throws {
    let scratch = try Scratch()
    try DocumentCorpus.write(to: try Scratch.child(of: scratch, "docs"))
    let index = try DocumentIndex(
      directory: scratch.url.appendingPathComponent("index"), folders: [scratch.path + "/docs"],
      latinEncoder: nil, otherEncoder: nil)
    #expect(index.notice != nil)
    try index.update()
    let english = index.search("offsite budget report", limit: 5).hits
    #expect(english.first?.path.hasSuffix("reports/offsite-budget-report.pdf") == true, "\(english)")
    let chinese = index.search("团建预算报告", limit: 5).hits
    #expect(chinese.first?.path.hasSuffix("报告/团建预算报告.pdf") == true, "\(chinese)")
  }

  @Test func onlyAChangedFileIsReadAgainAndARemovedOneIsGone() throws {
    let scratch = try Scratch()
    let docs = try Scratch.child(of: scratch, "docs")
    let count = try DocumentCorpus.write(to: docs)
    let index = try DocumentIndex(
      directory: scratch.url.appendingPathComponent("index"), folders: [docs.path],
      latinEncoder: nil, otherEncoder: nil)
    #expect(try index.update().read.count == count)
    let again = try index.update()
    #expect(again.read.isEmpty)
    #expect(again.unchanged == count)

    let changed = try docs.write(
      "offsite/venue-notes.txt", text: "Venue notes\nThe lighthouse venue has a sauna.")
    let afterChange = try index.update()
    #expect(afterChange.read == [changed])
    #expect(index.search("lighthouse sauna").hits.first?.path == changed)

    let removed = docs.path + "/reports/offsite-budget-report.pdf"
    try FileManager.default.removeItem(atPath: removed)
    let afterRemoval = try index.update()
    #expect(afterRemoval.removed == [removed])
    #expect(afterRemoval.read.isEmpty)
    #expect(!index.search("offsite budget report").hits.contains { $0.path == removed })
    #expect(index.indexedCount == count - 1)
  }

  @Test func anInterruptedUpdateResumesWhereItStopped() throws {
    let scratch = try Scratch()
    let docs = try Scratch.child(of: scratch, "docs")
    for number in 1...20 { try docs.write("note-\(number).txt", text: "Note \(number) about the garden") }
    let directory = scratch.url.appendingPathComponent("index")
    var lines: [String] = []
    let first = try DocumentIndex(
      directory: directory, folders: [docs.path], latinEncoder: nil, otherEncoder: nil
    )
    .update(batchSize: 5) { progress in
      lines.append(progress.line)
      return progress.done < 5
    }
    #expect(first.stopped)
    #expect(first.read.count == 5)
    #expect(lines.first == "indexing 0 of 20 files")
    #expect(lines.last?.hasPrefix("indexing 5 of 20 files (") == true)
    // A new process: the index opened again from its files.
    let reopened = try DocumentIndex(
      directory: directory, folders: [docs.path], latinEncoder: nil, otherEncoder: nil)
    #expect(reopened.indexedCount == 5)
    let rest = try reopened.update(batchSize: 5)
    #expect(!rest.stopped)
    #expect(rest.read.count == 15)
    #expect(rest.unchanged == 5)
    #expect(reopened.indexedCount == 20)
  }

  @Test func linksAndFIFOsInTheFoldersAreNeitherFollowedNorRead() throws {
    let scratch = try Scratch()
    let docs = try Scratch.child(of: scratch, "docs")
    let outside = try scratch.write("outside/secret.txt", text: "the outside secret")
    try docs.write("inside.txt", text: "an inside note")
    try FileManager.default.createSymbolicLink(atPath: docs.path + "/link.txt", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(
      atPath: docs.path + "/outside-folder", withDestinationPath: scratch.path + "/outside")
    #expect(mkfifo(docs.path + "/pipe.txt", 0o600) == 0)
    let index = try DocumentIndex(
      directory: scratch.url.appendingPathComponent("index"), folders: [docs.path],
      latinEncoder: nil, otherEncoder: nil)
    let update = try index.update()
    #expect(update.read == [docs.path + "/inside.txt"])
    #expect(index.search("outside secret").hits.isEmpty)
  }

  @Test(arguments: [("report", 1.0), ("offsite budget", 2), ("the report about it", 4), ("预算表", 1.5)])
  func wordsAreCountedAsTheIndexCountsThem(text: String, words: Double) {
    #expect(DocumentIndex.wordCount(text) == words)
  }

  @Test func theProgressLineSaysCountRateAndTimeLeft() {
    let progress = DocumentProgress(done: 1240, total: 18300, elapsed: 1240.0 / 52)
    #expect(progress.line == "indexing 1,240 of 18,300 files (52 files/s, about 5 min left)")
  }
}

extension Scratch {
  /// A folder inside `parent`, removed with it.
  static func child(of parent: Scratch, _ name: String) throws -> Scratch {
    try Scratch(url: parent.url.appendingPathComponent(name), owned: false)
  }
}
