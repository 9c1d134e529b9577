/// The one seeded random generator (SplitMix64): the same seed gives the same synthetic stores,
/// benchmark names, training order and typing noise on every machine and every run.
/// `StableHashTests` pins its first numbers: a changed sequence changes the trained model and
/// the synthetic stores.
@frozen
public struct SplitMix64: Sendable {
  /// Where the sequence is; the seed before the first number.
  public var state: UInt64

  @inlinable
  public init(seed: UInt64) { state = seed }

  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A number in `0..<n` (`n` above 0).
  @inlinable
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// One of `items`, which must not be empty.
  @inlinable
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// Shuffles `items` in place (Fisher–Yates, from the end).
  @inlinable
  public mutating func shuffle<T>(_ items: inout [T]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, below(index + 1))
    }
  }
}
