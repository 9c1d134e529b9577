import Foundation

/// How far a long index job has got, for a progress bar (count, rate, time left).
public struct IndexProgress: Sendable, Equatable {
  /// Items done so far, those done before a resume included.
  public let done: Int
  /// Items in all, when known.
  public let total: Int?
  /// Items done in this run.
  public let doneThisRun: Int
  /// Seconds since this run started.
  public let elapsed: TimeInterval

  /// Items per second in this run.
  public var rate: Double { elapsed > 0 ? Double(doneThisRun) / elapsed : 0 }

  /// Seconds left at the current rate, when the total is known.
  public var remaining: TimeInterval? {
    guard let total, rate > 0 else { return nil }
    return Double(max(total - done, 0)) / rate
  }
}

/// How a rebuild ended.
public enum RebuildOutcome: Sendable, Equatable {
  /// Every entry is indexed and the new index is in place.
  case finished(entities: Int)
  /// The progress callback asked to stop; a later `rebuild` resumes after `done` entries.
  case stopped(done: Int)
}
