import Foundation
import HarkStore

extension SemanticIndex {
  static let stagingFolder = "rebuild"
  static let checkpointFile = "checkpoint.json"

  private struct Checkpoint: Codable {
    let entities: Int
    let entityBytes: Int
    let rows: Int
  }

  /// Builds the index anew from `entries` (the store's indexed entities, always in the same order)
  /// into a staging folder, then puts it in place. After an interruption (`progress` returning
  /// false, Ctrl-C, a crash) the next call resumes from the last checkpoint, taken every `batch`
  /// entries. With `embed` the transformer writes every vector (milliseconds each); without it the
  /// static vectors do, and `embedPending` upgrades them later.
  public func rebuild<Entries: Sequence<IndexEntry>>(
    from entries: Entries, total: Int? = nil, embed: Bool = true, batch: Int = 64,
    progress: (IndexProgress) -> Bool = { _ in true }
  ) throws -> RebuildOutcome {
    let staging = try folder.subfolder(Self.stagingFolder)
    // A checkpoint that cannot be read or decoded is none: the rebuild starts from the beginning.
    let saved = (try? staging.read(Self.checkpointFile)).flatMap { $0 }.flatMap {
      try? JSONDecoder().decode(Checkpoint.self, from: Data($0))
    }
    // A staged rebuild resumes only with the model it started with.
    let sameModel = (try? ModelChoice.recorded(in: staging)) == encoder?.model
    let checkpoint = sameModel ? saved : nil
    // Never follows a link: a `rebuild` link to a folder elsewhere is removed, not emptied.
    if checkpoint == nil { try staging.removeAll() }
    let target = try IndexState(folder: staging, dimension: dimension, nameFields: [])
    if let model = encoder?.model { try ModelChoice.record(model, in: staging) }
    if let checkpoint {
      target.table = try target.table.truncated(toBytes: checkpoint.entityBytes)
      try target.vectors.truncate(rows: checkpoint.rows)
      target.loadRowHeaders()
    }
    let resumedAt = target.table.count
    let started = Date()
    var pending: [IndexEntry] = []
    var seen = 0
    func flush() throws -> Bool {
      try write(pending, into: target, embed: embed)
      pending.removeAll(keepingCapacity: true)
      try target.table.synchronize()
      try target.vectors.synchronize()
      let mark = Checkpoint(
        entities: target.table.count, entityBytes: target.table.byteSize, rows: target.vectors.count)
      do {
        try staging.replace(Self.checkpointFile, with: [UInt8](try JSONEncoder().encode(mark)))
      } catch {
        throw SemanticError.unwritableFile(path: staging.path + "/" + Self.checkpointFile, reason: "\(error)")
      }
      let report = IndexProgress(
        done: target.table.count, total: total, doneThisRun: target.table.count - resumedAt,
        elapsed: Date().timeIntervalSince(started))
      return progress(report)
    }
    for entry in entries {
      seen += 1
      if seen <= resumedAt { continue }
      pending.append(entry)
      if pending.count >= max(batch, 1), !(try flush()) {
        return .stopped(done: target.table.count)
      }
    }
    if !(try flush()) { return .stopped(done: target.table.count) }
    let count = target.table.count
    try install(staging: staging)
    vectorsModelState.withLock { $0 = encoder?.model }
    return .finished(entities: count)
  }

  private func write(_ entries: [IndexEntry], into target: IndexState, embed: Bool) throws {
    guard !entries.isEmpty else { return }
    guard let encoder else { return try target.append(entries, vectors: nil, kind: .model) }
    let texts = entries.flatMap { $0.orderedFields.map(\.text) }
    var flat = (embed ? encoder.encode(passages: texts) : texts.map { encoder.staticEmbed($0) })[...]
    let grouped = entries.map { entry in
      let fieldVectors = Array(flat.prefix(entry.fields.count))
      flat = flat.dropFirst(entry.fields.count)
      return fieldVectors
    }
    try target.append(entries, vectors: grouped, kind: embed ? .model : .staticTable)
  }

  /// Moves the staged files over the live ones and reopens them, holding the store's lock. A marker
  /// written first lets `finishInterruptedInstall` complete the move if the process dies between the
  /// two renames. Other processes notice the new files when they next catch up.
  private func install(staging: DerivedFolder) throws {
    try folder.exclusively {
      try state.withLock { state in
        try staging.replace(Self.installingMarker, with: [])
        try Self.finishInterruptedInstall(folder: folder)
        state = try IndexState(folder: folder, dimension: dimension, nameFields: state.nameFields)
      }
    }
  }

  static let installingMarker = "installing"

  /// Completes a staged install whose marker is present; does nothing otherwise. Call holding the
  /// store's lock.
  static func finishInterruptedInstall(folder: DerivedFolder) throws {
    let staging = try folder.subfolder(stagingFolder)
    // A staging folder that cannot be asked about holds no install to finish; the next open asks again.
    guard (try? staging.exists()) == true, try staging.contains(installingMarker) else { return }
    // The saved word index describes the old id file.
    try folder.remove(IndexState.lexicalFile)
    for name in [IndexState.entitiesFile, IndexState.vectorsFile, ModelChoice.fileName]
    where try staging.contains(name) {
      try staging.move(name, to: folder, as: name)
    }
    try staging.removeAll()
  }
}
