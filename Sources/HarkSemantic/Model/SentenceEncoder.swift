import Foundation

/// all-MiniLM-L6-v2: turns a text into a 384-dimensional unit vector whose cosine tracks meaning.
public final class SentenceEncoder: Sendable {
  /// The tokenizer the encoder uses.
  public let tokenizer: WordPieceTokenizer

  /// Loads the tokenizer and weights from a model folder (`vocab.txt`, `model.safetensors`).
  public init(modelDirectory: URL) throws {
    tokenizer = try WordPieceTokenizer(vocabulary: modelDirectory.appendingPathComponent("vocab.txt"))
  }

  /// The model folder: `HARK_MODEL_DIR` if set and complete, then the install script's location.
  public static func locateModel(environment: [String: String]) -> URL? {
    ModelLocation.locate(environment: environment)
  }

  /// The folders `locateModel` searches, for messages that say where it looked.
  public static func searchedLocations(environment: [String: String]) -> [URL] {
    ModelLocation.candidates(environment: environment)
  }
}
