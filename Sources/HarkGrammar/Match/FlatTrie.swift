/// A `ScalarTrie` laid out flat for the matcher: each node's children and terminals are ranges of
/// arrays in memory this object owns, and the root's ASCII children are a table.
///
/// `ScalarTrie` keeps three arrays per node, so every step of a walk through it touched the node's
/// arrays (a retain and a release each); the matcher walks the entry trie, every list's values and
/// a range's number words at many positions of every line. Made once per program
/// (`LanguageProgram.prepareMatching`), never written afterwards; every answer is the one the
/// `ScalarTrie` it was made from gives, in the same order (`FlatTrieTests`).
final class FlatTrie: @unchecked Sendable {
  /// Node `n`'s children are `scalars[childStarts[n]..<childStarts[n + 1]]` (sorted) and `children`
  /// beside them; its payloads `terminals[terminalStarts[n]..<terminalStarts[n + 1]]`.
  private let childStarts: UnsafeMutableBufferPointer<Int32>
  private let scalars: UnsafeMutableBufferPointer<UInt32>
  private let children: UnsafeMutableBufferPointer<Int32>
  private let terminalStarts: UnsafeMutableBufferPointer<Int32>
  private let terminals: UnsafeMutableBufferPointer<Int32>
  /// The root's child for each ASCII scalar, or 0 (the root is no child).
  private let rootTable: UnsafeMutableBufferPointer<Int32>
  /// Whether the trie has no key at all.
  let isEmpty: Bool
  /// The first-scalar mask of its keys (`LanguageProgram.scalarBit`): where one may start.
  let firstMask: UInt64
  /// Whether every node's payloads are in ascending order, each once (as the entry trie's templates
  /// are): then each run `forEachPayloadRun` gives is in order.
  let payloadsAscending: Bool
  /// For a trie looked for at every position of a line (`init(_:findingOccurrences:)`), one bit per
  /// pair of ASCII scalars (the first times 128 plus the second): set when some key starts with the
  /// pair, or the first alone is a key. Most positions of a line start no key; the pair rules them
  /// out without walking. Empty for other tries.
  private let pairs: UnsafeMutableBufferPointer<UInt64>

  /// Made at every start for every list of every language, so written straight into its buffers
  /// (appending node by node to arrays and copying them cost a twentieth of a one-shot line).
  /// `findingOccurrences` also makes the pair filter of `occurrences(ofLowercasedASCII:_:)`.
  init(_ trie: ScalarTrie, findingOccurrences: Bool = false) {
    var childCount = 0
    var terminalCount = 0
    for node in trie.nodes {
      childCount += node.scalars.count
      terminalCount += node.terminals.count
    }
    let nodeCount = trie.nodes.count
    childStarts = .allocate(capacity: nodeCount + 1)
    scalars = .allocate(capacity: max(childCount, 1))
    children = .allocate(capacity: max(childCount, 1))
    terminalStarts = .allocate(capacity: nodeCount + 1)
    terminals = .allocate(capacity: max(terminalCount, 1))
    rootTable = .allocate(capacity: 128)
    rootTable.initialize(repeating: 0)
    var child = 0
    var terminal = 0
    childStarts[0] = 0
    terminalStarts[0] = 0
    var ascending = true
    var mask: UInt64 = 0
    for (index, node) in trie.nodes.enumerated() {
      for (offset, scalar) in node.scalars.enumerated() where offset < node.children.count {
        scalars[child] = scalar
        children[child] = node.children[offset]
        if index == 0 {
          mask |= LanguageProgram.scalarBit(scalar)
          if scalar < 128 { rootTable[Int(scalar)] = node.children[offset] }
        }
        child += 1
      }
      for (offset, payload) in node.terminals.enumerated() {
        if offset > 0 && node.terminals[offset - 1] >= payload { ascending = false }
        terminals[terminal] = payload
        terminal += 1
      }
      childStarts[index + 1] = Int32(child)
      terminalStarts[index + 1] = Int32(terminal)
    }
    isEmpty = trie.isEmpty
    payloadsAscending = ascending
    firstMask = mask
    pairs = .allocate(capacity: findingOccurrences ? 128 * 128 / 64 : 0)
    if findingOccurrences {
      pairs.initialize(repeating: 0)
      let root = trie.nodes[0]
      for (first, node) in zip(root.scalars, root.children) where first < 128 {
        let row = Int(first) * 128
        let child = trie.nodes[Int(node)]
        for second in 0..<128 where !child.terminals.isEmpty || child.child(UInt32(second)) != nil {
          pairs[(row + second) >> 6] |= 1 << UInt64((row + second) & 63)
        }
      }
    }
  }

  deinit {
    childStarts.deallocate()
    scalars.deallocate()
    children.deallocate()
    terminalStarts.deallocate()
    terminals.deallocate()
    rootTable.deallocate()
    pairs.deallocate()
  }

  /// The child of `node` reached by `scalar`, or 0 when there is none (no node has the root as its
  /// child).
  @inline(__always)
  private func child(_ node: Int, _ scalar: UInt32) -> Int {
    if node == 0 && scalar < 128 { return Int(rootTable[Int(scalar)]) }
    var lower = Int(childStarts[node])
    var upper = Int(childStarts[node + 1])
    if upper - lower <= 8 {
      while lower < upper {
        if scalars[lower] == scalar { return Int(children[lower]) }
        lower += 1
      }
      return 0
    }
    let end = upper
    while lower < upper {
      let middle = (lower + upper) >> 1
      if scalars[middle] < scalar { lower = middle + 1 } else { upper = middle }
    }
    return lower < end && scalars[lower] == scalar ? Int(children[lower]) : 0
  }

  /// Calls `body` with the payload of every key that is a prefix of `input[start...]`
  /// (`ScalarTrie.payloads(prefixing:from:into:)`), shortest key first.
  @inline(__always)
  func forEachPayload(prefixing input: [UInt32], from start: Int, _ body: (Int32) -> Void) {
    forEachPrefix(from: start, count: input.count, { input[$0] }) { body($1) }
  }

  /// Calls `body` with the payloads of each key that is a prefix of `input[start...]`, key by key
  /// (shortest first): the payloads of `forEachPayload`, a node's at a time. The buffers live as long
  /// as the trie.
  func forEachPayloadRun(
    prefixing input: [UInt32], from start: Int, _ body: (UnsafeBufferPointer<Int32>) -> Void
  ) {
    var node = 0
    var index = start
    while index < input.count {
      node = child(node, input[index])
      guard node != 0 else { return }
      index += 1
      let first = Int(terminalStarts[node])
      let end = Int(terminalStarts[node + 1])
      if first < end { body(UnsafeBufferPointer(rebasing: terminals[first..<end])) }
    }
  }

  /// Every key that is a prefix of `input[start...]`, appended as (end, payload, 0)
  /// (`ScalarTrie.appendMatches(of:from:into:)`).
  func appendMatches(of input: [UInt32], from start: Int, into result: inout [(Int, Int32, Double)]) {
    forEachPrefix(from: start, count: input.count, { input[$0] }) { result.append(($0, $1, 0)) }
  }

  /// Every key that is a prefix of `input[start...]`: (end, payload)
  /// (`ScalarTrie.prefixes(of:from:into:)`).
  func prefixes(of input: [UInt32], from start: Int, into result: inout [(Int, Int32)]) {
    forEachPrefix(from: start, count: input.count, { input[$0] }) { result.append(($0, $1)) }
  }

  /// Calls `body` with (end, payload) for every key that is a prefix of the scalars from `start`
  /// (`scalar(i)` is the one at `i`, of `count`): the one walk of the lookups here.
  @inline(__always)
  private func forEachPrefix(
    from start: Int, count: Int, _ scalar: (Int) -> UInt32, _ body: (Int, Int32) -> Void
  ) {
    var node = 0
    var index = start
    while index < count {
      node = child(node, scalar(index))
      guard node != 0 else { return }
      index += 1
      for offset in Int(terminalStarts[node])..<Int(terminalStarts[node + 1]) {
        body(index, terminals[offset])
      }
    }
  }

  /// Whether some key is a prefix of `input[start...]` (`ScalarTrie.hasKey(prefixing:from:)`).
  func hasKey(prefixing input: [UInt32], from start: Int) -> Bool {
    var node = 0
    var index = start
    while index < input.count {
      node = child(node, input[index])
      guard node != 0 else { return false }
      index += 1
      if terminalStarts[node] != terminalStarts[node + 1] { return true }
    }
    return false
  }

  /// `occurrences(of:into:)` over ASCII `bytes` read in lower case (as `ConformanceGrader.lowercased`
  /// makes them), without making the array of scalars.
  func occurrences(ofLowercasedASCII bytes: UnsafeBufferPointer<UInt8>, into result: inout [(Int, Int32)]) {
    occurrences(ofLowercasedASCII: bytes) { result.append(($0, $1)) }
  }

  /// Calls `body` with (end, payload) for every key occurring in ASCII `bytes` read in lower case, in
  /// the order of `occurrences(of:into:)`; a position whose pair of scalars starts no key is passed
  /// over when the trie has the pair filter (each byte read and lower-cased once for it, the
  /// position's second scalar being the next one's first).
  func occurrences(ofLowercasedASCII bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int32) -> Void) {
    @inline(__always) func scalar(_ index: Int) -> UInt32 {
      let byte = UInt32(bytes[index])
      return byte >= 65 && byte <= 90 ? byte + 32 : byte
    }
    guard let pairs = pairs.baseAddress, !self.pairs.isEmpty, !bytes.isEmpty else {
      for start in bytes.indices { forEachPrefix(from: start, count: bytes.count, scalar, body) }
      return
    }
    var second = scalar(0)
    for start in bytes.indices {
      let first = second
      if start + 1 < bytes.count {
        second = scalar(start + 1)
        if first | second < 128 {
          let pair = Int(first << 7 | second)
          if pairs[pair >> 6] & (1 << UInt64(pair & 63)) == 0 { continue }
        }
      }
      forEachPrefix(from: start, count: bytes.count, scalar, body)
    }
  }

  /// Every key occurring anywhere in `input`: (end, payload), by start and then by length
  /// (`ScalarTrie.occurrences(of:into:)`).
  func occurrences(of input: [UInt32], into result: inout [(Int, Int32)]) {
    for start in input.indices {
      forEachPrefix(from: start, count: input.count, { input[$0] }) { result.append(($0, $1)) }
    }
  }
}
