import Glibc
import HarkSupport

extension Store {
  /// Collections smaller than this are read whole into memory; larger ones are served from a derived
  /// index so that a small query does not parse every record. Reading a line costs about as much
  /// as a line of the index costs to build, so a query answered from the index pays off from a few
  /// hundred records on: a thousand conversations (130 KB) read whole to find one person's cost a
  /// one-shot `hark -c` 14 M instructions, a third of what it does otherwise.
  static let indexedCollectionThreshold = 64 << 10
  /// When this many bytes were appended after the index was built, it is built again.
  static let defaultTailMergeThreshold = 1 << 20

  /// Runs `body` with the up-to-date indexed state of a collection (holding at least `fields`) and a
  /// descriptor of its file; returns nil from `body`'s caller's point of view when the file is missing.
  func withIndexed<T>(
    _ key: CollectionKey, fields: [String], _ state: inout State,
    _ body: (IndexedCollection, LineReader) throws(StoreError) -> T
  ) throws(StoreError) -> T? {
    for attempt in 0..<3 {
      let path = layout.file(key)
      guard let fd = try FileIO.openIfPresent(path, within: layout.root) else {
        state.indexed[key] = nil
        return nil
      }
      defer { close(fd) }
      let reader = LineReader(fd: fd, path: path)
      let info = try FileIO.status(fd, path: path)
      let size = Int(info.st_size)
      let device = UInt64(info.st_dev)
      let inode = UInt64(info.st_ino)
      var current = state.indexed[key]
      if let cached = current,
        cached.index.device != device || cached.index.inode != inode || size < cached.end
          || !Set(fields).isSubset(of: cached.index.fields)
      {
        current = nil
      }
      if current == nil,
        let mapped = try MappedIndex(path: layout.derivedFile(key, "index"), within: layout.root),
        mapped.device == device, mapped.inode == inode, mapped.covered <= size,
        Set(fields).isSubset(of: mapped.fields), try reader.isLineStart(mapped.covered)
      {
        current = IndexedCollection(index: mapped)
      }
      if current == nil {
        var wanted = Set(fields)
        if let old = state.indexed[key] { wanted.formUnion(old.index.fields) }
        if let old = try MappedIndex(path: layout.derivedFile(key, "index"), within: layout.root) {
          wanted.formUnion(old.fields)
        }
        var builder = IndexBuilder(fields: wanted.sorted())
        try builder.scan(fd: fd, size: size, path: path)
        if builder.newestVersion > LogFormat.version {
          throw .newerFormat(path: path, found: builder.newestVersion, supported: LogFormat.version)
        }
        if !builder.bad.isEmpty && attempt < 2 {
          state.indexed[key] = nil
          if case .repaired = try repair(key, &state, wholeFile: true) { continue }
        }
        current = IndexedCollection(index: try writeIndex(builder.index(device: device, inode: inode), key))
      }
      guard var collection = current else { continue }
      if size > collection.end {
        // The state's copy is let go first so the tail's tables below are grown in place, not
        // copied whole at every append; it is put back (or dropped, on a throw) further on.
        current = nil
        state.indexed[key] = nil
        let bytes = try FileIO.read(fd, from: collection.end, count: size - collection.end, path: path)
        let scan = bytes.withUnsafeBufferPointer {
          LogScanner(bytes: $0, base: collection.end, linesBefore: collection.lines)
        }
        if scan.newestVersion > LogFormat.version {
          throw .newerFormat(path: path, found: scan.newestVersion, supported: LogFormat.version)
        }
        if (!scan.bad.isEmpty || scan.end < size) && attempt < 2 {
          state.indexed[key] = nil
          if case .repaired = try repair(key, &state, wholeFile: !scan.bad.isEmpty) { continue }
        }
        var stale = false
        for entry in scan.entries {
          guard let id = entry.line.id else { continue }
          var indexOffset: Int?
          if let known = collection.changes[id] {
            indexOffset = known.indexOffset
          } else {
            do {
              indexOffset = try indexedLine(id, collection.index, reader)?.offset
            } catch .staleIndex {
              stale = true
              break
            }
          }
          if case .record(let record) = entry.line {
            collection.note(id, .init(offset: entry.offset, record: record, indexOffset: indexOffset))
          } else {
            collection.note(id, .init(offset: entry.offset, record: nil, indexOffset: indexOffset))
          }
        }
        if stale && attempt < 2 {
          try dropIndex(key, &state)
          continue
        }
        collection.end = scan.end
        collection.lines = scan.lines
        if collection.end - collection.index.covered > tailMergeThreshold {
          collection = IndexedCollection(index: try writeIndex(collection.merged(), key))
        }
      }
      state.indexed[key] = collection
      do {
        return try body(collection, reader)
      } catch .staleIndex where attempt < 2 {
        // The file was changed in place (not by a writer of this store): build the index again.
        try dropIndex(key, &state)
      }
    }
    return nil
  }

  /// Forgets a collection's derived index, in memory and on disk, so the next read builds it anew.
  func dropIndex(_ key: CollectionKey, _ state: inout State) throws(StoreError) {
    state.indexed[key] = nil
    try FileIO.checkFolders(of: layout.derivedFile(key, "index"), within: layout.root)
    try FileIO.unlink(layout.derivedFile(key, "index"))
  }

  /// Writes a collection's derived index (atomically) and maps it.
  func writeIndex(_ index: DerivedIndex, _ key: CollectionKey) throws(StoreError) -> MappedIndex {
    try FileIO.makeDirectory(layout.derived, parent: layout.root, within: layout.root)
    try FileIO.makeDirectory(layout.derivedFolder(key), parent: layout.derived, within: layout.root)
    let path = layout.derivedFile(key, "index")
    try FileIO.replace(
      path, with: index.serialized(), directory: layout.derivedFolder(key), within: layout.root)
    guard let mapped = try MappedIndex(path: path, within: layout.root) else {
      throw .unreadable(path: path, reason: "derived index did not read back")
    }
    return mapped
  }

  /// The live line of `id` as the index (without the tail) has it.
  func indexedLine(_ id: String, _ index: MappedIndex, _ reader: LineReader) throws(StoreError)
    -> (offset: Int, record: Record)?
  {
    for offset in index.offsets(in: DerivedIndex.idSection, hash: StableHash64.of(id: id)) {
      if case .record(let record) = try reader.line(at: offset), record.id == id { return (offset, record) }
    }
    return nil
  }

  func indexedRecord(_ id: String, in collection: IndexedCollection, _ reader: LineReader) throws(StoreError)
    -> Record?
  {
    if let change = collection.changes[id] { return change.record }
    return try indexedLine(id, collection.index, reader)?.record
  }

  func indexedRecords(
    where field: String, equals value: JSONValue, in collection: IndexedCollection, _ reader: LineReader
  ) throws(StoreError) -> [Record] {
    var found: [(offset: Int, record: Record)] = []
    for offset in collection.index.offsets(in: field, hash: StableHash64.of(value: value)) {
      guard case .record(let record) = try reader.line(at: offset), record.fields[field] == value,
        collection.changes[record.id] == nil
      else { continue }
      found.append((offset, record))
    }
    found += collection.changedRecords(where: field, equals: value)
    return found.sorted { $0.offset < $1.offset }.map(\.record)
  }
}

/// Reads single lines of a collection file at known offsets.
struct LineReader {
  let fd: Int32
  let path: String

  /// Whether `offset` is the start of a line (the file start, or just after a newline).
  func isLineStart(_ offset: Int) throws(StoreError) -> Bool {
    if offset == 0 { return true }
    return try FileIO.read(fd, from: offset - 1, count: 1, path: path) == [0x0A]
  }

  /// The decoded line starting at `offset`; an index pointing at anything else is stale.
  func line(at offset: Int) throws(StoreError) -> LogLine {
    var length = 512
    while true {
      let bytes = try FileIO.read(fd, from: offset, count: length, path: path)
      if let newline = bytes.firstIndex(of: 0x0A) {
        // Not absent: a line that does not decode where the index points is said as a stale index.
        let decoded = bytes.withUnsafeBufferPointer { buffer in
          try? LogLine.decode(UnsafeBufferPointer(rebasing: buffer[0..<newline]))
        }
        guard let decoded else { throw .staleIndex(path: path) }
        return decoded
      }
      guard bytes.count == length else { throw .staleIndex(path: path) }
      length *= 4
    }
  }
}
