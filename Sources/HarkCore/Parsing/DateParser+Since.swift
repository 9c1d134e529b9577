import Foundation
import HarkGrammar

extension DateParser {
  /// "since monday", "earlier today", "this week so far", "from tuesday until now", 周一以来,
  /// 从周一到现在, 自从昨天, 今天早些时候: from the start of the time said to now; nil when no
  /// words say "since" or the time is no date, no date when it has not begun.
  func since(_ text: String, lexicon: Lexicon) -> SpanReading? {
    let said: String?
    if lexicon.language.writesWithoutSpaces {
      said = CharacterDateReader(text: text, lexicon: lexicon).sinceText()
    } else {
      said = WordDateReader(text: text, lexicon: lexicon).sinceWords()
    }
    guard let said else { return nil }
    guard let parts = parts(said, lexicon: lexicon) else { return ago(said, lexicon: lexicon) }
    // Now and an amount from now ("since now", "since in two hours") start no span back.
    guard parts.interval == nil, !parts.restOfDay else { return .noDate }
    let start: Date
    switch sinceStart(parts) {
    case .date(let date): start = date.date
    case .noSuchDay(let year, let month, let day): return .noSuchDay(year: year, month: month, day: day)
    case .noDate: return .noDate
    }
    guard start < now else { return .noDate }
    return .span(DateSpan(start: start, end: now, hasTime: true, isAllDay: false, kind: .since))
  }

  /// Where a span back to now starts: the start of the span `parts` say, moved back to the last
  /// one that has begun when the words left that open (a weekday or a weekend without its week,
  /// a time without its day, a day without its month or year, a month without its year).
  func sinceStart(_ parts: DateParts) -> DateReading {
    if let (month, day) = parts.monthDay { return pastDay(month: month, day: day, parts: parts) }
    guard case .span(let said) = span(parts) else { return .noDate }
    var start = said.start
    let back: (Calendar.Component, Int)?
    if parts.month != nil {
      back = parts.year == nil ? (.year, 1) : nil
    } else if parts.weekday != nil, parts.weekOffset == nil {
      back = (.day, 7)
    } else if parts.hour != nil, !Self.hasDay(parts) {
      back = (.day, 1)
    } else {
      back = nil
    }
    if start > now, let (component, count) = back {
      start = calendar.date(byAdding: component, value: -count, to: start) ?? start
    }
    return .date(ParsedDate(date: start, hasTime: true))
  }

  /// The last `day` of `month` (this month and those before when none was said) that has begun,
  /// from its midnight, its part of the day or its time.
  func pastDay(month: Int?, day: Int, parts: DateParts) -> DateReading {
    let thisYear = calendar.component(.year, from: now)
    let thisMonth = calendar.component(.month, from: now)
    var months: [(year: Int, month: Int)]
    if let month {
      months = parts.year.map { [($0, month)] } ?? [(thisYear, month), (thisYear - 1, month)]
      // A day its month never has ("since february 30") is refused, as a date said is.
      if day > daysIn(month: month, year: months[0].year) {
        return .noSuchDay(year: months[0].year, month: month, day: day)
      }
    } else {
      months = (0...12).map { back in
        let index = thisYear * 12 + thisMonth - 1 - back
        return (index / 12, index % 12 + 1)
      }
    }
    for (year, month) in months where day <= daysIn(month: month, year: year) {
      guard let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day)) else {
        continue
      }
      var start = midnight
      if let hour = hourOf(parts) {
        start =
          calendar.date(bySettingHour: hour % 24, minute: parts.minute ?? 0, second: 0, of: midnight)
          ?? midnight
      } else if let period = parts.period {
        start = at(
          hour: DateSpan.DayPart(period, fromDay: parts.periodFromDay).hours.lowerBound, of: midnight)
      }
      if start < now { return .date(ParsedDate(date: start, hasTime: true)) }
    }
    return .noDate
  }

  /// "since two days ago", "since an hour ago", 两个小时前以来: from that long before now (in days,
  /// weeks or months from that day's midnight) to now; 三天以来, an amount alone, is the last three
  /// days, as 最近三天 is. Nil when the words are no amount.
  func ago(_ text: String, lexicon: Lexicon) -> SpanReading? {
    let said: (amount: Int, unit: String, ago: Bool)?
    if lexicon.language.writesWithoutSpaces {
      var reader = CharacterDateReader(text: text, lexicon: lexicon)
      said = reader.ago()
    } else {
      said = WordDateReader(text: text, lexicon: lexicon).ago().map { ($0.amount, $0.unit, true) }
    }
    guard let (amount, unit, ago) = said else { return nil }
    return back(amount, unit, wholeDays: !ago)
  }

  /// An amount of time from now, back or ahead: "the last three days", "over the past 2 hours",
  /// 最近三天, 这两天 (``back(_:_:wholeDays:)``: to now, in days, weeks or months whole days, today the
  /// last of them); "the next three days", "in the coming two weeks", 未来三天 (``ahead(_:_:)``).
  /// The text is read once, for the words of either. Nil when the words are neither.
  func amountFromNow(_ text: String, lexicon: Lexicon) -> SpanReading? {
    let keys: [(LexiconKey, Bool)] = [(.dateLookback, false), (.dateLookahead, true)]
    if lexicon.language.writesWithoutSpaces {
      let start = CharacterDateReader(text: text, lexicon: lexicon)
      for (key, isAhead) in keys {
        var reader = start
        if let (amount, unit) = reader.lookback(key) { return span(amount, unit, isAhead: isAhead) }
      }
    } else {
      let reader = WordDateReader(text: text, lexicon: lexicon)
      for (key, isAhead) in keys {
        if let (amount, unit) = reader.lookback(key) { return span(amount, unit, isAhead: isAhead) }
      }
    }
    return nil
  }

  /// The span of an amount of time back from now or ahead of it.
  private func span(_ amount: Int, _ unit: String, isAhead: Bool) -> SpanReading {
    isAhead ? ahead(amount, unit) : back(amount, unit, wholeDays: true)
  }

  /// The span from now to `amount` of `unit` after it. Minutes and hours are exact; longer units
  /// are whole days, today the first of them ("the next three days": today and the two after),
  /// said as the days they cover.
  func ahead(_ amount: Int, _ unit: String) -> SpanReading {
    guard let component = Self.component(unit) else { return .noDate }
    guard let later = calendar.date(byAdding: component, value: amount, to: now) else { return .noDate }
    if component == .minute || component == .hour {
      return .span(DateSpan(start: now, end: later, hasTime: true, isAllDay: false, kind: .range))
    }
    let today = calendar.startOfDay(for: now)
    let end = calendar.startOfDay(for: later)
    guard end > today else { return .noDate }
    return .span(DateSpan(start: today, end: end, hasTime: false, isAllDay: true, kind: .range))
  }

  /// The span from `amount` of `unit` before now to now. Minutes and hours are exact; longer
  /// units start at a midnight: with `wholeDays` the amount is of whole days, today the last of
  /// them ("the last three days": today and the two before), else the day that long ago ("three
  /// days ago": Monday, on a Thursday).
  func back(_ amount: Int, _ unit: String, wholeDays: Bool) -> SpanReading {
    guard let component = Self.component(unit) else { return .noDate }
    var start = calendar.date(byAdding: component, value: -amount, to: now)
    if component != .minute, component != .hour, let moment = start {
      start = calendar.startOfDay(for: moment)
      if wholeDays, let day = start { start = calendar.date(byAdding: .day, value: 1, to: day) }
    }
    guard let start, start < now else { return .noDate }
    return .span(DateSpan(start: start, end: now, hasTime: true, isAllDay: false, kind: .since))
  }

  /// The calendar's unit for a lexicon's unit of an amount of time (`minute` … `year`).
  static func component(_ unit: String) -> Calendar.Component? {
    switch unit {
    case "minute": .minute
    case "hour": .hour
    case "day": .day
    case "week": .weekOfYear
    case "month": .month
    case "year": .year
    default: nil
    }
  }
}
