import Testing

@testable import hark

@Suite struct TerminalTests {
  @Test(arguments: [
    ([:], true),
    (["NO_COLOR": ""], true),
    (["NO_COLOR": "1"], false),
    (["TERM": "dumb"], false),
    (["TERM": "xterm-256color"], true),
  ])
  func colourFollowsNoColorAndTerm(environment: [String: String], allowed: Bool) {
    #expect(Terminal.allowsColour(environment: environment) == allowed)
  }

  @Test func paintingIsANoOpWhenDisabled() {
    #expect(Terminal.paint("hi", .bold, .green, enabled: false) == "hi")
    #expect(Terminal.paint("hi", .bold, .green, enabled: true) == "\u{1B}[1;32mhi\u{1B}[0m")
  }
}
