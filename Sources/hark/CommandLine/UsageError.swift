/// A command line the executable cannot run; exit status 2. Turned into words in one place,
/// `description`, which names the word at fault and, where one is near, what was meant.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownFlag(String, command: Command, suggestion: String?)
  case flagOfOtherCommand(Flag, command: Command)
  case unknownCommand(String, suggestion: String?)
  case unexpectedArgument(String, command: Command, suggestion: String?)
  case missingArgument(Command, String)
  case missingValue(Flag, command: Command)
  case unwantedValue(Flag, command: Command)
  /// `source` is a flag (`--now`), a variable (`HARK_NOW`) or an argument's name (`CORPUS`).
  case badValue(String, value: String, problem: ValueProblem, command: Command)

  /// The command whose `--help` the message points to.
  var command: Command? {
    switch self {
    case .unknownFlag(_, let command, _), .flagOfOtherCommand(_, let command),
      .unexpectedArgument(_, let command, _), .missingArgument(let command, _),
      .missingValue(_, let command), .unwantedValue(_, let command), .badValue(_, _, _, let command):
      command
    case .unknownCommand: nil
    }
  }

  var description: String {
    switch self {
    case .unknownFlag(let word, let command, let suggestion):
      "unknown flag “\(word)”" + (command == .shell ? "" : " for hark \(command.name)")
        + Self.hint(suggestion)
    case .flagOfOtherCommand(let flag, let command):
      "“\(flag.name)” is not a flag of \(Self.title(command))"
        + (Self.owners(of: flag).map { "; it goes with \($0)" } ?? "")
    case .unknownCommand(let word, let suggestion):
      "unknown command “\(word)”" + Self.hint(suggestion) + " (to run an utterance: hark -c \"\(word) …\")"
    case .unexpectedArgument(let word, let command, let suggestion):
      "unexpected “\(word)”: \(Self.title(command)) takes "
        + Self.takes(command) + Self.hint(suggestion)
    case .missingArgument(let command, let name):
      "\(command.name) needs \(name); usage: \(command.usage)"
    case .missingValue(let flag, _): "\(flag.name) needs a value (\(flag.valueName))"
    case .unwantedValue(let flag, _): "\(flag.name) takes no value"
    case .badValue(let source, let value, let problem, _):
      "\(source): “\(value)” " + Self.describe(problem, in: value)
    }
  }

  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean “\($0)”?" } ?? ""
  }

  private static func title(_ command: Command) -> String {
    command == .shell ? "hark" : "hark \(command.name)"
  }

  private static func owners(of flag: Flag) -> String? {
    let owners = Command.allCases.filter { $0.flags.contains(flag) }.map { command in
      command == .shell ? "the shell: hark \(flag.synopsis)" : title(command)
    }
    return owners.isEmpty ? nil : owners.joined(separator: ", ")
  }

  private static func takes(_ command: Command) -> String {
    switch command.arguments {
    case .none: "no arguments"
    case .one(let name, _, _): "one \(name)"
    case .many(let name, _, _): "\(name)…"
    }
  }

  private static func describe(_ problem: ValueProblem, in value: String) -> String {
    switch problem {
    case .empty: return "is empty"
    case .noSuchFile: return "does not exist"
    case .notAFile: return "is a folder, not a file"
    case .notADirectory: return "is not a folder"
    case .notAnInteger: return "is not a whole number"
    case .belowMinimum(let minimum): return "is too small: it must be at least \(minimum)"
    case .notAChoice(let words, let suggestion):
      return "is not one of \(words.joined(separator: ", "))" + hint(suggestion)
    case .time(let problem):
      let caret =
        problem.position.map { "\n  \(value)\n  " + String(repeating: " ", count: $0 - 1) + "^" } ?? ""
      return "cannot be read as an ISO-8601 time: " + describe(problem) + caret
    }
  }

  private static func describe(_ problem: TimeProblem) -> String {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    switch problem {
    case .expected(let what, let found, let at):
      return "expected \(what) at character \(at), found " + (found.map { "“\($0)”" } ?? "the end")
    case .outOfRange(let field, let value, let range, let at):
      return
        "the \(field) \(value) at character \(at) is not between \(range.lowerBound) and \(range.upperBound)"
    case .noSuchDay(let year, let month, let day, let at):
      let days = ISO8601Time.days(inMonth: month, year: year)
      return
        "there is no day \(day) in \(months[month - 1]) \(year) (it has \(days) days), at character \(at)"
    case .noSuchOffset(let offset, let at):
      return
        "the offset \(offset) at character \(at) is not a real UTC offset (they run from -12:00 to +14:00)"
    case .trailing(let rest, let at):
      return "unexpected “\(rest)” after the time, at character \(at)"
    case .unrepresentable:
      return "the calendar cannot place it"
    }
  }
}
