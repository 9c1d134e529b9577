/// A wall-clock date and time with no zone of its own: what an iCalendar DATE-TIME says before
/// its `Z` or `TZID` places it.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The day.
  public var day: CalendarDay
  /// The hour, 0-23.
  public var hour: Int
  /// The minute, 0-59.
  public var minute: Int
  /// The second, 0-60.
  public var second: Int

  /// The time `hour`:`minute`:`second` of `day`.
  public init(day: CalendarDay, hour: Int, minute: Int, second: Int = 0) {
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The time of `year`-`month`-`day` at `hour`:`minute`:`second`.
  public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
    self.init(
      day: CalendarDay(year: year, month: month, day: day), hour: hour, minute: minute, second: second)
  }

  /// The wall time `seconds` after 1970-01-01 00:00:00 (counted as if in UTC).
  public init(secondsSinceEpoch seconds: Int64) {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = Int(seconds - days * 86_400)
    self.init(
      day: CalendarDay(dayNumber: Int(days)), hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
  }

  /// Seconds since 1970-01-01 00:00:00 of the same wall clock (as if in UTC).
  public var secondsSinceEpoch: Int64 {
    Int64(day.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
  }

  /// The wall time `seconds` later.
  public func adding(seconds: Int64) -> LocalDateTime {
    LocalDateTime(secondsSinceEpoch: secondsSinceEpoch + seconds)
  }

  /// `YYYY-MM-DD hh:mm:ss`.
  public var description: String {
    "\(day) \(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))"
  }

  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
  }
}
