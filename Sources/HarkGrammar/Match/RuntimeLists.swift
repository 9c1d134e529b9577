/// Runtime list values (contacts, apps) normalised once. Build it when the values change and pass it
/// with every utterance; `readings(for:lists:)` with a plain dictionary normalises on each call.
///
/// The lists are kept as arrays side by side and found by comparing names: a line asks for each of a
/// grammar's few runtime lists, and hashing the name cost more than comparing it with two or three.
public struct RuntimeLists: Sendable {
  /// A list made for one line on top of the others (`adding`), with the keys of one setting of
  /// `ignoreWhitespace`. A class, as `Storage`: a request is copied a dozen times a line (each
  /// capture asks its list's values), one reference to copy rather than seven.
  final class Added: Sendable {
    let name: String
    /// The values, or the values picked from (`picked`).
    let values: [ListValue]
    /// The indices in `values` of the list's values, in order; nil when `values` are the list. A
    /// line's few values picked out of a long list are read through it, not copied into a list.
    let picked: [Int]?
    let keys: RuntimeKeys
    let ignoreWhitespace: Bool

    init(name: String, values: [ListValue], picked: [Int]?, keys: RuntimeKeys, ignoreWhitespace: Bool) {
      self.name = name
      self.values = values
      self.picked = picked
      self.keys = keys
      self.ignoreWhitespace = ignoreWhitespace
    }

    /// The list's values.
    var list: [ListValue] { picked.map { $0.map { values[$0] } } ?? values }

    /// The list's value at `index`.
    func value(at index: Int) -> ListValue { picked.map { values[$0[index]] } ?? values[index] }
  }

  /// The list names, each once, and beside each its values and its keys for languages with spaces
  /// between words and without; one reference, so copying the lists retains one object.
  final class Storage: Sendable {
    let names: [String]
    let lists: [[ListValue]]
    let spaced: [RuntimeKeys]
    let unspaced: [RuntimeKeys]

    init(names: [String], lists: [[ListValue]], spaced: [RuntimeKeys], unspaced: [RuntimeKeys]) {
      self.names = names
      self.lists = lists
      self.spaced = spaced
      self.unspaced = unspaced
    }
  }

  private let storage: Storage
  private(set) var added: Added?

  var names: [String] { storage.names }
  var lists: [[ListValue]] { storage.lists }
  var spaced: [RuntimeKeys] { storage.spaced }
  var unspaced: [RuntimeKeys] { storage.unspaced }

  /// The values by list name.
  public var values: [RuntimeListName: [ListValue]] {
    var result = Dictionary(uniqueKeysWithValues: zip(names.map(RuntimeListName.init(rawValue:)), lists))
    if let added { result[RuntimeListName(added.name)] = added.list }
    return result
  }

  /// Normalises `lists` for matching.
  public init(_ lists: [RuntimeListName: [ListValue]]) {
    let keys = lists.keys.sorted()
    // The matcher looks lists up by the name a template writes, as text.
    let names = keys.map(\.rawValue)
    let values = keys.map { lists[$0] ?? [] }
    storage = Storage(
      names: names, lists: values, spaced: values.map { RuntimeKeys($0, ignoreWhitespace: false) },
      unspaced: values.map { RuntimeKeys($0, ignoreWhitespace: true) })
  }

  /// These lists and list `name` holding `values`, whose keys (for `ignoreWhitespace`) were made
  /// beforehand: the per-line cut of a long list, without normalising its values again or copying
  /// the other lists. `name` takes the place of a list of that name here.
  func adding(
    _ name: String, values: [ListValue], keys: RuntimeKeys, ignoreWhitespace: Bool
  ) -> RuntimeLists {
    var result = self
    result.added = Added(
      name: name, values: values, picked: nil, keys: keys, ignoreWhitespace: ignoreWhitespace)
    return result
  }

  /// These lists and list `name` holding `values[picked[0]]`, `values[picked[1]]`…, as
  /// `adding(_:values:keys:ignoreWhitespace:)` with those values, read through `picked` rather
  /// than copied out.
  func adding(
    _ name: String, picking picked: [Int], of values: [ListValue], keys: RuntimeKeys, ignoreWhitespace: Bool
  ) -> RuntimeLists {
    var result = self
    result.added = Added(
      name: name, values: values, picked: picked, keys: keys, ignoreWhitespace: ignoreWhitespace)
    return result
  }

  private func index(of name: String) -> Int? {
    for index in names.indices where names[index] == name { return index }
    return nil
  }

  func keys(_ name: String, ignoreWhitespace: Bool) -> RuntimeKeys? {
    if let added, added.name == name {
      return added.ignoreWhitespace == ignoreWhitespace
        ? added.keys : RuntimeKeys(added.list, ignoreWhitespace: ignoreWhitespace)
    }
    guard let index = index(of: name) else { return nil }
    return ignoreWhitespace ? unspaced[index] : spaced[index]
  }

  /// The values of list `name`, if it is one of these.
  func values(named name: String) -> [ListValue]? {
    if let added, added.name == name { return added.list }
    return index(of: name).map { lists[$0] }
  }

  /// The context of value `index` of list `name`, if the list is one of these (without copying the
  /// rest of the value).
  func context(named name: String, at index: Int) -> [String: String]? {
    if let added, added.name == name {
      return added.picked.map { added.values[$0[index]].context } ?? added.values[index].context
    }
    return self.index(of: name).map { lists[$0][index].context }
  }

  /// Value `index` of list `name`, if the list is one of these (`values(named:)[index]` without the
  /// list of values of an added one).
  func value(named name: String, at index: Int) -> ListValue? {
    if let added, added.name == name { return added.value(at: index) }
    return self.index(of: name).map { lists[$0][index] }
  }
}

/// The normalised texts of one runtime list, indexed by their first scalar.
///
/// The index is two sorted arrays, not a dictionary: a list is often made for one line (the names a
/// line mentions) and asked a few times, so making it without hashing or allocating per scalar is
/// what counts, and a binary search over a few scalars costs less than hashing one.
struct RuntimeKeys: Sendable {
  /// The arrays, in one object: the matcher takes a line's keys out of their array at every list
  /// slot it tries, and each copy retained and released every array the keys held.
  private final class Storage: Sendable {
    let keys: [[UInt32]]
    let starts: [UInt64]

    init(keys: [[UInt32]], starts: [UInt64]) {
      self.keys = keys
      self.starts = starts
    }
  }

  private let storage: Storage
  var keys: [[UInt32]] { storage.keys }
  /// Per key that has a first scalar, the scalar times 2^32 plus the key's index; sorted, so by
  /// first scalar and then index. One array, not a pair: a line's list is one allocation less.
  var starts: [UInt64] { storage.starts }
  /// The first-scalar mask of the keys (`LanguageProgram.scalarBit`): where a value may start.
  var firstMask: UInt64
  /// The mask of the keys' last three scalars (`LanguageProgram.suffixBit`): how a line ending in
  /// a value may end.
  var lastMask: UInt64

  init(_ values: [ListValue], ignoreWhitespace: Bool) {
    self.init(keys: values.map { NormalizedText.key($0.input, ignoreWhitespace: ignoreWhitespace) })
  }

  /// The keys of values normalised beforehand (`NormalizedText.key`), in the values' order.
  init(keys: [[UInt32]]) {
    lastMask = keys.reduce(0) { $0 | LanguageProgram.suffixBit(of: $1) }
    var mask: UInt64 = 0
    var starts: [UInt64] = []
    starts.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      guard let first = key.first else { continue }
      mask |= LanguageProgram.scalarBit(first)
      starts.append(UInt64(first) << 32 | UInt64(index))
    }
    if keys.count <= 8 {
      // A line's few names: put in order as they are added, without sorting a buffer.
      for end in starts.indices.dropFirst() {
        var position = end
        while position > 0 && starts[position - 1] > starts[position] {
          starts.swapAt(position - 1, position)
          position -= 1
        }
      }
    } else {
      starts.sort()
    }
    storage = Storage(keys: keys, starts: starts)
    firstMask = mask
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
    let starts = storage.starts
    let keys = storage.keys
    let first = UInt64(input[start])
    var lower = 0
    var upper = starts.count
    while lower < upper {
      let middle = (lower + upper) >> 1
      if starts[middle] >> 32 < first { lower = middle + 1 } else { upper = middle }
    }
    var position = lower
    while position < starts.count && starts[position] >> 32 == first {
      let index = Int32(truncatingIfNeeded: starts[position])
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
  /// normalising every value again; false when a value carries more than its words (an output,
  /// context or metadata), which the shell's runtime lists never do, or a list was added for one
  /// line.
  package func encoded(into writer: inout BinaryWriter) -> Bool {
    guard added == nil, lists.allSatisfy({ $0.allSatisfy(\.isPlainWords) }) else { return false }
    writer.put(names)
    for index in names.indices {
      writer.put(lists[index].map(\.input))
      for keys in [spaced[index], unspaced[index]] {
        writer.put(keys.keys) { writer, key in writer.put(key) }
      }
    }
    return true
  }

  /// Lists as ``encoded(into:)`` wrote them, their lookup tables made again from the keys (a
  /// sort, not a normalisation). Throws when the names repeat or a list's keys are not one per
  /// value.
  package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
    let names = try reader.strings()
    guard Set(names).count == names.count else { throw BinaryReader.Damaged() }
    var lists: [[ListValue]] = []
    var spaced: [RuntimeKeys] = []
    var unspaced: [RuntimeKeys] = []
    for _ in names {
      let values = try reader.strings().map { ListValue($0) }
      var both: [RuntimeKeys] = []
      for _ in 0..<2 {
        let keys = try reader.array { reader throws(BinaryReader.Damaged) in try reader.uint32s() }
        guard keys.count == values.count else { throw BinaryReader.Damaged() }
        both.append(RuntimeKeys(keys: keys))
      }
      lists.append(values)
      spaced.append(both[0])
      unspaced.append(both[1])
    }
    self.init(names: names, lists: lists, spaced: spaced, unspaced: unspaced)
  }

  private init(names: [String], lists: [[ListValue]], spaced: [RuntimeKeys], unspaced: [RuntimeKeys]) {
    storage = Storage(names: names, lists: lists, spaced: spaced, unspaced: unspaced)
  }
}

extension ListValue {
  /// Whether the value is only words: no output, context or metadata.
  var isPlainWords: Bool { output == nil && context.isEmpty && metadata.isEmpty }
}
