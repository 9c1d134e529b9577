import Foundation

/// When the calendar keeps the person busy and when they are free, over a window of time ("am I
/// free tomorrow afternoon", "when am I free on friday"): pure functions of the events.
///
/// An event is busy from its start to its end; an all-day event for the whole of its days in the
/// calendar's time zone, so it makes the day busy. Busy and free meet without overlapping: an
/// event ending at 14:00 is no conflict for a window from 14:00.
enum Availability {
  /// Free time is looked for in waking hours only, 08:00 to 20:00 of each day: "when am I free on
  /// friday" is not answered with the night. (A question about a window that is all outside them,
  /// "am I free tonight at ten", is still answered by its conflicts.)
  static let wakingHours = 8..<20

  /// The time `event` takes. An all-day event is days, not instants: the store keeps its days as
  /// midnights in UTC, and they are the same days in `calendar`'s zone, wherever that is.
  static func busy(_ event: CalendarEvent, in calendar: Calendar) -> DateInterval {
    guard event.isAllDay else {
      return DateInterval(start: event.startDate, end: max(event.startDate, event.endDate))
    }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = .gmt
    func local(_ date: Date) -> Date {
      calendar.date(from: utc.dateComponents([.year, .month, .day], from: date)) ?? date
    }
    let start = local(event.startDate)
    let oneDay = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    return DateInterval(start: start, end: max(oneDay, local(event.endDate)))
  }

  /// The events busy at some moment of `window`, earliest first.
  static func conflicts(in window: DateInterval, among events: [CalendarEvent], calendar: Calendar)
    -> [CalendarEvent]
  {
    events.filter { event in
      let busy = busy(event, in: calendar)
      return busy.start < window.end && busy.end > window.start
        // An event of no length at the window's start is busy then.
        || (busy.duration == 0 && busy.start >= window.start && busy.start < window.end)
    }
    .sorted { $0.startDate < $1.startDate }
  }

  /// The free stretches of `window` within each day's ``wakingHours``, earliest first.
  static func gaps(in window: DateInterval, among events: [CalendarEvent], calendar: Calendar)
    -> [DateInterval]
  {
    let busyTimes = conflicts(in: window, among: events, calendar: calendar)
      .map { busy($0, in: calendar) }.sorted { $0.start < $1.start }
    var gaps: [DateInterval] = []
    var day = calendar.startOfDay(for: window.start)
    while day < window.end {
      guard
        let wakes = calendar.date(bySettingHour: wakingHours.lowerBound, minute: 0, second: 0, of: day),
        let sleeps = calendar.date(bySettingHour: wakingHours.upperBound, minute: 0, second: 0, of: day),
        let next = calendar.date(byAdding: .day, value: 1, to: day)
      else { break }
      var cursor = max(wakes, window.start)
      let end = min(sleeps, window.end)
      for busy in busyTimes where busy.end > cursor && busy.start < end {
        if busy.start > cursor { gaps.append(DateInterval(start: cursor, end: busy.start)) }
        cursor = max(cursor, busy.end)
      }
      if cursor < end { gaps.append(DateInterval(start: cursor, end: end)) }
      day = next
    }
    return gaps
  }
}
