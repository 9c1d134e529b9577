import Foundation
import HarkSemantic

/// How far `DocumentIndex.update` has got: files read of those to read, the rate, the time left.
public struct DocumentProgress: Sendable, Equatable {
  /// Files read so far in this run.
  public let done: Int
  /// Files this run reads in all (new and changed ones).
  public let total: Int
  /// Seconds since this run started reading.
  public let elapsed: TimeInterval

  /// A progress at a point of a run.
  public init(done: Int, total: Int, elapsed: TimeInterval) {
    self.done = done
    self.total = total
    self.elapsed = elapsed
  }

  /// Files per second in this run.
  public var rate: Double { elapsed > 0 ? Double(done) / elapsed : 0 }

  /// "indexing 1,240 of 18,300 files (52 files/s, about 5 min left)".
  public var line: String {
    var line = "indexing \(IndexProgress.grouped(done)) of \(IndexProgress.grouped(total)) files"
    guard done > 0, rate > 0 else { return line }
    let left = Double(total - done) / rate
    let rateText = rate >= 10 ? String(format: "%.0f", rate) : String(format: "%.1f", rate)
    line += " (\(rateText) files/s"
    line += done < total ? ", about \(Self.duration(left)) left)" : ")"
    return line
  }

  static func duration(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    if total >= 3600 { return "\(total / 3600) h \(total % 3600 / 60) min" }
    if total >= 60 { return "\((total + 30) / 60) min" }
    return "\(max(total, 1)) s"
  }
}
