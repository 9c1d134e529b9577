import Testing

@testable import HarkGrammar

/// The offset of the first byte that is not UTF-8, the one rule every way in refuses by.
@Suite struct UTF8CheckTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var offset: Int?
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "ASCII", bytes: Array("text Glow hi".utf8), offset: nil),
    Case(name: "Chinese and an emoji", bytes: Array("给Glow发🦄".utf8), offset: nil),
    Case(name: "empty", bytes: [], offset: nil),
    Case(name: "a lone 0xFF", bytes: Array("text Glow ".utf8) + [0xFF] + Array(" hi".utf8), offset: 10),
    Case(name: "a stray continuation byte first", bytes: [0x80, 0x41], offset: 0),
    Case(name: "a sequence cut short by a space", bytes: [0x41, 0xE4, 0xBD, 0x20], offset: 1),
    Case(name: "a sequence cut short at the end", bytes: Array("好".utf8) + [0xE5, 0xA5], offset: 3),
    Case(name: "an overlong slash", bytes: [0x61, 0xC0, 0xAF], offset: 1),
    Case(name: "a UTF-16 surrogate", bytes: [0xED, 0xA0, 0x80], offset: 0),
    Case(name: "after a four-byte character", bytes: Array("🦄".utf8) + [0xFE], offset: 4),
  ]

  @Test(arguments: cases)
  func firstBadByteIsFound(_ testCase: Case) {
    #expect(UTF8Check.firstInvalidOffset(in: testCase.bytes) == testCase.offset)
  }

  @Test(arguments: cases)
  func decodeRefusesOrKeepsEveryByte(_ testCase: Case) {
    switch UTF8Check.decode(testCase.bytes) {
    case .success(let text):
      #expect(testCase.offset == nil)
      #expect(Array(text.utf8) == testCase.bytes)
    case .failure(let invalid):
      #expect(invalid.offset == testCase.offset)
      #expect(invalid.description == "is not valid UTF-8 (byte offset \(invalid.offset))")
    }
  }
}
