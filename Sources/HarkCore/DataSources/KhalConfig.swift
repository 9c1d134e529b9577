import Foundation

/// The calendars of khal's configuration (`$XDG_CONFIG_HOME/khal/config`), read the way khal writes
/// it: configobj INI, `[calendars]` with one `[[name]]` each (`path`, `type`, `readonly`), and
/// `[default]`'s `default_calendar`.
///
/// A calendar of `type = discover` names a glob (`path = ~/.calendars/*`): every folder it matches is
/// a calendar, named by its `displayname` file or its folder's name. `type = birthdays` is khal's
/// view of an address book, not a calendar of events, and is left out. Paths take `~` and `$VARS`.
public struct KhalConfig: Sendable {
  /// The calendars, in the file's order.
  public var calendars: [CalendarSourceSpec]
  /// What could not be read.
  public var problems: [SourcesDiagnostic]

  /// Reads the text of khal's config at `file`; `environment` gives `HOME` and the variables paths
  /// may name.
  public init(text: String, file: URL, environment: [String: String]) {
    var calendars: [CalendarSourceSpec] = []
    var problems: [SourcesDiagnostic] = []
    var top = ""
    var current: (name: String, line: Int, column: Int)?
    var keys: [String: (value: String, line: Int, column: Int)] = [:]
    var defaultCalendar: (name: String, line: Int, column: Int)?

    func finishCalendar() {
      defer {
        current = nil
        keys = [:]
      }
      guard let calendar = current else { return }
      let type = keys["type"]?.value ?? "calendar"
      guard type != "birthdays" else { return }
      guard let path = keys["path"] else {
        problems.append(
          SourcesDiagnostic(
            file: file, line: calendar.line, column: calendar.column, word: calendar.name,
            problem: .noLocation))
        return
      }
      let readOnly = keys["readonly"].map { SourcesFileReader.yesOrNo($0.value) ?? false } ?? false
      let expanded: URL
      switch SourcePath.expand(path.value, environment: environment, base: file.deletingLastPathComponent()) {
      case .success(let url): expanded = url
      case .failure(let failure):
        let problem: SourcesDiagnostic.Problem =
          switch failure {
          case .unsetVariable(let name): .unsetVariable(name)
          case .noHome: .noHome
          }
        problems.append(
          SourcesDiagnostic(
            file: file, line: path.line, column: path.column, word: path.value, problem: problem))
        return
      }
      let origin = SourceOrigin.khal(file, line: calendar.line)
      if type == "discover" {
        for folder in KhalConfig.discovered(expanded) {
          calendars.append(
            CalendarSourceSpec(
              name: KhalConfig.displayName(folder), location: .folder(folder), isReadOnly: readOnly,
              origin: origin))
        }
      } else {
        calendars.append(
          CalendarSourceSpec(
            name: calendar.name, location: .folder(expanded), isReadOnly: readOnly, origin: origin))
      }
    }

    // "\r\n" is one Character in Swift: a file with Windows line ends splits on it too.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let body = line.dropFirst(indent).trimmingTrailingSpaces()
      if body.isEmpty || body.hasPrefix("#") { continue }
      if body.hasPrefix("[") {
        let depth = body.prefix { $0 == "[" }.count
        let name = body.dropFirst(depth).prefix { $0 != "]" }
        let trimmed = name.drop { $0 == " " }.trimmingTrailingSpaces()
        let column = indent + depth + 1 + (name.count - name.drop { $0 == " " }.count)
        if depth == 1 {
          finishCalendar()
          top = String(trimmed)
        } else if top == "calendars" {
          finishCalendar()
          current = (String(trimmed), number, column)
        }
        continue
      }
      guard let equals = body.firstIndex(of: "=") else {
        problems.append(
          SourcesDiagnostic(
            file: file, line: number, column: indent + 1, word: String(body.prefix { $0 != " " }),
            problem: .notALine))
        continue
      }
      let key = String(body[..<equals].trimmingTrailingSpaces())
      let after = body[body.index(after: equals)...]
      let start = after.prefix { $0 == " " || $0 == "\t" }.count
      var value = after.dropFirst(start)
      var column = indent + body.distance(from: body.startIndex, to: equals) + 2 + start
      if let quote = value.first, quote == "\"" || quote == "'",
        let close = value.dropFirst().firstIndex(of: quote)
      {
        value = value[value.index(after: value.startIndex)..<close]
        column += 1
      } else if let comment = value.range(of: " #") {
        // configobj: an unquoted value ends at a comment.
        value = value[..<comment.lowerBound].trimmingTrailingSpaces()
      }
      if current != nil {
        keys[key] = (String(value), number, column)
      } else if top == "default", key == "default_calendar" {
        defaultCalendar = (String(value), number, column)
      }
    }
    finishCalendar()

    if let wanted = defaultCalendar {
      if let index = calendars.firstIndex(where: { $0.name == wanted.name }) {
        calendars[index].isDefault = true
      } else {
        problems.append(
          SourcesDiagnostic(
            file: file, line: wanted.line, column: wanted.column, word: wanted.name, problem: .unknownCalendar
          ))
      }
    }
    self.calendars = calendars
    self.problems = problems
  }

  /// The folders a discover pattern matches, in name order.
  static func discovered(_ pattern: URL) -> [URL] {
    var path = pattern.path
    if path.count > 1, path.hasSuffix("/") { path.removeLast() }
    var matches = glob_t()
    defer { globfree(&matches) }
    guard glob(path, GLOB_ONLYDIR, nil, &matches) == 0 else { return [] }
    var folders: [URL] = []
    for index in 0..<Int(matches.gl_pathc) {
      guard let found = matches.gl_pathv[index] else { continue }
      let folder = URL(fileURLWithPath: String(cString: found), isDirectory: true)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
      {
        folders.append(folder)
      }
    }
    return folders.sorted { $0.path < $1.path }
  }

  /// A discovered calendar's name: its `displayname` file (vdirsyncer writes it), else its folder's.
  static func displayName(_ folder: URL) -> String {
    let file = folder.appendingPathComponent("displayname")
    // No displayname file, or one that cannot be read: the folder's name, as khal says it.
    if let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) {
      let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if !name.isEmpty { return name }
    }
    return folder.lastPathComponent
  }
}
