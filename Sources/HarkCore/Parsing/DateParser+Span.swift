import Foundation
import HarkGrammar

extension DateParser {
  /// The span the whole of `text` names ("this week", "tomorrow afternoon", "from monday to
  /// wednesday", 明天上午八点到下午两点, "since monday", "the last three days", 最近三天), a day
  /// that does not exist, or no date. A point said is its span: a day the whole day, a time the
  /// hour from it (see ``DateSpan``).
  public func readSpan(_ text: String) -> SpanReading {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return .noDate }
    if !trimmed.contains(where: \.isWhitespace), let iso = try? Date(trimmed, strategy: .iso8601) {
      return .span(hourSpan(from: iso))
    }
    let withoutSpaces = Script.containsHan(trimmed)
    for lexicon in lexicons.lexicons where lexicon.language.writesWithoutSpaces == withoutSpaces {
      if let since = since(trimmed, lexicon: lexicon) { return since }
      if let range = range(trimmed, lexicon: lexicon) { return range }
      if let open = openRange(trimmed, lexicon: lexicon) { return open }
      if let parts = parts(trimmed, lexicon: lexicon) { return span(parts) }
      // After the calendar's readings, so "last week" stays the week before this one.
      if let fromNow = amountFromNow(trimmed, lexicon: lexicon) { return fromNow }
    }
    return .noDate
  }

  /// The date words `text` holds in `lexicon`'s language, nil unless every word is understood.
  func parts(_ text: String, lexicon: Lexicon) -> DateParts? {
    var parts = DateParts()
    let understood: Bool
    if lexicon.language.writesWithoutSpaces {
      var reader = CharacterDateReader(text: text, lexicon: lexicon)
      understood = reader.read(into: &parts)
    } else {
      understood = WordDateReader(text: text, lexicon: lexicon).read(into: &parts)
    }
    return understood && !parts.isEmpty ? parts : nil
  }

  /// The hour from `date`.
  func hourSpan(from date: Date) -> DateSpan {
    DateSpan(start: date, end: date.addingTimeInterval(3600), hasTime: true, isAllDay: false, kind: .time)
  }

  /// The span `parts` say: a month, a weekend, a week, a part of a day, the rest of a day, a
  /// time (the hour from it) or a day.
  func span(_ parts: DateParts) -> SpanReading {
    let today = calendar.startOfDay(for: now)
    if parts.month != nil || parts.monthOffset != nil {
      let thisMonth = calendar.component(.month, from: now)
      var components = calendar.dateComponents([.year, .month], from: now)
      var kind = DateSpan.Kind.month(parts.monthOffset)
      if let month = parts.month {
        // A month alone is this one, or the next of that name once it has passed.
        components.month = month
        components.year = parts.year ?? (components.year ?? 0) + (month < thisMonth ? 1 : 0)
        kind = .month(nil)
      }
      guard var first = calendar.date(from: components) else { return .noDate }
      if let offset = parts.monthOffset, parts.month == nil {
        guard let moved = calendar.date(byAdding: .month, value: offset, to: first) else { return .noDate }
        first = moved
      }
      guard let next = calendar.date(byAdding: .month, value: 1, to: first) else { return .noDate }
      return .span(DateSpan(start: first, end: next, hasTime: false, isAllDay: true, kind: kind))
    }
    if parts.weekend, parts.hour == nil, parts.period == nil {
      let offset = parts.weekOffset ?? 0
      guard let saturday = day(weekday: 7, weekOffset: offset),
        let monday = calendar.date(byAdding: .day, value: 2, to: saturday)
      else { return .noDate }
      return .span(
        DateSpan(start: saturday, end: monday, hasTime: false, isAllDay: true, kind: .weekend(offset)))
    }
    if let offset = parts.weekOffset, parts.weekday == nil, parts.hour == nil, parts.period == nil {
      guard let monday = day(weekday: 2, weekOffset: offset),
        let next = calendar.date(byAdding: .day, value: 7, to: monday)
      else { return .noDate }
      return .span(DateSpan(start: monday, end: next, hasTime: false, isAllDay: true, kind: .week(offset)))
    }
    if parts.hour != nil || parts.interval.map({ $0 < 86_400 }) == true {
      var point = parts
      point.spanOnly = false
      switch composePoint(point) {
      case .date(let date): return .span(hourSpan(from: date.date))
      case .noSuchDay(let year, let month, let day): return .noSuchDay(year: year, month: month, day: day)
      case .noDate: return .noDate
      }
    }
    // A day, or part of one: the day the words give without their part of it.
    var dayParts = parts
    dayParts.period = nil
    dayParts.restOfDay = false
    dayParts.spanOnly = false
    var day = today
    if !dayParts.isEmpty {
      switch composePoint(dayParts) {
      case .date(let date): day = calendar.startOfDay(for: date.date)
      case .noSuchDay(let year, let month, let day): return .noSuchDay(year: year, month: month, day: day)
      case .noDate: return .noDate
      }
    }
    guard let nextDay = calendar.date(byAdding: .day, value: 1, to: day) else { return .noDate }
    var (start, end, kind, isAllDay) = (day, nextDay, DateSpan.Kind.day, true)
    if let period = parts.period {
      let part = DateSpan.DayPart(period, fromDay: parts.periodFromDay)
      start = at(hour: part.hours.lowerBound, of: day)
      end = at(hour: part.hours.upperBound, of: day)
      (kind, isAllDay) = (.partOfDay(part), false)
    }
    if parts.restOfDay {
      start = min(max(start, now), end)
      (kind, isAllDay) = (.restOfDay, false)
    }
    return .span(DateSpan(start: start, end: end, hasTime: !isAllDay, isAllDay: isAllDay, kind: kind))
  }

  /// The moment `hour` o'clock (24 for the next midnight) starts on `day`.
  func at(hour: Int, of day: Date) -> Date {
    if hour >= 24 { return calendar.date(byAdding: .day, value: 1, to: day) ?? day }
    return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day) ?? day
  }

  // MARK: - Ranges

  /// "from monday to wednesday", "between three and four pm today", "tomorrow from eight am to
  /// two pm", 明天上午八点到下午两点: nil when the words join no two ends. Each end takes what the
  /// other said and it did not (the day, the half of the day).
  func range(_ text: String, lexicon: Lexicon) -> SpanReading? {
    guard
      let (context, left, right) = rangeEnds(text, lexicon: lexicon)
        ?? hoursSideBySide(text, lexicon: lexicon),
      var from = parts(left, lexicon: lexicon), var to = parts(right, lexicon: lexicon)
    else { return nil }
    if !context.isEmpty {
      guard let said = parts(context, lexicon: lexicon) else { return nil }
      for index in [0, 1] {
        var end = index == 0 ? from : to
        if !Self.hasDay(end) { Self.copyDay(from: said, to: &end) }
        if end.period == nil, !end.meridiemGiven { end.period = said.period }
        if index == 0 { from = end } else { to = end }
      }
    }
    if !Self.hasDay(from), Self.hasDay(to) { Self.copyDay(from: to, to: &from) }
    if !Self.hasDay(to), Self.hasDay(from) { Self.copyDay(from: from, to: &to) }
    if from.weekday != nil, from.weekOffset == nil, to.weekOffset != nil { from.weekOffset = to.weekOffset }
    takeHalfOfDay(into: &from, from: to, later: false)
    takeHalfOfDay(into: &to, from: from, later: true)
    let first = span(from)
    let last = span(to)
    if case .noSuchDay = first { return first }
    if case .noSuchDay = last { return last }
    guard case .span(let a) = first, case .span(let b) = last else { return .noDate }
    let hasTime = a.hasTime || b.hasTime
    var end = b.hasTime ? b.start : b.end
    // Ends said without their day wrap past the start: ten pm to two am, wednesday to monday.
    if end <= a.start {
      end = calendar.date(byAdding: .day, value: hasTime ? 1 : 7, to: end) ?? end
    }
    guard end > a.start else { return .noDate }
    return .span(DateSpan(start: a.start, end: end, hasTime: hasTime, isAllDay: !hasTime, kind: .range))
  }

  /// "after 2pm today", 下午两点以后 (to the end of that day, its last minute), "before noon",
  /// 中午之前 (from the start of the day): nil unless the words say a time of day besides the
  /// opening word, which comes before the time in languages that put spaces between words and
  /// after it in those that do not.
  func openRange(_ text: String, lexicon: Lexicon) -> SpanReading? {
    let tokens = text.lowercased().split(separator: " ").map(String.init)
    for (key, after) in [(LexiconKey.dateOpenAfter, true), (.dateOpenBefore, false)] {
      for phrase in lexicon.words(key) {
        let rest: String
        if lexicon.language.writesWithoutSpaces {
          guard text.hasSuffix(phrase), text.count > phrase.count else { continue }
          rest = String(text.dropLast(phrase.count))
        } else {
          let words = phrase.split(separator: " ").map(String.init)
          guard
            let index = tokens.indices.first(where: {
              Array(tokens.dropFirst($0).prefix(words.count)) == words
            })
          else { continue }
          rest = (tokens[..<index] + tokens[(index + words.count)...]).joined(separator: " ")
        }
        guard let said = parts(rest, lexicon: lexicon) else { return nil }
        if !after, said.hour == nil, said.period == nil { return untilDay(said) }
        guard said.hour != nil || said.period == .noon, case .span(let point) = span(said) else { return nil }
        let day = calendar.startOfDay(for: point.start)
        let lastMinute = calendar.date(byAdding: .minute, value: 24 * 60 - 1, to: day) ?? point.start
        let (start, end) = after ? (point.start, lastMinute) : (day, point.start)
        guard end > start else { return nil }
        return .span(
          DateSpan(start: start, end: end, hasTime: true, isAllDay: false, kind: .openRange(after: after)))
      }
    }
    return nil
  }

  /// "before friday", 周五之前: from now to the start of that day, when it is still to come (a
  /// question that looks back has no such span).
  func untilDay(_ said: DateParts) -> SpanReading? {
    guard !looksBack, case .span(let day) = span(said), day.start > now else { return nil }
    return .span(DateSpan(start: now, end: day.start, hasTime: true, isAllDay: false, kind: .until))
  }

  /// The words before a range ("tomorrow" of "tomorrow from eight to two"), and its two ends.
  func rangeEnds(_ text: String, lexicon: Lexicon) -> (context: String, from: String, to: String)? {
    if lexicon.language.writesWithoutSpaces {
      let characters = Array(text)
      for word in lexicon.words(.dateRangeEnds) {
        guard let at = Self.find(Array(word), in: characters, from: 0) else { continue }
        var contextEnd = 0
        var fromStart = 0
        for opener in lexicon.words(.dateRangeStarts) {
          if let open = Self.find(Array(opener), in: characters, from: 0), open < at {
            (contextEnd, fromStart) = (open, open + opener.count)
            break
          }
        }
        return (
          String(characters[0..<contextEnd]), String(characters[fromStart..<at]),
          String(characters[(at + word.count)...])
        )
      }
      return nil
    }
    // A dash between a number and a number is a range ("3-4pm"); elsewhere it joins words
    // ("twenty-fourth").
    var spaced = ""
    let characters = Array(text.lowercased())
    for (index, character) in characters.enumerated() {
      let isDash = character == "-" || character == "–" || character == "—"
      let betweenNumbers =
        index > 0 && index + 1 < characters.count
        && (characters[index - 1].isNumber || characters[index - 1] == "m" || characters[index - 1] == " ")
        && (characters[index + 1].isNumber || characters[index + 1] == " ")
      spaced += isDash && (character != "-" || betweenNumbers) ? " - " : String(character)
    }
    let tokens = spaced.split(separator: " ").map(String.init)
    return rangeEnds(tokens, lexicon: lexicon)
  }

  /// The ends of a range in `tokens`: after an opening word ("from", "between") up to a joining
  /// word ("to", "and"), and after that.
  func rangeEnds(_ tokens: [String], lexicon: Lexicon) -> (context: String, from: String, to: String)? {
    let opener = tokens.firstIndex { lexicon.contains($0, in: .dateRangeStarts) }
    let searchFrom = opener.map { $0 + 1 } ?? 0
    guard searchFrom < tokens.count,
      let joint = tokens[searchFrom...].firstIndex(where: {
        lexicon.contains($0, in: .dateRangeEnds)
          || (opener != nil && lexicon.contains($0, in: .dateRangeAnds))
      })
    else { return nil }
    let context = tokens[..<(opener ?? 0)].joined(separator: " ")
    let from = tokens[searchFrom..<joint].joined(separator: " ")
    let to = tokens[(joint + 1)...].joined(separator: " ")
    guard !from.isEmpty, !to.isEmpty else { return nil }
    return (context, from, to)
  }

  /// "between eight ten today": two hours after an opening word with nothing joining them, each
  /// an hour alone; nil otherwise.
  func hoursSideBySide(_ text: String, lexicon: Lexicon) -> (context: String, from: String, to: String)? {
    guard !lexicon.language.writesWithoutSpaces else { return nil }
    let tokens = text.lowercased().split(separator: " ").map(String.init)
    guard let opener = tokens.firstIndex(where: { lexicon.contains($0, in: .dateRangeStarts) }),
      opener + 2 < tokens.count
    else { return nil }
    for split in (opener + 2)..<tokens.count {
      let from = tokens[(opener + 1)..<split].joined(separator: " ")
      let to = tokens[split...].joined(separator: " ")
      guard let first = parts(from, lexicon: lexicon), let second = parts(to, lexicon: lexicon),
        first.hour != nil, second.hour != nil, !Self.hasDay(first)
      else { continue }
      return (tokens[..<opener].joined(separator: " "), from, to)
    }
    return nil
  }

  /// An end said without the half of its day takes the other's when that keeps the range in
  /// order: "between three and four pm" (3 is 15), 下午三点到四点 (四点 is 16), not "ten to two
  /// pm" (10 stays 10).
  func takeHalfOfDay(into end: inout DateParts, from other: DateParts, later: Bool) {
    guard let hour = end.hour, end.period == nil, !end.meridiemGiven, let otherHour = hourOf(other) else {
      return
    }
    var candidate = end
    if let period = other.period {
      candidate.period = period
    } else if other.meridiemGiven, otherHour >= 12, hour < 12 {
      candidate.hour = hour + 12
      candidate.meridiemGiven = true
    } else {
      return
    }
    guard let adjusted = hourOf(candidate) else { return }
    if later ? adjusted >= otherHour : adjusted <= otherHour { end = candidate }
  }

  /// The 24-hour hour `parts` say, by the rules of ``compose(_:)``.
  func hourOf(_ parts: DateParts) -> Int? {
    guard let hour = parts.hour else { return nil }
    if let period = parts.period { return period.adjust(hour) }
    return parts.meridiemGiven ? hour : bareHour(hour)
  }

  static func hasDay(_ parts: DateParts) -> Bool {
    parts.dayOffset != nil || parts.weekday != nil || parts.weekOffset != nil || parts.monthDay != nil
  }

  static func copyDay(from source: DateParts, to parts: inout DateParts) {
    parts.dayOffset = source.dayOffset
    parts.weekday = source.weekday
    parts.weekOffset = source.weekOffset
    parts.monthDay = source.monthDay
    if parts.period == nil, parts.hour == nil || !parts.meridiemGiven, source.periodFromDay {
      parts.period = source.period
    }
  }

  static func find(_ wanted: [Character], in characters: [Character], from start: Int) -> Int? {
    guard !wanted.isEmpty, characters.count >= wanted.count, start <= characters.count - wanted.count else {
      return nil
    }
    for index in start...(characters.count - wanted.count)
    where Array(characters[index..<(index + wanted.count)]) == wanted {
      return index
    }
    return nil
  }
}

extension DateSpan.DayPart {
  /// The part of the day a reader found; the evening of "tonight" (今晚) is the whole night.
  init(_ period: DateParts.Period, fromDay: Bool) {
    switch period {
    case .earlyMorning: self = .earlyMorning
    case .morning: self = .morning
    case .noon: self = .noon
    case .afternoon: self = .afternoon
    case .evening: self = fromDay ? .tonight : .evening
    case .night: self = fromDay ? .tonight : .night
    }
  }
}

extension DateParser {
  /// The amount of time the whole of `text` says ("for two hours", "an hour before", 两个小时,
  /// 提前一个小时), or nil.
  public func readDuration(_ text: String) -> DateDuration? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    let withoutSpaces = Script.containsHan(trimmed)
    for lexicon in lexicons.lexicons where lexicon.language.writesWithoutSpaces == withoutSpaces {
      if withoutSpaces {
        var reader = CharacterDateReader(text: trimmed, lexicon: lexicon)
        if let duration = reader.duration() { return duration }
      } else if let duration = WordDateReader(text: trimmed, lexicon: lexicon).duration() {
        return duration
      }
    }
    return nil
  }

  /// The repeat the whole of `text` says ("every other tuesday", "every monday at 9", "daily at
  /// 8am", 每周一, 每天早上八点), or nil. A time said is read by the rules of ``read(_:)`` ("at 3"
  /// is 15:00); a part of the day alone is its usual hour ("every morning": 9:00).
  public func readRecurrence(_ text: String) -> Recurrence? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    let withoutSpaces = Script.containsHan(trimmed)
    for lexicon in lexicons.lexicons where lexicon.language.writesWithoutSpaces == withoutSpaces {
      let start: (unit: String, interval: Int, weekday: Int?, rest: String)?
      if withoutSpaces {
        var reader = CharacterDateReader(text: trimmed.lowercased(), lexicon: lexicon)
        start = reader.recurrence()
      } else {
        start = WordDateReader(text: trimmed, lexicon: lexicon).recurrence()
      }
      guard let start, let frequency = Recurrence.Frequency(unit: start.unit) else { continue }
      var weekday = start.weekday
      var (hour, minute): (Int?, Int?) = (nil, nil)
      if !start.rest.trimmingCharacters(in: .whitespaces).isEmpty {
        // What follows says a weekday and a time only: "every week on monday at 9", 的周二.
        guard let said = parts(start.rest, lexicon: lexicon), said.dayOffset == nil, said.monthDay == nil,
          said.weekOffset == nil, said.interval == nil, said.month == nil, said.monthOffset == nil,
          !said.restOfDay, said.weekday == nil || weekday == nil
        else { continue }
        weekday = weekday ?? said.weekday
        hour = hourOf(said) ?? said.period?.defaultHour
        minute = hour == nil ? nil : said.minute ?? 0
      }
      if weekday != nil, frequency != .weekly { continue }
      return Recurrence(
        frequency: frequency, interval: start.interval, weekday: weekday, hour: hour, minute: minute)
    }
    return nil
  }
}

extension Recurrence.Frequency {
  /// The frequency of a lexicon's repeat unit (`day`, `week`, `month`, `year`).
  init?(unit: String) {
    switch unit {
    case "day": self = .daily
    case "week": self = .weekly
    case "month": self = .monthly
    case "year": self = .yearly
    default: return nil
    }
  }
}
