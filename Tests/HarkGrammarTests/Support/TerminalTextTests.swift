import Testing

@testable import HarkGrammar

@Suite struct TerminalTextTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var text: String
    var inert: String
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "plain text is unchanged", text: "Sent to Glow: see you at 5", inert: "Sent to Glow: see you at 5"
    ),
    Case(name: "Chinese is unchanged", text: "已发送给王小明：明天见", inert: "已发送给王小明：明天见"),
    Case(name: "newlines and tabs stay", text: "one\n\ttwo", inert: "one\n\ttwo"),
    Case(name: "a colour sequence", text: "\u{1B}[31mred", inert: "\\u001B[31mred"),
    Case(
      name: "a title sequence ended by BEL", text: "\u{1B}]0;title\u{07}", inert: "\\u001B]0;title\\u0007"),
    Case(name: "NUL, CR and backspace", text: "a\u{0}b\rc\u{8}", inert: "a\\u0000b\\u000Dc\\u0008"),
    Case(name: "CR LF is two characters to a terminal", text: "a\r\nb", inert: "a\\u000D\nb"),
    Case(name: "DEL and a C1 CSI", text: "\u{7F}\u{9B}31m", inert: "\\u007F\\u009B31m"),
    Case(
      name: "bidi overrides", text: "abc\u{202E}fed\u{2066}x\u{2069}", inert: "abc\\u202Efed\\u2066x\\u2069"),
    Case(name: "line separator", text: "a\u{2028}b", inert: "a\\u2028b"),
  ]

  @Test(arguments: cases)
  func activeCharactersAreSpelledOut(_ testCase: Case) {
    #expect(TerminalText.inert(testCase.text) == testCase.inert)
  }

  @Test func nothingActiveIsLeft() {
    var every = ""
    for value in UInt32(0)...0x3000 {
      if let scalar = Unicode.Scalar(value) { every.unicodeScalars.append(scalar) }
    }
    let inert = TerminalText.inert(every)
    #expect(!inert.unicodeScalars.contains { TerminalText.isActive($0) })
  }
}
