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

  var index: MappedIndex
  /// Offset just past the last whole line read, and the number of lines up to there.
  var end: Int
  var lines: Int
  var changes: [String: Change] = [:]

  init(index: MappedIndex) {
    self.index = index
    self.end = index.covered
    self.lines = index.lines
  }

  /// The number of live records: the index's count, corrected by the tail.
  var count: Int {
    changes.values.reduce(index.live) { total, change in
      total + (change.record == nil ? 0 : 1) - (change.indexOffset == nil ? 0 : 1)
    }
  }
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
          added.append(DerivedIndex.Entry(hash: StableHash.of(id: id), offset: UInt64(change.offset)))
        } else if let value = record.fields[name] {
          added.append(DerivedIndex.Entry(hash: StableHash.of(value: value), offset: UInt64(change.offset)))
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
