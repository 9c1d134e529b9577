import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import Testing

/// Calendar's intents in isolation, with the store checked after.
@Suite struct CalendarIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func events() throws -> [Record] { try tester.records("calendar", "events") }
  func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

  @Test func createEventWritesItWithAnHourByDefault() throws {
    let start = try date("2026-06-12T18:00:00Z")
    let result = try tester.run(
      "calendar.createEvent", in: "calendar",
      [
        "title": .string("Dinner with Mary"), "startDate": .date(start), "location": .string("Zuni Café"),
        "attendees": .list([.person(PersonNameComponents(displayName: "my wife").person)]),
      ])
    let stored = try #require(try events().first { $0.fields["title"] == .string("Dinner with Mary") })
    #expect(stored.fields["endDate"] == .string("2026-06-12T19:00:00Z"))
    #expect(stored.fields["location"] == .string("Zuni Café"))
    // The attendee is imported through Contacts: "my wife" is stored as her name.
    #expect(stored.fields["attendees"] == .array([.string("Mary Rivera")]))
    #expect(
      result.dialog.full
        == "Added “Dinner with Mary” to your calendar: Friday 12 June at 18:00, Zuni Café, with Mary Rivera.")
  }

  @Test func aBareKindOfEventWithPeopleIsTitledWithThem() throws {
    let start = try date("2026-06-10T15:00:00Z")
    let result = try tester.run(
      "calendar.createEvent", in: "calendar",
      [
        "title": .string("meeting"), "startDate": .date(start),
        "attendees": .list([.person(PersonNameComponents(displayName: "Dana").person)]),
      ])
    #expect(result.dialog.arguments["title"] == "Meeting with Dana Brooks")
    #expect(try events().contains { $0.fields["title"] == .string("Meeting with Dana Brooks") })
    #expect(try !events().contains { $0.fields["title"] == .string("meeting") })
  }

  @Test func aTitleOfItsOwnIsKeptWithPeople() {
    #expect(
      CreateEventIntent.title("planning sync", with: ["Dana Brooks"], language: .english) == "planning sync")
    #expect(CreateEventIntent.title("会议", with: ["Dana Brooks"], language: .chinese) == "与Dana Brooks的会议")
    #expect(CreateEventIntent.title("meeting", with: [], language: .english) == "meeting")
  }

  @Test func createEventNeedsAStartDate() {
    #expect(throws: IntentError.needsValue(parameter: "startDate")) {
      try tester.run("calendar.createEvent", in: "calendar", ["title": .string("Gym")])
    }
  }

  @Test func anEventCannotEndBeforeItStarts() throws {
    let start = try date("2026-06-12T18:00:00Z")
    #expect(throws: IntentError.endsBeforeStart) {
      try tester.run(
        "calendar.createEvent", in: "calendar",
        ["title": .string("Gym"), "startDate": .date(start), "endDate": .date(start.addingTimeInterval(-60))])
    }
  }

  @Test func deleteEventsRemovesThem() throws {
    let review = try tester.entity(CalendarEvent.self, in: "calendar", id: "event-review")
    let before = try events().count
    try tester.run("calendar.deleteEvents", in: "calendar", ["entities": .list([review])])
    #expect(try events().count == before - 1)
    #expect(try tester.store.record(app: "calendar", collection: "events", id: "event-review") == nil)
  }

  @Test func findEventsByTitleAndDay() throws {
    let byTitle = try tester.run("calendar.findEvents", in: "calendar", ["title": .string("review")])
    #expect(byTitle.listed.map(\.id) == ["event-review"])
    let movie = try #require(
      try tester.entities(CalendarEvent.self, in: "calendar").first { $0.id == "event-movie" })
    // The day asked about is a span: the whole of the movie's day.
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = .gmt
    let day = utc.startOfDay(for: movie.startDate)
    let wholeDay = DateSpan(
      start: day, end: day.addingTimeInterval(86_400), hasTime: false, isAllDay: true, kind: .day)
    let onThatDay = try tester.run("calendar.findEvents", in: "calendar", ["startDate": .span(wholeDay)])
    #expect(onThatDay.listed.map(\.id) == ["event-movie"])
  }

  @Test func anEventExportsItsPlace() throws {
    let movie = try #require(
      try tester.entities(CalendarEvent.self, in: "calendar").first { $0.id == "event-movie" })
    #expect(movie.place == PlaceDescriptor(commonName: "Castro Theatre"))
  }
}
