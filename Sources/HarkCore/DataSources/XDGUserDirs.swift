import Foundation

/// The XDG user directories (`$XDG_CONFIG_HOME/user-dirs.dirs`, written by `xdg-user-dirs-update`):
/// lines `XDG_DOCUMENTS_DIR="$HOME/Documents"`, read as `xdg-user-dir DOCUMENTS` reads them.
///
/// A value is double-quoted, either `$HOME/…` (`${HOME}` too) or an absolute path; a backslash
/// keeps the next character. A folder equal to `$HOME` itself means the directory is not set, as
/// xdg-user-dirs says ("disabled"); so does a line that is not of this form.
public struct XDGUserDirs: Sendable, Equatable {
  /// One directory: where it is and the line naming it.
  public struct Entry: Sendable, Equatable {
    /// The folder.
    public var folder: URL
    /// The 1-based line of the file that names it.
    public var line: Int
  }

  /// The file read.
  public var file: URL
  /// The home folder its `$HOME` stands for.
  public var home: String
  /// The directories set to `$HOME` itself: disabled, as xdg-user-dirs says.
  public var disabled: Set<String>
  /// The directories set, by their name as `xdg-user-dir` takes it (`DOCUMENTS`, `DOWNLOAD`).
  public var entries: [String: Entry]

  /// The directories the text of `file` sets; `home` is the `$HOME` its values name.
  public init(text: String, file: URL, home: String) {
    self.file = file
    var entries: [String: Entry] = [:]
    var disabled: Set<String> = []
    let homePath = home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home
    self.home = homePath
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, line) in lines.enumerated() {
      let body = line.drop { $0 == " " || $0 == "\t" }
      guard !body.hasPrefix("#"), let equals = body.firstIndex(of: "=") else { continue }
      let key = body[..<equals]
      guard key.hasPrefix("XDG_"), key.hasSuffix("_DIR"), key.count > 8 else { continue }
      let name = String(key.dropFirst(4).dropLast(4))
      guard let value = XDGUserDirs.unquoted(body[body.index(after: equals)...]) else { continue }
      var path: String
      if value.hasPrefix("$HOME") {
        path = homePath + value.dropFirst(5)
      } else if value.hasPrefix("${HOME}") {
        path = homePath + value.dropFirst(7)
      } else if value.hasPrefix("/") {
        path = value
      } else {
        continue
      }
      while path.count > 1, path.hasSuffix("/") { path.removeLast() }
      // xdg-user-dirs: a directory set to $HOME is disabled.
      guard path != homePath else {
        disabled.insert(name)
        continue
      }
      entries[name] = Entry(
        folder: URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL, line: offset + 1)
    }
    self.entries = entries
    self.disabled = disabled
  }

  /// The directories `$XDG_CONFIG_HOME/user-dirs.dirs` sets; nil when there is no such file, no
  /// `HOME`, or it cannot be read as text.
  public static func load(environment: [String: String]) -> XDGUserDirs? {
    guard let home = environment["HOME"], home.hasPrefix("/"),
      let file = DataSources.configFolder(environment)?.appendingPathComponent("user-dirs.dirs"),
      case .text(let text) = DataSources.readText(file)
    else { return nil }
    return XDGUserDirs(text: text, file: file, home: home)
  }

  /// The folder of `name` (`DOCUMENTS`) as `xdg-user-dir` answers it, nil when it is not set
  /// (where `xdg-user-dir` says `$HOME`). An unset DESKTOP is `$HOME/Desktop`, as `xdg-user-dir`
  /// says; its line is 0.
  public subscript(name: String) -> Entry? {
    if let entry = entries[name] { return entry }
    guard name == "DESKTOP", !disabled.contains(name), !home.isEmpty else { return nil }
    return Entry(
      folder: URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent("Desktop"), line: 0)
  }

  /// The value between double quotes (a comment may follow), escapes removed; nil when it is not
  /// quoted.
  static func unquoted(_ text: Substring) -> String? {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard trimmed.first == "\"" else { return nil }
    var value = ""
    var escaped = false
    for character in trimmed.dropFirst() {
      if escaped {
        value.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return value
      } else {
        value.append(character)
      }
    }
    return nil
  }
}
