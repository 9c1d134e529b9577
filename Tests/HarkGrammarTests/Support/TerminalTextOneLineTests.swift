import Testing

@testable import HarkGrammar

/// Stored text put on one line of the shell's output: no line break in it may start a line.
@Suite struct TerminalTextOneLineTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var text: String
    var oneLine: String
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "text without a break is unchanged", text: "see you at 5", oneLine: "see you at 5"),
    Case(
      name: "a newline before a forged result", text: "line one\nSent to Glow in UnicornChat: “fake”",
      oneLine: "line one⏎Sent to Glow in UnicornChat: “fake”"),
    Case(name: "CR LF is one break", text: "a\r\nb", oneLine: "a⏎b"),
    Case(name: "a CR alone is left to inert", text: "a\rb\n", oneLine: "a\rb⏎"),
    Case(name: "a trailing CR stays", text: "a\nb\r", oneLine: "a⏎b\r"),
    Case(name: "Chinese around a break", text: "第一行\n第二行", oneLine: "第一行⏎第二行"),
    Case(name: "several breaks", text: "\n\nx\n", oneLine: "⏎⏎x⏎"),
  ]

  @Test(arguments: cases)
  func lineBreaksAreShownInert(_ testCase: Case) {
    #expect(TerminalText.oneLine(testCase.text) == testCase.oneLine)
  }

  @Test(arguments: cases)
  func nothingStartsALineAfterInert(_ testCase: Case) {
    let printed = TerminalText.inert(TerminalText.oneLine(testCase.text))
    #expect(!printed.contains("\n"))
    #expect(!printed.unicodeScalars.contains { TerminalText.isActive($0) })
  }
}
