import Foundation
import Synchronization

/// Makes identifiers for new records: random by default, a counter for reproducible tests.
///
/// The counter restarts in every process, so it is only for a fresh store used by one process (a
/// test, a transcript replay). The shell always uses random identifiers, fixed clock or not: ids must
/// be unique across processes, and a fixed clock fixes the time only.
public final class IdentifierSource: Sendable {
  private enum Mode { case random, sequence }
  private let mode: Mode
  private let counter = Mutex(0)

  private init(mode: Mode) { self.mode = mode }

  /// Random, collision-free identifiers for real use.
  public static func random() -> IdentifierSource { IdentifierSource(mode: .random) }
  /// `1`, `2`, `3` … with a prefix: the same every run, for transcripts and tests.
  public static func sequential() -> IdentifierSource { IdentifierSource(mode: .sequence) }

  /// A new identifier starting with `prefix` (`msg-`).
  public func next(_ prefix: String) -> String {
    switch mode {
    case .random:
      return prefix + IdentifierSource.randomPart(UUID())
    case .sequence:
      let n = counter.withLock { value -> Int in
        value += 1
        return value
      }
      return prefix + String(n)
    }
  }

  /// The first 16 hexadecimal digits of `uuid`, in lower case: its `uuidString` less the dashes,
  /// lower-cased and cut to 16, written from its first eight bytes without Foundation (whose
  /// `replacingOccurrences` cost about 50,000 instructions of every send).
  static func randomPart(_ uuid: UUID) -> String {
    let digits = Array("0123456789abcdef".utf8)
    return withUnsafeBytes(of: uuid.uuid) { bytes in
      String(unsafeUninitializedCapacity: 16) { buffer in
        for index in 0..<8 {
          buffer[2 * index] = digits[Int(bytes[index] >> 4)]
          buffer[2 * index + 1] = digits[Int(bytes[index] & 0x0F)]
        }
        return 16
      }
    }
  }
}
