import Foundation
import HarkCore
import HarkSemantic
import HarkStore
import Synchronization

/// Plugs the MiniLM semantic index into the core's `ContentIndex` seam.
///
/// The index and the model's 90 MB of weights open on first search. Until then, entities written
/// are queued as JSON lines in `pending.jsonl` beside the index — a cheap append, so sending a
/// message never waits for the model — and the queue is drained into the index when it opens.
final class SemanticBridge: ContentIndex {
  let directory: URL
  let environment: [String: String]
  private let opened = Mutex<Result<SemanticIndex, any Error>?>(nil)

  init(store: URL, environment: [String: String]) {
    directory = store.appendingPathComponent(".derived/semantic")
    self.environment = environment
  }

  var pendingFile: URL { directory.appendingPathComponent("pending.jsonl") }
  /// How many queued entities get transformer vectors when the index opens.
  static let embedOnOpen = 256

  /// The index, opened now if it was not yet, with the queued entities added.
  func semanticIndex() throws -> SemanticIndex {
    try opened.withLock { state in
      if let state { return try state.get() }
      let result = Result { () throws -> SemanticIndex in
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // One OpenBLAS thread encodes a query fastest on these shared 2-core machines (its
        // spinning workers slow each other down); OPENBLAS_NUM_THREADS still wins when set.
        if environment["OPENBLAS_NUM_THREADS"] == nil { SentenceEncoder.useMatrixThreads(1) }
        let index = try SemanticIndex.open(directory: directory, environment: environment)
        try drainPending(into: index)
        return index
      }
      state = result
      return try result.get()
    }
  }

  /// Adds the queued entities to `index` and empties the queue. A line that does not decode (cut
  /// short by a crash) is dropped: the index is derived data and `hark index` rebuilds it.
  private func drainPending(into index: SemanticIndex) throws {
    guard let data = FileManager.default.contents(atPath: pendingFile.path), !data.isEmpty else { return }
    let entries = data.split(separator: UInt8(ascii: "\n")).compactMap { line -> IndexEntry? in
      guard let object = (try? JSONValue.decode(line))?.objectValue,
        let id = object["id"]?.stringValue, let type = object["type"]?.stringValue
      else { return nil }
      func strings(_ key: String) -> [String: String] {
        (object[key]?.objectValue ?? [:]).compactMapValues(\.stringValue)
      }
      let date = object["date"]?.numberValue.map(Date.init(timeIntervalSince1970:))
      return IndexEntry(
        id: id, type: type, fields: strings("fields"), filters: strings("filters"), date: date)
    }
    try index.add(entries)
    try Data().write(to: pendingFile)
    // Recent writes are what people ask about: give them transformer vectors now (a few ms each,
    // bounded); anything beyond waits for `hark index`, searchable by its static vectors meanwhile.
    _ = try index.embedPending(limit: SemanticBridge.embedOnOpen)
  }

  /// Appends entries to the queue (no fsync: a lost line is rebuilt by `hark index`).
  private func queue(_ entries: [ContentEntry]) throws {
    var bytes: [UInt8] = []
    for entry in entries {
      var object: [String: JSONValue] = [
        "id": .string(entry.id), "type": .string(entry.type),
        "fields": .object(entry.fields.mapValues(JSONValue.string)),
        "filters": .object(entry.filters.mapValues(JSONValue.string)),
      ]
      if let date = entry.date { object["date"] = .number(date.timeIntervalSince1970) }
      bytes += JSONValue.object(object).encoded()
      bytes.append(UInt8(ascii: "\n"))
    }
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let fd = open(pendingFile.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    defer { close(fd) }
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }

  /// The model searches use and why, when one is loaded ("multilingual-e5-small (…)").
  var modelDescription: String? {
    guard let index = try? semanticIndex(), let encoder = index.encoder, index.notice == nil else {
      return nil
    }
    let choice = ModelChoice(directory: directory, environment: environment)
    return choice.model == encoder.model ? choice.description : encoder.model.rawValue
  }

  /// The one-line notice when the index works without the model, if it does.
  var notice: String? { (try? semanticIndex())?.notice?.message }

  func index(_ entries: [ContentEntry]) throws {
    let open = opened.withLock { state in (try? state?.get()) ?? nil }
    if let open {
      try open.add(entries.map(SemanticBridge.entry))
    } else {
      try queue(entries)
    }
  }

  func search(_ query: String, type: String?, filters: [String: String], limit: Int) -> [ContentHit] {
    guard let index = try? semanticIndex() else { return [] }
    return index.search(query, filter: SearchFilter(type: type, properties: filters), limit: limit).map {
      ContentHit(id: $0.id, type: $0.type, score: Double($0.score), reason: $0.why.rawValue)
    }
  }

  static func entry(_ entry: ContentEntry) -> IndexEntry {
    IndexEntry(id: entry.id, type: entry.type, fields: entry.fields, filters: entry.filters, date: entry.date)
  }
}
