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

/// The same config read by khal itself (`khal printcalendars`): Hark finds the calendars khal does.
/// Locally skipped without khal; under CI it runs, and fails without it.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/khal")
      || ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""),
    "khal is not installed"))
struct KhalConfigInteropTests {
  @Test func readsTheCalendarsKhalLists() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("khal-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    for folder in [".config/khal", ".calendars/home", "cals/work", "cals/family"] {
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("Family things\n".utf8).write(to: home.appendingPathComponent("cals/family/displayname"))
    let config = """
      [calendars]
        [[home]]
          path = ~/.calendars/home
          type = calendar
        [[mine]]
          path = ~/cals/*
          type = discover
      [default]
      default_calendar = home
      [locale]
      local_timezone = UTC
      default_timezone = UTC
      timeformat = %H:%M
      dateformat = %Y-%m-%d
      longdateformat = %Y-%m-%d
      datetimeformat = %Y-%m-%d %H:%M
      longdatetimeformat = %Y-%m-%d %H:%M
      """
    let file = home.appendingPathComponent(".config/khal/config")
    try Data(config.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/khal")
    process.arguments = ["printcalendars"]
    process.environment = [
      "HOME": home.path, "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": home.appendingPathComponent("data").path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let listed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let khal = String(decoding: listed, as: UTF8.self).split(separator: "\n").map(String.init)
    let read = KhalConfig(text: config, file: file, environment: ["HOME": home.path])
    #expect(read.problems == [])
    #expect(read.calendars.map(\.name) == khal)
    #expect(khal == ["home", "Family things", "work"])
  }
}
