import Foundation

extension BertWeights {
  /// The encoder of a packed multilingual-e5-small file: the layers unpacked to float32 once (about
  /// 85 MB), the 250,037-row word table left packed and unpacked a row at a time.
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
      func matrix(_ name: String, _ rows: Int, _ columns: Int) throws -> [Float] {
        try file.blocks(p + name, rows: rows, columns: columns).unpacked()
      }
      func vector(_ name: String, _ count: Int) throws -> [Float] {
        try file.floats(p + name, count: count)
      }
      return Layer(
        query: try matrix("q.w", h, h), queryBias: try vector("q.b", h),
        key: try matrix("k.w", h, h), keyBias: try vector("k.b", h),
        value: try matrix("v.w", h, h), valueBias: try vector("v.b", h),
        attentionOut: try matrix("ao.w", h, h), attentionOutBias: try vector("ao.b", h),
        attentionNorm: try vector("aln.w", h), attentionNormBias: try vector("aln.b", h),
        intermediate: try matrix("fi.w", f, h), intermediateBias: try vector("fi.b", f),
        output: try matrix("fo.w", h, f), outputBias: try vector("fo.b", h),
        outputNorm: try vector("oln.w", h), outputNormBias: try vector("oln.b", h))
    }
  }
}
