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
///
/// The index is two sorted arrays, not a dictionary: a list is often made for one line (the names a
/// line mentions) and asked a few times, so making it without hashing or allocating per scalar is
/// what counts, and a binary search over a few scalars costs less than hashing one.
struct RuntimeKeys: Sendable {
  var keys: [[UInt32]]
  /// The first scalars of the keys that have one, sorted; beside each, its key's index (in index
  /// order among equal scalars).
  var firsts: [UInt32]
  var indices: [Int32]
  /// The first-scalar mask of the keys (`LanguageProgram.scalarBit`): where a value may start.
  var firstMask: UInt64

  init(_ values: [ListValue], ignoreWhitespace: Bool) {
    keys = values.map { NormalizedText.key($0.input, ignoreWhitespace: ignoreWhitespace) }
    var entries: [(first: UInt32, index: Int32)] = []
    entries.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      if let first = key.first { entries.append((first, Int32(index))) }
    }
    entries.sort { ($0.first, $0.index) < ($1.first, $1.index) }
    firsts = entries.map(\.first)
    indices = entries.map(\.index)
    firstMask = firsts.reduce(0) { $0 | LanguageProgram.scalarBit($1) }
  }

  /// Every value that is a prefix of `input[start...]`, appended to `result` as (end, value index, 0).
  func appendMatches(of input: [UInt32], from start: Int, into result: inout [(Int, Int32, Double)]) {
    forEachPrefix(of: input, from: start) { end, index in result.append((end, index, 0)) }
  }

  /// Every value that is a prefix of `input[start...]`: (end, value index).
  func prefixes(of input: [UInt32], from start: Int, into result: inout [(Int, Int32)]) {
    forEachPrefix(of: input, from: start) { end, index in result.append((end, index)) }
  }

  /// Whether some value is a prefix of `input[start...]`.
  func hasValue(prefixing input: [UInt32], from start: Int) -> Bool {
    var found = false
    forEachPrefix(of: input, from: start) { _, _ in found = true }
    return found
  }

  /// Calls `body` with (end, value index) for every value that is a prefix of `input[start...]`.
  @inline(__always)
  private func forEachPrefix(of input: [UInt32], from start: Int, _ body: (Int, Int32) -> Void) {
    guard start < input.count else { return }
    let first = input[start]
    var lower = 0
    var upper = firsts.count
    while lower < upper {
      let middle = (lower + upper) >> 1
      if firsts[middle] < first { lower = middle + 1 } else { upper = middle }
    }
    var position = lower
    while position < firsts.count && firsts[position] == first {
      let index = indices[position]
      position += 1
      let key = keys[Int(index)]
      guard start + key.count <= input.count else { continue }
      var offset = 1
      while offset < key.count && input[start + offset] == key[offset] { offset += 1 }
      if offset == key.count { body(start + key.count, index) }
    }
  }
}

// MARK: - Kept between runs

extension RuntimeLists {
  /// Writes the lists with their normalised keys, so a later run can take them back without
  /// normalising every value again; nil when a value carries more than its words (an output,
  /// context or metadata), which the shell's runtime lists never do.
  package func encoded(into writer: inout BinaryWriter) -> Bool {
    guard values.values.allSatisfy({ $0.allSatisfy(\.isPlainWords) }) else { return false }
    writer.put(values) { writer, list in writer.put(list.map(\.input)) }
    for keys in [spaced, unspaced] {
      writer.put(keys) { writer, keys in
        writer.put(keys.keys) { writer, key in writer.put(key) }
        writer.put(keys.firsts)
        writer.put(keys.indices)
        writer.put(keys.firstMask)
      }
    }
    return true
  }

  /// Lists as ``encoded(into:)`` wrote them. Throws when anything does not fit together: keys
  /// for other lists or another number of values, or an index outside its list (which a lookup
  /// would trust).
  package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
    let values = try reader.map { reader throws(BinaryReader.Damaged) in
      try reader.strings().map { ListValue($0) }
    }
    func keys(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) -> [String: RuntimeKeys] {
      let keys = try reader.map { reader throws(BinaryReader.Damaged) in
        try RuntimeKeys(
          keys: reader.array { reader throws(BinaryReader.Damaged) in try reader.uint32s() },
          firsts: reader.uint32s(), indices: reader.int32s(), firstMask: reader.uint64())
      }
      guard Set(keys.keys) == Set(values.keys) else { throw BinaryReader.Damaged() }
      for (name, list) in keys {
        guard list.keys.count == values[name]?.count, list.firsts.count == list.indices.count,
          list.indices.allSatisfy({ $0 >= 0 && Int($0) < list.keys.count })
        else { throw BinaryReader.Damaged() }
      }
      return keys
    }
    let spaced = try keys(&reader)
    let unspaced = try keys(&reader)
    self.init(values: values, spaced: spaced, unspaced: unspaced)
  }

  private init(values: [String: [ListValue]], spaced: [String: RuntimeKeys], unspaced: [String: RuntimeKeys])
  {
    self.values = values
    self.spaced = spaced
    self.unspaced = unspaced
  }
}

extension RuntimeKeys {
  init(keys: [[UInt32]], firsts: [UInt32], indices: [Int32], firstMask: UInt64) {
    self.keys = keys
    self.firsts = firsts
    self.indices = indices
    self.firstMask = firstMask
  }
}

extension ListValue {
  /// Whether the value is only words: no output, context or metadata.
  var isPlainWords: Bool { output == nil && context.isEmpty && metadata.isEmpty }
}
