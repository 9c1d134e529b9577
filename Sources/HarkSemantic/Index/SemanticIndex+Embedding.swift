import Foundation

extension SemanticIndex {
  private struct PendingText {
    let entity: Int
    let row: Int?
    let field: Int
    let text: String
  }

  /// Replaces static vectors (and fills in missing ones) with transformer vectors, `batch` texts at
  /// a time, until none are left, `limit` texts are done, or `progress` returns false. Searches keep
  /// working between batches. Returns how many texts were embedded.
  @discardableResult
  public func embedPending(
    limit: Int = .max, batch: Int = 64, progress: (IndexProgress) -> Bool = { _ in true }
  ) throws -> Int {
    guard let encoder else { return 0 }
    let started = Date()
    catchUp()
    let work = state.withLock { pendingTexts($0) }
    let total = min(work.count, limit)
    var done = 0
    while done < total {
      let slice = work[done..<min(done + max(batch, 1), total)]
      let vectors = encoder.embedBatch(slice.map(\.text))
      let written = try folder.exclusively {
        try state.withLock { state -> Bool in
          // A rebuild put in place meanwhile renumbered the rows: stop; the next call starts afresh.
          if try state.catchUp() { return false }
          var fresh: [Int: [[Float]]] = [:]
          for (item, vector) in zip(slice, vectors) where state.table.alive[item.entity] {
            if let row = item.row {
              try state.replace(row: row, vector: vector, kind: .model)
            } else {
              fresh[item.entity, default: []].append(vector)
            }
          }
          for (entity, perField) in fresh.sorted(by: { $0.key < $1.key }) {
            try state.appendRows(entity: entity, vectors: perField, kind: .model)
          }
          return true
        }
      }
      guard written else { break }
      done += slice.count
      let report = IndexProgress(
        done: done, total: total, doneThisRun: done, elapsed: Date().timeIntervalSince(started))
      if !progress(report) { break }
    }
    return done
  }

  private func pendingTexts(_ state: IndexState) -> [PendingText] {
    var work: [PendingText] = []
    let alive = state.table.alive
    for row in 0..<state.rowEntity.count where state.rowKind[row] != 0 {
      let entity = Int(state.rowEntity[row])
      guard entity >= 0, alive[entity] else { continue }
      let field = Int(state.rowField[row])
      let texts = state.table.texts[entity]
      guard field < texts.count else { continue }
      work.append(PendingText(entity: entity, row: row, field: field, text: texts[field]))
    }
    for entity in 0..<state.table.count where alive[entity] && !state.entityHasRows[entity] {
      for (field, text) in state.table.texts[entity].enumerated() {
        work.append(PendingText(entity: entity, row: nil, field: field, text: text))
      }
    }
    return work
  }
}

extension IndexState {
  /// Appends the rows of an entity that had none (fields in order).
  func appendRows(entity: Int, vectors perField: [[Float]], kind: VectorFile.Kind) throws {
    var bytes: [UInt8] = []
    for (field, vector) in perField.enumerated() {
      bytes += vectors.record(vector, entity: entity, kind: kind, field: field)
      rowEntity.append(Int32(entity))
      rowKind.append(kind.rawValue)
      rowField.append(UInt8(clamping: field))
    }
    try vectors.append(bytes)
    entityHasRows[entity] = true
    invalidateMasks()
  }
}
