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

  /// Whether this run must have the model: on CI (`CI=true`) every semantic test runs, so a
  /// missing model fails the run instead of leaving it green with the model's tests skipped.
  static let modelRequired = requiresModel(environment: ProcessInfo.processInfo.environment)

  /// Whether the tests that need the real model skip themselves: only when it is missing and
  /// the run does not require it.
  static let skipModelTests = skipsModelTests(modelFound: modelDirectory != nil, required: modelRequired)

  static func requiresModel(environment: [String: String]) -> Bool {
    ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
  }

  static func skipsModelTests(modelFound: Bool, required: Bool) -> Bool {
    !modelFound && !required
  }

  /// Why the model tests are skipped.
  static let skipReason: Comment =
    "all-MiniLM-L6-v2 is not installed: run Scripts/semantic/install-model.sh (or set HARK_MODEL_DIR)"

  /// What a test that needs the model says when it cannot have it, naming the model and where
  /// it was looked for.
  static let modelUnavailable: Comment = {
    let searched = SentenceEncoder.searchedLocations(environment: ProcessInfo.processInfo.environment)
      .map(\.path).joined(separator: ", ")
    return """
      the sentence model all-MiniLM-L6-v2 is not installed or cannot be loaded (looked in \(searched)): \
      run Scripts/semantic/install-model.sh or set HARK_MODEL_DIR
      """
  }()

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
