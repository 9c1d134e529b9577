import Foundation

/// The command line, parsed: a subcommand, its arguments, and the global flags that work with
/// every subcommand, before or after it.
struct Options {
  enum Command: String, CaseIterable {
    case shell, test, check, sample, conformance, parse, search, index
    case demoStore = "demo-store"
  }

  var command: Command = .shell
  var arguments: [String] = []
  var store: String?
  var now: String?
  var json = false
  var grammars: String?
  var oneShot: String?
  var update = false
  var help = false
  var version = false

  /// Flags that take a value.
  static let valued: Set<String> = ["--store", "--now", "--grammars", "-c"]

  static func parse(_ argv: [String]) throws(UsageError) -> Options {
    var options = Options()
    var commandSet = false
    var index = 0
    func value(for flag: String) throws(UsageError) -> String {
      index += 1
      guard index < argv.count else { throw .missingValue(flag) }
      return argv[index]
    }
    while index < argv.count {
      let word = argv[index]
      var flag = word
      var inline: String?
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        flag = String(word[..<equals])
        inline = String(word[word.index(after: equals)...])
      }
      func take() throws(UsageError) -> String {
        if let inline { return inline }
        return try value(for: flag)
      }
      switch flag {
      case "--store": options.store = try take()
      case "--now": options.now = try take()
      case "--grammars": options.grammars = try take()
      case "--json": options.json = true
      case "-c": options.oneShot = try take()
      case "--update": options.update = true
      case "-h", "--help": options.help = true
      case "--version": options.version = true
      case "--":
        options.arguments += argv[(index + 1)...]
        index = argv.count
        continue
      default:
        if word.hasPrefix("-") && word.count > 1 {
          // A subcommand's own flags (demo-store's --messages) are its to check.
          guard commandSet else { throw .unknownFlag(word, suggestion: UsageError.closest(to: flag)) }
          options.arguments.append(word)
          index += 1
          continue
        }
        if !commandSet, options.arguments.isEmpty {
          guard let command = Command(rawValue: word), command != .shell else {
            throw .unknownCommand(word, suggestion: UsageError.closestCommand(to: word))
          }
          options.command = command
          commandSet = true
        } else {
          options.arguments.append(word)
        }
      }
      index += 1
    }
    if options.oneShot != nil && options.command != .shell {
      throw .conflicting(
        "-c runs one utterance in the shell; it does not go with \(options.command.rawValue)")
    }
    return options
  }
}

/// A command line the shell cannot run; exit status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownFlag(String, suggestion: String?)
  case unknownCommand(String, suggestion: String?)
  case missingValue(String)
  case conflicting(String)
  case badValue(flag: String, value: String, expected: String)
  case missingArgument(command: String, what: String)

  static let flags = ["--store", "--now", "--json", "--grammars", "--update", "--help", "--version"]

  var description: String {
    switch self {
    case .unknownFlag(let flag, let suggestion):
      "unknown flag “\(flag)”" + (suggestion.map { ". Did you mean “\($0)”?" } ?? "")
    case .unknownCommand(let word, let suggestion):
      "unknown command “\(word)”"
        + (suggestion.map { ". Did you mean “\($0)”?" } ?? "")
        + " (to run an utterance, use hark -c \"\(word) …\")"
    case .missingValue(let flag): "\(flag) needs a value"
    case .conflicting(let message): message
    case .badValue(let flag, let value, let expected): "\(flag): “\(value)” is not \(expected)"
    case .missingArgument(let command, let what): "\(command) needs \(what)"
    }
  }

  static func closest(to flag: String) -> String? {
    nearest(flag, in: flags)
  }

  static func closestCommand(to word: String) -> String? {
    nearest(word, in: Options.Command.allCases.filter { $0 != .shell }.map(\.rawValue))
  }

  private static func nearest(_ word: String, in candidates: [String]) -> String? {
    candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    var row = Array(0...y.count)
    for i in 1...max(x.count, 1) where !x.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in 1...max(y.count, 1) where !y.isEmpty {
        let saved = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] == y[j - 1] ? 0 : 1))
        previous = saved
      }
    }
    return row[y.count]
  }
}
