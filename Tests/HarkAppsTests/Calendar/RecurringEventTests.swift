import Foundation
import HarkApps
import HarkCore
import HarkICalendar
import HarkStore
import HarkTesting
import Testing

/// A weekly event in the store's calendar, as khal or another program writes one: every
/// instance is listed and makes its hour busy, words find the series once, and deleting one
/// instance leaves the others.
@Suite struct RecurringEventTests {
  let tester: IntentTester
  /// Monday 15 June 2026, 09:00 UTC: the first standup.
  static let first = Date(timeIntervalSince1970: 1_781_514_000)

  init() throws {
    tester = try IntentTester(apps: SampleApps.all)
    let folder = DataSources.storeCalendarFolder(tester.store.root).path
    let calendar = VdirCalendar(folder: folder, makeIdentifier: { "standup" })
    _ = try calendar.create(
      EventDraft(
        summary: "Team standup", start: .instant(Self.first),
        end: .instant(Self.first.addingTimeInterval(900)),
        recurrence: RecurrenceRule(frequency: .weekly, count: 10)))
  }

  func span(from start: Date, days: Double) -> ParameterValue {
    .span(
      DateSpan(
        start: start, end: start.addingTimeInterval(days * 86_400), hasTime: false, isAllDay: true,
        kind: .range))
  }

  @Test func everyInstanceInASpanIsListed() throws {
    let result = try tester.run(
      "calendar.findEvents", in: "calendar", ["startDate": span(from: Self.first, days: 21)])
    let standups = result.listed.filter { $0.title == "Team standup" }
    #expect(standups.count == 3)
    #expect(Set(standups.map(\.id)).count == 3)
    #expect(standups.allSatisfy { $0.id.hasPrefix("home/standup@") })
  }

  @Test func wordsFindTheSeriesOnceAsItsNextInstance() throws {
    let found = try tester.run("calendar.findEvents", in: "calendar", ["title": .string("standup")])
    // The series once (ten weekly instances are one event to words), first among what fits.
    #expect(found.listed.first?.title == "Team standup")
    #expect(found.listed.filter { $0.title == "Team standup" }.count == 1)
  }

  @Test func anInstanceMakesItsHourBusy() throws {
    let secondWeek = Self.first.addingTimeInterval(7 * 86_400)
    let busy = try tester.run(
      "calendar.findEvents", in: "calendar",
      [
        "asking": .string("free"),
        "startDate": .span(
          DateSpan(
            start: secondWeek, end: secondWeek.addingTimeInterval(3600), hasTime: true, isAllDay: false,
            kind: .range)),
      ])
    #expect(busy.dialog.full.contains("Team standup"), "\(busy.dialog.full)")
  }

  @Test func deletingOneInstanceKeepsTheOthers() throws {
    let listed = try tester.run(
      "calendar.findEvents", in: "calendar", ["startDate": span(from: Self.first, days: 21)])
    let second = try #require(listed.listed.filter { $0.title == "Team standup" }.dropFirst().first)
    let entity = try tester.entity(CalendarEvent.self, in: "calendar", id: second.id)
    let deleted = try tester.run("calendar.deleteEvents", in: "calendar", ["entities": .list([entity])])
    // The answer says which day went and that the series stays.
    #expect(deleted.dialog.key == "deleted_instance")
    #expect(deleted.dialog.full.hasPrefix("Deleted “Team standup” on "), "\(deleted.dialog.full)")
    #expect(deleted.dialog.full.hasSuffix("; the rest of the series stays."))
    let after = try tester.run(
      "calendar.findEvents", in: "calendar", ["startDate": span(from: Self.first, days: 21)]
    )
    .listed.filter { $0.title == "Team standup" }
    #expect(after.count == 2)
    #expect(!after.map(\.id).contains(second.id))
    let item = try #require(try StoredCalendar(store: tester.store).items()["standup"])
    #expect(item.master?.exdates.count == 1)
  }
}
