import Foundation
import Testing

@testable import HarkICalendar

/// Both ways with khal, a program no one here wrote: what Hark writes khal lists and finds, and
/// what khal writes Hark reads, moves and deletes, and khal sees the move. Under CI a missing khal
/// fails these tests; elsewhere they do not run without it.
@Suite(.enabled(if: Khal.shouldRun, "khal is not installed (apt-get install khal)"))
struct KhalInteropTests {
  static func khal() throws -> Khal {
    let executable = try #require(Khal.path, "khal is not on PATH: CI installs it (Scripts/setup.sh)")
    return try Khal(executable: executable)
  }

  static let week = DateInterval(start: ICSFixture.utc("2027-03-01"), end: ICSFixture.utc("2027-03-22"))

  @Test func eventsHarkCreatesAreListedAndFoundByKhal() throws {
    let khal = try Self.khal()
    defer { khal.remove() }
    let calendar = VdirCalendar(folder: khal.calendarFolder)
    func at(_ day: Int, _ hour: Int) -> EventTime {
      .utc(LocalDateTime(year: 2027, month: 3, day: day, hour: hour, minute: 0))
    }
    _ = try calendar.create(EventDraft(summary: "Dentist", start: at(2, 10), end: at(2, 11)))
    _ = try calendar.create(
      EventDraft(
        summary: "Team standup", start: at(1, 9), end: at(1, 9).adding(seconds: 900),
        recurrence: RecurrenceRule(frequency: .weekly)))
    _ = try calendar.create(
      EventDraft(
        summary: "Offsite", start: .date(CalendarDay(year: 2027, month: 3, day: 4)),
        end: .date(CalendarDay(year: 2027, month: 3, day: 6))))
    _ = try calendar.create(
      EventDraft(summary: "Call the bank", start: at(3, 15), end: at(3, 16), alarmOffsets: [600]))
    _ = try calendar.create(
      EventDraft(
        summary: "和妈妈吃饭",
        start: .zoned(
          LocalDateTime(year: 2027, month: 3, day: 3, hour: 19, minute: 0), timeZone: "Asia/Shanghai"),
        end: .zoned(
          LocalDateTime(year: 2027, month: 3, day: 3, hour: 21, minute: 0), timeZone: "Asia/Shanghai")))
    let listed = try khal.run(["list", "2027-03-01", "2027-03-15"])
    #expect(listed.status == 0)
    let lines = listed.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("10:00-11:00 Dentist"))
    // Weekly (khal marks it ⟳) on the 1st, 8th and 15th; the two-day offsite starts (↦) and ends
    // (⇥); the alarm is marked ⏰.
    #expect(lines.filter { $0 == "09:00-09:15 Team standup ⟳" }.count == 3)
    #expect(lines.contains("↦ Offsite") && lines.contains("⇥ Offsite"))
    #expect(lines.contains("15:00-16:00 Call the bank ⏰"))
    // 19:00 in Shanghai is 11:00 UTC, khal's local zone here.
    #expect(lines.contains("11:00-13:00 和妈妈吃饭"))
    for title in ["Dentist", "Team standup", "Offsite", "Call the bank", "和妈妈吃饭"] {
      let found = try khal.run(["search", title])
      #expect(found.status == 0)
      #expect(found.output.contains(title), "khal search \(title): \(found.output)")
    }
  }

  @Test func eventsKhalCreatesAreReadMovedAndDeletedByHark() throws {
    let khal = try Self.khal()
    defer { khal.remove() }
    #expect(try khal.run(["new", "2027-03-02", "10:00", "11:00", "Dentist"]).status == 0)
    #expect(try khal.run(["new", "-r", "weekly", "2027-03-01", "09:00", "09:30", "Standup"]).status == 0)
    let calendar = VdirCalendar(folder: khal.calendarFolder)
    let listed = try calendar.occurrences(in: Self.week, timeZone: .gmt)
    #expect(listed.problems.isEmpty)
    #expect(listed.elements.map { $0.event.summary ?? "" } == ["Standup", "Dentist", "Standup", "Standup"])

    // Move the dentist by a day and an hour: khal lists it at the new time.
    let dentist = try #require(try calendar.items(matching: "dentist").elements.first)
    #expect(dentist.name.count == 36)
    let moved = try calendar.update(
      dentist, with: EventEdit(start: .utc(LocalDateTime(year: 2027, month: 3, day: 3, hour: 14, minute: 0))),
      expecting: dentist.stamp)
    #expect(moved.master?.end == .utc(LocalDateTime(year: 2027, month: 3, day: 3, hour: 15, minute: 0)))
    let afterMove = try khal.run(["list", "2027-03-01", "2027-03-05"]).output
    #expect(afterMove.contains("2027-03-03\n14:00-15:00 Dentist"), "\(afterMove)")
    #expect(!afterMove.contains("10:00-11:00 Dentist"))

    // Move the whole weekly series an hour later, then take one week out.
    let standup = try #require(try calendar.items(matching: "standup").elements.first)
    let series = try calendar.update(
      standup, with: EventEdit(start: .utc(LocalDateTime(year: 2027, month: 3, day: 1, hour: 10, minute: 0))),
      expecting: standup.stamp)
    _ = try calendar.deleteOccurrence(
      .utc(LocalDateTime(year: 2027, month: 3, day: 8, hour: 10, minute: 0)), of: series,
      expecting: series.stamp)
    let weeks = try khal.run(["list", "2027-03-01", "2027-03-20"]).output
    #expect(weeks.components(separatedBy: "10:00-10:30 Standup").count - 1 == 2, "\(weeks)")
    #expect(!weeks.contains("2027-03-08"))

    // Delete the dentist: khal no longer has it.
    try calendar.delete(moved, expecting: moved.stamp)
    #expect(!(try khal.run(["search", "Dentist"]).output.contains("Dentist")))
    #expect(
      try calendar.occurrences(in: Self.week, timeZone: .gmt).elements.map { $0.event.summary ?? "" } == [
        "Standup", "Standup",
      ])
  }
}
