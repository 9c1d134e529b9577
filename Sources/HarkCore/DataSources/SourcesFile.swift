import Foundation

/// Hark's sources file (`$XDG_CONFIG_HOME/hark/sources`, or `<store>/sources`): sections naming a
/// kind and a name, each with `key = value` lines.
///
/// ```
/// # My calendars. Lines starting with # are comments.
/// [calendar home]
/// folder = ~/.calendars/home
/// default = yes
///
/// [calendar work]
/// caldav = https://dav.example.com/sam/work/
/// user = sam
/// password-file = ~/.config/hark/work.password
///
/// [contacts main]
/// folder = ~/.contacts/main
/// me = sam-lee
///
/// [mail main]
/// maildir = ~/Mail
/// sendmail = msmtp -t -oi
/// from = Sam Lee <sam@example.com>
/// notmuch = ~/Mail
/// ```
///
/// A calendar takes `folder` (a vdir of `.ics` files) or `caldav` (a calendar collection's URL),
/// and `default`, `read-only`; a CalDAV one also `user`, `password-file`, `timeout` (seconds).
/// An address book takes `folder` (a vdir of `.vcf` files), `default`, `read-only` and `me` (the
/// person's own card: its file's stem or UID). A mailbox takes `maildir` (a Maildir++ root),
/// `drafts`, `sent`, `trash` (folder names in it), `sendmail` (a command line that reads the
/// recipients from the message, as `sendmail -t -oi` does), `from` (`Name <address>`), `notmuch`
/// (the person's notmuch database as notmuch's `database.path` names it: the folder holding
/// `.notmuch/`) and `read-only`.
/// A `#` after a space starts a comment; quote a value (`"…"`) that holds one. Paths may start
/// with `~` and name `$VARS`; a relative path is read from the file's folder. Every
/// problem is a ``SourcesDiagnostic`` at its line and column; the sections that read correctly are
/// still used.
public struct SourcesFile: Sendable {
  /// The calendars the file names, in its order.
  public var calendars: [CalendarSourceSpec]
  /// The address books the file names, in its order.
  public var addressBooks: [AddressBookSourceSpec]
  /// The mailboxes the file names, in its order.
  public var mail: [MailSourceSpec]
  /// The folders of files the file names, in its order.
  public var files: [FolderSourceSpec]
  /// The folders of pictures the file names, in its order.
  public var pictures: [FolderSourceSpec]
  /// The music server the file names (its first `[music NAME]`).
  public var music: MusicSourceSpec?
  /// Everything wrong in it.
  public var problems: [SourcesDiagnostic]
  /// The kinds this file decides: those it has a section of (even one with a problem), and every
  /// kind when it has a problem no section's kind explains (`[calender home]`), so a mistake never
  /// silently shows another place's data.
  public var decides: Set<SourceKind>

  /// Reads the text of `file`, a store's own sources file when `inStore`; `environment` gives
  /// `HOME` and the variables paths may name.
  public init(text: String, file: URL, environment: [String: String], inStore: Bool = false) {
    let reader = SourcesFileReader(file: file, environment: environment, inStore: inStore)
    let read = reader.read(text)
    self.calendars = read.calendars
    self.addressBooks = read.addressBooks
    self.mail = read.mail
    self.files = read.files
    self.pictures = read.pictures
    self.music = read.music
    self.problems = read.problems
    self.decides = read.decides
  }
}

/// One `key = value` line, with where its parts start.
struct SourcesEntry {
  var key: String
  var value: String
  var line: Int
  var keyColumn: Int
  var valueColumn: Int
}

/// One `[kind name]` section and its lines.
struct SourcesSection {
  var kind: SourceKind
  var name: String
  var line: Int
  var nameColumn: Int
  var entries: [SourcesEntry] = []
}

/// Reads a sources file's lines into sections, then each section into a source.
struct SourcesFileReader {
  let file: URL
  let environment: [String: String]
  let inStore: Bool

  /// The keys a calendar section takes.
  static let calendarKeys = ["folder", "caldav", "user", "password-file", "timeout", "default", "read-only"]
  /// The keys an address book section takes.
  static let contactsKeys = ["folder", "default", "read-only", "me"]
  /// The keys a mailbox section takes.
  static let mailKeys = ["maildir", "drafts", "sent", "trash", "sendmail", "from", "notmuch", "read-only"]

  /// What a file names and what is wrong in it.
  struct Read {
    var calendars: [CalendarSourceSpec] = []
    var addressBooks: [AddressBookSourceSpec] = []
    var mail: [MailSourceSpec] = []
    var files: [FolderSourceSpec] = []
    var pictures: [FolderSourceSpec] = []
    var music: MusicSourceSpec?
    var problems: [SourcesDiagnostic] = []
    var decides: Set<SourceKind> = []
  }

  func read(_ text: String) -> Read {
    var problems: [SourcesDiagnostic] = []
    var sections: [SourcesSection] = []
    var seen: Set<String> = []
    var decides: Set<SourceKind> = []
    // A section with a problem in its header is read for its own problems, not used.
    var skipping = false
    // The kind of the section the lines are in; nil before any or after a header of no kind.
    var currentKind: SourceKind?
    // "\r\n" is one Character in Swift: a file with Windows line ends splits on it too.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let body = line.dropFirst(indent).trimmingTrailingSpaces()
      if body.isEmpty || body.hasPrefix("#") || body.hasPrefix(";") { continue }
      func problem(_ column: Int, _ word: Substring, _ kind: SourcesDiagnostic.Problem) {
        problems.append(
          SourcesDiagnostic(file: file, line: number, column: column, word: String(word), problem: kind))
        // A problem in no section of a known kind could have meant any kind.
        if let currentKind { decides.insert(currentKind) } else { decides.formUnion(SourceKind.allCases) }
      }
      if body.hasPrefix("[") {
        currentKind = nil
        guard let close = body.firstIndex(of: "]") else {
          problem(indent + 1, body, .unclosedSection)
          skipping = true
          continue
        }
        let after = body[body.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        guard after.isEmpty || after.hasPrefix("#") else {
          problem(indent + 1 + body.distance(from: body.startIndex, to: after.startIndex), after, .notALine)
          skipping = true
          continue
        }
        let inside = body[body.index(after: body.startIndex)..<close]
        let kindStart = inside.prefix { $0 == " " }.count
        let kindWord = inside.dropFirst(kindStart).prefix { $0 != " " }
        let afterKind = inside.dropFirst(kindStart + kindWord.count)
        let nameStart = afterKind.prefix { $0 == " " }.count
        let name = afterKind.dropFirst(nameStart).trimmingTrailingSpaces()
        let kindColumn = indent + 2 + kindStart
        guard let kind = SourceKind(rawValue: String(kindWord)) else {
          problem(kindColumn, kindWord, .unknownKind(known: SourceKind.allCases.map(\.rawValue)))
          skipping = true
          continue
        }
        currentKind = kind
        decides.insert(kind)
        let nameColumn = kindColumn + kindWord.count + nameStart
        let key = "\(kindWord) \(name)"
        guard seen.insert(key).inserted else {
          problem(name.isEmpty ? kindColumn : nameColumn, name.isEmpty ? kindWord : name, .duplicateSection)
          skipping = true
          continue
        }
        skipping = false
        sections.append(SourcesSection(kind: kind, name: String(name), line: number, nameColumn: nameColumn))
        continue
      }
      guard let equals = body.firstIndex(of: "=") else {
        problem(indent + 1, body.prefix { $0 != " " }, .notALine)
        continue
      }
      let key = body[..<equals].trimmingTrailingSpaces()
      let afterEquals = body[body.index(after: equals)...]
      let valueStart = afterEquals.prefix { $0 == " " || $0 == "\t" }.count
      var value = afterEquals.dropFirst(valueStart)
      var valueColumn = indent + body.distance(from: body.startIndex, to: equals) + 2 + valueStart
      // A value quoted whole (a comment may follow) is read without its quotes; one that only
      // starts with a quote (`"Lee, Sam" <sam@example.com>`, `'/opt/my mail/send' -t`) is read as
      // written, its quotes the value's own.
      if let quote = value.first, quote == "\"" || quote == "'",
        let close = value.dropFirst().firstIndex(of: quote),
        value[value.index(after: close)...].drop(while: { $0 == " " || $0 == "\t" }).first.map({ $0 == "#" })
          ?? true
      {
        value = value[value.index(after: value.startIndex)..<close]
        valueColumn += 1
      } else if let comment = value.firstRange(of: " #") ?? value.firstRange(of: "\t#") {
        // An unquoted value ends at a comment, as in khal's config; quote a value holding " #".
        value = value[..<comment.lowerBound].trimmingTrailingSpaces()
      }
      if key.isEmpty {
        problem(indent + 1, body, .notALine)
        continue
      }
      // The keys of a section whose header has a problem are not read: that problem is said once.
      if skipping { continue }
      guard let section = sections.indices.last else {
        problem(indent + 1, key, .keyOutsideSection)
        continue
      }
      if sections[section].entries.contains(where: { $0.key == key }) {
        problem(indent + 1, key, .duplicateKey)
        continue
      }
      sections[section].entries.append(
        SourcesEntry(
          key: String(key), value: String(value), line: number, keyColumn: indent + 1,
          valueColumn: valueColumn))
    }
    var read = Read()
    /// The problem of a second section marked default: the first keeps it.
    func secondDefault(_ section: SourcesSection, _ name: String) {
      let entry = section.entries.first { $0.key == "default" }
      read.problems.append(
        SourcesDiagnostic(
          file: file, line: entry?.line ?? section.line, column: entry?.keyColumn ?? section.nameColumn,
          word: name, problem: .secondDefault))
    }
    for section in sections {
      switch section.kind {
      case .calendar:
        switch calendar(section) {
        case .success(var calendar):
          if calendar.isDefault, read.calendars.contains(where: \.isDefault) {
            secondDefault(section, calendar.name)
            calendar.isDefault = false
          }
          read.calendars.append(calendar)
        case .failure(let found): read.problems += found.problems
        }
      case .contacts:
        switch addressBook(section) {
        case .success(var book):
          if book.isDefault, read.addressBooks.contains(where: \.isDefault) {
            secondDefault(section, book.name)
            book.isDefault = false
          }
          read.addressBooks.append(book)
        case .failure(let found): read.problems += found.problems
        }
      case .mail:
        switch mailbox(section) {
        case .success(let mailbox): read.mail.append(mailbox)
        case .failure(let found): read.problems += found.problems
        }
      case .files, .pictures:
        switch folderSource(section) {
        case .success(let folder):
          if section.kind == .files { read.files.append(folder) } else { read.pictures.append(folder) }
        case .failure(let found): read.problems += found.problems
        }
      case .music:
        switch musicServer(section) {
        case .success(let server):
          if let first = read.music {
            read.problems.append(
              SourcesDiagnostic(
                file: file, line: section.line, column: section.nameColumn,
                word: section.name.isEmpty ? section.kind.rawValue : section.name,
                problem: .secondMusicServer(first: first.name)))
          } else {
            read.music = server
          }
        case .failure(let found): read.problems += found.problems
        }
      }
    }
    // The file's own problems first, in line order, then those of its sections.
    read.problems = problems + read.problems
    read.decides = decides
    return read
  }

  /// Where a section says it was named.
  func origin(_ section: SourcesSection) -> SourceOrigin {
    inStore ? .storeFile(file, line: section.line) : .harkFile(file, line: section.line)
  }

  /// The problems of a section that is not used.
  struct Problems: Error {
    var problems: [SourcesDiagnostic]
  }

  /// A calendar section as a calendar, or every problem in it.
  func calendar(_ section: SourcesSection) -> Result<CalendarSourceSpec, Problems> {
    var problems: [SourcesDiagnostic] = []
    func problem(_ entry: SourcesEntry, atValue: Bool = true, _ kind: SourcesDiagnostic.Problem) {
      problems.append(
        SourcesDiagnostic(
          file: file, line: entry.line, column: atValue ? entry.valueColumn : entry.keyColumn,
          word: atValue ? entry.value : entry.key, problem: kind))
    }
    var folder: URL?
    var server: URL?
    var user: String?
    var passwordFile: URL?
    var timeout: Double?
    var isDefault = false
    var isReadOnly = false
    var serverOnly: [SourcesEntry] = []
    var locations: [SourcesEntry] = []
    for entry in section.entries {
      if entry.value.isEmpty {
        problem(entry, atValue: false, .emptyValue)
        // Still a location: the section is not also said to name none.
        if entry.key == "folder" || entry.key == "caldav" { locations.append(entry) }
        continue
      }
      switch entry.key {
      case "folder":
        locations.append(entry)
        folder = path(entry, problem)
      case "password-file":
        serverOnly.append(entry)
        passwordFile = path(entry, problem)
      case "caldav":
        locations.append(entry)
        if let url = URL(string: entry.value), let scheme = url.scheme?.lowercased(),
          scheme == "http" || scheme == "https", url.host != nil
        {
          server = url
        } else {
          problem(entry, .notAnHTTPAddress)
        }
      case "user":
        serverOnly.append(entry)
        user = entry.value
      case "timeout":
        serverOnly.append(entry)
        if let seconds = Double(entry.value), seconds > 0, seconds.isFinite {
          timeout = seconds
        } else {
          problem(entry, .notAPositiveNumber)
        }
      case "default", "read-only":
        guard let flag = SourcesFileReader.yesOrNo(entry.value) else {
          problem(entry, .notYesOrNo)
          continue
        }
        if entry.key == "default" { isDefault = flag } else { isReadOnly = flag }
      default:
        problem(entry, atValue: false, .unknownKey(known: SourcesFileReader.calendarKeys))
      }
    }
    if locations.count > 1, let second = locations.last {
      problem(second, atValue: false, .twoLocations)
    } else if locations.isEmpty {
      problems.append(
        SourcesDiagnostic(
          file: file, line: section.line, column: section.nameColumn,
          word: section.name.isEmpty ? section.kind.rawValue : section.name, problem: .noLocation))
    }
    if locations.first?.key == "folder", locations.count == 1 {
      for entry in serverOnly { problem(entry, atValue: false, .onlyForServers) }
    }
    guard problems.isEmpty else { return .failure(Problems(problems: problems)) }
    let location: CalendarLocation
    if let server {
      location = .caldav(server, user: user, passwordFile: passwordFile)
    } else if let folder {
      location = .folder(folder)
    } else {
      // Unreachable: a section with no location has a problem above. Said as one, not trapped.
      return .failure(Problems(problems: []))
    }
    let name = section.name.isEmpty ? SourcesFileReader.name(of: location) : section.name
    return .success(
      CalendarSourceSpec(
        name: name, location: location, isDefault: isDefault, isReadOnly: isReadOnly,
        origin: origin(section), timeout: timeout ?? CalendarSourceSpec.defaultTimeout))
  }

  /// The path an entry names, expanded; nil with a problem when it cannot be.
  func path(
    _ entry: SourcesEntry, _ problem: (SourcesEntry, Bool, SourcesDiagnostic.Problem) -> Void
  ) -> URL? {
    switch SourcePath.expand(entry.value, environment: environment, base: file.deletingLastPathComponent()) {
    case .success(let url): return url
    case .failure(.unsetVariable(let name)):
      problem(entry, true, .unsetVariable(name))
    case .failure(.noHome):
      problem(entry, true, .noHome)
    }
    return nil
  }

  /// A section without a name (`[calendar]`) is named by its folder's or collection's last part.
  static func name(of location: CalendarLocation) -> String {
    switch location {
    case .folder(let url), .caldav(let url, _, _):
      let last = url.lastPathComponent
      return last.isEmpty || last == "/" ? SourceKind.calendar.rawValue : last
    }
  }

  /// `yes`/`no` and the words configuration files also use for them.
  static func yesOrNo(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes", "true", "on", "1": true
    case "no", "false", "off", "0": false
    default: nil
    }
  }
}

extension Substring {
  /// Without the spaces and tabs at its end.
  func trimmingTrailingSpaces() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
      end = index(before: end)
    }
    return self[startIndex..<end]
  }
}
