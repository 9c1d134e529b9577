import Foundation
import HarkGrammar

/// A date read from words: the moment, and whether the words gave a time of day.
public struct ParsedDate: Sendable, Hashable {
  public let date: Date
  /// False for a day alone ("next Monday"): the date is that day's start.
  public let hasTime: Bool
  /// False for a time alone ("4pm", 下午4点): the day is only the parser's guess (today, or
  /// tomorrow once the time has passed), and a time said about an event keeps the event's day.
  public var hasDay: Bool = true
  /// Whether the words named the month ("june 12", 6月12日, an ISO date): a day reached otherwise
  /// ("the 3rd", "next friday", "in two weeks") may be in a month the person did not mean.
  public var namesMonth: Bool = false

  public init(date: Date, hasTime: Bool, hasDay: Bool = true, namesMonth: Bool = false) {
    self.date = date
    self.hasTime = hasTime
    self.hasDay = hasDay
    self.namesMonth = namesMonth
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

/// What words say as a date.
public enum DateReading: Sendable, Hashable {
  /// A date.
  case date(ParsedDate)
  /// A day its month does not have ("february 30", "the 31st" in June), in the year and month the
  /// words reached: refused, never moved into the next month.
  case noSuchDay(year: Int, month: Int, day: Int)
  /// The words are no date.
  case noDate
}

/// Reads dates and times relative to a clock in the words of every language's lexicon ("tomorrow
/// at 5pm", "next Monday", "in 2 hours", "June 12th"; the same in Chinese).
///
/// Rules: a weekday alone is its next occurrence, today included; "next Monday" and 下周一 are
/// the Monday of next week (weeks start on Monday); a time alone that has passed today means
/// tomorrow; "at 5" means 5 pm (hours 1–7 without am/pm or a part of the day are afternoon);
/// a day without a time is the start of that day. Every word must be understood, or there is
/// no date.
public struct DateParser: Sendable {
  public let now: Date
  /// Whether the words are about what has happened ("what did i have on monday", mail received
  /// on monday): a weekday or a day of the month said alone is then the last one, today
  /// included, and a time alone that is still to come today is not carried to tomorrow.
  public var looksBack = false
  /// The half of the day a bare hour ("at 8", no am or pm, no part of the day) is in, when what
  /// the line is about says it: dinner at 8 is 20:00, breakfast at 7 07:00. Nil: hours 1–7 are
  /// afternoon, the rest as said.
  public var impliedHalf: DayHalf?

  /// A half of the day that what an event is says ("dinner": evening).
  public enum DayHalf: String, Sendable, Hashable {
    case morning, evening
  }
  public let calendar: Calendar
  /// The date words read: every language's, so a date may be said in any of them.
  public let lexicons: LexiconSet

  public init(now: Date, timeZone: TimeZone = .current, lexicons: LexiconSet = .standard) {
    self.now = now
    self.lexicons = lexicons
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = 2
    self.calendar = calendar
  }

  /// The date the whole of `text` names, or nil (for words that are no date, and for a day that
  /// does not exist: ``read(_:)`` tells the two apart).
  public func parse(_ text: String) -> ParsedDate? {
    if case .date(let date) = read(text) { return date }
    return nil
  }

  /// What `text` says: a date, a day that does not exist ("february 30"), or no date at all.
  public func read(_ text: String) -> DateReading {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return .noDate }
    // Foundation's ISO 8601 reading ignores what follows the date: "…Z and invite my boss" is no date.
    // Text that is not ISO 8601 is no date of that form (absent): the language's readers follow.
    if !trimmed.contains(where: \.isWhitespace), let iso = try? Date(trimmed, strategy: .iso8601) {
      return .date(ParsedDate(date: iso, hasTime: true, namesMonth: true))
    }
    // Text with Han characters is read by the languages written without spaces, a character at a
    // time; other text by the languages written with them, a word at a time. The first language
    // whose words read all of it gives the date.
    let withoutSpaces = Script.containsHan(trimmed)
    for lexicon in lexicons.lexicons where lexicon.language.writesWithoutSpaces == withoutSpaces {
      var parts = DateParts()
      let understood: Bool
      if withoutSpaces {
        var reader = CharacterDateReader(text: trimmed, lexicon: lexicon)
        understood = reader.read(into: &parts)
      } else {
        understood = WordDateReader(text: trimmed, lexicon: lexicon).read(into: &parts)
      }
      if understood, !parts.isEmpty { return compose(parts) }
    }
    return .noDate
  }

  func compose(_ parts: DateParts) -> DateReading {
    if parts.spanOnly { return .noDate }
    return composePoint(parts)
  }

  /// The point `parts` say, spans read as their first day ("next week": its Monday).
  func composePoint(_ parts: DateParts) -> DateReading {
    if let interval = parts.interval {
      return .date(ParsedDate(date: now.addingTimeInterval(interval), hasTime: true))
    }
    let today = calendar.startOfDay(for: now)
    var day: Date?
    if let (month, dayOfMonth) = parts.monthDay {
      // The day's month and year: this month (or the one said) this year, else the next month
      // (or year) once it has passed. A day that month does not have is refused, never carried
      // into the next month as the calendar would ("february 30" is no 2 March).
      let thisYear = calendar.component(.year, from: now)
      let thisMonth = calendar.component(.month, from: now)
      var (year, monthOfYear) = (parts.year ?? thisYear, month ?? thisMonth)
      let passed =
        parts.year == nil && (monthOfYear, dayOfMonth) < (thisMonth, calendar.component(.day, from: now))
      let ahead =
        parts.year == nil && (monthOfYear, dayOfMonth) > (thisMonth, calendar.component(.day, from: now))
      if looksBack {
        if ahead {
          if month == nil {
            (year, monthOfYear) = monthOfYear == 1 ? (year - 1, 12) : (year, monthOfYear - 1)
          } else {
            year -= 1
          }
        }
      } else if passed {
        if month == nil {
          (year, monthOfYear) = monthOfYear == 12 ? (year + 1, 1) : (year, monthOfYear + 1)
        } else {
          year += 1
        }
      }
      guard dayOfMonth <= daysIn(month: monthOfYear, year: year) else {
        return .noSuchDay(year: year, month: monthOfYear, day: dayOfMonth)
      }
      guard
        let candidate = calendar.date(from: DateComponents(year: year, month: monthOfYear, day: dayOfMonth))
      else { return .noDate }
      day = candidate
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
    } else if let given = hour, !parts.meridiemGiven {
      hour = bareHour(given)
    } else if hour == nil, let period = parts.period {
      hour = period.defaultHour
    }
    let namesMonth = parts.monthDay?.0 != nil
    guard let hour else {
      guard let day else { return .noDate }
      return .date(ParsedDate(date: day, hasTime: false, namesMonth: namesMonth))
    }
    let base = day ?? today
    guard
      var date = calendar.date(
        bySettingHour: hour % 24, minute: parts.minute ?? 0, second: 0, of: base)
    else { return .noDate }
    if day == nil, !looksBack, date <= now, let next = calendar.date(byAdding: .day, value: 1, to: date) {
      date = next
    }
    return .date(ParsedDate(date: date, hasTime: true, hasDay: day != nil, namesMonth: namesMonth))
  }

  /// The 24-hour hour of an hour said bare (no am or pm, no part of the day): in the half of the
  /// day ``impliedHalf`` says, else afternoon for 1–7 ("at 5" is 17:00) and as said for the rest.
  func bareHour(_ hour: Int) -> Int {
    switch impliedHalf {
    case .evening?: hour < 12 ? hour + 12 : hour
    case .morning?: hour
    case nil: (1...7).contains(hour) ? hour + 12 : hour
    }
  }

  /// How many days `month` of `year` has (February 29 in leap years).
  func daysIn(month: Int, year: Int) -> Int {
    guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let days = calendar.range(of: .day, in: .month, for: first)
    else { return 31 }
    return days.count
  }

  /// The day with `weekday` (1 = Sunday … 7 = Saturday): the next one from today (the last one
  /// when the parser ``looksBack``), or the one in the week `weekOffset` weeks from this one.
  func day(weekday: Int, weekOffset: Int?) -> Date? {
    let today = calendar.startOfDay(for: now)
    let todayWeekday = calendar.component(.weekday, from: today)
    // Days since this week's Monday, weeks starting on Monday.
    let sinceMonday = (todayWeekday + 5) % 7
    let target = (weekday + 5) % 7
    guard let offset = weekOffset else {
      if looksBack {
        return calendar.date(byAdding: .day, value: -((sinceMonday - target + 7) % 7), to: today)
      }
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

    /// The part of the day a lexicon names (`early_morning` for ``earlyMorning``).
    init?(word: String) {
      switch word {
      case "morning": self = .morning
      case "noon": self = .noon
      case "afternoon": self = .afternoon
      case "evening": self = .evening
      case "night": self = .night
      case "early_morning": self = .earlyMorning
      default: return nil
      }
    }

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
  /// A year said with a month ("june 14 2027", "june fourteenth two thousand and seventeen", 2027年6月14日).
  var year: Int?
  var hour: Int?
  var minute: Int?
  var meridiemGiven = false
  var period: Period?
  var interval: TimeInterval?
  /// A weekend said ("this weekend", 下周末): a point reads its Saturday, a span the whole of it.
  var weekend = false
  /// A month said without a day ("april", 四月), and months from this one ("next month", 下个月).
  var month: Int?
  var monthOffset: Int?
  /// What is left of the day ("the rest of the day", 今天剩下的时间).
  var restOfDay = false
  /// Whether the part of the day came with the day's word ("tonight", 今晚): the whole evening.
  var periodFromDay = false
  /// Whether the words say only a span ("this week", "in april", "next weekend"): no point date,
  /// as before spans were read.
  var spanOnly = false

  var isEmpty: Bool {
    dayOffset == nil && weekday == nil && weekOffset == nil && monthDay == nil && hour == nil
      && period == nil && interval == nil && month == nil && monthOffset == nil && !restOfDay
  }
}
