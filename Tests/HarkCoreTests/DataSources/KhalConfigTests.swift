import Foundation
import Testing

@testable import HarkCore

@Suite struct KhalConfigTests {
  static let file = URL(fileURLWithPath: "/home/sam/.config/khal/config")
  static let environment = ["HOME": "/home/sam", "CAL": "/data/cal"]

  /// khal's config as its documentation and `khal configure` write it, and what Hark reads from it.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let calendars: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "the minimal config of the notes",
      text: """
        [calendars]
        [[home]]
        path = ~/.calendars/home
        type = calendar
        [default]
        default_calendar = home
        [locale]
        local_timezone = UTC
        timeformat = %H:%M
        """,
      calendars: ["home folder /home/sam/.calendars/home default"]),
    Case(
      name: "several, indented, with quotes, comments and a read-only one",
      text: """
        # khal
        [calendars]

          [[private]]
            path = "~/.calendars/private"   
            color = dark blue
          [[work]]
            path = $CAL/work  # synced by vdirsyncer
            readonly = True
        [default]
        default_calendar = work
        """,
      calendars: [
        "private folder /home/sam/.calendars/private", "work folder /data/cal/work default read-only",
      ]),
    Case(
      name: "birthdays are an address book, not a calendar",
      text: "[calendars]\n[[bdays]]\npath = ~/.contacts/\ntype = birthdays\n[[home]]\npath = ~/c/home\n",
      calendars: ["home folder /home/sam/c/home"]),
    Case(
      name: "sections other than calendars are not calendars",
      text: "[sqlite]\npath = ~/.local/share/khal/khal.db\n[calendars]\n[[home]]\npath = ~/c/home\n",
      calendars: ["home folder /home/sam/c/home"]),
  ]

  @Test(arguments: cases) func readsTheCalendarsKhalReads(_ config: Case) {
    let read = KhalConfig(text: config.text, file: Self.file, environment: Self.environment)
    #expect(read.problems == [])
    #expect(read.calendars.map(SourcesFileTests.summary) == config.calendars)
  }

  @Test func calendarSaysItCameFromKhal() {
    let read = KhalConfig(
      text: "[calendars]\n[[home]]\npath = ~/.calendars/home\n", file: Self.file,
      environment: Self.environment)
    #expect(
      read.calendars.first?.origin.described(home: "/home/sam")
        == "from khal's config ~/.config/khal/config:2")
  }

  @Test func defaultNamingNoCalendarIsAProblemAtItsWord() {
    let text = "[calendars]\n[[home]]\npath = /c/home\n[default]\ndefault_calendar = hmoe\n"
    let read = KhalConfig(text: text, file: Self.file, environment: Self.environment)
    #expect(
      read.problems == [
        SourcesDiagnostic(file: Self.file, line: 5, column: 20, word: "hmoe", problem: .unknownCalendar)
      ])
    #expect(read.calendars.map(\.isDefault) == [false])
  }

  @Test func calendarWithoutPathIsAProblemAtItsName() {
    let read = KhalConfig(
      text: "[calendars]\n  [[home]]\ntype = calendar\n", file: Self.file, environment: [:])
    #expect(
      read.problems == [
        SourcesDiagnostic(file: Self.file, line: 2, column: 5, word: "home", problem: .noLocation)
      ])
  }

  @Test func discoverFindsEveryMatchingFolderByItsDisplayName() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "khal-discover-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["work", "family"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try Data("Family things\n".utf8).write(to: root.appendingPathComponent("family/displayname"))
    try Data().write(to: root.appendingPathComponent("not-a-folder"))
    let text = "[calendars]\n[[mine]]\npath = \(root.path)/*\ntype = discover\n"
    let read = KhalConfig(text: text, file: Self.file, environment: Self.environment)
    #expect(read.problems == [])
    #expect(read.calendars.map(\.name) == ["Family things", "work"])
  }
}
