import Foundation
import HarkStore

/// Entities waiting to enter the index: `pending.jsonl` in the index folder, one JSON object a line
/// (`id`, `type`, `fields`, `filters`, and `date` in seconds since 1970 when there is one).
///
/// A send appends here (a cheap append, so it never waits for the model's weights); the index takes
/// the queue in when it next opens. Appending and taking in both hold the store's lock, so a line
/// appended while another process takes the queue in is never emptied away unread. The queue is
/// derived data: a line cut short by a crash is dropped, and `hark index` rebuilds everything.
public struct IndexQueue: Sendable {
  /// The queue file's name in the index folder.
  public static let fileName = "pending.jsonl"
  /// The index folder.
  public let folder: DerivedFolder

  /// The queue of the index in `folder`.
  public init(folder: DerivedFolder) { self.folder = folder }

  /// Adds entries to the queue (no fsync: a lost line is rebuilt by `hark index`).
  public func append(_ entries: [IndexEntry]) throws {
    guard !entries.isEmpty else { return }
    var bytes: [UInt8] = []
    for entry in entries { bytes += Self.line(for: entry) }
    try folder.exclusively {
      guard let file = try folder.open(Self.fileName, .update) else { return }
      // A line cut short by a crash would swallow this one: cut it off first (under the lock, no
      // write can be in progress).
      let end = try file.cutTornLine()
      try file.write(bytes, at: end)
    }
  }

  /// The queued entries, without taking them.
  public func entries() throws -> [IndexEntry] {
    try folder.exclusively { Self.decode(try folder.read(Self.fileName) ?? []) }
  }

  /// Adds the queued entries to `index` and empties the queue, as one step under the store's lock.
  /// Returns how many were taken in.
  @discardableResult
  public func drain(into index: SemanticIndex) throws -> Int {
    try folder.exclusively {
      guard let bytes = try folder.read(Self.fileName), !bytes.isEmpty else { return 0 }
      let entries = Self.decode(bytes)
      try index.add(entries)
      guard let file = try folder.open(Self.fileName, .update) else { return entries.count }
      try file.truncate(to: 0)
      return entries.count
    }
  }

  /// One queue line (with its newline).
  static func line(for entry: IndexEntry) -> [UInt8] {
    var object: [String: JSONValue] = [
      "id": .string(entry.id), "type": .string(entry.type),
      "fields": .object(entry.fields.mapValues(JSONValue.string)),
      "filters": .object(entry.filters.mapValues(JSONValue.string)),
    ]
    if let date = entry.date { object["date"] = .number(date.timeIntervalSince1970) }
    return JSONValue.object(object).encoded() + [UInt8(ascii: "\n")]
  }

  /// The entries of queue bytes; a line that does not decode (cut short by a crash) is skipped.
  static func decode(_ bytes: [UInt8]) -> [IndexEntry] {
    bytes.split(separator: UInt8(ascii: "\n")).compactMap { line -> IndexEntry? in
      // A line cut short by a crash is no entry (skipped, as above).
      guard let object = (try? JSONValue.decode(Array(line)))?.objectValue,
        let id = object["id"]?.stringValue, let type = object["type"]?.stringValue
      else { return nil }
      func strings(_ key: String) -> [String: String] {
        (object[key]?.objectValue ?? [:]).compactMapValues(\.stringValue)
      }
      let date = object["date"]?.numberValue.map(Date.init(timeIntervalSince1970:))
      return IndexEntry(
        id: id, type: type, fields: strings("fields"), filters: strings("filters"), date: date)
    }
  }
}
