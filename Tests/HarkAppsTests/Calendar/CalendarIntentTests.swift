import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkICalendar
import HarkStore
import HarkTesting
import Testing

/// Calendar's intents in isolation, with the store checked after.
@Suite struct CalendarIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  /// The events in the store's calendar folder, read from the `.ics` files.
  var calendar: StoredCalendar { StoredCalendar(store: tester.store) }
  func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

  @Test func createEventWritesItWithAnHourByDefault() throws {
    let start = try date("2026-06-12T18:00:00Z")
    let result = try tester.run(
      "calendar.createEvent", in: "calendar",
      [
        "title": .string("Dinner with Mary"), "startDate": .date(start), "location": .string("Zuni Café"),
        "attendees": .list([.person(PersonNameComponents(displayName: "my wife").person)]),
      ])
    let stored = try #require(try calendar.event(titled: "Dinner with Mary"))
    #expect(stored.start == .instant(start))
    #expect(stored.end == .instant(start.addingTimeInterval(3600)))
    #expect(stored.location == "Zuni Café")
    // The attendee is imported through Contacts: "my wife" is written as her name and address.
    #expect(stored.attendees == [Attendee(name: "Mary Rivera", email: "mary@rivera.example")])
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
    #expect(try calendar.event(titled: "Meeting with Dana Brooks") != nil)
    #expect(try calendar.event(titled: "meeting") == nil)
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
    let review = try tester.entity(CalendarEvent.self, in: "calendar", id: "home/event-review")
    let before = try calendar.items().count
    try tester.run("calendar.deleteEvents", in: "calendar", ["entities": .list([review])])
    #expect(try calendar.items().count == before - 1)
    #expect(try calendar.items()["home/event-review"] == nil)
  }

  @Test func findEventsByTitleAndDay() throws {
    let byTitle = try tester.run("calendar.findEvents", in: "calendar", ["title": .string("review")])
    #expect(byTitle.listed.map(\.id) == ["home/event-review"])
    let movie = try #require(
      try tester.entities(CalendarEvent.self, in: "calendar").first { $0.id == "home/event-movie" })
    // The day asked about is a span: the whole of the movie's day.
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = .gmt
    let day = utc.startOfDay(for: movie.startDate)
    let wholeDay = DateSpan(
      start: day, end: day.addingTimeInterval(86_400), hasTime: false, isAllDay: true, kind: .day)
    let onThatDay = try tester.run("calendar.findEvents", in: "calendar", ["startDate": .span(wholeDay)])
    #expect(onThatDay.listed.map(\.id) == ["home/event-movie"])
  }

  @Test func anEventExportsItsPlace() throws {
    let movie = try #require(
      try tester.entities(CalendarEvent.self, in: "calendar").first { $0.id == "home/event-movie" })
    #expect(movie.place == PlaceDescriptor(commonName: "Castro Theatre"))
  }
}
