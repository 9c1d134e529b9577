import Foundation
import Testing

@testable import HarkSemantic

/// multilingual-e5-small for the tests, and its committed reference
/// (`Resources/e5-reference.json`, made by `Scripts/semantic/make-e5-reference.py`).
enum E5Fixtures {
  /// The installed model file, or nil.
  static let modelFile: URL? = E5Encoder.locateModel(environment: ProcessInfo.processInfo.environment)

  /// On CI (`CI=true`) a missing model fails the run, naming the model; elsewhere its tests skip.
  /// (The same rule as MiniLM's; one helper once both live on main.)
  static let modelRequired = ["true", "1", "yes"].contains(
    ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

  /// Whether the tests that need the model skip themselves.
  static let skipModelTests = modelFile == nil && !modelRequired

  /// The model, loaded once.
  static let encoder: E5Encoder? = modelFile.flatMap { try? E5Encoder(modelFile: $0) }

  /// What a test says when the model is missing.
  static let modelUnavailable: Comment = {
    let searched = E5Encoder.searchedLocations(environment: ProcessInfo.processInfo.environment)
      .map(\.path).joined(separator: ", ")
    return """
      the sentence model multilingual-e5-small is not installed or cannot be loaded (looked for \
      \(searched)): run Scripts/semantic/install-model.sh or set HARK_E5_MODEL_DIR
      """
  }()

  struct ReferenceCase: Decodable {
    let kind: String
    let text: String
    let ids: [Int32]
    let embedding: [Float]
  }

  struct Reference: Decodable {
    let cases: [ReferenceCase]
  }

  static let reference: [ReferenceCase] = {
    let url = Fixtures.resources.appendingPathComponent("e5-reference.json")
    guard let data = try? Data(contentsOf: url),
      let decoded = try? JSONDecoder().decode(Reference.self, from: data)
    else { return [] }
    return decoded.cases
  }()
}
