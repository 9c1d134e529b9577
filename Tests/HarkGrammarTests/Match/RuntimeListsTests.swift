import Testing

@testable import HarkGrammar

/// A list added for one line by picking values out of a long one (the conformance name cut) must read
/// as the same list copied out; and a list's keys must be found in order of first scalar, then value.
@Suite struct RuntimeListsTests {
  static let all: [ListValue] = [
    ListValue("Kitchen Light", context: ["domain": "light"]), ListValue("Bedroom Lamp"),
    ListValue("kitchen"), ListValue("Garage Door", output: .text("garage_door")), ListValue("Lamp"),
  ]

  @Test(arguments: [[Int](), [1], [3, 0], [4, 2, 1, 0], [0, 1, 2, 3, 4]])
  func pickedValuesReadAsTheValuesCopiedOut(_ picked: [Int]) {
    let base = RuntimeLists(["area": [ListValue("Kitchen")]])
    let copied = picked.map { Self.all[$0] }
    for ignoreWhitespace in [false, true] {
      let keys = RuntimeKeys(copied, ignoreWhitespace: ignoreWhitespace)
      let picking = base.adding(
        "name", picking: picked, of: Self.all, keys: keys, ignoreWhitespace: ignoreWhitespace)
      let copying = base.adding("name", values: copied, keys: keys, ignoreWhitespace: ignoreWhitespace)
      #expect(picking.values == copying.values)
      #expect(picking.values(named: "name") == copied)
      for index in copied.indices {
        #expect(picking.value(named: "name", at: index) == copied[index])
        #expect(copying.value(named: "name", at: index) == copied[index])
      }
      #expect(picking.value(named: "area", at: 0) == ListValue("Kitchen"))
      #expect(picking.value(named: "floor", at: 0) == nil)
      #expect(
        picking.keys("name", ignoreWhitespace: !ignoreWhitespace)?.keys
          == RuntimeKeys(copied, ignoreWhitespace: !ignoreWhitespace).keys)
    }
  }

  /// Keys sharing a first scalar are reported in value order, for a line's few keys (sorted as they
  /// are added) and for a long list (sorted at once) alike.
  @Test(arguments: [3, 8, 9, 40])
  func prefixesComeInValueOrder(_ count: Int) {
    let words = ["kitchen", "k", "kit", "lamp", "kitchen light", "ki", "a", "kitchen"]
    let keys = (0..<count).map { NormalizedText.key(words[$0 % words.count], ignoreWhitespace: false) }
    let runtime = RuntimeKeys(keys: keys)
    let input = NormalizedText.key("kitchen light on", ignoreWhitespace: false)
    var found: [(Int, Int32)] = []
    runtime.prefixes(of: input, from: 0, into: &found)
    var expected: [(Int, Int32)] = []
    for (index, key) in keys.enumerated() where key.count <= input.count && Array(input[0..<key.count]) == key
    {
      expected.append((key.count, Int32(index)))
    }
    #expect(found.map(\.1) == expected.map(\.1))
    #expect(found.map(\.0) == expected.map(\.0))
    #expect(!found.isEmpty)
    #expect(runtime.hasValue(prefixing: input, from: 0))
    #expect(!runtime.hasValue(prefixing: input, from: 1))
  }
}
