import CVectorKernels
import Foundation

/// A ranking method alone, for comparing them (`rank`).
public enum RankingMethod: String, Sendable, CaseIterable {
  /// The vectors the index holds (transformer vectors, or static ones where not yet embedded).
  case vectors
  /// BM25 over stems.
  case lexical
}

extension SemanticIndex {
  /// The entities that match `query`, best first: by meaning when the model is installed, then by
  /// words; filtered before scoring; empty when nothing clears the calibrated thresholds.
  public func search(_ query: String, filter: SearchFilter = SearchFilter(), limit: Int = 10)
    -> [SearchHit]
  {
    let queries = encodeQuery(query)
    catchUp()
    return state.withLock { state in
      let entityMask = filter.isEmpty ? nil : state.entityMask(filter)
      var hits =
        queries.map {
          scanVectors(state, queries: $0, entityMask: entityMask, limit: limit, calibration: calibration)
        }
        ?? []
      let seen = Set(hits.map(\.id))
      let words = lexicalHits(
        state, query: query, entityMask: entityMask, limit: limit, coverage: calibration.lexicalCoverage)
      hits += words.filter { !seen.contains($0.id) }
      return Array(hits.prefix(limit))
    }
  }

  /// Ranks by one method with no threshold (every candidate is returned); for evaluation.
  public func rank(_ query: String, using method: RankingMethod, limit: Int) -> [SearchHit] {
    let queries = method == .vectors ? encodeQuery(query) : nil
    catchUp()
    return state.withLock { state in
      switch method {
      case .vectors:
        return queries.map {
          scanVectors(state, queries: $0, entityMask: nil, limit: limit, calibration: .none)
        } ?? []
      case .lexical:
        return lexicalHits(state, query: query, entityMask: nil, limit: limit, coverage: 0)
      }
    }
  }

  /// Entities whose name fields are spelled like `query` (typos, accents, scripts folded).
  public func names(matching query: String, type: String? = nil, limit: Int = 10) -> [SearchHit] {
    catchUp()
    return state.withLock { state in
      state.catchUpLexical()
      let typeCode = type.map { state.table.typeCode($0) }
      return state.lexical.names(matching: query, limit: limit * 4).compactMap { match in
        guard state.table.alive[match.id] else { return nil }
        if let typeCode, state.table.types[match.id] != typeCode { return nil }
        return hit(state, entity: match.id, score: match.score, why: .name, field: nil)
      }.prefix(limit).map { $0 }
    }
  }

  private struct QueryVectors {
    let model: [Int8]
    let modelScale: Float
    let table: [Int8]
    let tableScale: Float
  }

  private func encodeQuery(_ query: String) -> QueryVectors? {
    guard let encoder else { return nil }
    let model = VectorFile.quantize(encoder.embed(query))
    let table = VectorFile.quantize(encoder.staticEmbed(query))
    return QueryVectors(
      model: model.values, modelScale: model.scale, table: table.values, tableScale: table.scale)
  }

  private func scanVectors(
    _ state: IndexState, queries: QueryVectors, entityMask: [UInt8]?, limit: Int,
    calibration: Calibration
  ) -> [SearchHit] {
    let rows = state.vectors.count
    guard rows > 0, limit > 0, let base = state.vectors.mapped() else { return [] }
    let mask = state.rowMask(entityMask: entityMask)
    // Scores are mapped so that 0 is the threshold and 1 a perfect match, for both kinds.
    let thresholds = [calibration.modelThreshold, calibration.staticThreshold]
    let multipliers = [
      queries.modelScale / (1 - thresholds[0]), queries.tableScale / (1 - thresholds[1]),
    ]
    let offsets = thresholds.map { -$0 / (1 - $0) }
    var scores = [Float](repeating: 0, count: rows)
    let stride = state.vectors.stride
    let dimension = state.vectors.dimension
    let chunks = rows >= 65_536 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1
    scores.withUnsafeMutableBufferPointer { out in
      let job = ScanJob(
        records: base, out: out.baseAddress, mask: mask, stride: stride, dimension: dimension, rows: rows,
        chunks: chunks, model: queries.model, table: queries.table, multipliers: multipliers,
        offsets: offsets)
      DispatchQueue.concurrentPerform(iterations: chunks) { job.run(chunk: $0) }
    }
    let top = LexicalIndex.top(scores, limit: min(limit * 8 + 32, 4096))
    var best: [Int: (score: Float, row: Int)] = [:]
    var order: [Int] = []
    for (row, score) in top {
      let entity = Int(state.rowEntity[row])
      if best[entity] == nil { order.append(entity) }
      if score > best[entity]?.score ?? -.infinity { best[entity] = (score, row) }
    }
    return order.prefix(limit).compactMap { entity in
      guard let (score, row) = best[entity] else { return nil }
      let fieldNumber = Int(state.rowField[row])
      let names = state.table.fieldNames[entity]
      return hit(
        state, entity: entity, score: score,
        why: state.rowKind[row] == 0 ? .semantic : .approximate,
        field: fieldNumber < names.count ? names[fieldNumber] : nil)
    }
  }

  private func lexicalHits(
    _ state: IndexState, query: String, entityMask: [UInt8]?, limit: Int, coverage: Float
  ) -> [SearchHit] {
    state.catchUpLexical()
    let alive = state.table.alive
    let matches = state.lexical.search(query, limit: limit, minimumCoverage: coverage) { entity in
      alive[entity] && (entityMask.map { $0[entity] != 0 } ?? true)
    }
    return matches.map {
      // BM25 has no upper bound; squash it into (0, 1) beside the vector scores.
      hit(state, entity: $0.id, score: $0.score / ($0.score + 4), why: .lexical, field: nil)
    }
  }

  private func hit(
    _ state: IndexState, entity: Int, score: Float, why: SearchHit.Reason, field: String?
  ) -> SearchHit {
    SearchHit(
      id: state.table.ids[entity], type: state.table.typeNames[Int(state.table.types[entity])],
      score: score, why: why, field: field)
  }
}

/// One scan split into chunks run on several threads; each chunk writes its own slice of `out`.
private struct ScanJob: @unchecked Sendable {
  let records: UnsafeRawPointer
  let out: UnsafeMutablePointer<Float>?
  let mask: [UInt8]
  let stride: Int
  let dimension: Int
  let rows: Int
  let chunks: Int
  let model: [Int8]
  let table: [Int8]
  let multipliers: [Float]
  let offsets: [Float]

  func run(chunk: Int) {
    let low = rows * chunk / chunks
    let high = rows * (chunk + 1) / chunks
    guard let out, high > low else { return }
    mask.withUnsafeBufferPointer { maskBuffer in
      hark_scan_i8(
        records.assumingMemoryBound(to: UInt8.self) + low * stride, stride, dimension, high - low,
        model, table, multipliers, offsets, maskBuffer.baseAddress.map { $0 + low }, out + low)
    }
  }
}
