import Foundation
import HarkApps
import HarkCore
import HarkICalendar
import HarkStore
import HarkTesting
import Testing

/// calendar.updateEvent in isolation: the event moves, keeps its length, and the store holds the
/// new times; and the dialogue reads a time said alone on the event's own day.
@Suite struct UpdateEventIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }
  /// The event of the store's calendar file `name`.ics, as the file says it now.
  func stored(_ name: String) throws -> EventData {
    try #require(try StoredCalendar(store: tester.store).events()[name])
  }

  @Test func movingAnEventKeepsItsLength() throws {
    let review = try tester.entity(CalendarEvent.self, in: "calendar", id: "home/event-review")
    let start = try date("2026-06-11T16:00:00Z")
    let result = try tester.run(
      "calendar.updateEvent", in: "calendar", ["entity": review, "startDate": .date(start)])
    #expect(result.dialog.key == "moved")
    #expect(result.dialog.full == "Moved “Quarterly review” to Thursday 11 June at 16:00.")
    let event = try stored("event-review")
    #expect(event.start == .instant(start))
    #expect(event.end == .instant(start.addingTimeInterval(3600)))
    #expect(event.location == "Room 4B")
    #expect(
      try StoredCalendar(store: tester.store).items().values.filter { $0.uid == "event-review" }.count == 1)
  }

  @Test func anAllDayEventMovedToATimeBecomesAnHoursEvent() throws {
    let offsite = try tester.entity(CalendarEvent.self, in: "calendar", id: "home/event-offsite")
    let start = try date("2026-06-19T09:00:00Z")
    try tester.run("calendar.updateEvent", in: "calendar", ["entity": offsite, "startDate": .date(start)])
    let event = try stored("event-offsite")
    #expect(!event.isAllDay)
    #expect(event.start == .instant(start))
    #expect(event.end == .instant(start.addingTimeInterval(3600)))
  }

  @Test func aMoveKeepsTheKindOfTimeTheFileSaysItIn() throws {
    // A person in Shanghai moves events written in UTC and in Berlin's zone: each stays as it was
    // written, only its time changes.
    let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
    let tester = try IntentTester(apps: SampleApps.all, timeZone: shanghai)
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let folder = DataSources.storeCalendarFolder(tester.store.root).path
    let first = try date("2026-06-15T08:00:00Z")
    _ = try VdirCalendar(folder: folder, makeIdentifier: { "berlin" }).create(
      EventDraft(
        summary: "Call with Berlin", start: .zoned(first, in: berlin),
        end: .zoned(first.addingTimeInterval(1800), in: berlin)))
    let start = try date("2026-06-16T09:00:00Z")
    for id in ["home/event-review", "home/berlin"] {
      let event = try tester.entity(CalendarEvent.self, in: "calendar", id: id)
      try tester.run("calendar.updateEvent", in: "calendar", ["entity": event, "startDate": .date(start)])
    }
    let events = try StoredCalendar(store: tester.store).events()
    #expect(events["event-review"]?.start == .instant(start))
    #expect(events["berlin"]?.start == .zoned(start, in: berlin))
    #expect(events["berlin"]?.end == .zoned(start.addingTimeInterval(1800), in: berlin))
  }

  @Test func itNeedsAnEventAndANewStart() throws {
    let review = try tester.entity(CalendarEvent.self, in: "calendar", id: "home/event-review")
    #expect(throws: IntentError.needsValue(parameter: "startDate")) {
      try tester.run("calendar.updateEvent", in: "calendar", ["entity": review])
    }
    #expect(throws: IntentError.needsValue(parameter: "entity")) {
      try tester.run("calendar.updateEvent", in: "calendar", ["startDate": .date(Date())])
    }
  }
}

/// What a date leaves unsaid is taken from the event it is about, in the user's time zone.
@Suite struct DateCompletionTests {
  static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .current
  // Tuesday 9 June 2026, 09:41 UTC (17:41 in Shanghai).
  static let now = Date(timeIntervalSince1970: 1_780_998_060)
  // The event: Thursday 11 June, 18:00 in Shanghai (10:00 UTC).
  static let event = Date(timeIntervalSince1970: 1_781_172_000)

  @Test(arguments: [
    ("4pm", "2026-06-11T08:00:00Z"),  // 16:00 in Shanghai on the event's day
    ("下午4点", "2026-06-11T08:00:00Z"),
    ("friday", "2026-06-12T10:00:00Z"),  // the event's time, on Friday
    ("周五", "2026-06-12T10:00:00Z"),
    ("friday at 9am", "2026-06-12T01:00:00Z"),  // said whole: kept
  ])
  func whatIsNotSaidComesFromTheEvent(words: String, expected: String) throws {
    let parser = DateParser(now: Self.now, timeZone: Self.shanghai)
    let parsed = try #require(parser.parse(words))
    let date = parsed.completed(by: Self.event, in: parser.calendar)
    #expect(date == (try Date(expected, strategy: .iso8601)))
  }
}
