/// A collection served from its derived index: the mapped index, which describes the file up to
/// `index.covered`, and what was read of the file after that (the tail), in memory.
struct IndexedCollection: Sendable {
  /// What the tail did to one id.
  struct Change: Sendable {
    /// Offset of the id's latest line in the tail.
    var offset: Int
    /// The record it now holds, or nil when the tail deleted it.
    var record: Record?
    /// Whether the index (before the tail) holds the id as live.
    var liveInIndex: Bool
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
      total + (change.record == nil ? 0 : 1) - (change.liveInIndex ? 1 : 0)
    }
  }
}
