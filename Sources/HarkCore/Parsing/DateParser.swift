import Foundation

/// A date read from words: the moment, and whether the words gave a time of day.
public struct ParsedDate: Sendable, Hashable {
  public let date: Date
  /// False for a day alone ("next Monday"): the date is that day's start.
  public let hasTime: Bool
  /// False for a time alone ("4pm", 下午4点): the day is only the parser's guess (today, or
  /// tomorrow once the time has passed), and a time said about an event keeps the event's day.
  public var hasDay: Bool = true

  public init(date: Date, hasTime: Bool, hasDay: Bool = true) {
    self.date = date
    self.hasTime = hasTime
    self.hasDay = hasDay
  }

  /// This date with what was not said taken from `anchor` (an event's start), in `calendar`'s
  /// time zone: a time alone ("4pm") on the anchor's day, a day alone ("friday") at the anchor's
  /// time; a date said whole is kept.
  public func completed(by anchor: Date, in calendar: Calendar) -> Date {
    let (from, on) = !hasDay ? (date, anchor) : !hasTime ? (anchor, date) : (date, date)
    guard !hasDay || !hasTime else { return date }
    let time = calendar.dateComponents([.hour, .minute], from: from)
    return calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: 0, of: on) ?? date
  }
}

/// Reads dates and times relative to a clock, in English ("tomorrow at 5pm", "next Monday",
/// "in 2 hours", "June 12th") and Chinese ("下周一下午三点", "明天早上8点半", "两小时后").
///
/// Rules: a weekday alone is its next occurrence, today included; "next Monday" and 下周一 are
/// the Monday of next week (weeks start on Monday); a time alone that has passed today means
/// tomorrow; "at 5" means 5 pm (hours 1–7 without am/pm or a part of the day are afternoon);
/// a day without a time is the start of that day. Every word must be understood, or there is
/// no date.
public struct DateParser: Sendable {
  public let now: Date
  public let calendar: Calendar

  public init(now: Date, timeZone: TimeZone = .current) {
    self.now = now
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = 2
    self.calendar = calendar
  }

  /// The date the whole of `text` names, or nil.
  public func parse(_ text: String) -> ParsedDate? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    // Foundation's ISO 8601 reading ignores what follows the date: "…Z and invite my boss" is no date.
    if !trimmed.contains(where: \.isWhitespace), let iso = try? Date(trimmed, strategy: .iso8601) {
      return ParsedDate(date: iso, hasTime: true)
    }
    var parts = DateParts()
    let understood: Bool
    if trimmed.unicodeScalars.contains(where: NameKey.isHan) {
      var reader = ChineseDateReader(text: trimmed)
      understood = reader.read(into: &parts)
    } else {
      understood = EnglishDateReader(text: trimmed).read(into: &parts)
    }
    guard understood, !parts.isEmpty else { return nil }
    return compose(parts)
  }

  func compose(_ parts: DateParts) -> ParsedDate? {
    if let interval = parts.interval {
      return ParsedDate(date: now.addingTimeInterval(interval), hasTime: true)
    }
    let today = calendar.startOfDay(for: now)
    var day: Date?
    if let (month, dayOfMonth) = parts.monthDay {
      var components = calendar.dateComponents([.year], from: now)
      components.month = month ?? calendar.component(.month, from: now)
      components.day = dayOfMonth
      guard let candidate = calendar.date(from: components) else { return nil }
      if candidate < today {
        day = calendar.date(byAdding: month == nil ? .month : .year, value: 1, to: candidate)
      } else {
        day = candidate
      }
    } else if let weekday = parts.weekday {
      day = self.day(weekday: weekday, weekOffset: parts.weekOffset)
    } else if let offset = parts.weekOffset {
      // "next week" alone: that week's Monday.
      day = self.day(weekday: 2, weekOffset: offset)
    } else if let offset = parts.dayOffset {
      day = calendar.date(byAdding: .day, value: offset, to: today)
    }
    var hour = parts.hour
    if let given = hour, let period = parts.period {
      hour = period.adjust(given)
    } else if let given = hour, !parts.meridiemGiven, (1...7).contains(given) {
      hour = given + 12
    } else if hour == nil, let period = parts.period {
      hour = period.defaultHour
    }
    guard let hour else {
      guard let day else { return nil }
      return ParsedDate(date: day, hasTime: false)
    }
    let base = day ?? today
    guard
      var date = calendar.date(
        bySettingHour: hour % 24, minute: parts.minute ?? 0, second: 0, of: base)
    else { return nil }
    if day == nil, date <= now, let next = calendar.date(byAdding: .day, value: 1, to: date) {
      date = next
    }
    return ParsedDate(date: date, hasTime: true, hasDay: day != nil)
  }

  /// The day with `weekday` (1 = Sunday … 7 = Saturday): the next one from today, or the one in
  /// the week `weekOffset` weeks from this one.
  func day(weekday: Int, weekOffset: Int?) -> Date? {
    let today = calendar.startOfDay(for: now)
    let todayWeekday = calendar.component(.weekday, from: today)
    // Days since this week's Monday, weeks starting on Monday.
    let sinceMonday = (todayWeekday + 5) % 7
    let target = (weekday + 5) % 7
    guard let offset = weekOffset else {
      let ahead = (target - sinceMonday + 7) % 7
      return calendar.date(byAdding: .day, value: ahead, to: today)
    }
    return calendar.date(byAdding: .day, value: offset * 7 + target - sinceMonday, to: today)
  }
}

/// What a reader found, before it is turned into a date.
struct DateParts {
  enum Period {
    case morning, noon, afternoon, evening, night, earlyMorning

    var defaultHour: Int {
      switch self {
      case .morning: 9
      case .noon: 12
      case .afternoon: 15
      case .evening: 19
      case .night: 21
      case .earlyMorning: 2
      }
    }

    /// The 24-hour hour for an hour said in this part of the day.
    func adjust(_ hour: Int) -> Int {
      switch self {
      case .morning, .earlyMorning: hour == 12 ? 0 : hour
      case .noon: hour < 6 ? hour + 12 : hour
      case .afternoon, .evening: hour < 12 ? hour + 12 : hour
      case .night: hour < 5 ? hour : (hour < 12 ? hour + 12 : hour)
      }
    }
  }

  var dayOffset: Int?
  var weekday: Int?
  var weekOffset: Int?
  var monthDay: (Int?, Int)?
  var hour: Int?
  var minute: Int?
  var meridiemGiven = false
  var period: Period?
  var interval: TimeInterval?

  var isEmpty: Bool {
    dayOffset == nil && weekday == nil && weekOffset == nil && monthDay == nil && hour == nil
      && period == nil && interval == nil
  }
}
