/// What a refresh changed in the database, as `notmuch new` reports it.
public struct RefreshReport: Sendable, Equatable {
  /// Messages the database did not have before.
  public var added: Int
  /// Messages whose last file went away.
  public var removed: Int
  /// Files gone whose message keeps another file: a client renamed it (a flag changed), moved it
  /// between folders, or deleted one of its copies (`notmuch new`'s "file renames").
  public var renamed: Int
  /// Files that are not mail, or vanished between the listing and the reading (another client
  /// moved them; the next refresh finds them where they went).
  public var skipped: Int

  /// Makes a report from its counts.
  public init(added: Int = 0, removed: Int = 0, renamed: Int = 0, skipped: Int = 0) {
    self.added = added
    self.removed = removed
    self.renamed = renamed
    self.skipped = skipped
  }
}
