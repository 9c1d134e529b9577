import Foundation
import HarkCore
import Testing

/// A range said for a new event ("from 3 to 4 tomorrow", "from june 15 to june 17") is its start
/// and its end, whole days when no time is said; the date words never end up in the title.
@Suite struct EventRangeTests {
  static func date(_ text: String) throws -> Date {
    try #require(try? Date(text, strategy: .iso8601))
  }

  @Test(arguments: [
    (
      "add a meeting from 3 to 4 tomorrow", "a meeting", "2026-06-10T15:00:00Z", "2026-06-10T16:00:00Z", false
    ),
    ("add lunch tomorrow from 12 to 1", "lunch", "2026-06-10T12:00:00Z", "2026-06-10T13:00:00Z", false),
    (
      "schedule a call with dana between 2 and 3 on friday", "call", "2026-06-12T14:00:00Z",
      "2026-06-12T15:00:00Z", false
    ),
    // Whole days: the end is the day after the last, as iCalendar's DTEND.
    (
      "add the team offsite from june 15 to june 17", "the team offsite", "2026-06-15T00:00:00Z",
      "2026-06-18T00:00:00Z", true
    ),
    (
      "add a conference from monday to wednesday", "a conference", "2026-06-15T00:00:00Z",
      "2026-06-18T00:00:00Z", true
    ),
  ])
  func aRangeIsTheEventsStartAndEnd(line: String, title: String, start: String, end: String, allDay: Bool)
    throws
  {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "calendar.createEvent")
    #expect(analysis.resolved["title"] == .string(title))
    #expect(analysis.resolved["startDate"] == .date(try Self.date(start)))
    #expect(analysis.resolved["endDate"] == .date(try Self.date(end)))
    #expect(analysis.resolved["isAllDay"] == .bool(allDay))
  }

  @Test func aTimeAloneHasNoEnd() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("add dentist at 3 tomorrow")
    #expect(analysis.resolved["startDate"] != nil)
    #expect(analysis.resolved["endDate"] == nil)
  }

  @Test func aRangeIsNoDateWhereNothingTakesItsEnd() throws {
    // Finding events reads a range as a span of its own; moving one takes a single new time.
    let analysis = try DecisionAgreementTests.conversation().analyze(
      "move the quarterly review to 3 to 4 tomorrow")
    #expect(analysis.resolved["endDate"] == nil)
  }
}
