import Testing

@testable import hark

@Suite struct MetaCommandsTests {
  @Test(arguments: [
    (":help", false, true), (":help", true, true), (":quit", true, true), (":q", true, true),
    (":intents", true, true), (":explain text Flare hi", true, true), (":search movies", true, true),
    // At a question, text that merely starts with a colon is the answer.
    (":)", true, false), (":-) see you", true, false), (":helpme", true, false),
    // Elsewhere every colon line is the shell's (an unknown one gets a suggestion).
    (":)", false, true), (":helpme", false, true),
    ("help", true, false), ("text Flare :help", false, false),
  ])
  func shellCommandsAreCommandsAtAQuestionToo(line: String, atQuestion: Bool, isCommand: Bool) {
    #expect(MetaCommands.isCommand(line, atQuestion: atQuestion) == isCommand)
  }
}
