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
    let values: [ListValue]
    let keys: RuntimeKeys
    let ignoreWhitespace: Bool

    init(name: String, values: [ListValue], keys: RuntimeKeys, ignoreWhitespace: Bool) {
      self.name = name
      self.values = values
      self.keys = keys
      self.ignoreWhitespace = ignoreWhitespace
    }
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
  public var values: [String: [ListValue]] {
    var result = Dictionary(uniqueKeysWithValues: zip(names, lists))
    if let added { result[added.name] = added.values }
    return result
  }

  /// Normalises `lists` for matching.
  public init(_ lists: [String: [ListValue]]) {
    let names = lists.keys.sorted()
    let values = names.map { lists[$0] ?? [] }
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
    result.added = Added(name: name, values: values, keys: keys, ignoreWhitespace: ignoreWhitespace)
    return result
  }

  private func index(of name: String) -> Int? {
    for index in names.indices where names[index] == name { return index }
    return nil
  }

  func keys(_ name: String, ignoreWhitespace: Bool) -> RuntimeKeys? {
    if let added, added.name == name {
      return added.ignoreWhitespace == ignoreWhitespace
        ? added.keys : RuntimeKeys(added.values, ignoreWhitespace: ignoreWhitespace)
    }
    guard let index = index(of: name) else { return nil }
    return ignoreWhitespace ? unspaced[index] : spaced[index]
  }

  /// The values of list `name`, if it is one of these.
  func values(named name: String) -> [ListValue]? {
    if let added, added.name == name { return added.values }
    return index(of: name).map { lists[$0] }
  }
}

/// The normalised texts of one runtime list, indexed by their first scalar.
///
/// The index is two sorted arrays, not a dictionary: a list is often made for one line (the names a
/// line mentions) and asked a few times, so making it without hashing or allocating per scalar is
/// what counts, and a binary search over a few scalars costs less than hashing one.
struct RuntimeKeys: Sendable {
  /// The arrays, in one object: the matcher takes a line's keys out of their array at every list
  /// slot it tries, and each copy retained and released three arrays.
  private final class Storage: Sendable {
    let keys: [[UInt32]]
    let firsts: [UInt32]
    let indices: [Int32]

    init(keys: [[UInt32]], firsts: [UInt32], indices: [Int32]) {
      self.keys = keys
      self.firsts = firsts
      self.indices = indices
    }
  }

  private let storage: Storage
  var keys: [[UInt32]] { storage.keys }
  /// The first scalars of the keys that have one, sorted; beside each, its key's index (in index
  /// order among equal scalars).
  var firsts: [UInt32] { storage.firsts }
  var indices: [Int32] { storage.indices }
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
    if keys.count <= 8 {
      // A line's few names: sorted as they are added, without a buffer of pairs to sort.
      var firsts: [UInt32] = []
      var indices: [Int32] = []
      firsts.reserveCapacity(keys.count)
      indices.reserveCapacity(keys.count)
      for (index, key) in keys.enumerated() {
        guard let first = key.first else { continue }
        mask |= LanguageProgram.scalarBit(first)
        var position = firsts.count
        while position > 0 && firsts[position - 1] > first { position -= 1 }
        firsts.insert(first, at: position)
        indices.insert(Int32(index), at: position)
      }
      storage = Storage(keys: keys, firsts: firsts, indices: indices)
      firstMask = mask
      return
    }
    var entries: [(first: UInt32, index: Int32)] = []
    entries.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      if let first = key.first { entries.append((first, Int32(index))) }
    }
    entries.sort { ($0.first, $0.index) < ($1.first, $1.index) }
    let firsts = entries.map(\.first)
    storage = Storage(keys: keys, firsts: firsts, indices: entries.map(\.index))
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
    let firsts = storage.firsts
    let indices = storage.indices
    let keys = storage.keys
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
