import Foundation
import Testing

@testable import HarkICalendar

@Suite struct ExpansionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let body: [String]
    var zone = "UTC"
    var window = ("2026-11-01", "2027-02-01")
    /// The instances' starts in UTC (`2026-12-07 09:00`), each with its summary after a `|`.
    let expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "weekly with COUNT",
      body: ICSFixture.event([
        "SUMMARY:Standup", "DTSTART:20261207T090000Z", "DTEND:20261207T091500Z", "RRULE:FREQ=WEEKLY;COUNT=3",
      ]),
      expected: ["2026-12-07 09:00|Standup", "2026-12-14 09:00|Standup", "2026-12-21 09:00|Standup"]),
    Case(
      name: "weekly with UNTIL, the UNTIL instance included",
      body: ICSFixture.event([
        "SUMMARY:Yoga", "DTSTART:20261208T180000Z", "DTEND:20261208T190000Z",
        "RRULE:FREQ=WEEKLY;UNTIL=20261222T180000Z",
      ]),
      expected: ["2026-12-08 18:00|Yoga", "2026-12-15 18:00|Yoga", "2026-12-22 18:00|Yoga"]),
    Case(
      name: "EXDATE takes one out",
      body: ICSFixture.event([
        "SUMMARY:Standup", "DTSTART:20261207T090000Z", "DTEND:20261207T091500Z", "RRULE:FREQ=WEEKLY;COUNT=3",
        "EXDATE:20261214T090000Z",
      ]),
      expected: ["2026-12-07 09:00|Standup", "2026-12-21 09:00|Standup"]),
    Case(
      name: "RDATE adds one",
      body: ICSFixture.event([
        "SUMMARY:Standup", "DTSTART:20261207T090000Z", "DTEND:20261207T091500Z", "RRULE:FREQ=WEEKLY;COUNT=2",
        "RDATE:20261217T150000Z",
      ]),
      expected: ["2026-12-07 09:00|Standup", "2026-12-14 09:00|Standup", "2026-12-17 15:00|Standup"]),
    Case(
      name: "an overridden instance replaces its start",
      body: ICSFixture.event([
        "SUMMARY:Standup", "DTSTART:20261207T090000Z", "DTEND:20261207T091500Z", "RRULE:FREQ=WEEKLY;COUNT=3",
      ])
        + ICSFixture.event([
          "RECURRENCE-ID:20261214T090000Z", "SUMMARY:Standup (moved)", "DTSTART:20261215T110000Z",
          "DTEND:20261215T111500Z",
        ]),
      expected: ["2026-12-07 09:00|Standup", "2026-12-15 11:00|Standup (moved)", "2026-12-21 09:00|Standup"]),
    Case(
      name: "all-day in UTC",
      body: ICSFixture.event(["SUMMARY:Offsite", "DTSTART;VALUE=DATE:20261211", "DTEND;VALUE=DATE:20261213"]),
      expected: ["2026-12-11 00:00|Offsite"]),
    Case(
      name: "all-day in Shanghai: the same day, at its midnight",
      body: ICSFixture.event(["SUMMARY:Offsite", "DTSTART;VALUE=DATE:20261211", "DTEND;VALUE=DATE:20261213"]),
      zone: "Asia/Shanghai", expected: ["2026-12-10 16:00|Offsite"]),
    Case(
      name: "all-day in Los Angeles: the same day, at its midnight",
      body: ICSFixture.event(["SUMMARY:Offsite", "DTSTART;VALUE=DATE:20261211", "DTEND;VALUE=DATE:20261213"]),
      zone: "America/Los_Angeles", expected: ["2026-12-11 08:00|Offsite"]),
    Case(
      name: "TZID with its VTIMEZONE, in summer and winter",
      body: ICSFixture.berlin
        + ICSFixture.event([
          "SUMMARY:Call", "DTSTART;TZID=Europe/Berlin:20260610T090000",
          "DTEND;TZID=Europe/Berlin:20260610T100000",
          "RDATE;TZID=Europe/Berlin:20261210T090000",
        ]),
      window: ("2026-06-01", "2027-01-01"), expected: ["2026-06-10 07:00|Call", "2026-12-10 08:00|Call"]),
    Case(
      name: "a zone Foundation does not know, placed by the file's VTIMEZONE",
      body: ICSFixture.outlookBerlin
        + ICSFixture.event([
          "SUMMARY:Call", "DTSTART;TZID=W. Europe Standard Time:20260610T090000",
          "DTEND;TZID=W. Europe Standard Time:20260610T100000",
        ]),
      window: ("2026-06-01", "2027-01-01"), expected: ["2026-06-10 07:00|Call"]),
    Case(
      name: "weekly TZID across the end of summer time keeps 09:00 local",
      body: ICSFixture.berlin
        + ICSFixture.event([
          "SUMMARY:Call", "DTSTART;TZID=Europe/Berlin:20261019T090000",
          "DTEND;TZID=Europe/Berlin:20261019T100000",
          "RRULE:FREQ=WEEKLY;COUNT=2",
        ]),
      window: ("2026-10-01", "2026-11-01"), expected: ["2026-10-19 07:00|Call", "2026-10-26 08:00|Call"]),
    Case(
      name: "floating at 10:00 in Shanghai",
      body: ICSFixture.event(["SUMMARY:Tea", "DTSTART:20261204T100000", "DTEND:20261204T110000"]),
      zone: "Asia/Shanghai", expected: ["2026-12-04 02:00|Tea"]),
    Case(
      name: "a daily rule from years ago, asked for one week",
      body: ICSFixture.event([
        "SUMMARY:Pills", "DTSTART:20200101T080000Z", "DTEND:20200101T080500Z", "RRULE:FREQ=DAILY",
      ]),
      window: ("2026-12-07", "2026-12-10"),
      expected: ["2026-12-07 08:00|Pills", "2026-12-08 08:00|Pills", "2026-12-09 08:00|Pills"]),
    Case(
      name: "two events of their own in one file (an imported calendar), each with its instances",
      body: ICSFixture.event(
        ["SUMMARY:Lunch", "DTSTART:20261208T120000Z", "DTEND:20261208T130000Z"], uid: "a")
        + ICSFixture.event(
          ["SUMMARY:Run", "DTSTART:20261207T070000Z", "DTEND:20261207T080000Z", "RRULE:FREQ=WEEKLY;COUNT=2"],
          uid: "b")
        + ICSFixture.event(
          [
            "RECURRENCE-ID:20261214T070000Z", "SUMMARY:Run late", "DTSTART:20261214T190000Z",
            "DTEND:20261214T200000Z",
          ],
          uid: "b"),
      expected: ["2026-12-07 07:00|Run", "2026-12-08 12:00|Lunch", "2026-12-14 19:00|Run late"]),
    Case(
      name: "an all-day weekly rule with a DATE UNTIL and EXDATE",
      body: ICSFixture.event([
        "SUMMARY:Bins", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261202",
        "RRULE:FREQ=WEEKLY;UNTIL=20261222", "EXDATE;VALUE=DATE:20261208",
      ]),
      expected: ["2026-12-01 00:00|Bins", "2026-12-15 00:00|Bins", "2026-12-22 00:00|Bins"]),
  ]

  @Test(arguments: cases)
  func instancesAreExpanded(_ test: Case) throws {
    let item = try ICSFixture.item(ICSFixture.calendar(test.body))
    let zone = try #require(TimeZone(identifier: test.zone))
    let window = DateInterval(start: ICSFixture.utc(test.window.0), end: ICSFixture.utc(test.window.1))
    let found = item.occurrences(in: window, timeZone: zone).map { occurrence in
      let local = LocalDateTime(secondsSinceEpoch: Int64(occurrence.start.timeIntervalSince1970))
      let clock = "\(local.day) \(padded(local.hour, 2)):\(padded(local.minute, 2))"
      return clock + "|" + (occurrence.event.summary ?? "")
    }
    #expect(found == test.expected)
  }

  @Test func aTrailingSpaceAfterAComponentNameIsRead() throws {
    let bytes = Array(
      [
        "BEGIN:VCALENDAR ", "VERSION:2.0", "BEGIN:VEVENT", "UID:s", "DTSTART:20261208T090000Z",
        "SUMMARY:Spaced",
        "END:VEVENT ", "END:VCALENDAR",
      ].joined(separator: "\r\n").utf8)
    let item = try ICSFixture.item(bytes)
    #expect(item.master?.summary == "Spaced")
  }

  @Test func recurringInstancesCarryTheirRecurrenceID() throws {
    let item = try ICSFixture.item(
      ICSFixture.calendar(
        ICSFixture.event(["DTSTART:20261207T090000Z", "DTEND:20261207T091500Z", "RRULE:FREQ=WEEKLY;COUNT=2"]))
    )
    let window = DateInterval(start: ICSFixture.utc("2026-12-01"), end: ICSFixture.utc("2027-01-01"))
    let ids = item.occurrences(in: window, timeZone: .gmt).map(\.recurrenceID)
    #expect(
      ids == [
        .utc(LocalDateTime(year: 2026, month: 12, day: 7, hour: 9, minute: 0)),
        .utc(LocalDateTime(year: 2026, month: 12, day: 14, hour: 9, minute: 0)),
      ])
  }
}
