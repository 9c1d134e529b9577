import Foundation

/// What went wrong in the semantic index, as data; `message` turns it into words in one place.
public enum SemanticError: Error, Equatable, Sendable {
  /// No model folder was found in any of the places searched; `variable` is the environment
  /// variable that points at this model (MiniLM's `HARK_MODEL_DIR`, E5's `HARK_E5_MODEL_DIR`).
  case modelNotFound(searched: [String], variable: String = "HARK_MODEL_DIR")
  /// A file could not be read.
  case unreadableFile(path: String, reason: String)
  /// The weights file is not a float32 safetensors file of the expected shape.
  case malformedWeights(path: String, detail: String)
  /// A tensor the transformer needs is absent or has the wrong shape.
  case missingTensor(name: String, expectedShape: [Int])
  /// The vocabulary lacks one of the special tokens.
  case missingSpecialToken(String)
  /// The model's files do not fit together (a shape, a count, the vocabulary against the table).
  case invalidModel(path: String, detail: String)
  /// An index file is damaged beyond what recovery handles.
  case damagedIndex(path: String, detail: String)
  /// An index file could not be written.
  case unwritableFile(path: String, reason: String)

  /// A one-line description of the error that says what to do.
  public var message: String {
    switch self {
    case .modelNotFound(let searched, let variable):
      let looked = searched.isEmpty ? "" : " in \(searched.joined(separator: ", "))"
      return "no sentence model found\(looked); run Scripts/semantic/install-model.sh or set \(variable)"
    case .unreadableFile(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .malformedWeights(let path, let detail):
      return "\(path) is not a usable weights file: \(detail); reinstall the model"
    case .missingTensor(let name, let shape):
      return "the model lacks tensor \(name) of shape \(shape); reinstall the model"
    case .missingSpecialToken(let token):
      return "the vocabulary has no \(token) entry; reinstall the model"
    case .invalidModel(let path, let detail):
      return "the sentence model in \(path) is not usable: \(detail); reinstall the model"
    case .damagedIndex(let path, let detail):
      return "the semantic index at \(path) is damaged (\(detail)); run `hark index` to rebuild it"
    case .unwritableFile(let path, let reason):
      return "cannot write \(path): \(reason)"
    }
  }
}
