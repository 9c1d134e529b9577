import COpenBLAS
import Foundation

/// all-MiniLM-L6-v2: turns a text into a 384-dimensional unit vector whose cosine tracks meaning.
public final class SentenceEncoder: Sendable {
  /// The tokenizer the encoder uses.
  public let tokenizer: WordPieceTokenizer
  /// The length of every vector this encoder returns.
  public var dimension: Int { forward.weights.hidden }
  private let forward: BertForward
  /// Texts per forward pass in `embedBatch`; larger batches use the matrix kernels better.
  private let batchSize = 16

  /// Loads the tokenizer and weights from a model folder (`vocab.txt`, `config.json`,
  /// `model.safetensors`); the maximum sequence length comes from `sentence_bert_config.json`.
  public init(modelDirectory: URL) throws {
    var maxLength = 256
    let sentenceConfig = modelDirectory.appendingPathComponent("sentence_bert_config.json")
    // The file is optional: without it (or unreadable) the default length stands.
    if let data = try? Data(contentsOf: sentenceConfig),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let length = object["max_seq_length"] as? Int
    {
      maxLength = length
    }
    guard maxLength > 0 else {
      throw SemanticError.invalidModel(
        path: modelDirectory.path, detail: "sentence_bert_config.json: max_seq_length is \(maxLength)")
    }
    tokenizer = try WordPieceTokenizer(
      vocabulary: modelDirectory.appendingPathComponent("vocab.txt"), maxLength: maxLength)
    let weights = try BertWeights(modelDirectory: modelDirectory)
    // A word piece numbered past the embedding table would be read from beyond it.
    guard tokenizer.vocabularySize <= weights.vocabularySize else {
      throw SemanticError.invalidModel(
        path: modelDirectory.path,
        detail:
          "vocab.txt has \(tokenizer.vocabularySize) entries but the embedding table has \(weights.vocabularySize) rows"
      )
    }
    forward = BertForward(weights: weights)
  }

  /// The model folder: `HARK_MODEL_DIR` if set (and then only it), else the install script's
  /// location (`${XDG_DATA_HOME:-$HOME/.local/share}/hark-model`); nil when none is complete.
  public static func locateModel(environment: [String: String]) -> URL? {
    ModelLocation.locate(environment: environment)
  }

  /// The folders `locateModel` searches, for messages that say where it looked.
  public static func searchedLocations(environment: [String: String]) -> [URL] {
    ModelLocation.candidates(environment: environment)
  }

  /// Sets how many threads OpenBLAS uses for the whole process (OpenBLAS keeps this setting itself;
  /// the executable decides it once at start). One thread encodes a query fastest when other work
  /// shares the cores, as its spinning worker threads then wait on each other; the environment
  /// variable `OPENBLAS_NUM_THREADS` sets the same thing.
  public static func useMatrixThreads(_ count: Int) {
    openblas_set_num_threads(Int32(max(1, count)))
  }

  /// The transformer's sentence vector of `text`: mean-pooled and of unit length.
  public func embed(_ text: String) -> [Float] {
    forward.embed([tokenizer.encode(text)]).first ?? [Float](repeating: 0, count: dimension)
  }

  /// The sentence vectors of many texts, in their order; faster per text than `embed`.
  public func embedBatch(_ texts: [String]) -> [[Float]] {
    let encoded = texts.map { tokenizer.encode($0) }
    // Batch texts of similar length together so little work goes into padding.
    let order = encoded.indices.sorted { encoded[$0].count < encoded[$1].count }
    var result = [[Float]](repeating: [], count: texts.count)
    var start = 0
    while start < order.count {
      let slice = order[start..<min(start + batchSize, order.count)]
      let vectors = forward.embed(slice.map { encoded[$0] })
      for (index, vector) in zip(slice, vectors) { result[index] = vector }
      start += batchSize
    }
    return result
  }

  /// The average of the input-embedding rows of the text's word pieces, of unit length: a cheap
  /// vector (microseconds) for entities the transformer has not reached yet. All zeros for no words.
  public func staticEmbed(_ text: String) -> [Float] {
    var sum = [Float](repeating: 0, count: dimension)
    let ids = tokenizer.wordPieceIDs(text)
    sum.withUnsafeMutableBufferPointer { target in
      guard let base = target.baseAddress else { return }
      for id in ids { forward.weights.wordEmbeddings.addRow(Int(id), to: base) }
    }
    return BertForward.normalized(sum)
  }
}
