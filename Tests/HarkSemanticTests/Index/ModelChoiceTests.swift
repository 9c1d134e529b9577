import Foundation
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
    let environment = ["HOME": folder.url.path]
    #expect(ModelChoice(directory: folder.url, environment: environment).reason == .newIndex)
    try Data(repeating: 1, count: 396).write(to: folder.url.appendingPathComponent(IndexState.vectorsFile))
    let earlier = ModelChoice(directory: folder.url, environment: environment)
    #expect(earlier.model == .miniLM)
    #expect(earlier.reason == .earlierIndex)
    try ModelChoice.record(.multilingualE5Small, in: folder.url)
    let recorded = ModelChoice(directory: folder.url, environment: environment)
    #expect(recorded.model == .multilingualE5Small)
    #expect(recorded.reason == .recorded)
    #expect(recorded.description.contains("multilingual-e5-small"))
  }

  @Test func aRebuildResumesWithTheModelItStartedWithUnlessAnotherIsAskedFor() throws {
    let folder = ScratchFolder()
    let staging = folder.url.appendingPathComponent(SemanticIndex.stagingFolder)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    try ModelChoice.record(.miniLM, in: folder.url)
    try ModelChoice.record(.multilingualE5Small, in: staging)
    try Data("{}".utf8).write(to: staging.appendingPathComponent(SemanticIndex.checkpointFile))
    let environment = ["HOME": folder.url.path]
    let resumed = ModelChoice.forRebuild(
      directory: folder.url, environment: environment, requested: nil, texts: ["hello"])
    #expect(resumed.model == .multilingualE5Small)
    #expect(resumed.reason == .resumedRebuild)
    let asked = ModelChoice.forRebuild(
      directory: folder.url, environment: environment, requested: .miniLM, texts: ["你好"])
    #expect(asked.model == .miniLM)
    #expect(asked.reason == .requested)
    // A search never uses the staged model: the live vectors are MiniLM's.
    #expect(ModelChoice(directory: folder.url, environment: environment).model == .miniLM)
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
    #expect(ModelChoice.recorded(in: folder.url) == .multilingualE5Small)
    #expect(index.calibration == .multilingualE5Small)
    let hits = index.search("电影")
    #expect(Set(hits.prefix(2).map(\.id)) == ["zh-inception", "zh-dune"])
  }

  @Test func vectorsOfAnotherModelAreNeverCompared() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    let folder = ScratchFolder()
    try ModelChoice.record(.miniLM, in: folder.url)
    let index = try SemanticIndex(directory: folder.url, encoder: encoder)
    try index.add(Self.messages)
    #expect(index.vectorsModel == .miniLM)
    #expect(index.search("电影").allSatisfy { $0.why == .lexical })
  }
}
