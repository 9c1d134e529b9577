import Foundation

/// `hark completion bash|zsh|fish`: the completion script for a shell, made from the flag table.
enum Completion {
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: BashCompletion.script()
    case .zsh: ZshCompletion.script()
    case .fish: FishCompletion.script()
    }
  }

  /// Every spelling of a flag that takes a value, so a script can skip the value when it looks
  /// for the command word.
  static var valuedSpellings: [String] {
    Flag.allCases.filter { $0.value != nil }.flatMap(\.spellings)
  }

  /// The flags that work before a command is named: the global ones and the shell's own.
  static var shellFlags: [Flag] { Command.shell.allFlags }

  /// The first clause of a flag's or command's help, short enough for a completion menu.
  static func brief(_ help: String) -> String {
    let end = help.firstIndex { $0 == ";" || $0 == "(" } ?? help.endIndex
    return String(help[..<end]).trimmingCharacters(in: .whitespaces)
  }
}
