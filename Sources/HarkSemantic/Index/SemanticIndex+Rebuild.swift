import Foundation

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
    let staging = directory.appendingPathComponent(Self.stagingFolder)
    let checkpointURL = staging.appendingPathComponent(Self.checkpointFile)
    let saved = (try? Data(contentsOf: checkpointURL)).flatMap {
      try? JSONDecoder().decode(Checkpoint.self, from: $0)
    }
    // A staged rebuild resumes only with the model it started with.
    let sameModel = ModelChoice.recorded(in: staging) == encoder?.model
    let checkpoint = sameModel ? saved : nil
    if checkpoint == nil { try? FileManager.default.removeItem(at: staging) }
    let target = try IndexState(directory: staging, dimension: dimension, nameFields: [])
    if let model = encoder?.model { try ModelChoice.record(model, in: staging) }
    if let checkpoint {
      target.table = try target.table.truncated(toBytes: checkpoint.entityBytes)
      target.vectors.truncate(rows: checkpoint.rows)
      target.loadRowHeaders()
    }
    let resumedAt = target.table.count
    let started = Date()
    var pending: [IndexEntry] = []
    var seen = 0
    func flush() throws -> Bool {
      try write(pending, into: target, embed: embed)
      pending.removeAll(keepingCapacity: true)
      target.table.synchronize()
      target.vectors.synchronize()
      let mark = Checkpoint(
        entities: target.table.count, entityBytes: target.table.byteSize, rows: target.vectors.count)
      do {
        try JSONEncoder().encode(mark).write(to: checkpointURL, options: .atomic)
      } catch {
        throw SemanticError.unwritableFile(path: checkpointURL.path, reason: "\(error)")
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

  /// Moves the staged files over the live ones and reopens them. A marker written first lets
  /// `finishInterruptedInstall` complete the move if the process dies between the two renames.
  private func install(staging: URL) throws {
    try state.withLock { state in
      let marker = staging.appendingPathComponent(Self.installingMarker)
      guard FileManager.default.createFile(atPath: marker.path, contents: Data()) else {
        throw SemanticError.unwritableFile(path: marker.path, reason: "cannot create")
      }
      try Self.finishInterruptedInstall(directory: directory)
      state = try IndexState(directory: directory, dimension: dimension, nameFields: state.nameFields)
    }
  }

  static let installingMarker = "installing"

  /// Completes a staged install whose marker is present; does nothing otherwise.
  static func finishInterruptedInstall(directory: URL) throws {
    let staging = directory.appendingPathComponent(stagingFolder)
    let manager = FileManager.default
    guard manager.fileExists(atPath: staging.appendingPathComponent(installingMarker).path) else {
      return
    }
    // The saved word index describes the old id file.
    try? manager.removeItem(at: directory.appendingPathComponent(IndexState.lexicalFile))
    for name in [IndexState.entitiesFile, IndexState.vectorsFile, ModelChoice.fileName] {
      let source = staging.appendingPathComponent(name)
      let live = directory.appendingPathComponent(name)
      guard manager.fileExists(atPath: source.path) else { continue }
      guard rename(source.path, live.path) == 0 else {
        throw SemanticError.unwritableFile(path: live.path, reason: String(cString: strerror(errno)))
      }
    }
    try? manager.removeItem(at: staging)
  }
}
