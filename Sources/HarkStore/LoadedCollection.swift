/// What has been read of one collection file: which file (device and inode), how far, and the latest
/// version of every live id.
struct LoadedCollection: Sendable {
  struct Located: Sendable {
    var offset: Int
    var record: Record
  }

  var device: UInt64 = 0
  var inode: UInt64 = 0
  /// The offset just past the last whole line read.
  var end = 0
  /// The number of lines up to `end`.
  var lines = 0
  var latest: [String: Located] = [:]
  /// `latest`'s records in file order, kept until the next change (a whole collection is asked
  /// for at every line: contacts, conversations).
  var ordered: [Record]?

  mutating func apply(_ entries: [LogScanner.Entry]) {
    if !entries.isEmpty { ordered = nil }
    for entry in entries {
      switch entry.line {
      case .header: break
      case .record(let record): latest[record.id] = Located(offset: entry.offset, record: record)
      case .tombstone(let id): latest[id] = nil
      }
    }
  }

  func sortedRecords() -> [Record] {
    ordered ?? latest.values.sorted { $0.offset < $1.offset }.map(\.record)
  }

  /// The records whose `field` equals `value`, in file order: picked out before they are sorted.
  func sortedRecords(where field: String, equals value: JSONValue) -> [Record] {
    if let ordered { return ordered.filter { $0.fields[field] == value } }
    return latest.values.filter { $0.record.fields[field] == value }.sorted { $0.offset < $1.offset }
      .map(\.record)
  }
}
