import Foundation
import HarkApps
import HarkCore
import HarkICalendar
import HarkStore
import HarkTesting
import Testing

/// A store made before calendars were `.ics` files keeps its events in `calendar/events.jsonl`;
/// `hark import-events` writes them into the calendar once, under their old identifiers.
@Suite struct CalendarConversionTests {
  func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

  @Test func storedEventsBecomeItemsOnceUnderTheirIdentifiers() throws {
    let tester = try IntentTester(apps: SampleApps.all)
    let legacy = [
      Record(
        id: "event-dentist",
        fields: [
          "title": .string("Dentist"), "startDate": .string("2026-06-12T09:00:00Z"),
          "endDate": .string("2026-06-12T09:30:00Z"), "isAllDay": .bool(false),
          "location": .string("Main St"), "attendees": .array([.string("Dana Brooks")]),
          "note": .string("bring the form"),
        ]),
      Record(
        id: "event-holiday",
        fields: [
          "title": .string("Holiday"), "startDate": .string("2026-06-20T00:00:00Z"),
          "endDate": .string("2026-06-22T00:00:00Z"), "isAllDay": .bool(true),
        ]),
    ]
    try tester.store.append(app: "calendar", collection: "events", legacy)
    let context = try tester.context(for: "calendar")
    let before = try StoredCalendar(store: tester.store).items().count

    let first = try CalendarApp.convertStoredEvents(in: context)
    #expect(first == CalendarConversion(converted: 2, alreadyThere: 0, calendar: "home"))
    let events = try StoredCalendar(store: tester.store).events()
    #expect(events.count == before + 2)
    let dentist = try #require(events["event-dentist"])
    #expect(
      dentist.summary == "Dentist" && dentist.location == "Main St" && dentist.description == "bring the form"
    )
    #expect(dentist.start == .instant(try date("2026-06-12T09:00:00Z")))
    #expect(dentist.end == .instant(try date("2026-06-12T09:30:00Z")))
    #expect(dentist.attendees.map(\.name) == ["Dana Brooks"])
    let holiday = try #require(events["event-holiday"])
    #expect(holiday.start == .date(CalendarDay(year: 2026, month: 6, day: 20)))
    #expect(holiday.end == .date(CalendarDay(year: 2026, month: 6, day: 22)))
    // Found by the app as any event is, under its old identifier's calendar.
    let found = try tester.entity(CalendarEvent.self, in: "calendar", id: "home/event-dentist")
    #expect(found.displayText == "Dentist")

    let again = try CalendarApp.convertStoredEvents(in: context)
    #expect(again == CalendarConversion(converted: 0, alreadyThere: 2, calendar: "home"))
    #expect(try StoredCalendar(store: tester.store).items().count == before + 2)
  }
}
