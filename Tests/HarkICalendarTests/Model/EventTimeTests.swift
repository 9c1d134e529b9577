import Foundation
import Testing

@testable import HarkICalendar

@Suite struct EventTimeTests {
  @Test(arguments: [
    (CalendarDay(year: 1970, month: 1, day: 1), 0, 5),
    (CalendarDay(year: 2026, month: 12, day: 3), 20_790, 5),
    (CalendarDay(year: 2000, month: 2, day: 29), 11_016, 3),
    (CalendarDay(year: 1969, month: 12, day: 31), -1, 4),
  ])
  func dayNumbersAndWeekdaysAreExact(day: CalendarDay, number: Int, weekday: Int) {
    #expect(day.dayNumber == number)
    #expect(CalendarDay(dayNumber: number) == day)
    #expect(day.weekday == weekday)
  }

  @Test func impossibleDaysAreNotValid() {
    #expect(!CalendarDay(year: 2026, month: 2, day: 29).isValid)
    #expect(!CalendarDay(year: 2026, month: 13, day: 1).isValid)
    #expect(CalendarDay(year: 2028, month: 2, day: 29).isValid)
  }

  /// An all-day event is the same day for every reader: midnight of that day in their zone.
  @Test(arguments: ["UTC", "Asia/Shanghai", "America/Los_Angeles"])
  func allDayIsTheSameDayInEveryZone(zoneName: String) throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    let start = EventTime.date(CalendarDay(year: 2026, month: 12, day: 12)).date(in: zone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day, .hour], from: start)
    #expect(parts.year == 2026 && parts.month == 12 && parts.day == 12 && parts.hour == 0)
  }

  @Test func zonedTimesFollowDaylightSaving() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let summer = EventTime.zoned(
      LocalDateTime(year: 2026, month: 7, day: 1, hour: 9, minute: 0), timeZone: "Europe/Berlin")
    let winter = EventTime.zoned(
      LocalDateTime(year: 2026, month: 12, day: 1, hour: 9, minute: 0), timeZone: "Europe/Berlin")
    #expect(summer.date(in: .gmt) == Date(timeIntervalSince1970: 1_782_889_200))
    #expect(winter.date(in: .gmt) == Date(timeIntervalSince1970: 1_796_112_000))
    #expect(EventTime.zoned(summer.date(in: .gmt), in: berlin) == summer)
  }

  @Test func floatingTimesAreTheReadersWallClock() throws {
    let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
    let time = EventTime.floating(LocalDateTime(year: 2026, month: 12, day: 4, hour: 10, minute: 0))
    #expect(time.date(in: .gmt).timeIntervalSince(time.date(in: shanghai)) == 8 * 3600)
  }
}
