import Glibc
import HarkSupport

extension Store {
  /// The `count` most recently written current records of a collection, oldest first, found by
  /// reading the file backwards from its end (so it costs the same at any store size). Lines that do
  /// not parse are skipped here; the other reads move them aside.
  public func lastRecords(app: String, collection: String, count: Int) throws(StoreError) -> [Record] {
    let key = try CollectionKey(app: app, collection: collection).validated()
    guard count > 0 else { return [] }
    return try reported(key) { () throws(StoreError) in try lastRecords(key, count: count) }
  }

  /// The `count` most recently written current records of a collection whose field `field`
  /// equals `value`, oldest first: the end of ``records(app:collection:where:equals:)``, found
  /// from the field's positions without making the records before them (a conversation's newest
  /// message among thousands).
  public func lastRecords(
    app: String, collection: String, where field: String, equals value: JSONValue, count: Int
  ) throws(StoreError) -> [Record] {
    let key = try CollectionKey(app: app, collection: collection).validated()
    guard count > 0 else { return [] }
    return try reported(key) { () throws(StoreError) in
      try state.withLock { state throws(StoreError) in
        guard try usesIndex(key) else {
          let loaded = try load(key, &state)
          // As in `records(where:equals:)`: a partial load is not the state's to keep.
          guard state.collections[key]?.end == loaded.end, state.collections[key]?.inode == loaded.inode
          else {
            return Array(loaded.sortedRecords(where: field, equals: value).suffix(count))
          }
          return state.collections[key]?.lastIndexedRecords(where: field, equals: value, count: count) ?? []
        }
        return try withIndexed(key, fields: [field], &state) { collection, reader throws(StoreError) in
          try lastIndexedRecords(where: field, equals: value, count: count, in: collection, reader)
        } ?? []
      }
    }
  }

  /// The last `count` records of `indexedRecords(where:equals:in:_:)`: the tail's changes come
  /// after every line the index covers, so they are taken first, then the index's offsets from
  /// the end (ascending within one hash) until enough are found.
  private func lastIndexedRecords(
    where field: String, equals value: JSONValue, count: Int, in collection: IndexedCollection,
    _ reader: LineReader
  ) throws(StoreError) -> [Record] {
    let changed = collection.changedRecords(where: field, equals: value)
    let newest = changed.sorted { $0.offset < $1.offset }.suffix(count).map(\.record)
    var older: [Record] = []
    for offset in collection.index.offsets(in: field, hash: StableHash64.of(value: value)).reversed() {
      if older.count + newest.count >= count { break }
      guard case .record(let record) = try reader.line(at: offset), record.fields[field] == value,
        collection.changes[record.id] == nil
      else { continue }
      older.append(record)
    }
    return older.reversed() + newest
  }

  private func lastRecords(_ key: CollectionKey, count: Int) throws(StoreError) -> [Record] {
    try state.withLock { _ throws(StoreError) in
      let path = layout.file(key)
      guard let fd = try FileIO.openIfPresent(path, within: layout.root) else { return [] }
      defer { close(fd) }
      var end = Int(try FileIO.status(fd, path: path).st_size)
      var found: [Record] = []
      var seen: Set<String> = []
      var carry: [UInt8] = []
      var chunk = 65_536
      var first = true
      while end > 0 && found.count < count {
        let start = max(0, end - chunk)
        var bytes = try FileIO.read(fd, from: start, count: end - start, path: path) + carry
        end = start
        chunk = min(chunk * 2, 1 << 22)
        // Bytes before the first newline may be the end of an earlier line: keep them for the next round.
        if start > 0 {
          guard let newline = bytes.firstIndex(of: 0x0A) else {
            carry = bytes
            continue
          }
          carry = Array(bytes[..<newline])
          bytes.removeSubrange(..<(newline + 1))
        } else {
          carry = []
        }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        // The part after the last newline of the file is a write in progress or cut short.
        if first, !lines.isEmpty { lines.removeLast() }
        first = false
        for line in lines.reversed() where found.count < count {
          // A line that does not decode is damage a full read sets aside and warns of: here, no record.
          let decoded = Array(line).withUnsafeBufferPointer { try? LogLine.decode($0) }
          switch decoded {
          case .record(let record)?:
            if seen.insert(record.id).inserted { found.append(record) }
          case .tombstone(let id)?: seen.insert(id)
          default: break
          }
        }
      }
      return found.reversed()
    }
  }
}
