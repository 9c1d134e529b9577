import Foundation
import Testing

@testable import HarkCore

@Suite struct SourcesFileTests {
  static let file = URL(fileURLWithPath: "/home/sam/.config/hark/sources")
  static let environment = ["HOME": "/home/sam", "CALENDARS": "/data/cal"]

  /// A file that reads without a problem, and the calendars it names (name, location, default).
  struct Good: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let calendars: [String]
    var testDescription: String { name }
  }

  static let good: [Good] = [
    Good(
      name: "one folder with ~", text: "[calendar home]\nfolder = ~/.calendars/home\n",
      calendars: ["home folder /home/sam/.calendars/home"]),
    Good(
      name: "comments, blank lines, indentation and quotes",
      text: "# mine\n\n; also a comment\n  [calendar  home ]\n\tfolder = \"~/My Calendars/home\"\n",
      calendars: ["home folder /home/sam/My Calendars/home"]),
    Good(
      name: "a $VAR and ${VAR}",
      text: "[calendar a]\nfolder = $CALENDARS/a\n[calendar b]\nfolder = ${CALENDARS}/b\n",
      calendars: ["a folder /data/cal/a", "b folder /data/cal/b"]),
    Good(
      name: "relative to the file's folder", text: "[calendar home]\nfolder = calendars/home\n",
      calendars: ["home folder /home/sam/.config/hark/calendars/home"]),
    Good(
      name: "a server and a default folder",
      text: """
        [calendar home]
        folder = ~/.calendars/home
        default = yes
        [calendar work]
        caldav = http://127.0.0.1:5232/sam/work/
        user = sam
        password-file = ~/.config/hark/work.password
        timeout = 2.5
        read-only = true
        """,
      calendars: [
        "home folder /home/sam/.calendars/home default",
        "work caldav http://127.0.0.1:5232/sam/work/ sam /home/sam/.config/hark/work.password 2.5 read-only",
      ]),
    Good(
      name: "a section without a name is named by its folder", text: "[calendar]\nfolder = ~/cal/personal\n",
      calendars: ["personal folder /home/sam/cal/personal"]),
    Good(
      name: "comments after values, and a quoted # kept",
      text: "[calendar a]   # mine\nfolder = ~/a  # a vdir\ndefault = yes\t# new events\n"
        + "[calendar b]\nfolder = \"/c/b #2\"  # quoted\n",
      calendars: ["a folder /home/sam/a default", "b folder /c/b #2"]),
    Good(name: "an empty file", text: "", calendars: []),
    Good(
      name: "Windows line ends", text: "[calendar home]\r\nfolder = /cal/home\r\n",
      calendars: ["home folder /cal/home"]),
  ]

  @Test(arguments: good) func goodFileReadsItsCalendars(_ good: Good) {
    let read = SourcesFile(text: good.text, file: Self.file, environment: Self.environment)
    #expect(read.problems == [])
    #expect(read.calendars.map(Self.summary) == good.calendars)
  }

  /// A file with one problem: where it is and the word that failed.
  struct Bad: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let line: Int
    let column: Int
    let word: String
    let problem: SourcesDiagnostic.Problem
    /// The calendars still used.
    var calendars = 0
    var testDescription: String { name }
  }

  static let bad: [Bad] = [
    Bad(
      name: "a word alone", text: "[calendar home]\nfolder = /c\nnonsense here\n", line: 3, column: 1,
      word: "nonsense", problem: .notALine, calendars: 1),
    Bad(
      name: "a misspelt kind", text: "[calender home]\nfolder = /c\n", line: 1, column: 2, word: "calender",
      problem: .unknownKind(known: ["calendar", "contacts", "mail", "files", "pictures", "music"])),
    Bad(
      name: "an unclosed section", text: "[calendar home\nfolder = /c\n", line: 1, column: 1,
      word: "[calendar home", problem: .unclosedSection),
    Bad(
      name: "a section named twice", text: "[calendar home]\nfolder = /a\n[calendar home]\nfolder = /b\n",
      line: 3, column: 11, word: "home", problem: .duplicateSection, calendars: 1),
    Bad(
      name: "a key before any section", text: "folder = /c\n", line: 1, column: 1, word: "folder",
      problem: .keyOutsideSection),
    Bad(
      name: "an unknown key", text: "[calendar home]\nfolder = /c\n  colour = red\n", line: 3, column: 3,
      word: "colour", problem: .unknownKey(known: SourcesFileReader.calendarKeys)),
    Bad(
      name: "a key twice", text: "[calendar home]\nfolder = /a\nfolder = /b\n", line: 3, column: 1,
      word: "folder", problem: .duplicateKey, calendars: 1),
    Bad(
      name: "an empty value", text: "[calendar home]\nfolder =\n", line: 2, column: 1, word: "folder",
      problem: .emptyValue),
    Bad(
      name: "default neither yes nor no", text: "[calendar home]\nfolder = /c\ndefault = maybe\n", line: 3,
      column: 11, word: "maybe", problem: .notYesOrNo),
    Bad(
      name: "a timeout that is no number",
      text: "[calendar work]\ncaldav = http://h/c/\ntimeout = soon\n", line: 3, column: 11, word: "soon",
      problem: .notAPositiveNumber),
    Bad(
      name: "a caldav address that is not http", text: "[calendar work]\ncaldav = ftp://h/c/\n", line: 2,
      column: 10, word: "ftp://h/c/", problem: .notAnHTTPAddress),
    Bad(
      name: "an unset variable", text: "[calendar home]\nfolder = $NOPE/home\n", line: 2, column: 10,
      word: "$NOPE/home", problem: .unsetVariable("NOPE")),
    Bad(
      name: "no location", text: "[calendar home]\ndefault = yes\n", line: 1, column: 11, word: "home",
      problem: .noLocation),
    Bad(
      name: "two locations", text: "[calendar home]\nfolder = /c\ncaldav = http://h/c/\n", line: 3, column: 1,
      word: "caldav", problem: .twoLocations),
    Bad(
      name: "a user on a folder", text: "[calendar home]\nfolder = /c\nuser = sam\n", line: 3, column: 1,
      word: "user", problem: .onlyForServers),
    Bad(
      name: "two defaults",
      text: "[calendar a]\nfolder = /a\ndefault = yes\n[calendar b]\nfolder = /b\ndefault = yes\n", line: 6,
      column: 1, word: "b", problem: .secondDefault, calendars: 2),
  ]

  @Test(arguments: bad) func badFileSaysWhereAndWhichWord(_ bad: Bad) {
    let read = SourcesFile(text: bad.text, file: Self.file, environment: Self.environment)
    #expect(
      read.problems == [
        SourcesDiagnostic(
          file: Self.file, line: bad.line, column: bad.column, word: bad.word, problem: bad.problem)
      ])
    #expect(read.calendars.count == bad.calendars)
  }

  @Test func problemIsRenderedAsFileLineColumnAndWord() {
    let read = SourcesFile(text: "[calender home]\n", file: Self.file, environment: Self.environment)
    #expect(
      read.problems.map(\.rendered) == [
        "/home/sam/.config/hark/sources:1:2: error: “calender” is not a kind of source; known: calendar, contacts, mail, files, pictures, music"
      ])
  }

  @Test func twoDefaultsKeepTheFirst() {
    let text = "[calendar a]\nfolder = /a\ndefault = yes\n[calendar b]\nfolder = /b\ndefault = yes\n"
    let read = SourcesFile(text: text, file: Self.file, environment: Self.environment)
    #expect(read.calendars.map(\.isDefault) == [true, false])
  }

  @Test func calendarSaysTheLineThatNamedIt() {
    let read = SourcesFile(
      text: "# mine\n\n[calendar home]\nfolder = /c\n", file: Self.file, environment: Self.environment)
    #expect(read.calendars.map(\.origin) == [.harkFile(Self.file, line: 3)])
    #expect(read.calendars.first?.origin.described(home: "/home/sam") == "from ~/.config/hark/sources:3")
  }

  @Test func sourcesLineSaysWhereAndWhy() {
    let text =
      "[calendar home]\nfolder = ~/.calendars/home\ndefault = yes\n"
      + "[calendar work]\ncaldav = http://127.0.0.1:5232/sam/work/\nuser = sam\nread-only = yes\n"
    let read = SourcesFile(text: text, file: Self.file, environment: Self.environment)
    #expect(
      read.calendars.map { $0.described(home: "/home/sam") } == [
        "calendar home: ~/.calendars/home (default; from ~/.config/hark/sources:1)",
        "calendar work: http://127.0.0.1:5232/sam/work/ as sam (read-only; from ~/.config/hark/sources:4)",
      ])
    #expect(
      DataSources.storeOwn(URL(fileURLWithPath: "/home/sam/store")).calendars.map {
        $0.described(home: "/home/sam")
      }
        == ["calendar home: ~/store/calendar/calendars/home (default; the store's own)"])
  }

  /// A calendar in one line: name, kind, where, then its flags.
  static func summary(_ calendar: CalendarSourceSpec) -> String {
    var parts = [calendar.name]
    switch calendar.location {
    case .folder(let url): parts += ["folder", url.path]
    case .caldav(let url, let user, let passwordFile):
      parts += ["caldav", url.absoluteString]
      parts += [user, passwordFile?.path].compactMap { $0 }
      parts.append(String(format: "%g", calendar.timeout))
    }
    if calendar.isDefault { parts.append("default") }
    if calendar.isReadOnly { parts.append("read-only") }
    return parts.joined(separator: " ")
  }
}
