import CVectorKernels
import Foundation

/// A ranking method, for comparing them (`rank`).
public enum RankingMethod: String, Sendable, CaseIterable {
  /// The vectors the index holds (transformer vectors, or static ones where not yet embedded).
  case vectors
  /// The same, every row scored exactly, without the 4-bit sketch's first pass that a large index
  /// takes (`VectorSketch`); to measure that pass against.
  case exactVectors
  /// BM25 over stems.
  case lexical
  /// What `search` uses: the vector hits, then the word hits (`RankFusion.vectorsFirst`).
  case fused
  /// Reciprocal rank fusion of the same two lists, to measure against.
  case reciprocalRank
  /// Each entity's larger calibrated score of the two lists, to measure against.
  case largerScore
}

extension SemanticIndex {
  /// How many candidates each method hands the fusion, for `limit` results.
  static func candidates(for limit: Int) -> Int { max(limit * 5, 50) }

  /// The entities that match `query`, best first: vector and word hits that clear the model's
  /// calibrated thresholds, combined by `RankFusion.vectorsFirst`, entities of a type the query
  /// names first; filtered before scoring; empty when nothing clears the thresholds.
  public func search(_ query: String, filter: SearchFilter = SearchFilter(), limit: Int = 10)
    -> [SearchHit]
  {
    catchUp()
    let mention = TypeMention(query: query, typeNames: state.withLock { $0.table.typeNames })
    let queries = vectorsUsable ? encodeQuery(mention.remainder) : nil
    return state.withLock { state in
      let entityMask = filter.isEmpty ? nil : state.entityMask(filter)
      let pool = Self.candidates(for: limit)
      let vectorHits =
        queries.map {
          calibration.keepingNearBest(
            scanVectors(
              state, queries: $0, entityMask: entityMask, limit: pool, calibration: calibration,
              skipShortTexts: true))
        } ?? []
      let words = lexicalHits(
        state, query: query, entityMask: entityMask, limit: pool, coverage: calibration.lexicalCoverage)
      return RankFusion.vectorsFirst(
        vectors: vectorHits, words: words, preferredTypes: mention.types, limit: limit)
    }
  }

  /// Ranks by one method without cutting at the thresholds (every candidate is returned, scores on
  /// the calibrated scale, so below 0 means below the threshold); for evaluation.
  public func rank(_ query: String, using method: RankingMethod, limit: Int) -> [SearchHit] {
    catchUp()
    // The fused methods read the query as `search` does: the words naming a type left out of the
    // vectors' query. The vectors alone read it whole, as the model's own figure.
    let mention = TypeMention(query: query, typeNames: state.withLock { $0.table.typeNames })
    let vectorQuery = method == .vectors || method == .exactVectors ? query : mention.remainder
    let queries = method != .lexical && vectorsUsable ? encodeQuery(vectorQuery) : nil
    let calibration = calibration
    return state.withLock { locked in
      let state: IndexState = locked  // a class: the closures below share it
      let vectors = { (exact: Bool) in
        // Scanned without a floor, then mapped onto the calibrated scale search uses.
        let raw =
          queries.map {
            self.scanVectors(
              state, queries: $0, entityMask: nil, limit: limit, calibration: .none, exact: exact)
          } ?? []
        return raw.map { hit in
          let cosine = 2 * hit.score - 1
          let threshold = hit.why == .semantic ? calibration.modelThreshold : calibration.staticThreshold
          return SearchHit(
            id: hit.id, type: hit.type, score: (cosine - threshold) / (1 - threshold), why: hit.why,
            field: hit.field)
        }
      }
      let words = { self.lexicalHits(state, query: query, entityMask: nil, limit: limit, coverage: 0) }
      // As `search` does: word hits only where the text holds enough of the query's terms.
      let covered = {
        self.lexicalHits(
          state, query: query, entityMask: nil, limit: limit, coverage: calibration.lexicalCoverage)
      }
      switch method {
      case .vectors:
        return vectors(false)
      case .exactVectors:
        return vectors(true)
      case .lexical:
        return words()
      case .fused:
        return RankFusion.vectorsFirst(vectors: vectors(false), words: covered(), limit: limit)
      case .reciprocalRank:
        return RankFusion.reciprocal([vectors(false), covered()], limit: limit)
      case .largerScore:
        return RankFusion.largerScore([vectors(false), covered()], limit: limit)
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
    let model = VectorFile.quantize(encoder.encode(query: query))
    let table = VectorFile.quantize(encoder.staticEmbed(query))
    return QueryVectors(
      model: model.values, modelScale: model.scale, table: table.values, tableScale: table.scale)
  }

  /// How many rows the sketch's first pass hands the exact scan when `wanted` are kept: four times
  /// as many, at least 1,024. On the 1,000,000-message benchmark a pool of 64 already held the
  /// exact top ten (`hark-semantic-bench sketch-recall`); the margin is for sets less even.
  static func rescoringPool(for wanted: Int) -> Int { min(max(wanted * 4, 1024), 16_384) }

  /// Whether `text` is too short to be matched by meaning: fewer than three words (a CJK character
  /// counting half a word). Why: a sentence model puts a one- or two-word text ("Family",
  /// "budget.numbers", "Priya Natarajan") near the middle of its space, close to every query, so
  /// such texts outranked the messages actually about the query on the demo store. They are still
  /// found by their words (BM25) and their spelling (`names(matching:)`).
  static func isTooShortForMeaning(_ text: String) -> Bool {
    var words: Float = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      if (0x3400...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
        || (0x3040...0x30FF).contains(scalar.value)
      {
        words += 0.5
        inWord = false
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        if !inWord { words += 1 }
        inWord = true
      } else {
        inWord = false
      }
      if words >= 3 { return false }
    }
    return true
  }

  private func scanVectors(
    _ state: IndexState, queries: QueryVectors, entityMask: [UInt8]?, limit: Int,
    calibration: Calibration, skipShortTexts: Bool = false, exact: Bool = false
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
    let stride = state.vectors.stride
    let dimension = state.vectors.dimension
    let chunks = rows >= 65_536 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1
    let wanted = min(limit * 8 + 32, 4096)
    let job = ScanJob(
      records: base, mask: mask, stride: stride, dimension: dimension, rows: rows, chunks: chunks,
      model: queries.model, table: queries.table, multipliers: multipliers, offsets: offsets)
    let top: [(id: Int, score: Float)]
    if !exact, let sketch = state.vectors.sketch(), sketch.count == rows {
      top = job.rescoring(sketch: sketch, pool: Self.rescoringPool(for: wanted), keeping: wanted)
    } else {
      var scores = [Float](repeating: 0, count: rows)
      scores.withUnsafeMutableBufferPointer { out in
        let base = UnsafeSendablePointer(pointer: out.baseAddress)
        DispatchQueue.concurrentPerform(iterations: chunks) { job.run(chunk: $0, out: base.pointer) }
      }
      top = LexicalIndex.top(scores, limit: wanted)
    }
    var best: [Int: (score: Float, row: Int)] = [:]
    var order: [Int] = []
    for (row, score) in top {
      let entity = Int(state.rowEntity[row])
      if skipShortTexts {
        let texts = state.table.texts[entity]
        let field = Int(state.rowField[row])
        if field < texts.count, Self.isTooShortForMeaning(texts[field]) { continue }
      }
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
  let mask: [UInt8]
  let stride: Int
  let dimension: Int
  let rows: Int
  let chunks: Int
  let model: [Int8]
  let table: [Int8]
  let multipliers: [Float]
  let offsets: [Float]

  func bounds(chunk: Int) -> Range<Int> { rows * chunk / chunks..<rows * (chunk + 1) / chunks }

  /// The exact int8 scores of the chunk's rows.
  func run(chunk: Int, out: UnsafeMutablePointer<Float>?) {
    let range = bounds(chunk: chunk)
    guard let out, !range.isEmpty else { return }
    mask.withUnsafeBufferPointer { maskBuffer in
      hark_scan_i8(
        records.assumingMemoryBound(to: UInt8.self) + range.lowerBound * stride, stride, dimension,
        range.count, model, table, multipliers, offsets, maskBuffer.baseAddress.map { $0 + range.lowerBound },
        out + range.lowerBound)
    }
  }

  /// The `keeping` best rows by their exact scores, best first, found by scoring every row on the
  /// sketch (in chunks on several threads), then only its `pool` best rows exactly.
  func rescoring(sketch: VectorSketch, pool: Int, keeping: Int) -> [(id: Int, score: Float)] {
    let centred = sketch.centredOffsets(
      model: model, table: table, multipliers: multipliers, offsets: offsets)
    var estimates = [Float](repeating: 0, count: rows)
    estimates.withUnsafeMutableBufferPointer { out in
      let base = UnsafeSendablePointer(pointer: out.baseAddress)
      mask.withUnsafeBufferPointer { maskBuffer in
        let maskBase = UnsafeSendablePointer(pointer: maskBuffer.baseAddress)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
          let range = bounds(chunk: chunk)
          guard let out = base.pointer, !range.isEmpty else { return }
          sketch.scan(
            rows: range, model: model, table: table, multipliers: multipliers, offsets: centred,
            mask: maskBase.pointer.map { UnsafePointer($0) },
            out: out + range.lowerBound)
        }
      }
    }
    var candidates = [UInt32](repeating: 0, count: min(pool, rows))
    let found = estimates.withUnsafeBufferPointer { buffer in
      candidates.withUnsafeMutableBufferPointer {
        hark_top_k(buffer.baseAddress, buffer.count, $0.count, -.greatestFiniteMagnitude, $0.baseAddress)
      }
    }
    var exact: [(id: Int, score: Float)] = []
    exact.reserveCapacity(found)
    var score: Float = 0
    for candidate in candidates.prefix(found) {
      let row = Int(candidate)
      hark_scan_i8(
        records.assumingMemoryBound(to: UInt8.self) + row * stride, stride, dimension, 1, model, table,
        multipliers, offsets, nil, &score)
      if score > 0 { exact.append((row, score)) }
    }
    exact.sort { ($0.score, $1.id) > ($1.score, $0.id) }
    return Array(exact.prefix(keeping))
  }
}

/// A pointer handed to the threads of one `concurrentPerform`, each touching its own part.
private struct UnsafeSendablePointer<Pointee>: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<Pointee>?
  init(pointer: UnsafeMutablePointer<Pointee>?) { self.pointer = pointer }
  init(pointer: UnsafePointer<Pointee>?) { self.pointer = pointer.map { UnsafeMutablePointer(mutating: $0) } }
}
