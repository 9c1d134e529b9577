import HarkCore
import Testing

@Suite struct ShellCommandTests {
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
    #expect(ShellCommand.isCommand(line, atQuestion: atQuestion) == isCommand)
  }

  @Test(arguments: [
    (":help", ShellCommand.help), (":h", .help), (":?", .help), (":intents", .intents),
    (":quit", .quit), (":q", .quit), (":exit", .quit),
    (":explain text Flare hi", .explain("text Flare hi")), (":search movies", .search("movies")),
    (":explain", .missingWords(":explain")), (":search", .missingWords(":search")),
    (":hepl", .unknown(":hepl")), (":)", .unknown(":)")),
  ])
  func aCommandLineNamesItsCommandAndWords(line: String, command: ShellCommand) {
    #expect(ShellCommand(line) == command)
  }
}
