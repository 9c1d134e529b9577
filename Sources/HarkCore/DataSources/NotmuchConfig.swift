import Foundation

/// The mail of notmuch's configuration, resolved as notmuch 0.37 resolves it (`notmuch-config(1)`,
/// "CONFIGURATION" and "DATABASE LOCATION"; checked against the real `notmuch config get`).
///
/// The file is a GLib key file: `[database]` `path=` and `mail_root=`, `[user]` `name=` and
/// `primary_email=`. A relative path in `[database]` is under `$HOME`; `~` is not expanded (notmuch
/// reads `path=~/Mail` as `$HOME/~/Mail`). The database folder is `$NOTMUCH_DATABASE`, else
/// `database.path`, else `$XDG_DATA_HOME/notmuch/<profile>` when it exists, else `$MAILDIR`, else
/// `$HOME/mail` when it exists; the mail root is `database.mail_root`, else that folder. notmuch
/// keeps its Xapian files in the folder's `.notmuch/` when the mail root is the folder, in the folder
/// itself when it is not; the folder is what notmuch is given to open either.
public struct NotmuchConfig: Sendable {
  /// The mail root: the Maildir notmuch indexes. Nil when nothing names one.
  public var mailRoot: URL?
  /// The database folder, as `notmuch config get database.path` prints it
  /// (``MailSourceSpec/notmuchDatabase``).
  public var database: URL?
  /// `user.name`.
  public var userName: String?
  /// `user.primary_email`.
  public var primaryEmail: String?
  /// The line that named the mail root (`mail_root`, else `path`), 1 when the defaults did.
  public var line: Int
  /// Lines that are not a group, a key, a comment or blank (notmuch refuses such a file).
  public var problems: [SourcesDiagnostic]

  /// Where notmuch looks for its configuration, in order: `$NOTMUCH_CONFIG`, then
  /// `$XDG_CONFIG_HOME/notmuch/<profile>/config`, then `$HOME/.notmuch-config` (`.<profile>` after it
  /// when `$NOTMUCH_PROFILE` is set); the first that exists is read.
  public static func candidates(_ environment: [String: String]) -> [URL] {
    if let named = environment["NOTMUCH_CONFIG"], !named.isEmpty { return [URL(fileURLWithPath: named)] }
    let profile = environment["NOTMUCH_PROFILE"].flatMap { $0.isEmpty ? nil : $0 }
    var places: [URL] = []
    if let config = DataSources.configFolder(environment) {
      places.append(config.appendingPathComponent("notmuch/\(profile ?? "default")/config"))
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      places.append(
        URL(fileURLWithPath: home).appendingPathComponent(
          ".notmuch-config" + (profile.map { "." + $0 } ?? "")))
    }
    return places
  }

  /// Reads the text of notmuch's config at `file`. `environment` gives `HOME`, `XDG_DATA_HOME`,
  /// `NOTMUCH_DATABASE`, `NOTMUCH_PROFILE` and `MAILDIR`; `folderExists` says whether a folder
  /// exists (the file system's answer unless a test gives its own).
  public init(
    text: String, file: URL, environment: [String: String],
    folderExists: (URL) -> Bool = NotmuchConfig.folderExists
  ) {
    var values: [String: (value: String, line: Int)] = [:]
    var problems: [SourcesDiagnostic] = []
    var group = ""
    // "\r\n" is one Character in Swift: a file with Windows line ends splits on it too.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let body = line.dropFirst(indent).trimmingTrailingSpaces()
      if body.isEmpty || body.hasPrefix("#") { continue }
      if body.hasPrefix("["), body.hasSuffix("]") {
        group = String(body.dropFirst().dropLast())
        continue
      }
      guard let equals = body.firstIndex(of: "="), equals != body.startIndex else {
        problems.append(
          SourcesDiagnostic(
            file: file, line: number, column: indent + 1, word: String(body.prefix { $0 != " " }),
            problem: .notALine))
        continue
      }
      let key = body[..<equals].trimmingTrailingSpaces()
      // A localised key (`name[de]=`) is another language's value of the key.
      if key.contains("[") { continue }
      let value = body[body.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
      values["\(group).\(key)"] = (NotmuchConfig.unescaped(value), number)
    }

    let home = environment["HOME"].flatMap {
      $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil
    }
    /// notmuch: "Non-absolute paths are presumed relative to $HOME for items in section database."
    func databasePath(_ text: String) -> URL? {
      if text.hasPrefix("/") { return URL(fileURLWithPath: text, isDirectory: true).standardizedFileURL }
      return home?.appendingPathComponent(text, isDirectory: true).standardizedFileURL
    }
    func nonEmpty(_ key: String) -> (value: String, line: Int)? {
      values[key].flatMap { $0.value.isEmpty ? nil : $0 }
    }
    let profile = environment["NOTMUCH_PROFILE"].flatMap { $0.isEmpty ? nil : $0 } ?? "default"
    var folder: URL?
    var line = 1
    if let named = environment["NOTMUCH_DATABASE"], !named.isEmpty {
      folder = databasePath(named)
    } else if let path = nonEmpty("database.path") {
      folder = databasePath(path.value)
      line = path.line
    } else if let data = NotmuchConfig.dataFolder(environment)?.appendingPathComponent("notmuch/\(profile)"),
      folderExists(data)
    {
      folder = data
    } else if let maildir = environment["MAILDIR"], !maildir.isEmpty {
      folder = databasePath(maildir)
    } else if let mail = home?.appendingPathComponent("mail", isDirectory: true), folderExists(mail) {
      folder = mail
    }
    var root = folder
    if let mailRoot = nonEmpty("database.mail_root") {
      root = databasePath(mailRoot.value)
      line = mailRoot.line
    }
    self.mailRoot = root
    database = folder
    userName = nonEmpty("user.name")?.value
    primaryEmail = nonEmpty("user.primary_email")?.value
    self.line = line
    self.problems = problems
  }

  /// `$XDG_DATA_HOME`, or `$HOME/.local/share` when it is unset or relative.
  static func dataFolder(_ environment: [String: String]) -> URL? {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
      ".local/share", isDirectory: true)
  }

  /// Whether `url` is a folder on the file system.
  public static func folderExists(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// A key file's value with its escapes read: `\s` space, `\n`, `\t`, `\r`, `\\`.
  static func unescaped(_ value: Substring) -> String {
    var result = ""
    var escaped = false
    for character in value {
      if escaped {
        switch character {
        case "s": result.append(" ")
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        default: result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
