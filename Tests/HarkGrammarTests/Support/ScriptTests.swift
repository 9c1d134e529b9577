import Testing

@testable import HarkGrammar

/// One answer to "is this Han?": every CJK ideograph block, nothing else.
@Suite struct ScriptTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var scalar: UInt32
    var isHan: Bool
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "王, unified ideograph", scalar: 0x738B, isHan: true),
    Case(name: "first of the unified block", scalar: 0x4E00, isHan: true),
    Case(name: "last of the unified block", scalar: 0x9FFF, isHan: true),
    Case(name: "㐀, first of Extension A", scalar: 0x3400, isHan: true),
    Case(name: "䶵, Extension A", scalar: 0x4DB5, isHan: true),
    Case(name: "豈, compatibility ideograph", scalar: 0xF900, isHan: true),
    Case(name: "𠀀, first of Extension B", scalar: 0x20000, isHan: true),
    Case(name: "𪜀, Extension C", scalar: 0x2A700, isHan: true),
    Case(name: "Extension D", scalar: 0x2B740, isHan: true),
    Case(name: "Extension E", scalar: 0x2B820, isHan: true),
    Case(name: "Extension F", scalar: 0x2CEB0, isHan: true),
    Case(name: "Extension I", scalar: 0x2EBF0, isHan: true),
    Case(name: "compatibility supplement", scalar: 0x2F800, isHan: true),
    Case(name: "Extension G", scalar: 0x30000, isHan: true),
    Case(name: "Extension H", scalar: 0x31350, isHan: true),
    Case(name: "Extension J", scalar: 0x323B0, isHan: true),
    Case(name: "a", scalar: 0x61, isHan: false),
    Case(name: "é", scalar: 0xE9, isHan: false),
    Case(name: "。, ideographic full stop", scalar: 0x3002, isHan: false),
    Case(name: "〇, ideographic zero", scalar: 0x3007, isHan: false),
    Case(name: "あ, hiragana", scalar: 0x3042, isHan: false),
    Case(name: "한, Hangul", scalar: 0xD55C, isHan: false),
    Case(name: "⺀, CJK radical", scalar: 0x2E80, isHan: false),
    Case(name: "，, full-width comma", scalar: 0xFF0C, isHan: false),
    Case(name: "😀", scalar: 0x1F600, isHan: false),
    Case(name: "Tangut, ideographic but not Han", scalar: 0x17000, isHan: false),
  ]

  @Test(arguments: cases)
  func tellsHanFromOtherScripts(_ example: Case) throws {
    let scalar = try #require(Unicode.Scalar(example.scalar))
    #expect(Script.isHan(scalar) == example.isHan)
    #expect(Script.containsHan("a" + String(Character(scalar)) + "b") == example.isHan)
    #expect(Language.guess(String(Character(scalar))) == (example.isHan ? .chinese : .english))
  }

  /// Every ideograph Unicode's tables (as this toolchain has them) call ideographic is Han, but
  /// for the scripts that are not (Tangut, Nüshu, Khitan) and ideographic signs (U+3006–U+303A,
  /// U+16FE4, U+16FF2–U+16FF6); every assigned scalar of the Han blocks is ideographic. A block Unicode adds
  /// later fails here until ``Script/hanBlocks`` has it.
  @Test func theBlocksAreUnicodesIdeographs() {
    let notHan: [ClosedRange<UInt32>] = [
      0x3006...0x3007, 0x3021...0x3029, 0x3038...0x303A, 0x16FE4...0x16FE4, 0x16FF2...0x16FF6,
      0x17000...0x18CFF, 0x18D00...0x18DFF, 0x1B170...0x1B2FF,
    ]
    var outside: [String] = []
    var unassignedInside = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let ideographic = scalar.properties.isIdeographic
      let inBlocks = Script.hanBlocks.contains { $0.contains(value) }
      #expect(Script.isHan(scalar) == inBlocks)
      if ideographic, !inBlocks, !notHan.contains(where: { $0.contains(value) }) {
        outside.append(String(value, radix: 16))
      }
      if inBlocks, !ideographic, scalar.properties.generalCategory != .unassigned { unassignedInside += 1 }
    }
    #expect(outside.isEmpty, "ideographs outside the Han blocks: \(outside.prefix(10))")
    #expect(unassignedInside == 0)
  }
}
