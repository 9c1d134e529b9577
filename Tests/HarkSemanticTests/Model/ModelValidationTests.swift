import Foundation
import Testing

@testable import HarkSemantic

/// A damaged model is an error at load, never a crash at search.
@Suite struct ModelValidationTests {
  /// A model folder whose config is `config` (a JSON object's members) with the installed weights
  /// and vocabulary when there are any (the config is checked before the weights are read).
  static func model(_ folder: ScratchFolder, config: String, extraVocabulary: Int = 0) throws -> URL {
    let url = folder.url.appendingPathComponent("model")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data("{\(config)}".utf8).write(to: url.appendingPathComponent("config.json"))
    var vocabulary = "[PAD]\n[UNK]\n[CLS]\n[SEP]\nhello\n"
    if let installed = Fixtures.modelDirectory {
      vocabulary = try String(contentsOf: installed.appendingPathComponent("vocab.txt"), encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        at: url.appendingPathComponent("model.safetensors"),
        withDestinationURL: installed.appendingPathComponent("model.safetensors"))
    } else {
      try Data().write(to: url.appendingPathComponent("model.safetensors"))
    }
    vocabulary += (0..<extraVocabulary).map { "extra\($0)\n" }.joined()
    try Data(vocabulary.utf8).write(to: url.appendingPathComponent("vocab.txt"))
    return url
  }

  @Test(arguments: [
    "\"num_attention_heads\": 0", "\"num_attention_heads\": 5", "\"hidden_size\": 0",
    "\"hidden_size\": -384", "\"num_hidden_layers\": -1", "\"intermediate_size\": 0",
    "\"vocab_size\": 0", "\"max_position_embeddings\": 0",
  ])
  func aBadShapeInTheConfigIsAnInvalidModel(_ member: String) throws {
    let folder = ScratchFolder()
    let url = try Self.model(folder, config: member)
    #expect {
      _ = try SentenceEncoder(modelDirectory: url)
    } throws: { error in
      guard case .invalidModel(_, let detail) = error as? SemanticError else { return false }
      return detail.hasPrefix("config.json:")
    }
  }

  @Test(.disabled(if: Fixtures.skipModelTests, Fixtures.skipReason))
  func aVocabularyLongerThanTheEmbeddingTableIsAnInvalidModel() throws {
    _ = try #require(Fixtures.modelDirectory, Fixtures.modelUnavailable)
    let folder = ScratchFolder()
    let url = try Self.model(folder, config: "", extraVocabulary: 10)
    #expect {
      _ = try SentenceEncoder(modelDirectory: url)
    } throws: { error in
      guard case .invalidModel(_, let detail) = error as? SemanticError else { return false }
      return detail.contains("vocab.txt has 30532 entries")
    }
  }

  @Test func anInvalidModelMeansWordSearchWithANotice() throws {
    let folder = ScratchFolder()
    let url = try Self.model(folder, config: "\"num_attention_heads\": 0")
    let index = try SemanticIndex.open(
      directory: folder.url.appendingPathComponent("index"), environment: ["HARK_MODEL_DIR": url.path])
    #expect(index.encoder == nil)
    #expect(index.notice?.message.contains("num_attention_heads is 0") == true)
    try index.add([IndexEntry(id: "m1", type: "Message", fields: ["body": "rainbow sprinkles"])])
    #expect(index.search("sprinkles").map(\.id) == ["m1"])
  }
}
