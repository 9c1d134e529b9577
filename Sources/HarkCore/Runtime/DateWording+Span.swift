import Foundation
import HarkGrammar

extension DateWording {
  /// A span said back in the person's words and time zone: its name from the lexicon's
  /// `date_span_names` and the days or times it covers ("This week (Monday 7 – Sunday 13
  /// December)", "Tomorrow afternoon (Friday 4 December)", 本周（12月7日（周一）至12月13日（周日））),
  /// or the days or times alone when it has no name ("Monday 7 – Wednesday 9 December").
  public func text(_ span: DateSpan) -> String {
    let lexicon = self.lexicon
    if span.kind == .since, let since = sinceText(span, lexicon: lexicon) { return since }
    if span.kind == .until, let until = untilText(span, lexicon: lexicon) { return until }
    if case .openRange(let after) = span.kind, let open = openText(span, after: after, lexicon: lexicon) {
      return open
    }
    let range = rangeText(span, lexicon: lexicon)
    guard let name = name(of: span, lexicon: lexicon) else { return range }
    let format = lexicon.text(.spanFormat) ?? "{name} ({range})"
    return Self.fill(format) { field in
      switch field {
      case "name": name
      case "range": range
      default: nil
      }
    }
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  /// The span's name, or nil when its kind has none in the lexicon (a range, a time, a day
  /// other than the nearest ones).
  func name(of span: DateSpan, lexicon: Lexicon) -> String? {
    let calendar = self.calendar
    let today = calendar.startOfDay(for: now)
    let days = calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: span.start)).day ?? 0
    let base: String
    var offset: Int? = days
    switch span.kind {
    case .day: base = "day"
    case .time, .range, .openRange, .since, .until: return nil
    case .partOfDay(let part): base = part.rawValue
    case .restOfDay: base = "rest_of_day"
    case .week(let weeks): (base, offset) = ("week", weeks)
    case .weekend(let weeks): (base, offset) = ("weekend", weeks)
    case .month(let months): (base, offset) = ("month", months)
    }
    let names = lexicon.rows(.dateSpanNames)
    func named(_ key: String) -> String? { names.first { $0.word == key }?.values.first }
    let otherYear = calendar.component(.year, from: span.start) != calendar.component(.year, from: now)
    guard
      let template = offset.flatMap({ named("\(base)_\($0)") })
        ?? (otherYear ? named("\(base)_other_year") : nil) ?? named(base)
    else { return nil }
    let c = calendar.dateComponents([.year, .month], from: span.start)
    let months = lexicon.words(.monthNames)
    let month = c.month ?? 1
    return Self.fill(template) { field in
      switch field {
      case "day_name": dayName(span.start, days: days, lexicon: lexicon, named: named)
      case "month": String(month)
      case "month_name": months.indices.contains(month - 1) ? months[month - 1] : String(month)
      case "year": String(c.year ?? 0)
      default: nil
      }
    }
  }

  /// A span back to now said by where it starts ("Since Monday 30 November", "Since Thursday 3
  /// December at 08:00", 11月30日（周一）以来): its day, with the time unless it starts at midnight.
  func sinceText(_ span: DateSpan, lexicon: Lexicon) -> String? {
    guard let template = spanName("since", lexicon: lexicon) else { return nil }
    let atMidnight = calendar.startOfDay(for: span.start) == span.start
    let start = text(span.start, time: !atMidnight)
    return Self.fill(template) { $0 == "start" ? start : nil }
  }

  /// The lexicon's `date_span_names` template for `key` ("since", "until", "after", "before").
  func spanName(_ key: String, lexicon: Lexicon) -> String? {
    lexicon.rows(.dateSpanNames).first { $0.word == key }?.values.first
  }

  /// A span up to a day said by the day: "Until Friday 12 June" (`date_span_names`' `until`).
  func untilText(_ span: DateSpan, lexicon: Lexicon) -> String? {
    guard let template = spanName("until", lexicon: lexicon) else { return nil }
    let end = text(span.end, time: false)
    return Self.fill(template) { $0 == "end" ? end : nil }
  }

  /// A span open at one end said from its day and its time: "Tuesday 9 June after 14:00",
  /// "Wednesday 10 June before 12:00" (`date_span_names`' `after` and `before`).
  func openText(_ span: DateSpan, after: Bool, lexicon: Lexicon) -> String? {
    guard let template = spanName(after ? "after" : "before", lexicon: lexicon) else { return nil }
    let time = clock(after ? span.start : span.end, lexicon: lexicon)
    let day = text(span.start, time: false)
    return Self.fill(template) { field in
      switch field {
      case "day": day
      case "time": time
      default: nil
      }
    }
  }

  /// A day by its name near today ("Tomorrow", 明天), its weekday within a week, else the day.
  private func dayName(_ date: Date, days: Int, lexicon: Lexicon, named: (String) -> String?) -> String {
    if let name = named("day_\(days)") { return name }
    let weekdays = lexicon.words(.weekdayNames)
    let weekday = calendar.component(.weekday, from: date) - 1
    if (0..<7).contains(days), weekdays.indices.contains(weekday), lexicon.text(.dayFormatShort) != nil {
      return weekdays[weekday]
    }
    return text(date, time: false)
  }

  /// The days or times the span covers: a day, a first and last day, a time, or two times.
  func rangeText(_ span: DateSpan, lexicon: Lexicon) -> String {
    let calendar = self.calendar
    switch span.kind {
    case .time: return text(span.start)
    case .partOfDay, .restOfDay: return text(span.start, time: false)
    default: break
    }
    let format = lexicon.text(.rangeFormat) ?? "{start} – {end}"
    func joined(_ start: String, _ end: String) -> String {
      Self.fill(format) { field in
        switch field {
        case "start": start
        case "end": end
        default: nil
        }
      }
    }
    if !span.hasTime {
      let last = calendar.date(byAdding: .day, value: -1, to: span.end) ?? span.start
      if calendar.isDate(last, inSameDayAs: span.start) || last < span.start {
        return text(span.start, time: false)
      }
      let first = calendar.dateComponents([.year, .month], from: span.start)
      let sameMonth = first == calendar.dateComponents([.year, .month], from: last)
      let start = sameMonth ? short(span.start, lexicon: lexicon) : text(span.start, time: false)
      return joined(start, text(last, time: false))
    }
    if calendar.isDate(span.start, inSameDayAs: span.end) {
      return joined(text(span.start), clock(span.end, lexicon: lexicon))
    }
    return joined(text(span.start), text(span.end))
  }

  /// A day said before a later one of its month ("Monday 7"), or whole where the language has no
  /// shorter way.
  private func short(_ date: Date, lexicon: Lexicon) -> String {
    guard let format = lexicon.text(.dayFormatShort) else { return text(date, time: false) }
    let c = calendar.dateComponents([.day, .weekday], from: date)
    let weekdays = lexicon.words(.weekdayNames)
    let weekday = (c.weekday ?? 1) - 1
    return Self.fill(format) { field in
      switch field {
      case "weekday": weekdays.indices.contains(weekday) ? weekdays[weekday] : ""
      case "day": String(c.day ?? 1)
      default: nil
      }
    }
  }

  /// A time of day alone ("16:00", 下午4:00).
  private func clock(_ date: Date, lexicon: Lexicon) -> String {
    let c = calendar.dateComponents([.hour, .minute], from: date)
    let (hour, minute) = (c.hour ?? 0, c.minute ?? 0)
    let halves = lexicon.words(.dayHalves)
    return Self.fill(lexicon.text(.clockFormat) ?? "{hour}:{minute}") { field in
      switch field {
      case "hour": Self.twoDigits(hour)
      case "hour12": String(hour % 12 == 0 ? 12 : hour % 12)
      case "minute": Self.twoDigits(minute)
      case "half": halves.count == 2 ? halves[hour < 12 ? 0 : 1] : ""
      default: nil
      }
    }
  }
}
