/// One slot capture during a match.
struct Capture: Sendable {
  enum Kind: UInt8, Sendable {
    case value
    case runtimeValue
    case number
    case wildcard
    case unmatched
  }

  var slot: Int32
  var start: Int32
  var end: Int32
  var list: Int32
  var value: Int32
  var kind: Kind
  var number: Double
}

/// A template matched the whole input: the raw facts, before context rules and ranking.
struct RawMatch: Sendable {
  var template: Int32
  var captures: [Capture]
  var literalCharacters: Int
}

/// Options of one match call.
struct MatchOptions: Sendable {
  var allowUnmatched = true
  var maxMatches = 4096
}

/// Runs the compiled graph of one language over one normalised input (depth-first, all matches).
final class MatchRun {
  private let program: LanguageProgram
  private let input: [UInt32]
  private let count: Int
  private let runtime: [Int32: RuntimeList]
  private let options: MatchOptions
  private var captures: [Capture] = []
  private var literal = 0
  private var dead: Set<Int> = []
  private var listMemo: [Int: [(Int, Int32, Double)]] = [:]
  private(set) var matches: [RawMatch] = []
  private var valueEnds: [(Int, Int32)] = []

  /// Values of a runtime list, normalised once per call.
  struct RuntimeList {
    var values: [ListValue]
    var trie: ScalarTrie
  }

  init(program: LanguageProgram, input: [UInt32], runtime: [Int32: RuntimeList], options: MatchOptions) {
    self.program = program
    self.input = input
    self.count = input.count
    self.runtime = runtime
    self.options = options
  }

  /// Tries every template that can start at the input's first scalar.
  func run() {
    guard count > 0 else { return }
    var entries = program.entriesByFirst[input[0]] ?? []
    entries.append(contentsOf: program.entriesAnywhere)
    for entry in entries {
      _ = visit(entry, 0)
    }
  }

  private func deadKey(_ node: Int32, _ position: Int) -> Int {
    Int(node) &* (count + 1) &+ position
  }

  private func isGap(_ position: Int) -> Bool {
    program.ignoreWhitespace || position == count || input[position] == NormalizedText.space
  }

  /// Follows the graph from `node` at `position`; true when some accept was reached.
  private func visit(_ node: Int32, _ position: Int) -> Bool {
    if matches.count >= options.maxMatches { return false }
    let current = program.nodes[Int(node)]
    switch current.op {
    case .chars:
      let length = Int(current.b)
      guard position + length <= count else { return false }
      let start = Int(current.a)
      for offset in 0..<length where input[position + offset] != program.pool[start + offset] {
        return false
      }
      literal += length
      defer { literal -= length }
      return visit(current.next, position + length)
    case .space:
      if position < count && input[position] == NormalizedText.space {
        return visit(current.next, position + 1)
      }
      if position == 0 || position == count || input[position - 1] == NormalizedText.space {
        return visit(current.next, position)
      }
      return false
    case .split:
      let key = deadKey(node, position)
      if dead.contains(key) { return false }
      var found = false
      let start = Int(current.a)
      for offset in 0..<Int(current.b) where visit(program.branchPool[start + offset], position) {
        found = true
      }
      if !found { dead.insert(key) }
      return found
    case .accept:
      guard position == count else { return false }
      matches.append(RawMatch(template: current.a, captures: captures, literalCharacters: literal))
      return true
    case .valueEnd:
      valueEnds.append((position, current.a))
      return true
    case .wildcard:
      return visitWildcard(current, position, kind: .wildcard)
    case .list:
      let key = deadKey(node, position)
      if dead.contains(key) { return false }
      var found = false
      let candidates = listMatches(current.a, position)
      let list = program.lists[Int(current.a)]
      let isRuntime: Bool
      if case .runtime = list.kind { isRuntime = true } else { isRuntime = false }
      let kind: Capture.Kind
      if case .range = list.kind { kind = .number } else { kind = isRuntime ? .runtimeValue : .value }
      for (end, value, number) in candidates {
        captures.append(
          Capture(
            slot: current.b, start: Int32(position), end: Int32(end), list: current.a, value: value,
            kind: kind,
            number: number))
        if visit(current.next, end) { found = true }
        captures.removeLast()
      }
      if isRuntime && options.allowUnmatched {
        let ends = Set(candidates.map(\.0))
        if visitWildcard(current, position, kind: .unmatched, skipping: ends) { found = true }
      }
      if !found { dead.insert(key) }
      return found
    }
  }

  /// Free text from `position` to each later word end (shortest first).
  private func visitWildcard(_ node: Node, _ position: Int, kind: Capture.Kind, skipping: Set<Int> = [])
    -> Bool
  {
    var start = position
    while start < count && input[start] == NormalizedText.space { start += 1 }
    guard start < count else { return false }
    var found = false
    var end = start + 1
    while end <= count {
      if isGap(end) && !skipping.contains(end) {
        captures.append(
          Capture(
            slot: node.b, start: Int32(start), end: Int32(end), list: node.a, value: -1, kind: kind, number: 0
          ))
        if visit(node.next, end) { found = true }
        captures.removeLast()
      }
      end += 1
    }
    return found
  }

  /// Values of list `listIndex` that match at `position`: (end, value index, number).
  private func listMatches(_ listIndex: Int32, _ position: Int) -> [(Int, Int32, Double)] {
    let key = Int(listIndex) &* (count + 1) &+ position
    if let memo = listMemo[key] { return memo }
    var result: [(Int, Int32, Double)] = []
    let list = program.lists[Int(listIndex)]
    var found: [(Int, Int32)] = []
    switch list.kind {
    case .values:
      list.trie.prefixes(of: input, from: position, into: &found)
      for (entry, _) in list.templated {
        valueEnds.removeAll(keepingCapacity: true)
        let saved = (captures, literal)
        _ = visitValue(entry, position)
        captures = saved.0
        literal = saved.1
        found.append(contentsOf: valueEnds)
      }
      result = found.map { ($0.0, $0.1, 0) }
    case .runtime:
      runtime[listIndex]?.trie.prefixes(of: input, from: position, into: &found)
      result = found.map { ($0.0, $0.1, 0) }
    case .range(let range):
      result = rangeMatches(list, range, position)
    case .wildcard:
      break
    }
    listMemo[key] = result
    return result
  }

  /// Runs a list value's template graph (which ends in `.valueEnd`).
  private func visitValue(_ entry: Int32, _ position: Int) -> Bool {
    visit(entry, position)
  }

  private func rangeMatches(_ list: CompiledList, _ range: RangeSource, _ position: Int) -> [(
    Int, Int32, Double
  )] {
    var result: [(Int, Int32, Double)] = []
    if range.digits {
      var index = position
      var negative = false
      if index < count && input[index] == 0x2D {
        negative = true
        index += 1
      }
      let digitsStart = index
      var value = 0.0
      while index < count, input[index] >= 0x30, input[index] <= 0x39 {
        value = value * 10 + Double(input[index] - 0x30)
        index += 1
      }
      if index > digitsStart && index - digitsStart < 16 {
        var end = index
        if index + 1 < count, input[index] == 0x2E || input[index] == 0x2C, input[index + 1] >= 0x30,
          input[index + 1] <= 0x39
        {
          var fraction = 0.0
          var scale = 0.1
          var cursor = index + 1
          while cursor < count, input[cursor] >= 0x30, input[cursor] <= 0x39 {
            fraction += Double(input[cursor] - 0x30) * scale
            scale /= 10
            cursor += 1
          }
          let fractional = value + fraction
          if Self.inRange(negative ? -fractional : fractional, range, fractional: true) {
            result.append((cursor, -1, (negative ? -fractional : fractional) * (range.multiplier ?? 1)))
          }
        }
        if negative { value = -value }
        if Self.inRange(value, range, fractional: false) {
          end = index
          result.append((end, -1, value * (range.multiplier ?? 1)))
        }
      }
    }
    if !list.numberWords.isEmpty {
      var found: [(Int, Int32)] = []
      list.numberWords.prefixes(of: input, from: position, into: &found)
      for (end, payload) in found { result.append((end, payload, list.numbers[Int(payload)])) }
    }
    return result
  }

  private static func inRange(_ value: Double, _ range: RangeSource, fractional: Bool) -> Bool {
    guard value >= range.from && value <= range.to else { return false }
    if fractional {
      let fraction = value - value.rounded(.down)
      switch range.fractions {
      case "halves": return abs(fraction - 0.5) < 1e-9
      case "tenths": return true
      default: return false
      }
    }
    let steps = (value - range.from) / range.step
    return abs(steps - steps.rounded()) < 1e-9
  }
}
