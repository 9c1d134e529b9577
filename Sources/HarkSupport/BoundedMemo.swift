import Synchronization

/// A memo of a pure function behind a `Mutex`, emptied when it reaches `limit` entries: what a
/// file's bytes said (its type, its picture header), keyed by what tells the file apart and
/// changes when it does, so a long-running shell reads each file once per change; or what was
/// made from files, kept while a check of them says it holds.
public final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let table = Mutex<[Key: Value]>([:])
  private let limit: Int

  public init(limit: Int) { self.limit = limit }

  /// The value kept for `key`, else what `make` gives, kept (a `nil` of an optional `Value` too).
  public func value(_ key: Key, _ make: () -> Value) -> Value {
    value(key, isCurrent: { _ in true }, make)
  }

  /// The value kept for `key` while `isCurrent` says it still holds, else what `make` gives, kept
  /// in its place: what was made from files that may have changed since (a walk of folders,
  /// checked against what it saw of each).
  public func value(_ key: Key, isCurrent: (Value) -> Bool, _ make: () -> Value) -> Value {
    if let known = table.withLock({ $0[key] }), isCurrent(known) { return known }
    let made = make()
    table.withLock { table in
      if table.count >= limit { table.removeAll(keepingCapacity: true) }
      table[key] = made
    }
    return made
  }
}
