import HarkCore
import HarkGrammar
import HarkStore
import Testing

@testable import hark

/// Stored text (a message body) must not drive the user's terminal: the printer shows control
/// characters inert, and `--json` still decodes to exactly the text.
@Suite struct EventPrinterTests {
  static let body = "\u{1B}[31mred\u{1B}]0;title\u{07} and \u{0}\r\u{9B}2J\u{202E}done"
  static let event = ShellEvent(
    kind: .result, input: "text Glow " + body, intent: "messages.sendMessage", app: "UnicornChat",
    text: "Sent to Glow in UnicornChat: “\(body)”")

  @Test(arguments: [false, true])
  func storedEscapesArePrintedInert(colour: Bool) {
    let printed = EventPrinter(json: false, colour: colour).rendered(Self.event)
    #expect(printed.contains("“\\u001B[31mred\\u001B]0;title\\u0007 and \\u0000\\u000D\\u009B2J\\u202Edone”"))
    // On a terminal the only escapes are the printer's own colour, around the line.
    let escapes = printed.unicodeScalars.filter { $0 == "\u{1B}" }.count
    #expect(escapes == (colour ? 2 : 0))
    #expect(
      !printed.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{0}" || $0 == "\r" || $0 == "\u{9B}" })
    #expect(!printed.unicodeScalars.contains { $0 == "\u{202E}" })
  }

  @Test func jsonIsInertAndDecodesToTheExactText() throws {
    let printed = EventPrinter(json: true, colour: false).rendered(Self.event)
    #expect(printed.hasSuffix("\n"))
    #expect(!printed.dropLast().unicodeScalars.contains { TerminalText.isActive($0) })
    let decoded = try JSONValue.decode(String(printed.dropLast()))
    #expect(decoded.objectValue?["text"]?.stringValue == Self.event.text)
    #expect(decoded.objectValue?["input"]?.stringValue == Self.event.input)
  }

  @Test func theShellsOwnLinesStayLines() {
    let list = ShellEvent(kind: .result, input: "show my messages", text: "Glow: hi\nFlare: hello")
    #expect(EventPrinter(json: false, colour: false).rendered(list) == "Glow: hi\nFlare: hello\n")
  }

  /// A shell command's answer (`:help`) is printed plain, as it was before it was an event, also
  /// on a terminal; with `--json` it is one `info` line.
  @Test(arguments: [false, true])
  func aShellCommandsAnswerIsPrintedPlain(colour: Bool) throws {
    let help = ShellEvent(kind: .info, input: ":help", text: ShellCommand.helpText)
    #expect(EventPrinter(json: false, colour: colour).rendered(help) == ShellCommand.helpText + "\n")
    let json = try JSONValue.decode(String(EventPrinter(json: true, colour: false).rendered(help).dropLast()))
    #expect(json.objectValue?["event"]?.stringValue == "info")
    #expect(json.objectValue?["text"]?.stringValue == ShellCommand.helpText)
  }

  static let choice = ShellEvent(
    kind: .question, input: "text it to Flare",
    text: "Which file? 1) budget.numbers (Work) 2) Q2 sales report.pdf (Work) 3) 预算表.pdf (工作)",
    choices: ["budget.numbers (Work)", "Q2 sales report.pdf (Work)", "预算表.pdf (工作)"])

  @Test func aChoiceTooWideForTheTerminalIsOneChoiceALine() {
    let printer = EventPrinter(json: false, colour: false, columns: { 40 })
    #expect(
      printer.rendered(Self.choice)
        == "Which file?\n  1) budget.numbers (Work)\n  2) Q2 sales report.pdf (Work)\n  3) 预算表.pdf (工作)\n")
  }

  @Test(arguments: [nil, 200] as [Int?])
  func aChoiceThatFitsOrNoTerminalStaysOneLine(columns: Int?) {
    let printer = EventPrinter(json: false, colour: false, columns: { columns })
    #expect(printer.rendered(Self.choice) == Self.choice.text + "\n")
  }

  @Test func wideCharactersTakeTwoColumns() {
    #expect(Terminal.width("abc") == 3)
    #expect(Terminal.width("预算表") == 6)
    #expect(Terminal.width("e\u{301}") == 1)
  }
}
