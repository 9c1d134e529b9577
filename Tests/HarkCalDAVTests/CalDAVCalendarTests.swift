import Foundation
import HarkICalendar
import Testing

@testable import HarkCalDAV

/// A Radicale collection read and written as a CalendarCollection, as the Calendar app uses a vdir.
@Suite(
  .serialized, .enabled(if: RadicaleServer.isInstalled || RadicaleServer.isCI, "radicale is not installed"))
struct CalDAVCalendarTests {
  static let now = Date(timeIntervalSince1970: 1_796_515_200)  // 2026-12-06 00:00 UTC

  static func calendar() throws -> (RadicaleServer, CalDAVCalendar) {
    let (server, client) = try CalDAVClientTests.calendar()
    return (server, CalDAVCalendar(client: client, clock: { now }))
  }

  static func at(_ day: Int, _ hour: Int) -> EventTime {
    .utc(LocalDateTime(year: 2026, month: 12, day: day, hour: hour, minute: 0))
  }

  static func week(from day: Int) -> DateInterval {
    let start = Date(timeIntervalSince1970: 1_796_515_200 + Double(day - 6) * 86_400)
    return DateInterval(start: start, duration: 7 * 86_400)
  }

  static func summaries(_ calendar: CalDAVCalendar, _ interval: DateInterval) throws -> [String] {
    try calendar.occurrences(in: interval, timeZone: .gmt).elements.map { $0.event.summary ?? "" }
  }

  @Test func eventsAreListedByWeekWithRecurrencesExpandedAndFoundByText() throws {
    let (server, calendar) = try Self.calendar()
    defer { server.remove() }
    _ = try calendar.create(
      EventDraft(summary: "Dentist", start: Self.at(8, 9), end: Self.at(8, 10), location: "Castro"))
    _ = try calendar.create(
      EventDraft(
        summary: "Standup", start: Self.at(7, 9), end: Self.at(7, 10),
        recurrence: RecurrenceRule(frequency: .weekly, count: 3)))
    #expect(try Self.summaries(calendar, Self.week(from: 7)) == ["Standup", "Dentist"])
    #expect(try Self.summaries(calendar, Self.week(from: 14)) == ["Standup"])
    #expect(try Self.summaries(calendar, Self.week(from: 28)) == [])
    #expect(try calendar.items(matching: "castro").elements.map { $0.master?.summary } == ["Dentist"])
  }

  @Test func movedEventIsListedOnItsNewDayAndAStaleStampChangesNothing() throws {
    let (server, calendar) = try Self.calendar()
    defer { server.remove() }
    let created = try calendar.create(
      EventDraft(summary: "Dentist", start: Self.at(8, 9), end: Self.at(8, 10)))
    let moved = try calendar.update(
      created, with: EventEdit(start: Self.at(10, 15), end: Self.at(10, 16)), expecting: created.stamp)
    #expect(moved.stamp != created.stamp)
    let thursday = DateInterval(start: Self.week(from: 10).start, duration: 86_400)
    #expect(try Self.summaries(calendar, thursday) == ["Dentist"])
    #expect(
      throws: CalendarError.changedOnDisk(name: calendar.href(of: created.name))
    ) { try calendar.update(created, with: EventEdit(summary: "Dentist (old)"), expecting: created.stamp) }
    #expect(try calendar.item(named: created.name)?.master?.summary == "Dentist")
    #expect(try Self.summaries(calendar, thursday) == ["Dentist"])
  }

  @Test func oneInstanceAndThenTheWholeEventAreDeleted() throws {
    let (server, calendar) = try Self.calendar()
    defer { server.remove() }
    let created = try calendar.create(
      EventDraft(
        summary: "Standup", start: Self.at(7, 9), end: Self.at(7, 10),
        recurrence: RecurrenceRule(frequency: .weekly, count: 3)))
    let fewer = try calendar.deleteOccurrence(Self.at(14, 9), of: created, expecting: created.stamp)
    #expect(try Self.summaries(calendar, Self.week(from: 14)) == [])
    #expect(try Self.summaries(calendar, Self.week(from: 21)) == ["Standup"])
    try calendar.delete(fewer, expecting: fewer.stamp)
    #expect(try calendar.item(named: created.name) == nil)
  }

  @Test func editKeepsWhatAnotherProgramWrote() throws {
    let (server, calendar) = try Self.calendar()
    defer { server.remove() }
    var text = CalDAVClientTests.event(
      uid: "theirs", summary: "Gala", start: "20261208T180000Z", end: "20261208T220000Z")
    text = text.replacingOccurrences(
      of: "SUMMARY:Gala\r\n", with: "SUMMARY:Gala\r\nX-THEIR-APP-COLOUR:teal\r\n")
    _ = try calendar.client.create(named: "theirs.ics", calendarData: text)
    let item = try #require(try calendar.item(named: "theirs"))
    let edited = try calendar.update(item, with: EventEdit(summary: "Charity gala"), expecting: item.stamp)
    let stored = String(decoding: edited.bytes, as: UTF8.self)
    #expect(stored.contains("X-THEIR-APP-COLOUR:teal"))
    #expect(stored.contains("SUMMARY:Charity gala"))
  }

  @Test func floatingEventIsListedOnItsDayInTheReadersZone() throws {
    let (server, calendar) = try Self.calendar()
    defer { server.remove() }
    // 20:00 wherever the reader is: for a reader in Shanghai, 12:00 UTC; the server, reading it
    // as UTC, would put it after Shanghai's day ends (16:00 UTC).
    let dinner = EventTime.floating(LocalDateTime(year: 2026, month: 12, day: 13, hour: 20, minute: 0))
    let end = EventTime.floating(LocalDateTime(year: 2026, month: 12, day: 13, hour: 22, minute: 0))
    _ = try calendar.create(EventDraft(summary: "Dinner", start: dinner, end: end))
    let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
    let day = DateInterval(
      start: Date(timeIntervalSince1970: 1_796_515_200 + 7 * 86_400 - 8 * 3600), duration: 86_400)
    let listed = try calendar.occurrences(in: day, timeZone: shanghai).elements
    #expect(listed.map { $0.event.summary } == ["Dinner"])
    let nextDay = DateInterval(start: day.end, duration: 86_400)
    #expect(try calendar.occurrences(in: nextDay, timeZone: shanghai).elements == [])
  }

  @Test func stoppedServerIsAnUnreachableCalendar() throws {
    let (server, calendar) = try Self.calendar()
    defer { server.remove() }
    server.stop()
    #expect(throws: CalendarError.unreachable(location: "127.0.0.1:\(server.port)")) {
      try calendar.occurrences(in: Self.week(from: 7), timeZone: .gmt)
    }
  }
}
