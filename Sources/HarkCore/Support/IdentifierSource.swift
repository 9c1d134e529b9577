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
      var generator = SystemRandomNumberGenerator()
      return prefix + IdentifierSource.hexadecimal(generator.next())
    case .sequence:
      let n = counter.withLock { value -> Int in
        value += 1
        return value
      }
      return prefix + String(n)
    }
  }

  /// A new identifier shaped as a UUID (8-4-4-4-12 upper-case hexadecimal digits), as calendar
  /// programs name new events (khal: the file's name and the event's UID): random, or for
  /// reproducible tests the counter in its last digits (`00000000-0000-4000-8000-000000000001`).
  public func nextUUID() -> String {
    switch mode {
    case .random:
      return UUID().uuidString
    case .sequence:
      let n = counter.withLock { value -> Int in
        value += 1
        return value
      }
      let digits = String(n, radix: 16, uppercase: true)
      return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }
  }

  /// `value` as 16 lower-case hexadecimal digits, most significant first. Sixty-four random
  /// bits come from the system's generator (`getrandom`): a `UUID` opened, read and closed
  /// `/dev/urandom` at every send, for sixty random bits of its first eight bytes.
  static func hexadecimal(_ value: UInt64) -> String {
    let digits = Array("0123456789abcdef".utf8)
    return String(unsafeUninitializedCapacity: 16) { buffer in
      for index in 0..<16 {
        buffer[index] = digits[Int((value >> UInt64(60 - 4 * index)) & 0x0F)]
      }
      return 16
    }
  }
}
