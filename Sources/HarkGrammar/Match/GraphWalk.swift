/// The walk of one run: follows the compiled graph depth-first from a template's entry over the
/// input, collecting every match (`MatchRun` walks the templates its filters let through). Keeps
/// the path's captures, a memo of the list values found at each position and a lossy cache of dead
/// ends, all in the scratch's memory or buffers.
struct GraphWalk {
  let context: MatchContext
  /// The captures of the current path: `captureSlots[0..<captureCount]`, in the scratch's memory
  /// (`MatchScratch.captureSlots`, of `captureCapacity`; the walk holds its scratch), pushed and
  /// popped in pairs around each walk on (`pushCapture`).
  private var captureSlots: UnsafeMutablePointer<Capture>
  private var captureCapacity: Int
  private var captureCount: Int
  private var literal: Int
  private(set) var steps: Int
  /// A lossy cache of (node, position) pairs from which no template end is reachable:
  /// `MatchScratch.deadSlotCount` slots owned by `scratch`, which the walk holds (so they outlive
  /// it); `deadSlot` keeps every index below that count.
  private let deadCache: UnsafeMutablePointer<Int>
  private let scratch: MatchScratch
  /// Per list: the row of `memoStart`/`memoCount` holding its positions, or -1 before the list is
  /// first asked for (rows are made only for lists a run meets, not for every list of the program).
  private var memoRow: [Int32]
  /// Per (row, position): start in `memoPool` and count, or -1 when not computed yet.
  private var memoStart: [Int32]
  private var memoCount: [Int32]
  private var memoPool: [(Int, Int32, Double)]
  private(set) var matches: [RawMatch]
  /// The captures of every match, end to end (`RawMatch.captureStart`).
  private(set) var matchCaptures: [Capture]
  private var valueEnds: [(Int, Int32)]

  /// `MatchScratch.deadSlotCount` is `1 << deadCacheBits` (`deadSlot` gives the top 8 bits of a hash).
  private static let deadCacheBits = 8

  /// The walk's buffers are taken out of `buffers` (the scratch's, emptied here); `takeBuffers`
  /// returns them. Inlined: called, it copied the context it was handed rather than keep it.
  @inline(__always)
  init(context: MatchContext, scratch: MatchScratch, buffers: inout MatchScratch.Buffers) {
    let listCount = context.lists.count
    self.context = context
    // Every property is set here, none has a value of its own: with defaults, the optimizer built
    // the run aside and copied it out (a retain and a release of each of its arrays per run).
    literal = 0
    steps = 0
    matches = MatchScratch.emptied(&buffers.matches)
    matchCaptures = MatchScratch.emptied(&buffers.matchCaptures)
    self.scratch = scratch
    deadCache = scratch.deadSlots
    // All bits one (-1) in every slot: one `memset`.
    UnsafeMutableRawPointer(deadCache).initializeMemory(
      as: UInt8.self, repeating: 0xFF, count: MatchScratch.deadSlotCount * MemoryLayout<Int>.stride)
    memoRow = MatchScratch.filled(&buffers.memoRow, -1, count: listCount)
    memoStart = MatchScratch.emptied(&buffers.memoStart)
    memoCount = MatchScratch.emptied(&buffers.memoCount)
    memoPool = MatchScratch.emptied(&buffers.memoPool)
    captureSlots = scratch.captureSlots
    captureCapacity = scratch.captureCapacity
    captureCount = 0
    valueEnds = MatchScratch.emptied(&buffers.valueEnds)
  }

  /// The walk's memo buffers, moved out (so that the next run's appends do not copy them).
  @inline(__always)
  mutating func takeBuffers() -> (
    memoRow: [Int32], memoStart: [Int32], memoCount: [Int32], memoPool: [(Int, Int32, Double)],
    valueEnds: [(Int, Int32)]
  ) {
    (
      MatchScratch.moved(&memoRow), MatchScratch.moved(&memoStart), MatchScratch.moved(&memoCount),
      MatchScratch.moved(&memoPool), MatchScratch.moved(&valueEnds)
    )
  }

  /// The matches and their captures, moved out of the walk; `MatchScratch.keep` takes them back.
  mutating func takeMatches() -> (matches: [RawMatch], captures: [Capture]) {
    (MatchScratch.moved(&matches), MatchScratch.moved(&matchCaptures))
  }

  private func deadSlot(_ key: Int) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: key &* -7_046_029_254_386_353_131) >> (64 - Self.deadCacheBits))
  }

  private func isDead(_ key: Int) -> Bool {
    deadCache[deadSlot(key)] == key
  }

  private func markDead(_ key: Int) {
    deadCache[deadSlot(key)] = key
  }

  private func isGap(_ position: Int) -> Bool {
    context.ignoreWhitespace || position == context.count || context.input[position] == NormalizedText.space
  }

  /// Follows the graph from `start` at `startPosition`; true when some accept was reached. Literal
  /// text and gaps are followed in a loop (a path through a template is mostly words and gaps); the
  /// node ending the run of them recurses.
  mutating func visit(_ start: Int32, _ startPosition: Int) -> Bool {
    var node = start
    var position = startPosition
    // Literal characters counted on this run of nodes, taken off again before returning.
    var added = 0
    defer { literal -= added }
    // Only an accept adds a match, and the loop follows literal text and gaps alone: the bound on
    // matches is checked once, here, rather than at each step (as the step it would stop counts).
    guard matches.count < context.options.maxMatches else {
      steps += 1
      return false
    }
    while true {
      steps += 1
      guard node >= 0, steps <= context.options.maxSteps else { return false }
      let current = context.tables.nodes[Int(node)]
      switch current.op {
      case .chars:
        let length = Int(current.b)
        guard position + length <= context.count else { return false }
        // Compared through `scalars` and the pool: the bounds were checked just above (positions
        // start at 0 and only grow) and the pool's when the program was, where indexing the array
        // checked each scalar again.
        if length > 0 {
          let start = context.scalars + position
          let text = context.tables.pool.baseAddress.unsafelyUnwrapped + Int(current.a)
          var offset = 0
          while offset < length {
            if start[offset] != text[offset] { return false }
            offset += 1
          }
        }
        literal += length
        added += length
        position += length
        node = current.next
        continue
      case .space:
        // Read through `scalars`: below `count` as compared (unsigned, so not negative either).
        if UInt(bitPattern: position) < UInt(context.count)
          && context.scalars[position] == NormalizedText.space
        {
          position += 1
          node = current.next
          continue
        }
        if position <= 0 || position >= context.count || context.scalars[position - 1] == NormalizedText.space
        {
          node = current.next
          continue
        }
        return false
      default:
        return visitNode(node, current, position)
      }
    }
  }

  /// `visit` for a node that is no literal text or gap.
  @inline(__always)
  private mutating func visitNode(_ node: Int32, _ current: Node, _ position: Int) -> Bool {
    switch current.op {
    case .chars, .space:
      return false  // followed by `visit` itself, never handed here
    case .split:
      let key = Int(node) &* (context.count + 1) &+ position
      if isDead(key) { return false }
      var found = false
      let start = Int(current.a)
      let bit = context.scalarBit(position)
      for offset in 0..<Int(current.b) {
        let branch = context.tables.branchPool[start + offset]
        if context.startsWell(branch, bit) && context.viable(branch) && visit(branch, position) {
          found = true
        }
      }
      if !found { markDead(key) }
      return found
    case .accept:
      guard position == context.count else { return false }
      let captureStart = Int32(matchCaptures.count)
      matchCaptures.append(contentsOf: UnsafeBufferPointer(start: captureSlots, count: captureCount))
      matches.append(
        RawMatch(
          template: current.a, captureStart: captureStart, captureEnd: Int32(matchCaptures.count),
          literalCharacters: literal))
      return true
    case .valueEnd:
      valueEnds.append((position, current.a))
      return true
    case .wildcard:
      guard context.viable(current.next) else { return false }
      return visitWildcard(current, position, kind: .wildcard)
    case .list:
      let key = Int(node) &* (context.count + 1) &+ position
      if isDead(key) || !context.viable(current.next) { return false }
      var found = false
      let (poolStart, poolCount) = listMatches(current.a, position)
      let code = context.listKinds[Int(current.a)]
      let isRuntime = code == 1
      let kind: Capture.Kind = code == 2 ? .number : isRuntime ? .runtimeValue : .value
      for index in poolStart..<(poolStart + poolCount) {
        let (end, value, number) = memoPool[index]
        guard context.startsWell(current.next, context.scalarBit(end)) else { continue }
        pushCapture(
          Capture(
            slot: current.b, start: Int32(position), end: Int32(end), list: current.a, value: value,
            kind: kind,
            number: number))
        if visit(current.next, end) { found = true }
        captureCount -= 1
      }
      if isRuntime && context.options.allowUnmatched {
        var ends: Set<Int> = []
        for index in poolStart..<(poolStart + poolCount) { ends.insert(memoPool[index].0) }
        if visitWildcard(current, position, kind: .unmatched, skipping: ends) { found = true }
      }
      if !found { markDead(key) }
      return found
    }
  }

  /// Adds `capture` to the path's captures, in the scratch's memory: grown first when full, so the
  /// write is below `captureCapacity`.
  @inline(__always)
  private mutating func pushCapture(_ capture: Capture) {
    if captureCount >= captureCapacity {
      scratch.growCaptures(keeping: captureCount)
      captureSlots = scratch.captureSlots
      captureCapacity = scratch.captureCapacity
    }
    (captureSlots + captureCount).initialize(to: capture)
    captureCount += 1
  }

  /// Free text from `position` to each later word end (shortest first).
  private mutating func visitWildcard(
    _ node: Node, _ position: Int, kind: Capture.Kind, skipping: Set<Int> = []
  )
    -> Bool
  {
    var start = position
    while start < context.count && context.input[start] == NormalizedText.space { start += 1 }
    guard start < context.count else { return false }
    var found = false
    var end = start + 1
    while end <= context.count {
      if isGap(end) && !skipping.contains(end) {
        pushCapture(
          Capture(
            slot: node.b, start: Int32(start), end: Int32(end), list: node.a, value: -1, kind: kind, number: 0
          ))
        if visit(node.next, end) { found = true }
        captureCount -= 1
      }
      end += 1
    }
    return found
  }

  /// Values of list `listIndex` that cover the whole input (for answers such as "yes" or "the second").
  mutating func wholeInputValues(of listIndex: Int32) -> [Int32] {
    guard context.count > 0 else { return [] }
    let (start, found) = listMatches(listIndex, 0)
    return memoPool[start..<(start + found)].filter { $0.0 == context.count }.map(\.1)
  }

  /// Values of list `listIndex` that match at `position`, as a range of `memoPool` holding
  /// (end, value index, number).
  private mutating func listMatches(_ listIndex: Int32, _ position: Int) -> (Int, Int) {
    var row = memoRow[Int(listIndex)]
    if row < 0 {
      row = Int32(memoStart.count / (context.count + 1))
      memoRow[Int(listIndex)] = row
      // One buffer for both rows: unknown starts, and counts of nothing.
      let width = context.count + 1
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: width) { row in
        row.initialize(repeating: -1)
        memoStart.append(contentsOf: row)
        row.update(repeating: 0)
        memoCount.append(contentsOf: row)
      }
    }
    let key = Int(row) &* (context.count + 1) &+ position
    if memoStart[key] >= 0 { return (Int(memoStart[key]), Int(memoCount[key])) }
    let list = Int(listIndex)
    if context.listKinds[list] == 0 && context.lists[list].templated.isEmpty {
      // Plain values and runtime values go straight into the memo.
      let start = memoPool.count
      context.tables.valueTries[list].appendMatches(of: context.input, from: position, into: &memoPool)
      memoStart[key] = Int32(start)
      memoCount[key] = Int32(memoPool.count - start)
      return (start, memoPool.count - start)
    }
    if context.listKinds[list] == 1 {
      let start = memoPool.count
      context.runtimeKeys(listIndex)?.appendMatches(of: context.input, from: position, into: &memoPool)
      memoStart[key] = Int32(start)
      memoCount[key] = Int32(memoPool.count - start)
      return (start, memoPool.count - start)
    }
    var found: [(Int, Int32)] = []
    var result: [(Int, Int32, Double)] = []
    switch context.lists[list].kind {
    case .values:
      context.tables.valueTries[list].prefixes(of: context.input, from: position, into: &found)
      for (entry, _) in context.lists[Int(listIndex)].templated {
        valueEnds.removeAll(keepingCapacity: true)
        let saved = (captureCount, literal)
        _ = visit(entry, position)
        captureCount = saved.0
        literal = saved.1
        found.append(contentsOf: valueEnds)
      }
      result = found.map { ($0.0, $0.1, 0) }
    case .runtime:
      context.runtimeKeys(listIndex)?.prefixes(of: context.input, from: position, into: &found)
      result = found.map { ($0.0, $0.1, 0) }
    case .range(let range):
      result = rangeMatches(list, range, position)
    case .wildcard:
      break
    }
    memoStart[key] = Int32(memoPool.count)
    memoCount[key] = Int32(result.count)
    memoPool.append(contentsOf: result)
    return (Int(memoStart[key]), result.count)
  }
}
