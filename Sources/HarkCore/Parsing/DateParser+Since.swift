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
    guard let said, let parts = parts(said, lexicon: lexicon) else { return nil }
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

  /// "the last three days", "over the past 2 hours", 最近三天, 过去一周, 这两天: from that long before
  /// now to now; in days, weeks or months whole days, today the last of them. Nil when the words
  /// are no amount back.
  func lookback(_ text: String, lexicon: Lexicon) -> SpanReading? {
    let said: (amount: Int, unit: String)?
    if lexicon.language.writesWithoutSpaces {
      var reader = CharacterDateReader(text: text, lexicon: lexicon)
      said = reader.lookback()
    } else {
      said = WordDateReader(text: text, lexicon: lexicon).lookback()
    }
    guard let (amount, unit) = said else { return nil }
    let today = calendar.startOfDay(for: now)
    let start: Date?
    switch unit {
    case "minute": start = calendar.date(byAdding: .minute, value: -amount, to: now)
    case "hour": start = calendar.date(byAdding: .hour, value: -amount, to: now)
    case "day": start = calendar.date(byAdding: .day, value: 1 - amount, to: today)
    case "week": start = calendar.date(byAdding: .day, value: 1 - 7 * amount, to: today)
    case "month", "year":
      let component: Calendar.Component = unit == "month" ? .month : .year
      start = calendar.date(byAdding: component, value: -amount, to: today)
        .flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }
    default: start = nil
    }
    guard let start, start < now else { return .noDate }
    return .span(DateSpan(start: start, end: now, hasTime: true, isAllDay: false, kind: .since))
  }
}
