import Foundation

/// The tensors of a BERT encoder (all-MiniLM-L6-v2's shape by default), row-major float32.
struct BertWeights: Sendable {
  struct Layer: Sendable {
    let query: [Float], queryBias: [Float]
    let key: [Float], keyBias: [Float]
    let value: [Float], valueBias: [Float]
    let attentionOut: [Float], attentionOutBias: [Float]
    let attentionNorm: [Float], attentionNormBias: [Float]
    let intermediate: [Float], intermediateBias: [Float]
    let output: [Float], outputBias: [Float]
    let outputNorm: [Float], outputNormBias: [Float]
    /// The same six matrices still 4-bit, for a model read from a packed file (E5); short inputs
    /// (a query) are multiplied against these, which streams a quarter of the bytes.
    var packed: PackedMatrices? = nil
  }

  /// A layer's six matrices as 4-bit blocks, in the order of `Layer`'s float ones.
  struct PackedMatrices: Sendable {
    let query: Q4Blocks, key: Q4Blocks, value: Q4Blocks, attentionOut: Q4Blocks
    let intermediate: Q4Blocks, output: Q4Blocks
  }

  let hidden: Int
  let heads: Int
  let intermediateSize: Int
  let vocabularySize: Int
  let maxPositions: Int
  let layerNormEpsilon: Float
  let wordEmbeddings: WordTable
  let positionEmbeddings: [Float]
  let tokenTypeEmbedding: [Float]
  let embeddingNorm: [Float]
  let embeddingNormBias: [Float]
  let layers: [Layer]

  /// Reads `config.json` and `model.safetensors` from a model folder.
  init(modelDirectory: URL) throws {
    let configURL = modelDirectory.appendingPathComponent("config.json")
    // Not absent: said as an unreadable file.
    guard let configData = try? Data(contentsOf: configURL),
      let config = try? JSONSerialization.jsonObject(with: configData) as? [String: Any]
    else { throw SemanticError.unreadableFile(path: configURL.path, reason: "not a JSON object") }
    func integer(_ key: String, _ fallback: Int) -> Int { config[key] as? Int ?? fallback }
    hidden = integer("hidden_size", 384)
    heads = integer("num_attention_heads", 12)
    intermediateSize = integer("intermediate_size", 1536)
    vocabularySize = integer("vocab_size", 30522)
    maxPositions = integer("max_position_embeddings", 512)
    layerNormEpsilon = Float(config["layer_norm_eps"] as? Double ?? 1e-12)
    let layerCount = integer("num_hidden_layers", 6)
    // Every size is checked before it sizes a buffer or divides: a damaged config must be an error,
    // not a division by zero or a read past a table.
    func invalid(_ detail: String) -> SemanticError {
      .invalidModel(path: modelDirectory.path, detail: "config.json: " + detail)
    }
    for (name, value, limit) in [
      ("hidden_size", hidden, 8192), ("num_attention_heads", heads, 256),
      ("intermediate_size", intermediateSize, 65536), ("vocab_size", vocabularySize, 1 << 22),
      ("max_position_embeddings", maxPositions, 65536), ("num_hidden_layers", layerCount, 256),
    ] where value <= 0 || value > limit {
      throw invalid("\(name) is \(value); it must be between 1 and \(limit)")
    }
    guard hidden % heads == 0 else {
      throw invalid("num_attention_heads (\(heads)) does not divide hidden_size (\(hidden))")
    }
    guard layerNormEpsilon.isFinite, layerNormEpsilon >= 0 else {
      throw invalid("layer_norm_eps is \(layerNormEpsilon)")
    }

    let file = try SafeTensors(url: modelDirectory.appendingPathComponent("model.safetensors"))
    let h = hidden
    let f = intermediateSize
    wordEmbeddings = .dense(
      try file.floats("embeddings.word_embeddings.weight", shape: [vocabularySize, h]), width: h)
    positionEmbeddings = try file.floats(
      "embeddings.position_embeddings.weight", shape: [maxPositions, h])
    tokenTypeEmbedding = Array(
      try file.floats("embeddings.token_type_embeddings.weight", shape: [2, h])[0..<h])
    embeddingNorm = try file.floats("embeddings.LayerNorm.weight", shape: [h])
    embeddingNormBias = try file.floats("embeddings.LayerNorm.bias", shape: [h])
    var layers: [Layer] = []
    for index in 0..<layerCount {
      let p = "encoder.layer.\(index)."
      layers.append(
        Layer(
          query: try file.floats(p + "attention.self.query.weight", shape: [h, h]),
          queryBias: try file.floats(p + "attention.self.query.bias", shape: [h]),
          key: try file.floats(p + "attention.self.key.weight", shape: [h, h]),
          keyBias: try file.floats(p + "attention.self.key.bias", shape: [h]),
          value: try file.floats(p + "attention.self.value.weight", shape: [h, h]),
          valueBias: try file.floats(p + "attention.self.value.bias", shape: [h]),
          attentionOut: try file.floats(p + "attention.output.dense.weight", shape: [h, h]),
          attentionOutBias: try file.floats(p + "attention.output.dense.bias", shape: [h]),
          attentionNorm: try file.floats(p + "attention.output.LayerNorm.weight", shape: [h]),
          attentionNormBias: try file.floats(p + "attention.output.LayerNorm.bias", shape: [h]),
          intermediate: try file.floats(p + "intermediate.dense.weight", shape: [f, h]),
          intermediateBias: try file.floats(p + "intermediate.dense.bias", shape: [f]),
          output: try file.floats(p + "output.dense.weight", shape: [h, f]),
          outputBias: try file.floats(p + "output.dense.bias", shape: [h]),
          outputNorm: try file.floats(p + "output.LayerNorm.weight", shape: [h]),
          outputNormBias: try file.floats(p + "output.LayerNorm.bias", shape: [h])))
    }
    self.layers = layers
  }
}
