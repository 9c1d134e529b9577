/// Runtime list values (contacts, apps) normalised once. Build it when the values change and pass it
/// with every utterance; `readings(for:lists:)` with a plain dictionary normalises on each call.
public struct RuntimeLists: Sendable {
  /// The values by list name.
  public let values: [String: [ListValue]]
  /// Normalised keys by list name, for languages with spaces between words and without.
  let spaced: [String: RuntimeKeys]
  let unspaced: [String: RuntimeKeys]

  /// Normalises `lists` for matching.
  public init(_ lists: [String: [ListValue]]) {
    values = lists
    spaced = lists.mapValues { RuntimeKeys($0, ignoreWhitespace: false) }
    unspaced = lists.mapValues { RuntimeKeys($0, ignoreWhitespace: true) }
  }

  func keys(_ name: String, ignoreWhitespace: Bool) -> RuntimeKeys? {
    ignoreWhitespace ? unspaced[name] : spaced[name]
  }
}

/// The normalised texts of one runtime list, indexed by their first scalar.
struct RuntimeKeys: Sendable {
  var keys: [[UInt32]]
  var byFirst: [UInt32: [Int32]]

  init(_ values: [ListValue], ignoreWhitespace: Bool) {
    keys = values.map { NormalizedText.key($0.input, ignoreWhitespace: ignoreWhitespace) }
    byFirst = [:]
    for (index, key) in keys.enumerated() {
      if let first = key.first { byFirst[first, default: []].append(Int32(index)) }
    }
  }

  /// Every value that is a prefix of `input[start...]`, appended to `result` as (end, value index, 0).
  func appendMatches(of input: [UInt32], from start: Int, into result: inout [(Int, Int32, Double)]) {
    forEachPrefix(of: input, from: start) { end, index in result.append((end, index, 0)) }
  }

  /// Every value that is a prefix of `input[start...]`: (end, value index).
  func prefixes(of input: [UInt32], from start: Int, into result: inout [(Int, Int32)]) {
    forEachPrefix(of: input, from: start) { end, index in result.append((end, index)) }
  }

  /// Calls `body` with (end, value index) for every value that is a prefix of `input[start...]`.
  @inline(__always)
  private func forEachPrefix(of input: [UInt32], from start: Int, _ body: (Int, Int32) -> Void) {
    guard start < input.count, let candidates = byFirst[input[start]] else { return }
    for index in candidates {
      let key = keys[Int(index)]
      guard start + key.count <= input.count else { continue }
      var offset = 1
      while offset < key.count && input[start + offset] == key[offset] { offset += 1 }
      if offset == key.count { body(start + key.count, index) }
    }
  }
}
