import HarkSupport

/// A collection served from its derived index: the mapped index, which describes the file up to
/// `index.covered`, and what was read of the file after that (the tail), in memory.
struct IndexedCollection: Sendable {
  /// What the tail did to one id.
  struct Change: Sendable {
    /// Offset of the id's latest line in the tail.
    var offset: Int
    /// The record it now holds, or nil when the tail deleted it.
    var record: Record?
    /// Offset of the id's live line in the index (before the tail), if it has one.
    var indexOffset: Int?
  }

  let index: MappedIndex
  /// The index's fields (worked out once: ``MappedIndex/fields`` sorts its sections' names).
  private let fields: [String]
  /// Offset just past the last whole line read, and the number of lines up to there.
  var end: Int
  var lines: Int
  /// The tail's latest change of each id it touched; written through ``note(_:_:)``.
  private(set) var changes: [String: Change] = [:]
  /// For each indexed field, the ids of tail records that held each value when written. An id
  /// stays listed under a value its later change no longer holds, so readers check the record:
  /// a query then costs the ids listed under its value, not the whole tail (a long session's
  /// sends would otherwise make every find walk all of them).
  private var tailIDs: [String: [JSONValue: [String]]] = [:]
  /// How the tail changes the index's count of live records.
  private var liveChange = 0

  init(index: MappedIndex) {
    self.index = index
    self.fields = index.fields
    self.end = index.covered
    self.lines = index.lines
  }

  /// The number of live records: the index's count, corrected by the tail.
  var count: Int { index.live + liveChange }

  /// Records what the tail's line at `change.offset` did to `id`.
  mutating func note(_ id: String, _ change: Change) {
    if let old = changes[id] { liveChange -= old.liveChange }
    liveChange += change.liveChange
    changes[id] = change
    guard let record = change.record else { return }
    for field in fields {
      if let value = record.fields[field] { tailIDs[field, default: [:]][value, default: []].append(id) }
    }
  }

  /// The tail's current records whose `field` (one of the index's fields) equals `value`, with
  /// their offsets, in no particular order.
  func changedRecords(where field: String, equals value: JSONValue) -> [(offset: Int, record: Record)] {
    guard let ids = tailIDs[field]?[value] else { return [] }
    var found: [(offset: Int, record: Record)] = []
    var seen: Set<String> = []
    for id in ids where seen.insert(id).inserted {
      if let change = changes[id], let record = change.record, record.fields[field] == value {
        found.append((change.offset, record))
      }
    }
    return found
  }
}

extension IndexedCollection.Change {
  /// +1 for a record the index did not have, -1 for one the tail deleted, 0 for an update.
  fileprivate var liveChange: Int { (record == nil ? 0 : 1) - (indexOffset == nil ? 0 : 1) }
}

extension IndexedCollection {
  /// The index with the tail folded in, describing the file up to `end`: entries of ids the tail
  /// touched are dropped, their latest live lines added. Costs a pass over the entries, not the file.
  func merged() -> DerivedIndex {
    let removed = Set(changes.values.compactMap(\.indexOffset))
    var sections: [(name: String, entries: [DerivedIndex.Entry])] = []
    for name in [DerivedIndex.idSection] + index.fields {
      var base = index.entries(in: name)
      if !removed.isEmpty { base.removeAll { removed.contains(Int($0.offset)) } }
      var added: [DerivedIndex.Entry] = []
      for (id, change) in changes {
        guard let record = change.record else { continue }
        if name == DerivedIndex.idSection {
          added.append(DerivedIndex.Entry(hash: StableHash64.of(id: id), offset: UInt64(change.offset)))
        } else if let value = record.fields[name] {
          added.append(DerivedIndex.Entry(hash: StableHash64.of(value: value), offset: UInt64(change.offset)))
        }
      }
      added.sort()
      sections.append((name, IndexedCollection.mergeSorted(base, added)))
    }
    return DerivedIndex(
      device: index.device, inode: index.inode, covered: UInt64(end), lines: UInt64(lines),
      live: UInt64(count), sections: sections)
  }

  static func mergeSorted(_ left: [DerivedIndex.Entry], _ right: [DerivedIndex.Entry]) -> [DerivedIndex.Entry]
  {
    guard !right.isEmpty else { return left }
    var out: [DerivedIndex.Entry] = []
    out.reserveCapacity(left.count + right.count)
    var i = 0
    var j = 0
    while i < left.count && j < right.count {
      if right[j] < left[i] {
        out.append(right[j])
        j += 1
      } else {
        out.append(left[i])
        i += 1
      }
    }
    out.append(contentsOf: left[i...])
    out.append(contentsOf: right[j...])
    return out
  }
}
