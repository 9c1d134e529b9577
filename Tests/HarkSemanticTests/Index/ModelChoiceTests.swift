import Foundation
import Glibc
import HarkStore
import Testing

@testable import HarkSemantic

@Suite struct ModelChoiceTests {
  @Test(arguments: [
    ("plain English", "did you watch Inception last night", false),
    ("accents", "Zoë's café served crêpes; Björn paid 12 kr.", false),
    ("Vietnamese", "Tiếng Việt có dấu", false),
    ("Chinese", "第五街的电影院正在上映新的《沙丘》", true),
    ("a Chinese name in English", "王小明 sent the slides", true),
    ("Cyrillic", "Привет, как дела?", true),
    ("emoji only", "🍕🍕 🌮", false),
  ])
  func textOutsideTheLatinScriptNeedsTheMultilingualModel(_ name: String, text: String, needs: Bool) {
    #expect(ModelChoice.needsMultilingualModel(text) == needs, "\(name)")
  }

  @Test func aRecordedModelIsKeptAndAnUnrecordedIndexWithVectorsIsMiniLM() throws {
    let folder = ScratchFolder()
    let index = try DerivedFolder.standalone(folder.url.path)
    let environment = ["HOME": folder.url.path]
    #expect(try ModelChoice(folder: index, environment: environment).reason == .newIndex)
    try Data(repeating: 1, count: 396).write(to: folder.url.appendingPathComponent(IndexState.vectorsFile))
    let earlier = try ModelChoice(folder: index, environment: environment)
    #expect(earlier.model == .miniLM)
    #expect(earlier.reason == .earlierIndex)
    try ModelChoice.record(.multilingualE5Small, in: index)
    let recorded = try ModelChoice(folder: index, environment: environment)
    #expect(recorded.model == .multilingualE5Small)
    #expect(recorded.reason == .recorded)
    #expect(recorded.description.contains("multilingual-e5-small"))
  }

  @Test func aRebuildResumesWithTheModelItStartedWithUnlessAnotherIsAskedFor() throws {
    let folder = ScratchFolder()
    let index = try DerivedFolder.standalone(folder.url.path)
    let staging = try index.subfolder(SemanticIndex.stagingFolder)
    try ModelChoice.record(.miniLM, in: index)
    try ModelChoice.record(.multilingualE5Small, in: staging)
    try staging.replace(SemanticIndex.checkpointFile, with: Array("{}".utf8))
    let environment = ["HOME": folder.url.path]
    let resumed = try ModelChoice.forRebuild(
      folder: index, environment: environment, requested: nil, texts: ["hello"])
    #expect(resumed.model == .multilingualE5Small)
    #expect(resumed.reason == .resumedRebuild)
    let asked = try ModelChoice.forRebuild(
      folder: index, environment: environment, requested: .miniLM, texts: ["你好"])
    #expect(asked.model == .miniLM)
    #expect(asked.reason == .requested)
    // A search never uses the staged model: the live vectors are MiniLM's.
    #expect(try ModelChoice(folder: index, environment: environment).model == .miniLM)
  }

  /// The record is an index file like the others: a link or a FIFO in its place is refused (never
  /// followed, never waited on), and what lies outside is left as it was.
  @Test(arguments: ["link", "fifo", "link in staging"])
  func aModelRecordThatIsNotARegularFileIsRefused(_ kind: String) throws {
    let folder = ScratchFolder()
    let index = try DerivedFolder.standalone(folder.url.appendingPathComponent("index").path)
    let outside = folder.url.appendingPathComponent("outside").path
    try Data("multilingual-e5-small\n".utf8).write(to: URL(fileURLWithPath: outside))
    let environment = ["HOME": folder.url.path]
    switch kind {
    case "fifo": #expect(mkfifo(index.path + "/" + ModelChoice.fileName, 0o600) == 0)
    case "link": #expect(symlink(outside, index.path + "/" + ModelChoice.fileName) == 0)
    default:
      let staging = try index.subfolder(SemanticIndex.stagingFolder)
      try staging.replace(SemanticIndex.checkpointFile, with: Array("{}".utf8))
      #expect(symlink(outside, staging.path + "/" + ModelChoice.fileName) == 0)
    }
    #expect(throws: StoreError.self) {
      _ = try ModelChoice.forRebuild(folder: index, environment: environment, requested: nil, texts: [])
    }
    if kind != "link in staging" {
      #expect(throws: StoreError.self) { _ = try ModelChoice(folder: index, environment: environment) }
      #expect(throws: StoreError.self) { _ = try SemanticIndex(folder: index, encoder: nil) }
      // Recording puts a regular file in its place (renamed over it, never written through it).
      try ModelChoice.record(.miniLM, in: index)
      #expect(try ModelChoice(folder: index, environment: environment).model == .miniLM)
    }
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "multilingual-e5-small\n")
  }

  @Test(arguments: [
    ("e5", EmbeddingModel.multilingualE5Small), ("MiniLM", .miniLM), ("all-MiniLM-L6-v2", .miniLM),
  ])
  func modelsAreNamedShortOrLong(_ name: String, model: EmbeddingModel) {
    #expect(EmbeddingModel(named: name) == model)
  }
}

/// The index with multilingual-e5-small: Chinese in, Chinese and English out, its model recorded.
@Suite(.disabled(if: E5Fixtures.skipModelTests, E5Fixtures.modelUnavailable))
struct MultilingualIndexTests {
  static let messages: [IndexEntry] = [
    ("zh-inception", "你昨晚看了《盗梦空间》吗？结局太震撼了"),
    ("zh-dune", "第五街的电影院正在上映新的《沙丘》IMAX版"),
    ("zh-budget", "我把预算表发给你了，请看一下第二页"),
    ("zh-hotpot", "我们晚上吃火锅还是烤鸭？"),
    ("en-plumber", "The plumber comes on Tuesday at noon"),
    ("en-rain", "Heavy rain tomorrow, take an umbrella"),
  ].map { IndexEntry(id: $0.0, type: "Message", fields: ["body": $0.1]) }

  @Test func aChineseTopicFindsTheChineseFilmMessagesFirst() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    let folder = ScratchFolder()
    let index = try SemanticIndex(directory: folder.url, encoder: encoder)
    try index.addEmbedded(Self.messages)
    #expect(index.vectorsModel == .multilingualE5Small)
    #expect(try ModelChoice.recorded(in: index.folder) == .multilingualE5Small)
    #expect(index.calibration == .multilingualE5Small)
    let hits = index.search("电影")
    #expect(Set(hits.prefix(2).map(\.id)) == ["zh-inception", "zh-dune"])
  }

  @Test func vectorsOfAnotherModelAreNeverCompared() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    let folder = ScratchFolder()
    try ModelChoice.record(.miniLM, in: try DerivedFolder.standalone(folder.url.path))
    let index = try SemanticIndex(directory: folder.url, encoder: encoder)
    try index.add(Self.messages)
    #expect(index.vectorsModel == .miniLM)
    #expect(index.search("电影").allSatisfy { $0.why == .lexical })
  }
}
