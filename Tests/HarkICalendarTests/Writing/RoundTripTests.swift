import Foundation
import Testing

@testable import HarkICalendar

/// A file Hark did not write keeps every byte an edit does not change.
@Suite struct RoundTripTests {
  /// Thunderbird-like text with what Hark does not know: X- properties (one with parameters),
  /// an unknown component inside and beside the event, long folded lines (one folded inside a
  /// Chinese character's bytes would be wrong: these fold between characters), a Chinese summary.
  static let original: [String] =
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
      "X-WR-CALNAME:家",
    ] + ICSFixture.berlin + [
      "BEGIN:VEVENT",
      "CREATED:20261101T080000Z",
      "LAST-MODIFIED:20261101T080000Z",
      "DTSTAMP:20261101T080000Z",
      "UID:roundtrip-1",
      "SUMMARY:和客户吃晚饭",
      "X-FOO;X-PARAM=\"a;b\":keep me exactly",
      "DTSTART;TZID=Europe/Berlin;X-KEEP=yes:20261208T190000",
      "DTEND;TZID=Europe/Berlin:20261208T210000",
      "SEQUENCE:2",
      "DESCRIPTION:A long description that Thunderbird folded over several physical l",
      " ines\\, with an escaped comma and 中文 in the middle of the text so the fold",
      "  is kept as it was",
      "X-MOZ-GENERATION:4",
      "BEGIN:X-HARK-UNKNOWN",
      "X-INNER:value",
      "END:X-HARK-UNKNOWN",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "TRIGGER;VALUE=DURATION:-PT15M",
      "DESCRIPTION:Default Mozilla Description",
      "END:VALARM",
      "END:VEVENT",
      "BEGIN:VTODO",
      "UID:todo-1",
      "SUMMARY:not an event",
      "END:VTODO",
      "END:VCALENDAR",
    ]

  @Test func movingChangesOnlyTheTimeAndBookkeepingLines() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let bytes = Array((Self.original.joined(separator: "\r\n") + "\r\n").utf8)
    try temporary.write(bytes, to: "home/rt.ics")
    let calendar = VdirCalendar(folder: folder, clock: { ICSFixture.utc("2026-12-03 12:00") })
    let item = try #require(try calendar.item(named: "rt"))
    #expect(item.master?.summary == "和客户吃晚饭")
    #expect(item.master?.description?.hasSuffix("text so the fold is kept as it was") == true)
    let later = LocalDateTime(year: 2026, month: 12, day: 9, hour: 19, minute: 30)
    let moved = try calendar.update(
      item, with: EventEdit(start: .zoned(later, timeZone: "Europe/Berlin")), expecting: item.stamp)
    let before = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    let after = String(decoding: try temporary.bytes("home/rt.ics"), as: UTF8.self).components(
      separatedBy: "\r\n")
    #expect(after.count == before.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(
      changed.map(\.1) == [
        "LAST-MODIFIED:20261203T120000Z",
        "DTSTAMP:20261203T120000Z",
        "DTSTART;TZID=Europe/Berlin;X-KEEP=yes:20261209T193000",
        "DTEND;TZID=Europe/Berlin:20261209T213000",
        "SEQUENCE:3",
      ])
    #expect(moved.master?.start == .zoned(later, timeZone: "Europe/Berlin"))
    #expect(moved.master?.end == .zoned(later.adding(seconds: 7200), timeZone: "Europe/Berlin"))
  }

  @Test func bookkeepingLinesAnEventLacksAreAddedAfterItsProperties() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN", "BEGIN:VEVENT", "UID:u",
      "DTSTAMP:20261101T080000Z",
      "DTSTART:20261208T090000", "DURATION:PT1H", "SUMMARY:Tea", "X-ODD:1", "END:VEVENT", "END:VCALENDAR",
    ]
    // A file with LF line ends: lines Hark adds end the same way.
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    try temporary.write(bytes, to: "home/tea.ics")
    let calendar = VdirCalendar(folder: folder, clock: { ICSFixture.utc("2026-12-03 12:00") })
    let item = try #require(try calendar.item(named: "tea"))
    _ = try calendar.update(
      item,
      with: EventEdit(start: .floating(LocalDateTime(year: 2026, month: 12, day: 8, hour: 10, minute: 0))),
      expecting: item.stamp)
    let after = String(decoding: try temporary.bytes("home/tea.ics"), as: UTF8.self)
    #expect(
      after == [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN", "BEGIN:VEVENT", "UID:u",
        "DTSTAMP:20261203T120000Z",
        "DTSTART:20261208T100000", "DURATION:PT1H", "SUMMARY:Tea", "X-ODD:1",
        "LAST-MODIFIED:20261203T120000Z",
        "SEQUENCE:1", "END:VEVENT", "END:VCALENDAR",
      ].joined(separator: "\n") + "\n")
  }

  @Test func aRetitleChangesTheSummaryLineOnly() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let bytes = Array((Self.original.joined(separator: "\r\n") + "\r\n").utf8)
    try temporary.write(bytes, to: "home/rt.ics")
    let calendar = VdirCalendar(folder: folder, clock: { ICSFixture.utc("2026-12-03 12:00") })
    let item = try #require(try calendar.item(named: "rt"))
    _ = try calendar.update(item, with: EventEdit(summary: "晚饭, moved; later"), expecting: item.stamp)
    let before = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    let after = String(decoding: try temporary.bytes("home/rt.ics"), as: UTF8.self).components(
      separatedBy: "\r\n")
    #expect(
      zip(before, after).filter { $0 != $1 }.map(\.1) == [
        "LAST-MODIFIED:20261203T120000Z", "DTSTAMP:20261203T120000Z", "SUMMARY:晚饭\\, moved\\; later",
      ])
  }
}
