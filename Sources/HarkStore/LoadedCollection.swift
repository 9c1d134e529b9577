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
  /// `latest`'s records in file order, kept until a record is replaced or deleted (a whole
  /// collection is asked for at every line: contacts, conversations). A new record only joins
  /// the end: it was written after every other.
  var ordered: [Record]?
  /// For `ordered`: by field, where in it the records holding each value of the field are (in
  /// file order), made by the first query of the field and kept with `ordered`. A find in a
  /// conversation picks its messages out of thousands at every line.
  var positions: [String: [JSONValue: [Int]]] = [:]

  mutating func apply(_ entries: [LogScanner.Entry]) {
    for entry in entries {
      switch entry.line {
      case .header: break
      case .record(let record):
        let located = Located(offset: entry.offset, record: record)
        if latest.updateValue(located, forKey: record.id) != nil {
          forgetOrder()
        } else if ordered != nil {
          let position = ordered?.count ?? 0
          for field in positions.keys {
            if let value = record.fields[field] { positions[field]?[value, default: []].append(position) }
          }
          ordered?.append(record)
        }
      case .tombstone(let id):
        if latest.removeValue(forKey: id) != nil { forgetOrder() }
      }
    }
  }

  private mutating func forgetOrder() {
    ordered = nil
    positions = [:]
  }

  func sortedRecords() -> [Record] {
    ordered ?? latest.values.sorted { $0.offset < $1.offset }.map(\.record)
  }

  /// The records whose `field` equals `value`, in file order: picked out before they are sorted.
  func sortedRecords(where field: String, equals value: JSONValue) -> [Record] {
    if let ordered {
      if let found = positions[field] { return found[value]?.map { ordered[$0] } ?? [] }
      return ordered.filter { $0.fields[field] == value }
    }
    return latest.values.filter { $0.record.fields[field] == value }.sorted { $0.offset < $1.offset }
      .map(\.record)
  }

  /// ``sortedRecords(where:equals:)``, keeping the order and the field's positions for the next
  /// query, so that it costs a lookup while the collection only grows.
  mutating func indexedRecords(where field: String, equals value: JSONValue) -> [Record] {
    keepPositions(of: field)
    return sortedRecords(where: field, equals: value)
  }

  /// The last `count` of ``indexedRecords(where:equals:)``, made without the others.
  mutating func lastIndexedRecords(where field: String, equals value: JSONValue, count: Int) -> [Record] {
    keepPositions(of: field)
    guard let ordered, let found = positions[field] else {
      return Array(sortedRecords(where: field, equals: value).suffix(count))
    }
    return found[value]?.suffix(count).map { ordered[$0] } ?? []
  }

  /// Makes the order and `field`'s positions in it, unless they are kept already.
  private mutating func keepPositions(of field: String) {
    if ordered == nil { ordered = sortedRecords() }
    if positions[field] == nil, let ordered {
      var found: [JSONValue: [Int]] = [:]
      for (position, record) in ordered.enumerated() {
        if let value = record.fields[field] { found[value, default: []].append(position) }
      }
      positions[field] = found
    }
  }
}
