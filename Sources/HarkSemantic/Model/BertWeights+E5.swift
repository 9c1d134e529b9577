import Foundation

extension BertWeights {
  /// The encoder of a packed multilingual-e5-small file: the layers unpacked to float32 once (about
  /// 85 MB, for batches) and kept packed too (for short inputs), the 250,037-row word table left
  /// packed and unpacked a row at a time.
  init(e5 file: E5ModelFile) throws {
    let sizes = file.sizes
    let h = sizes.hidden
    let f = sizes.intermediate
    hidden = h
    heads = sizes.heads
    intermediateSize = f
    vocabularySize = sizes.tableRows
    maxPositions = sizes.positions
    layerNormEpsilon = sizes.epsilon
    wordEmbeddings = .packed(try file.blocks("emb.word", rows: sizes.tableRows, columns: h))
    positionEmbeddings = try file.floats("emb.pos", count: sizes.positions * h)
    tokenTypeEmbedding = Array(try file.floats("emb.type", count: sizes.tokenTypes * h)[0..<h])
    embeddingNorm = try file.floats("emb.ln.w", count: h)
    embeddingNormBias = try file.floats("emb.ln.b", count: h)
    layers = try (0..<sizes.layers).map { index in
      let p = "l\(index)."
      func blocks(_ name: String, _ rows: Int, _ columns: Int) throws -> Q4Blocks {
        try file.blocks(p + name, rows: rows, columns: columns)
      }
      func vector(_ name: String, _ count: Int) throws -> [Float] {
        try file.floats(p + name, count: count)
      }
      let packed = PackedMatrices(
        query: try blocks("q.w", h, h), key: try blocks("k.w", h, h), value: try blocks("v.w", h, h),
        attentionOut: try blocks("ao.w", h, h), intermediate: try blocks("fi.w", f, h),
        output: try blocks("fo.w", h, f))
      return Layer(
        query: packed.query.unpacked(), queryBias: try vector("q.b", h),
        key: packed.key.unpacked(), keyBias: try vector("k.b", h),
        value: packed.value.unpacked(), valueBias: try vector("v.b", h),
        attentionOut: packed.attentionOut.unpacked(), attentionOutBias: try vector("ao.b", h),
        attentionNorm: try vector("aln.w", h), attentionNormBias: try vector("aln.b", h),
        intermediate: packed.intermediate.unpacked(), intermediateBias: try vector("fi.b", f),
        output: packed.output.unpacked(), outputBias: try vector("fo.b", h),
        outputNorm: try vector("oln.w", h), outputNormBias: try vector("oln.b", h), packed: packed)
    }
  }
}
