/// The shell's own commands: lines starting with `:`, as sqlite3's shell has its `.tables`.
/// Everything else is an utterance (or the answer to a question).
public enum ShellCommand: Sendable, Equatable {
  case help, intents, quit
  /// `:explain U`: how the shell reads utterance U, running nothing.
  case explain(String)
  /// `:search W`: what the semantic index finds for words W.
  case search(String)
  /// `:open`: the file the shell last showed, handed to the desktop's program (`xdg-open`).
  case open
  /// `:explain` or `:search` without the words it needs (the command's name).
  case missingWords(String)
  /// A `:` word the shell does not know.
  case unknown(String)

  /// The commands, as `:help`, `--help`, the man page and Tab completion list them.
  public static let names = [":help", ":intents", ":explain", ":search", ":open", ":quit"]
  /// Every word the shell knows: the names and their short forms.
  public static let words: Set<String> = Set(names + [":q", ":exit", ":h", ":?"])

  /// Whether `line` (trimmed) is one of the shell's own commands rather than an utterance or an
  /// answer. At a question only a command the shell knows counts, so that an answer which merely
  /// starts with a colon (“:)” as a message) is still the answer; elsewhere every `:` line is the
  /// shell's, and an unknown one gets a suggestion.
  public static func isCommand(_ line: String, atQuestion: Bool) -> Bool {
    guard line.hasPrefix(":") else { return false }
    guard atQuestion else { return true }
    let word = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? line
    return words.contains(word)
  }

  /// The command `line` (trimmed, starting with `:`) names, with its words.
  public init(_ line: String) {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    let name = words.first ?? line
    let rest = words.count > 1 ? words[1] : nil
    switch name {
    case ":quit", ":q", ":exit": self = .quit
    case ":help", ":h", ":?": self = .help
    case ":intents": self = .intents
    case ":open": self = .open
    case ":explain": self = rest.map(ShellCommand.explain) ?? .missingWords(name)
    case ":search": self = rest.map(ShellCommand.search) ?? .missingWords(name)
    default: self = .unknown(name)
    }
  }

  /// What `:help` says.
  public static let helpText = """
    Type what you want in plain words, for example:
      send a message to Glow saying what movie do you recommend
      text Flare hello
      show my last message from Flare
    A question from the shell is answered by the next line; “cancel” drops it (so does Ctrl-C).
    The shell's commands still work at a question: :help shows this and asks again, :quit leaves.
    Shell commands:
      :help       this text
      :intents    what the shell can do, by app and schema, with an example each
      :explain U  how the shell reads utterance U: tokens, readings, slots, candidates, scores
      :search W   what the semantic index finds for words W, with scores
      :open       open the file the shell last showed with your desktop's program (xdg-open)
      :quit       leave (so does Ctrl-D on an empty line)
    """
}
