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

  /// One line for a progress bar: "12,345 of 1,000,000 · 230/s · 1 h 11 min left".
  public var summary: String {
    var parts = [total.map { "\(Self.grouped(done)) of \(Self.grouped($0))" } ?? Self.grouped(done)]
    parts.append(String(format: "%.0f/s", rate))
    if let remaining { parts.append(Self.duration(remaining) + " left") }
    return parts.joined(separator: " · ")
  }

  /// The fraction done, when the total is known.
  public var fraction: Double? {
    guard let total, total > 0 else { return nil }
    return min(1, Double(done) / Double(total))
  }

  /// `value` with its thousands grouped by commas ("18,300").
  public static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  static func duration(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    if total >= 3600 { return "\(total / 3600) h \(total % 3600 / 60) min" }
    if total >= 60 { return "\(total / 60) min \(total % 60) s" }
    return "\(total) s"
  }
}

/// How a rebuild ended.
public enum RebuildOutcome: Sendable, Equatable {
  /// Every entry is indexed and the new index is in place.
  case finished(entities: Int)
  /// The progress callback asked to stop; a later `rebuild` resumes after `done` entries.
  case stopped(done: Int)
}
