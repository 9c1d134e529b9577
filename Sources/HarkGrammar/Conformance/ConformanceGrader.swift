/// Grades readings against a corpus by the rules of its README (as Home Assistant's test runner).
public enum ConformanceGrader {
  /// The result of one test.
  public struct Outcome: Sendable {
    /// The test.
    public var test: ConformanceCorpus.Test
    /// The best reading, if any.
    public var reading: Reading?
    /// Whether the test passed.
    public var passed: Bool
    /// Why it failed, in words.
    public var reason: String
  }

  /// The request the corpus's reference makes for `test`: the `name` list cut to the names occurring
  /// in the sentence, `name` preferred, the test's context, no partial readings.
  public static func request(for test: ConformanceCorpus.Test, suite: ConformanceCorpus.Suite)
    -> ReadingRequest
  {
    guard suite.cutsNameList else {
      let runtime = test.prepared
      return ReadingRequest(
        lists: runtime == nil ? test.lists : [:], runtime: runtime, limit: 1, context: test.context,
        preferredSlot: "name", allowPartial: false)
    }
    // The other fixture lists are the same for every test, normalised once; so are the names' keys,
    // of which the cut takes those of the names occurring. Each request made where it is returned,
    // not assembled in variables and copied out.
    guard let names = test.lists["name"] else {
      return ReadingRequest(
        runtime: suite.fixedLists, limit: 1, context: test.context, preferredSlot: "name",
        allowPartial: false)
    }
    let found = namesOccurring(in: test.sentence, count: names.count, suite: suite)
    let ignoreWhitespace = suite.grammar.programs.first?.ignoreWhitespace ?? false
    let keys = ignoreWhitespace ? suite.nameKeys.unspaced : suite.nameKeys.spaced
    return ReadingRequest(
      runtime: suite.fixedLists.adding(
        "name", picking: found, of: names, keys: RuntimeKeys(keys: found.map { keys[$0] }),
        ignoreWhitespace: ignoreWhitespace),
      limit: 1, context: test.context, preferredSlot: "name", allowPartial: false)
  }

  /// The indices of the `count` names (the suite's fixture names) occurring in `sentence`, as hassil's
  /// `Trie.find` over the lower-cased sentence finds them: every name starting at any position, each
  /// once, in the order they are found.
  static func namesOccurring(in sentence: String, count: Int, suite: ConformanceCorpus.Suite) -> [Int] {
    var result: [Int] = []
    // Each name kept as it is found, without a list of every occurrence first.
    func found(_ payload: Int32) {
      if payload >= 0 && Int(payload) < count && !result.contains(Int(payload)) {
        result.append(Int(payload))
      }
    }
    let ascii =
      sentence.utf8.withContiguousStorageIfAvailable { bytes in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        suite.nameTrie.occurrences(ofLowercasedASCII: bytes) { found($1) }
        return true
      } ?? false
    if !ascii {
      var occurrences: [(Int, Int32)] = []
      suite.nameTrie.occurrences(of: lowercased(sentence), into: &occurrences)
      for (_, payload) in occurrences { found(payload) }
    }
    return result
  }

  /// Lower-cased scalars, as Python's `str.lower()` for the corpus's names.
  static func lowercased(_ text: String) -> [UInt32] {
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [UInt32]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return bytes.map { $0 >= 65 && $0 <= 90 ? UInt32($0) + 32 : UInt32($0) }
    }
    if let ascii = ascii ?? nil { return ascii }
    var result: [UInt32] = []
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        result.append(scalar.value >= 65 && scalar.value <= 90 ? scalar.value + 32 : scalar.value)
      } else {
        for lower in scalar.properties.lowercaseMapping.unicodeScalars { result.append(lower.value) }
      }
    }
    return result
  }

  /// Runs and grades one test.
  public static func run(_ test: ConformanceCorpus.Test, suite: ConformanceCorpus.Suite) -> Outcome {
    var readings = suite.grammar.readings(for: test.sentence, request: request(for: test, suite: suite))
    // Moved out of the array and into the outcome: a reading is a dozen references to copy. The
    // first, taken from the end (swapped there), not by moving the others up.
    if readings.count > 1 { readings.swapAt(0, readings.count - 1) }
    return grade(readings.popLast(), test)
  }

  /// Grades a reading.
  public static func grade(_ reading: consuming Reading?, _ test: ConformanceCorpus.Test) -> Outcome {
    let reason = failure(of: reading, test)
    return Outcome(test: test, reading: reading, passed: reason == nil, reason: reason ?? "")
  }

  /// Why `reading` fails `test`, or nil when it passes.
  private static func failure(of reading: Reading?, _ test: ConformanceCorpus.Test) -> String? {
    guard let reading else { return "no match" }
    guard reading.intent.rawValue == test.intent else { return "intent \(reading.intent)" }
    var slots = reading.slots
    if let combination = test.slotCombination {
      guard reading.metadata["slot_combination"] == combination else {
        return "slot combination \(reading.metadata["slot_combination"] ?? "none")"
      }
      if test.contextArea {
        guard let area = slots.removeValue(forKey: "area"), area.text == "__context_area__" else {
          return "area not from context"
        }
      }
    }
    // Each expected slot looked up once: whether it is there and whether its value matches, the
    // first wrong value kept for when every slot is there (a missing one is reported first).
    var present = slots.count == test.slots.count
    var wrongValue: String?
    if present {
      for (name, expected) in test.slots {
        guard let slot = slots[name] else {
          present = false
          break
        }
        guard wrongValue == nil else { continue }
        let got = slot.value ?? .text(slot.text)
        if !matches(expected, got) { wrongValue = "slot \(name) = \(got)" }
      }
    }
    guard present else {
      return "slots \(slots.keys.sorted()) instead of \(test.slots.keys.sorted())"
    }
    if let wrongValue { return wrongValue }
    if !test.context.isEmpty && test.slotCombination == nil && reading.context != test.context {
      return "context \(reading.context.sorted { $0.key < $1.key })"
    }
    return nil
  }

  private static func matches(_ expected: JSONValue, _ got: SlotValue) -> Bool {
    switch expected {
    case .array(let options): return options.contains { matches($0, got) }
    case .number(let number):
      return got.number == number || got.description == SlotValue.number(number).description
    case .string(let text):
      if case .number(let number) = got { return Double(text) == number }
      return got.description == text
    case .bool(let flag): return got.description == (flag ? "true" : "false")
    default: return false
    }
  }
}
