import HarkCore

/// `hark --help` and `hark COMMAND --help`, made from the flag table.
enum HelpText {
  static let tagline =
    "a natural-language command shell for your messages, mail, calendar, files and photos"

  /// The help for `command`; for the shell, the overview of every command.
  static func text(for command: Command) -> String {
    command == .shell ? overview() : detail(command)
  }

  static func overview() -> String {
    var lines = ["hark: \(tagline).", "", "Usage:"]
    for command in Command.allCases {
      lines.append("  \(command.usage)")
      lines.append("      \(command.summary)")
    }
    lines += ["", "Global flags (before or after the command):"]
    lines += flagLines(Flag.global)
    lines += [
      "",
      "In the shell, lines starting with “:” are the shell's own: "
        + ShellCommand.names.joined(separator: ", ") + ".",
      "Exit status: 0 when every utterance was understood and done, 1 otherwise (a line not understood,",
      "not done, or refused: not UTF-8, too long), 2 for a usage error (an unknown flag, command or",
      "argument, a bad value, an argument that is not UTF-8, no utterance), 3 when the store could not",
      "be read or written (nothing was done).",
      "Run “hark COMMAND --help” for one command; “man hark” for the manual.",
    ]
    return lines.joined(separator: "\n")
  }

  static func detail(_ command: Command) -> String {
    var lines = ["hark \(command.name): \(command.summary).", "", "Usage: \(command.usage)"]
    if !command.flags.isEmpty {
      lines += ["", "Flags:"]
      lines += flagLines(command.flags)
    }
    lines += ["", "Global flags (before or after the command):"]
    lines += flagLines(Flag.global)
    return lines.joined(separator: "\n")
  }

  /// Each flag's synopsis in a column, its help beside it, wrapped to fit 100 columns.
  static func flagLines(_ flags: [Flag]) -> [String] {
    let width = (flags.map(\.synopsis.count).max() ?? 0) + 4
    var lines: [String] = []
    for flag in flags {
      let padding = String(repeating: " ", count: width - flag.synopsis.count - 2)
      let wrapped = wrap(flag.help, width: 100 - width)
      for (index, line) in wrapped.enumerated() {
        lines.append(
          index == 0
            ? "  \(flag.synopsis)\(padding)\(line)" : String(repeating: " ", count: width) + line)
      }
    }
    return lines
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stands alone).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
