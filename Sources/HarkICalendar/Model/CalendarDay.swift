/// A day of the calendar with no time and no zone: iCalendar's DATE, what an all-day event spans.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, e.g. 2026.
  public var year: Int
  /// The month, 1-12.
  public var month: Int
  /// The day of the month, 1-31.
  public var day: Int

  /// The day `year`-`month`-`day` (proleptic Gregorian).
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    // Howard Hinnant's civil_from_days: exact for every Gregorian day, no Calendar object needed
    // (one costs microseconds, and a listing converts thousands of days).
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days since 1970-01-01 (negative before it).
  public var dayNumber: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Whether the fields name a real day (2026-02-30 does not).
  public var isValid: Bool {
    (1...12).contains(month) && day >= 1 && CalendarDay(dayNumber: dayNumber) == self
  }

  /// The day `days` later (earlier when negative).
  public func adding(days: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + days) }

  /// The day of the week, 1 (Sunday) to 7 (Saturday), as Foundation's `Calendar` numbers them.
  public var weekday: Int {
    // 1970-01-01 was a Thursday (5).
    let fromThursday = ((dayNumber % 7) + 7) % 7
    return (fromThursday + 4) % 7 + 1
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

/// `value` in decimal with leading zeros to `width` digits.
func padded(_ value: Int, _ width: Int) -> String {
  let digits = String(value)
  return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
