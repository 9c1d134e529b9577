/// iCalendar's DATE and DATE-TIME values as text (RFC 5545 3.3.4, 3.3.5), read and written
/// without libical: the index, the line patcher and RRULE's UNTIL need them on their own.
enum ValueText {
  /// `value` (`20261204`, `20261204T100000`, `20261204T100000Z`) as a time; with `timeZone`, a
  /// local DATE-TIME is zoned there. Nil when it does not read or names no real day or time.
  static func time(_ value: some StringProtocol, timeZone: String?) -> EventTime? {
    let bytes = Array(value.utf8)
    guard bytes.count >= 8, let year = number(bytes, 0, 4), let month = number(bytes, 4, 2),
      let day = number(bytes, 6, 2)
    else { return nil }
    let date = CalendarDay(year: year, month: month, day: day)
    guard date.isValid else { return nil }
    if bytes.count == 8 { return .date(date) }
    guard bytes.count == 15 || bytes.count == 16, bytes[8] == UInt8(ascii: "T"),
      let hour = number(bytes, 9, 2), let minute = number(bytes, 11, 2), let second = number(bytes, 13, 2),
      hour < 24, minute < 60, second <= 60
    else { return nil }
    let time = LocalDateTime(day: date, hour: hour, minute: minute, second: second)
    if bytes.count == 16 {
      guard bytes[15] == UInt8(ascii: "Z") else { return nil }
      return .utc(time)
    }
    if let timeZone { return .zoned(time, timeZone: timeZone) }
    return .floating(time)
  }

  /// The value text of `time`: `20261204`, `20261204T100000`, or `…Z` for UTC (a zoned time's
  /// zone goes in the TZID parameter, not here).
  static func dateOrDateTime(_ time: EventTime) -> String {
    switch time {
    case .date(let day): return dayText(day)
    case .floating(let local), .zoned(let local, _): return dateTimeText(local)
    case .utc(let local): return dateTimeText(local) + "Z"
    }
  }

  static func dayText(_ day: CalendarDay) -> String {
    padded(day.year, 4) + padded(day.month, 2) + padded(day.day, 2)
  }

  static func dateTimeText(_ time: LocalDateTime) -> String {
    dayText(time.day) + "T" + padded(time.hour, 2) + padded(time.minute, 2) + padded(time.second, 2)
  }

  private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in bytes[start..<(start + count)] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
