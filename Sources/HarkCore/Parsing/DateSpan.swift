import Foundation

/// A stretch of time read from words — "this week", "tomorrow afternoon", "between three and four
/// pm today", 下周末, 明天上午八点到下午两点 — from `start` up to `end` (exclusive), with what it
/// was said as, so the shell can name it back in the person's words (``DateWording/text(_:)``).
///
/// The choices, in one place:
/// - Weeks start on Monday; a weekend is Saturday and Sunday.
/// - Parts of the day: early morning 00–06, morning 06–12, noon 12–14, afternoon 12–18,
///   evening 18–22, night and tonight 18–24.
/// - A time said ("at 3pm", "in two hours") is the hour from it: a question about a time asks
///   what is on around then, and an hour meets every event under way at that time.
/// - A day is the whole day; a month, a week or a weekend every day of it.
/// - "The rest of the day" is from now to the end of the day.
/// - A span back to now ("since monday", "the last three days", 周一以来) ends now. "Since" a day
///   is from that day's midnight, the last one that has begun (today included: "since thursday"
///   on a Thursday is today); a part of the day from its start, a time from that time (the last
///   one past: "since 3pm" said at ten in the morning is yesterday's). An amount back ("the past
///   2 hours") starts that long before now; in days, weeks or months it is whole days, today the
///   last of them: "the last three days" is today and the two days before. "Last week" and "last
///   month" alone are still the calendar's week and month before this one.
public struct DateSpan: Sendable, Hashable {
  /// What the words said: the kind of span and its offset, from which it is named.
  public enum Kind: Sendable, Hashable {
    /// One whole day ("tomorrow", "friday", "march 24th").
    case day
    /// The hour from a time said ("at 3pm", "now").
    case time
    /// A part of a day ("tomorrow afternoon", 今晚).
    case partOfDay(DayPart)
    /// From now to the end of the day.
    case restOfDay
    /// A week, weeks from this one ("next week": 1).
    case week(Int)
    /// A weekend, weeks from this one.
    case weekend(Int)
    /// A month: months from this one ("next month": 1), or nil for a month said by its name.
    case month(Int?)
    /// From one date to another ("from monday to wednesday", 下午三点到四点).
    case range
    /// From a time to the end of its day ("after 2pm today": `after` true), or from the start of
    /// its day up to it ("before noon").
    case openRange(after: Bool)
    /// From now up to the start of a day still to come: "before friday", 周五之前.
    case until
    /// From a moment before now up to now: "since monday" (from its midnight), "since this
    /// morning", "in the last three days", "over the past 2 hours", "earlier today", 周一以来,
    /// 最近三天, 这两天.
    case since
  }

  /// The parts of a day a span may be, and their hours.
  public enum DayPart: String, Sendable, Hashable, CaseIterable {
    case earlyMorning = "early_morning"
    case morning, noon, afternoon, evening, night
    /// "tonight", 今晚: the evening with the night, 18–24.
    case tonight

    /// The hours the part covers, from its first to its end.
    public var hours: Range<Int> {
      switch self {
      case .earlyMorning: 0..<6
      case .morning: 6..<12
      case .noon: 12..<14
      case .afternoon: 12..<18
      case .evening: 18..<22
      case .night, .tonight: 18..<24
      }
    }
  }

  /// The first moment of the span.
  public let start: Date
  /// The first moment after the span.
  public let end: Date
  /// Whether the words gave a time of day ("at 3pm", "between three and four"), not days alone.
  public let hasTime: Bool
  /// Whether the span is whole days ("this week", "tomorrow", "from monday to wednesday").
  public let isAllDay: Bool
  /// What the words said.
  public let kind: Kind

  public init(start: Date, end: Date, hasTime: Bool, isAllDay: Bool, kind: Kind) {
    self.start = start
    self.end = max(start, end)
    self.hasTime = hasTime
    self.isAllDay = isAllDay
    self.kind = kind
  }

  /// Whether something from `from` up to `to` (exclusive) shares a moment with the span; a
  /// moment (`from == to`) is in it when the span holds it.
  public func overlaps(from: Date, to: Date) -> Bool {
    if from >= to { return start <= from && from < end }
    return from < end && to > start
  }
}

/// What words say as a span.
public enum SpanReading: Sendable, Hashable {
  /// A span.
  case span(DateSpan)
  /// A day its month does not have ("february 30", 2月30日): refused.
  case noSuchDay(year: Int, month: Int, day: Int)
  /// The words are no date.
  case noDate
}

/// An amount of time said: how long something lasts ("for two hours", 两个小时), or how long
/// before or after something ("an hour before", 提前一个小时).
public struct DateDuration: Sendable, Hashable {
  /// Where the amount goes.
  public enum Relation: Sendable, Hashable {
    /// How long it lasts.
    case length
    /// That long before something.
    case before
    /// That long after something.
    case after
  }

  public let seconds: TimeInterval
  public let relation: Relation

  public init(seconds: TimeInterval, relation: Relation) {
    self.seconds = seconds
    self.relation = relation
  }
}

/// A repeat said ("every other tuesday", "every monday at 9", 每周一, 每天早上八点): what the
/// Calendar app turns into an RRULE (`FREQ`, `INTERVAL`, `BYDAY`, and the time of its start).
public struct Recurrence: Sendable, Hashable {
  /// The unit the repeat counts in.
  public enum Frequency: String, Sendable, Hashable {
    case daily, weekly, monthly, yearly
  }

  public let frequency: Frequency
  /// Every how many units (2 for "every other").
  public let interval: Int
  /// The weekday, 1 for Sunday to 7 for Saturday, when one was said.
  public let weekday: Int?
  /// The time of day, when one was said.
  public let hour: Int?
  public let minute: Int?

  public init(
    frequency: Frequency, interval: Int = 1, weekday: Int? = nil, hour: Int? = nil, minute: Int? = nil
  ) {
    self.frequency = frequency
    self.interval = interval
    self.weekday = weekday
    self.hour = hour
    self.minute = minute
  }
}
