import Foundation

/// The command line, parsed and checked against the flag table (`Command`, `Flag`): a command, its
/// arguments, and every flag's value, already read as its kind.
struct Options: Equatable {
  var command: Command = .shell
  var arguments: [String] = []
  var values: [Flag: FlagValue] = [:]

  var store: String? { text(.store) }
  var grammars: String? { text(.grammars) }
  var oneShot: String? { text(.oneShot) }
  var now: Date? {
    if case .time(let date) = values[.now] { return date }
    return nil
  }
  var json: Bool { values[.json] != nil }
  var update: Bool { values[.update] != nil }
  var help: Bool { values[.help] != nil }
  var version: Bool { values[.version] != nil }

  func text(_ flag: Flag) -> String? {
    if case .text(let text) = values[flag] { return text }
    return nil
  }

  func integer(_ flag: Flag) -> Int? {
    if case .integer(let number) = values[flag] { return number }
    return nil
  }

  func isSet(_ flag: Flag) -> Bool { values[flag] != nil }

  /// Reads `argv` (without the program name). Global flags go before or after the command; a
  /// command's own flags after it; `--flag=value` and `--flag value` both work; everything after
  /// `--` is an argument. Every word must be a known flag, its value, the command or an argument
  /// the command takes — nothing is guessed into a path.
  static func parse(_ argv: [String], localZone: TimeZone = .current) throws(UsageError) -> Options {
    var options = Options()
    var named = false
    var index = 0
    var given: [Flag] = []
    func argument(_ word: String) throws(UsageError) {
      if !named && options.command == .shell {
        guard let command = Command(rawValue: word), command != .shell else {
          throw .unknownCommand(
            word, suggestion: DidYouMean.closest(to: word, among: Command.named.map(\.rawValue)))
        }
        options.command = command
        named = true
        return
      }
      options.arguments.append(word)
    }
    while index < argv.count {
      let word = argv[index]
      index += 1
      if word == "--" {
        for rest in argv[index...] { try argument(rest) }
        break
      }
      guard word.hasPrefix("-"), word.count > 1 else {
        try argument(word)
        continue
      }
      var spelling = word
      var inline: String?
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        spelling = String(word[..<equals])
        inline = String(word[word.index(after: equals)...])
      }
      guard let flag = Flag(spelling: spelling) else {
        let known = options.command.allFlags.flatMap(\.spellings)
        throw .unknownFlag(
          spelling, command: options.command, suggestion: DidYouMean.closest(to: spelling, among: known))
      }
      guard let kind = flag.value else {
        if inline != nil { throw .unwantedValue(flag, command: options.command) }
        options.values[flag] = .on
        given.append(flag)
        continue
      }
      let text: String
      if let inline {
        text = inline
      } else {
        guard index < argv.count else { throw .missingValue(flag, command: options.command) }
        text = argv[index]
        index += 1
      }
      switch kind.read(text, localZone: localZone) {
      case .success(let value): options.values[flag] = value
      case .failure(let problem):
        throw .badValue(flag.name, value: text, problem: problem, command: options.command)
      }
      given.append(flag)
    }
    // Checked once the command is known, so `hark -c x test` names the real conflict.
    for flag in given where !options.command.allFlags.contains(flag) {
      throw .flagOfOtherCommand(flag, command: options.command)
    }
    if !options.help { try options.checkArguments(localZone: localZone) }
    return options
  }

  /// The command's arguments against its table entry: how many, and of what kind.
  private func checkArguments(localZone: TimeZone) throws(UsageError) {
    let spec = command.arguments
    switch spec {
    case .none:
      if let extra = arguments.first { throw unexpected(extra) }
    case .one(let name, let required, _):
      if arguments.count > 1 { throw unexpected(arguments[1]) }
      if required && arguments.isEmpty { throw .missingArgument(command, name) }
    case .many(let name, let atLeast, _):
      if arguments.count < atLeast { throw .missingArgument(command, name) }
    }
    guard let kind = spec.kind, let name = spec.name else { return }
    for word in arguments {
      if case .failure(let problem) = kind.read(word, localZone: localZone) {
        throw .badValue(name, value: word, problem: problem, command: command)
      }
    }
  }

  /// An argument the command does not take; a flag name typed without its dashes is suggested.
  private func unexpected(_ word: String) -> UsageError {
    let flags = command.allFlags.map(\.name).filter { $0.hasPrefix("--") }
    let suggestion = DidYouMean.closest(to: "--" + word, among: flags)
    return .unexpectedArgument(word, command: command, suggestion: suggestion)
  }
}
