import Foundation
import Testing

@testable import HarkApps

/// Busy and free over a window: conflicts, and the free gaps within waking hours.
@Suite struct AvailabilityTests {
  typealias Fixture = EventDescriptionTests
  static let calendar = Fixture.calendar

  static func window(_ day: Int, _ from: Int, _ to: Int) -> DateInterval {
    DateInterval(start: Fixture.at(day, from), end: Fixture.at(day, to))
  }

  @Test(arguments: [
    // Wednesday 10: standup 9–10, dentist 14–15.
    (10, 12, 18, ["dentist"]),
    (10, 8, 12, ["standup"]),
    // An event ending at the window's start is no conflict; one starting at its end neither.
    (10, 15, 18, []),
    (10, 10, 14, []),
    // The all-day wedding makes the whole of the 20th busy.
    (20, 12, 18, ["wedding"]),
    (20, 22, 23, ["wedding"]),
    (19, 8, 20, []),
  ])
  func conflictsAreTheEventsBusyInTheWindow(day: Int, from: Int, to: Int, expected: [String]) {
    let found = Availability.conflicts(
      in: Self.window(day, from, to), among: Fixture.events, calendar: Self.calendar)
    #expect(found.map(\.id) == expected)
  }

  @Test func gapsAreTheFreeStretchesWithinWakingHours() {
    let day = Self.window(10, 0, 24)
    let gaps = Availability.gaps(in: day, among: Fixture.events, calendar: Self.calendar)
    #expect(
      gaps == [
        Self.window(10, 8, 9), Self.window(10, 10, 14), Self.window(10, 15, 20),
      ])
  }

  @Test func anAllDayEventLeavesNoGap() {
    let gaps = Availability.gaps(in: Self.window(20, 0, 24), among: Fixture.events, calendar: Self.calendar)
    #expect(gaps.isEmpty)
  }

  @Test func gapsStayInsideTheWindowAsked() {
    // Thursday 11: review 10–11, dinner 19–21; the afternoon asked is free from 12 to 18.
    let gaps = Availability.gaps(in: Self.window(11, 12, 18), among: Fixture.events, calendar: Self.calendar)
    #expect(gaps == [Self.window(11, 12, 18)])
  }

  @Test func aGapRunsUpToAnEventThatStartsAtTheEndOfWakingHours() {
    // Friday 12: Jeff's birthday 18–21.
    let gaps = Availability.gaps(in: Self.window(12, 0, 24), among: Fixture.events, calendar: Self.calendar)
    #expect(gaps == [Self.window(12, 8, 18)])
  }
}
