/// One node of the compiled matching graph.
struct Node: Sendable {
  enum Op: UInt8, Sendable {
    /// Literal scalars `pool[a..<a+b]`.
    case chars
    /// A flexible word gap: one input space, or nothing at a word edge.
    case space
    /// Try each successor `branchPool[a..<a+b]`, in order.
    case split
    /// A slot (slot id `b`) from list `a`.
    case list
    /// Free text for slot `b`.
    case wildcard
    /// End of template `a`.
    case accept
    /// End of list value template `a` (only inside list values).
    case valueEnd
  }

  var op: Op
  var a: Int32
  var b: Int32
  var next: Int32
}

/// A template that can start with a value of runtime list `list`.
struct RuntimeEntry: Sendable, Equatable {
  var list: Int32
  var template: Int32
}

/// A list, compiled.
struct CompiledList: Sendable {
  enum Kind: Sendable {
    case values
    case range(RangeSource)
    case wildcard
    case runtime
  }

  var name: String
  var kind: Kind
  /// Values (for `.values` lists).
  var values: [ListValue] = []
  /// Trie over plain value texts.
  var trie = ScalarTrie()
  /// Entry nodes of values written as templates, with the value index.
  var templated: [(entry: Int32, value: Int32)] = []
  /// Number words of a range (value in `numbers`).
  var numberWords = ScalarTrie()
  var numbers: [Double] = []
}

/// Where a template came from and what a match of it means.
struct CompiledTemplate: Sendable {
  var block: Int32
  var text: String
  var order: Int
}

/// A data block, compiled.
struct CompiledBlock: Sendable {
  var intent: Int32
  var slots: [(String, SlotValue)]
  var requiresContext: [(String, ContextRequirement)]
  var excludesContext: [(String, [String])]
  var requiredKeywords: [[UInt32]]
  var metadata: [String: String]
  var response: String?
}

/// A small trie over Unicode scalar values; terminals hold payload indices.
struct ScalarTrie: Sendable {
  /// One node: its children as two parallel arrays sorted by scalar (searched without hashing).
  struct TrieNode: Sendable {
    var scalars: [UInt32] = []
    var children: [Int32] = []
    var terminals: [Int32] = []

    /// The child reached by `scalar`, or nil.
    @inline(__always)
    func child(_ scalar: UInt32) -> Int32? {
      var lower = 0
      var upper = scalars.count
      if upper <= 8 {
        while lower < upper {
          if scalars[lower] == scalar { return children[lower] }
          lower += 1
        }
        return nil
      }
      while lower < upper {
        let middle = (lower + upper) >> 1
        if scalars[middle] < scalar { lower = middle + 1 } else { upper = middle }
      }
      return lower < scalars.count && scalars[lower] == scalar ? children[lower] : nil
    }

    /// Adds a child for a scalar the node has none for, keeping the order.
    mutating func insert(_ scalar: UInt32, child: Int32) {
      var index = scalars.count
      while index > 0 && scalars[index - 1] > scalar { index -= 1 }
      scalars.insert(scalar, at: index)
      children.insert(child, at: index)
    }
  }

  var nodes: [TrieNode] = [TrieNode()]

  mutating func insert(_ key: [UInt32], _ payload: Int32) {
    var node = 0
    for scalar in key {
      if let child = nodes[node].child(scalar) {
        node = Int(child)
      } else {
        nodes.append(TrieNode())
        nodes[node].insert(scalar, child: Int32(nodes.count - 1))
        node = nodes.count - 1
      }
    }
    nodes[node].terminals.append(payload)
  }

  /// Every key that is a prefix of `input[start...]`: (end, payload).
  func prefixes(of input: [UInt32], from start: Int, into result: inout [(Int, Int32)]) {
    var node = 0
    var index = start
    while true {
      if index > start {
        for payload in nodes[node].terminals { result.append((index, payload)) }
      }
      guard index < input.count, let child = nodes[node].child(input[index]) else { return }
      node = Int(child)
      index += 1
    }
  }

  /// Every key occurring anywhere in `input`: (end, payload), by start and then by length, as
  /// `prefixes(of:from:into:)` at each start would give them. The root's ASCII children are looked up
  /// in a table made once per call rather than searched at every start.
  func occurrences(of input: [UInt32], into result: inout [(Int, Int32)]) {
    let root = nodes[0]
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 128) { table in
      table.initialize(repeating: -1)
      for (scalar, child) in zip(root.scalars, root.children) where scalar < 128 {
        table[Int(scalar)] = child
      }
      for start in input.indices {
        let first = input[start]
        let child = first < 128 ? table[Int(first)] : (root.child(first) ?? -1)
        guard child > 0 else { continue }
        var node = Int(child)
        var index = start + 1
        while true {
          for payload in nodes[node].terminals { result.append((index, payload)) }
          guard index < input.count, let next = nodes[node].child(input[index]) else { break }
          node = Int(next)
          index += 1
        }
      }
    }
  }

  /// The payloads of every key that is a prefix of `input[start...]`, appended to `result`.
  func payloads(prefixing input: [UInt32], from start: Int, into result: inout [Int32]) {
    var node = 0
    var index = start
    while index < input.count, let child = nodes[node].child(input[index]) {
      node = Int(child)
      index += 1
      result.append(contentsOf: nodes[node].terminals)
    }
  }

  /// Every key that is a prefix of `input[start...]`, appended to `result` as (end, payload, 0): the
  /// matcher's memo of list values, filled without a temporary array.
  func appendMatches(of input: [UInt32], from start: Int, into result: inout [(Int, Int32, Double)]) {
    var node = 0
    var index = start
    while index < input.count, let child = nodes[node].child(input[index]) {
      node = Int(child)
      index += 1
      for payload in nodes[node].terminals { result.append((index, payload, 0)) }
    }
  }

  /// Whether some key is a prefix of `input[start...]`.
  func hasKey(prefixing input: [UInt32], from start: Int) -> Bool {
    var node = 0
    var index = start
    while index < input.count, let child = nodes[node].child(input[index]) {
      node = Int(child)
      index += 1
      if !nodes[node].terminals.isEmpty { return true }
    }
    return false
  }

  var isEmpty: Bool { nodes.count == 1 && nodes[0].terminals.isEmpty }

  /// Every key, in no particular order.
  var keys: [[UInt32]] {
    var result: [[UInt32]] = []
    var stack: [(node: Int32, key: [UInt32])] = [(0, [])]
    while let (node, key) = stack.popLast() {
      let current = nodes[Int(node)]
      if !current.terminals.isEmpty { result.append(key) }
      for (scalar, child) in zip(current.scalars, current.children) { stack.append((child, key + [scalar])) }
    }
    return result
  }

  /// The scalars keys start with.
  var firstScalars: [UInt32] { nodes[0].scalars }
}
