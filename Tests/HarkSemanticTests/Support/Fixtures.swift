import Foundation
import Testing

@testable import HarkSemantic

/// Test data and the installed model, shared by the suites.
enum Fixtures {
  /// The folder holding the committed reference data.
  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

  /// The installed model folder, or nil when the model is not installed on this machine.
  static let modelDirectory: URL? = SentenceEncoder.locateModel(
    environment: ProcessInfo.processInfo.environment)

  /// Whether tests that need the real model can run.
  static let modelMissing = modelDirectory == nil

  /// Why the model tests are skipped.
  static let skipReason: Comment =
    "all-MiniLM-L6-v2 is not installed: run Scripts/semantic/install-model.sh (or set HARK_MODEL_DIR)"

  struct ReferenceCase: Decodable {
    let text: String
    let ids: [Int32]
    let embedding: [Float]
  }

  struct Reference: Decodable {
    let maxLength: Int
    let cases: [ReferenceCase]
  }

  static let reference: Reference = {
    let url = resources.appendingPathComponent("reference.json")
    guard let data = try? Data(contentsOf: url),
      let decoded = try? JSONDecoder().decode(Reference.self, from: data)
    else { return Reference(maxLength: 0, cases: []) }
    return decoded
  }()

  static let tokenizer: WordPieceTokenizer? = modelDirectory.flatMap {
    try? WordPieceTokenizer(vocabulary: $0.appendingPathComponent("vocab.txt"))
  }
}
