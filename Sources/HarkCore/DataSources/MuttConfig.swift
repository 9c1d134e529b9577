import Foundation

/// The mail settings of a neomutt or mutt configuration (a muttrc): `folder`, `spoolfile`
/// (`spool_file`), `record`, `postponed`, `trash`, `sendmail`, `from` and `realname` (`real_name`).
///
/// Only plain `set name = value` commands are read (several on one line, `;` between commands,
/// `"…"` with backslash escapes and `$VARS`, `'…'` as written, `#` comments); every other command
/// (`source`, `macro`, hooks, `unset`, a value from a backtick command) is left alone and is never
/// an error, since a muttrc is a program of mutt's and Hark reads only where the mail is. A mailbox
/// path takes `~` for the home folder and `+` or `=` for the folder; an IMAP one (`imaps://…`) is
/// not a local Maildir and is not used.
public struct MuttConfig: Sendable {
  /// One setting: its value (paths expanded) and its line.
  public struct Setting: Sendable, Equatable {
    /// The value as mutt would use it.
    public var value: String
    /// The line that set it last.
    public var line: Int
  }

  /// The settings read, by mutt's name (the new names of neomutt said as the old: `spool_file` is
  /// `spoolfile`, `real_name` is `realname`). Mailbox paths are absolute.
  public var settings: [String: Setting]

  /// The settings Hark reads.
  static let names: Set<String> = [
    "folder", "spoolfile", "record", "postponed", "trash", "sendmail", "from", "realname",
  ]
  /// The settings that name a mailbox.
  static let mailboxes: Set<String> = ["folder", "spoolfile", "record", "postponed", "trash"]
  /// neomutt's new names and the old ones Hark keeps them under.
  static let synonyms = ["spool_file": "spoolfile", "real_name": "realname"]

  /// Where neomutt looks for its configuration, in its order; the first that exists is read.
  public static func candidates(_ environment: [String: String]) -> [URL] {
    var places: [URL] = []
    if let config = DataSources.configFolder(environment) {
      for path in ["neomutt/neomuttrc", "neomutt/muttrc", "mutt/neomuttrc", "mutt/muttrc"] {
        places.append(config.appendingPathComponent(path))
      }
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      let folder = URL(fileURLWithPath: home, isDirectory: true)
      for path in [".neomuttrc", ".muttrc", ".mutt/neomuttrc", ".mutt/muttrc"] {
        places.append(folder.appendingPathComponent(path))
      }
    }
    return places
  }

  /// Reads the text of a muttrc; `environment` gives `HOME` and the variables values may name.
  public init(text: String, environment: [String: String]) {
    var raw: [String: Setting] = [:]
    var variables: [String: String] = [:]
    // "\r\n" is one Character in Swift: a file with Windows line ends splits on it too.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, line) in lines.enumerated() {
      for command in MuttConfig.commands(Substring(line), environment: environment, variables: variables) {
        guard let first = command.first, first.text == "set", first.isBare else { continue }
        var words = command.dropFirst()[...]
        while let word = words.popFirst() {
          var name = word.text
          var value: MuttWord?
          // A name is never quoted: `set "folder" = …` is not a setting.
          let equalsOffset = name.firstIndex(of: "=").map { name.distance(from: name.startIndex, to: $0) }
          guard (word.firstQuote ?? Int.max) > (equalsOffset ?? name.count - 1) else { continue }
          if let equals = name.firstIndex(of: "=") {
            // `set folder=~/Mail` or `set folder= "~/Mail"`: the value is glued to the name or follows.
            let glued = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
            if glued.isEmpty {
              value = words.popFirst()
            } else {
              value = MuttWord(text: glued, firstQuote: nil, usable: word.usable)
            }
          } else if let next = words.first, next.text == "=", next.isBare {
            words.removeFirst()
            value = words.popFirst()
          } else if let next = words.first, next.text.hasPrefix("="), next.firstQuote != 0 {
            // `set record ==sent`: the sign, then a value glued to it.
            words.removeFirst()
            let rest = String(next.text.dropFirst())
            value =
              rest.isEmpty ? words.popFirst() : MuttWord(text: rest, firstQuote: nil, usable: next.usable)
          }
          // A name alone sets a boolean, which Hark does not read.
          guard let value, value.usable else { continue }
          let known = MuttConfig.synonyms[name] ?? name
          variables[name] = value.text
          variables[known] = value.text
          if MuttConfig.names.contains(known) { raw[known] = Setting(value: value.text, line: offset + 1) }
        }
      }
    }
    var settings = raw
    let home = environment["HOME"] ?? ""
    // `+` and `=` are under neomutt's default folder, ~/Mail, when the muttrc sets none (checked with
    // `neomutt -Q record`); that default alone does not name a Maildir.
    let folder =
      raw["folder"].map { MuttConfig.expanded($0.value, folder: nil, home: home) }
      ?? MuttConfig.expanded("~/Mail", folder: nil, home: home)
    for name in MuttConfig.mailboxes {
      guard let setting = raw[name] else { continue }
      let path = MuttConfig.expanded(
        setting.value, folder: name == "folder" ? nil : folder, home: home)
      if let path {
        settings[name] = Setting(value: path, line: setting.line)
      } else {
        settings[name] = nil
      }
    }
    self.settings = settings
  }

  /// A mailbox path made absolute: `~` is the home folder, `+` and `=` the folder; nil for a
  /// remote mailbox (`imaps://…`) or one that cannot be placed.
  static func expanded(_ text: String, folder: String?, home: String) -> String? {
    guard !text.contains("://"), !text.isEmpty else { return nil }
    var path = text
    if path == "~" || path.hasPrefix("~/") {
      guard home.hasPrefix("/") else { return nil }
      path = home + path.dropFirst()
    } else if path.hasPrefix("+") || path.hasPrefix("=") {
      guard let folder else { return nil }
      let rest = path.dropFirst().drop { $0 == "/" }
      path = rest.isEmpty ? folder : folder + "/" + rest
    }
    // A path relative to where mutt was started is relative to the home folder, where it usually is.
    if !path.hasPrefix("/") {
      guard home.hasPrefix("/") else { return nil }
      path = home + "/" + path
    }
    return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
  }

  /// The commands of one line, each as its words: `;` ends a command, `#` starts a comment.
  static func commands(_ line: Substring, environment: [String: String], variables: [String: String])
    -> [[MuttWord]]
  {
    var commands: [[MuttWord]] = []
    var words: [MuttWord] = []
    var word = ""
    var inWord = false
    var firstQuote: Int?
    var usable = true
    var rest = line[...]
    func finish() {
      if inWord { words.append(MuttWord(text: word, firstQuote: firstQuote, usable: usable)) }
      word = ""
      inWord = false
      firstQuote = nil
      usable = true
    }
    func variable() {
      // `$NAME` or `${NAME}`: the environment's, else a variable this muttrc set (`$folder`).
      var name = ""
      if rest.first == "{", let close = rest.firstIndex(of: "}") {
        name = String(rest[rest.index(after: rest.startIndex)..<close])
        rest = rest[rest.index(after: close)...]
      } else {
        name = String(rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        rest = rest.dropFirst(name.count)
      }
      if name.isEmpty {
        word.append("$")
      } else if let value = environment[name] ?? variables[name] {
        word.append(value)
      } else {
        usable = false
      }
    }
    while let character = rest.popFirst() {
      switch character {
      case " ", "\t": finish()
      case ";":
        finish()
        commands.append(words)
        words = []
      case "#": rest = rest[rest.endIndex...]
      case "'":
        inWord = true
        if firstQuote == nil { firstQuote = word.count }
        guard let close = rest.firstIndex(of: "'") else {
          usable = false
          rest = rest[rest.endIndex...]
          break
        }
        word += rest[..<close]
        rest = rest[rest.index(after: close)...]
      case "\"":
        inWord = true
        if firstQuote == nil { firstQuote = word.count }
        var closed = false
        while let inside = rest.popFirst() {
          if inside == "\"" {
            closed = true
            break
          }
          if inside == "\\", let next = rest.popFirst() {
            word.append(next)
          } else if inside == "$" {
            variable()
          } else if inside == "`" {
            usable = false
          } else {
            word.append(inside)
          }
        }
        if !closed { usable = false }
      case "\\":
        inWord = true
        if let next = rest.popFirst() { word.append(next) }
      case "$":
        inWord = true
        variable()
      case "`":
        // A value from a command's output: Hark does not run it, so the value is unknown.
        inWord = true
        usable = false
      default:
        inWord = true
        word.append(character)
      }
    }
    finish()
    if !words.isEmpty { commands.append(words) }
    return commands
  }
}

/// One word of a muttrc command.
struct MuttWord: Equatable {
  /// The word with its quotes and escapes read.
  var text: String
  /// Where in `text` its first quoted part starts (in characters); nil when nothing is quoted.
  /// A quoted `set`, `=` or name is not the command, the sign or a name.
  var firstQuote: Int?
  /// False when it names an unset variable, runs a command or leaves a quote open.
  var usable: Bool

  /// Nothing of it quoted.
  var isBare: Bool { firstQuote == nil }
}
