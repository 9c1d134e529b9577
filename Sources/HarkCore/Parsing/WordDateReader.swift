import Foundation
import HarkGrammar

/// Reads the date words of a language written with spaces into ``DateParts`` ("tomorrow at 5pm",
/// "next monday", "in 2 hours", "june 12th"), from the lexicon's words; every word must be used.
/// A lexicon word of several words ("day after tomorrow", "from now") is matched word by word.
struct WordDateReader {
  let tokens: [String]
  let lexicon: Lexicon

  init(text: String, lexicon: Lexicon) {
    var spaced = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber || character == ":" || character == "'" {
        spaced.append(character)
      } else {
        spaced.append(" ")
      }
    }
    tokens = spaced.split(separator: " ").map(String.init)
    self.lexicon = lexicon
  }

  func read(into parts: inout DateParts) -> Bool {
    var i = 0
    func peek(_ offset: Int = 0) -> String? { i + offset < tokens.count ? tokens[i + offset] : nil }
    while i < tokens.count {
      let word = tokens[i]
      if let consumed = relative(at: i, into: &parts) {
        i += consumed
        continue
      }
      if let (day, length) = phrase(.dateDays, at: i) {
        parts.dayOffset = lexicon.number(day, in: .dateDays)
        if let period = lexicon.value(day, in: .dateDayPeriods).flatMap(DateParts.Period.init(word:)) {
          parts.period = period
          parts.periodFromDay = true
        }
        i += length
        continue
      }
      if let consumed = span(at: i, into: &parts) {
        i += consumed
        continue
      }
      if let (day, length) = compoundOrdinal(at: i) {
        parts.monthDay = (parts.monthDay?.0, day)
        i += length
        continue
      }
      if let (_, length) = phrase(.dateNow, at: i) {
        parts.interval = 0
        i += length
        continue
      }
      if let offset = lexicon.number(word, in: .dateWeekOffsets) {
        // "next monday", "last week"; an offset word before neither says nothing only when it is
        // a filler too ("coming").
        if let next = peek(1), let weekday = lexicon.number(next, in: .dateWeekdays) {
          parts.weekday = weekday
          parts.weekOffset = offset
          i += 2
          continue
        }
        if let next = peek(1), lexicon.contains(next, in: .dateWeekWords) {
          parts.weekOffset = offset
          i += 2
          continue
        }
        guard lexicon.contains(word, in: .dateFillers) else { return false }
        i += 1
        continue
      }
      if lexicon.contains(word, in: .dateWeekend) {
        parts.weekday = 7
        parts.weekend = true
      } else if let (said, length) = phrase(.datePeriods, at: i),
        let period = lexicon.value(said, in: .datePeriods).flatMap(DateParts.Period.init(word:))
      {
        // A part of the day, in a word or several ("after work").
        // Two parts of the day are no one time: "night this saturday evening" is "movie night"
        // followed by a date, not a date.
        if let said = parts.period, !parts.periodFromDay, said != period { return false }
        // Noon is an hour as well as a part of the day, unless an hour was said.
        if period == .noon, parts.hour == nil { parts.hour = 12 }
        parts.period = period
        i += length
        continue
      } else if let hour = lexicon.number(word, in: .dateHours) {
        parts.hour = hour
        parts.meridiemGiven = true
      } else if let meridiem = lexicon.number(word, in: .dateMeridiems) {
        guard let hour = parts.hour else { return false }
        parts.hour = hour % 12 + meridiem
        parts.meridiemGiven = true
      } else if let (_, length) = phrase(.dateFillers, at: i) {
        i += length
        continue
      } else if let weekday = lexicon.number(word, in: .dateWeekdays) {
        parts.weekday = weekday
      } else if let month = lexicon.number(word, in: .dateMonths) {
        // "june 12", "june 12th"; "12 june" sets the day first.
        if let next = peek(1), let day = dayNumber(next) {
          parts.monthDay = (month, day)
          i += 2
          continue
        }
        if let (day, length) = compoundOrdinal(at: i + 1) {
          parts.monthDay = (month, day)
          i += 1 + length
          continue
        }
        if let (_, day) = parts.monthDay {
          parts.monthDay = (month, day)
        } else {
          // A month alone ("april", "in april") is a span only.
          parts.month = month
          parts.spanOnly = true
        }
      } else if let time = clock(word) {
        parts.hour = time.hour
        parts.minute = time.minute
        parts.meridiemGiven = parts.meridiemGiven || time.meridiem
      } else if let day = dayNumber(word),
        word.count > 2 || peek(1).map({ lexicon.number($0, in: .dateMonths) != nil }) == true
      {
        parts.monthDay = (nil, day)
      } else if !lexicon.contains(word, in: .numberArticles),
        let hour = NumberParser.words([word], lexicon: lexicon) ?? Int(word),
        (0...24).contains(hour), parts.hour == nil
      {
        // "a" is one only before a unit ("in a minute", read above); alone it is no hour.
        parts.hour = hour
      } else {
        return false
      }
      i += 1
    }
    return true
  }

  /// A span's words at `start`: "this week", "next weekend", "next month", "in april" (the "in"),
  /// "rest of the day"; how many tokens they take, nil when none.
  private func span(at start: Int, into parts: inout DateParts) -> Int? {
    let word = tokens[start]
    // A year after a month ("june 14 2027", "april two thousand and twenty seven").
    if parts.monthDay?.0 != nil || parts.month != nil, parts.year == nil, let (year, length) = year(at: start)
    {
      parts.year = year
      return length
    }
    // A week or a month said alone ("for the week", "the month") is this one.
    if lexicon.contains(word, in: .dateWeekWords), parts.weekOffset == nil {
      parts.weekOffset = 0
      parts.spanOnly = true
      return 1
    }
    if lexicon.contains(word, in: .dateMonthWords), parts.monthOffset == nil {
      parts.monthOffset = 0
      parts.spanOnly = true
      return 1
    }
    if let (_, length) = phrase(.dateRestOfDay, at: start) {
      parts.restOfDay = true
      parts.spanOnly = true
      return length
    }
    guard start + 1 < tokens.count else { return nil }
    let next = tokens[start + 1]
    // "in april": "in" is "from now" only before an amount.
    if lexicon.contains(word, in: .dateAfterBefore), lexicon.number(next, in: .dateMonths) != nil {
      return 1
    }
    let isThis = lexicon.contains(word, in: .dateThis)
    guard let offset = lexicon.number(word, in: .dateWeekOffsets) ?? (isThis ? 0 : nil) else { return nil }
    if lexicon.contains(next, in: .dateWeekend) {
      parts.weekend = true
      parts.weekday = 7
      // A point date reads the weekend's Saturday: "this weekend" the next one, as before.
      if !isThis { parts.weekOffset = offset }
      return 2
    }
    if lexicon.contains(next, in: .dateMonthWords) {
      parts.monthOffset = offset
      parts.spanOnly = true
      return 2
    }
    if isThis, lexicon.contains(next, in: .dateWeekWords) {
      parts.weekOffset = 0
      parts.spanOnly = true
      return 2
    }
    return nil
  }

  /// An amount of time: "for two hours", "an hour before", "half an hour", "an hour and a half",
  /// "20 minutes later"; nil unless every word is used.
  func duration() -> DateDuration? {
    var i = 0
    while i < tokens.count, let (_, length) = phrase(.dateFillers, at: i) { i += length }
    var relation = DateDuration.Relation.length
    if i < tokens.count, lexicon.contains(tokens[i], in: .dateAfterBefore) {
      relation = .after
      i += 1
    }
    guard i < tokens.count else { return nil }
    var amount: Double?
    if lexicon.contains(tokens[i], in: .dateHalf), i + 1 < tokens.count,
      lexicon.contains(tokens[i + 1], in: .numberArticles)
    {
      amount = 0.5
      i += 2
    } else if let n = Double(tokens[i]) {
      amount = n
      i += 1
    } else {
      // Number words, the longest run that reads as one ("twenty five").
      var end = i
      while end < tokens.count, NumberParser.words(Array(tokens[i...end]), lexicon: lexicon) != nil {
        end += 1
      }
      if end > i, let n = NumberParser.words(Array(tokens[i..<end]), lexicon: lexicon) {
        amount = Double(n)
        i = end
      }
    }
    guard var amount, i < tokens.count, let unit = lexicon.number(tokens[i], in: .dateUnits) else {
      return nil
    }
    i += 1
    // "an hour and a half".
    if i + 2 < tokens.count, lexicon.contains(tokens[i], in: .numberFillers),
      lexicon.contains(tokens[i + 1], in: .numberArticles), lexicon.contains(tokens[i + 2], in: .dateHalf)
    {
      amount += 0.5
      i += 3
    }
    if let (_, length) = phrase(.dateBefore, at: i) {
      relation = .before
      i += length
    } else if let (_, length) = phrase(.dateAfter, at: i) {
      relation = .after
      i += length
    }
    guard i == tokens.count else { return nil }
    return DateDuration(seconds: amount * Double(unit), relation: relation)
  }

  /// The start of a repeat: "every other tuesday", "every 2 weeks", "daily": its unit (`day`,
  /// `week`, `month`, `year`), interval and weekday, and the words after it ("at 9").
  func recurrence() -> (unit: String, interval: Int, weekday: Int?, rest: String)? {
    var i = 0
    if let (word, length) = phrase(.dateFrequencies, at: 0),
      let unit = lexicon.value(word, in: .dateFrequencies)
    {
      return (unit, 1, nil, tokens[length...].joined(separator: " "))
    }
    guard !tokens.isEmpty, lexicon.contains(tokens[0], in: .dateEvery) else { return nil }
    i = 1
    var interval = 1
    if i < tokens.count, let n = lexicon.number(tokens[i], in: .dateEveryInterval) {
      interval = n
      i += 1
    } else if i + 1 < tokens.count,
      let n = Int(tokens[i]) ?? NumberParser.words([tokens[i]], lexicon: lexicon),
      lexicon.value(tokens[i + 1], in: .dateRepeatUnits) != nil, n > 0
    {
      interval = n
      i += 1
    }
    guard i < tokens.count else { return nil }
    let rest = { (from: Int) in tokens[from...].joined(separator: " ") }
    if let unit = lexicon.value(tokens[i], in: .dateRepeatUnits) { return (unit, interval, nil, rest(i + 1)) }
    if let weekday = lexicon.number(tokens[i], in: .dateWeekdays) {
      return ("week", interval, weekday, rest(i + 1))
    }
    return nil
  }

  /// The words of a time a span back to now starts at, without the words that say so: "monday"
  /// of "since monday", "earlier today" and "from tuesday until now"; nil when none say so.
  func sinceWords() -> String? {
    var (first, last) = (0, tokens.count)
    if let (_, length) = phrase(.dateSince, at: 0) { first = length }
    // The words after it, the longest that ends the tokens ("until now" of "from monday until now").
    var trailing = 0
    for word in lexicon.words(.dateSinceAfter) {
      let parts = word.split(separator: " ").map(String.init)
      if parts.count > trailing, parts.count <= last - first, Array(tokens.suffix(parts.count)) == parts {
        trailing = parts.count
      }
    }
    last -= trailing
    if trailing > 0, first == 0, first < last, lexicon.contains(tokens[first], in: .dateRangeStarts) {
      first += 1
    }
    guard first > 0 || trailing > 0, first < last else { return nil }
    return tokens[first..<last].joined(separator: " ")
  }

  /// An amount of time back from now: "the last three days", "over the past 2 hours", "in the
  /// last few weeks", "the past hour" (one), "from the last 3 days"; the amount and its unit (`minute` … `year`), nil
  /// unless every word is used. With ``LexiconKey/dateLookahead``, ahead of now: "the next few
  /// days", "in the coming two weeks".
  func lookback(_ key: LexiconKey = .dateLookback) -> (amount: Int, unit: String)? {
    var i = 0
    if tokens.count > 1, lexicon.contains(tokens[0], in: .dateLookbackOpeners),
      lexicon.contains(tokens[1], in: .dateLookbackFillers)
    {
      i = 1
    }
    while i < tokens.count, lexicon.contains(tokens[i], in: .dateLookbackFillers) { i += 1 }
    guard i < tokens.count, let least = lexicon.number(tokens[i], in: key),
      let said = amountAndUnit(at: i + 1), i + 1 + said.length == tokens.count, said.amount >= least
    else { return nil }
    return (said.amount, said.unit)
  }

  /// An amount of time before now: "two days ago", "an hour ago"; nil unless every word is used.
  func ago() -> (amount: Int, unit: String)? {
    guard let said = amountAndUnit(at: 0), let (_, length) = phrase(.dateAgo, at: said.length),
      said.length + length == tokens.count
    else { return nil }
    return (said.amount, said.unit)
  }

  /// An amount (one when none is said: "the past hour") and its unit at `start`: "three days",
  /// "a couple of hours", "24 hours", "twenty four hours"; how many tokens they take.
  func amountAndUnit(at start: Int) -> (amount: Int, unit: String, length: Int)? {
    var i = start
    var amount = 1
    if let (word, length) = phrase(.dateAmounts, at: i), let n = lexicon.number(word, in: .dateAmounts) {
      amount = n
      i += length
    } else if i < tokens.count, let n = Int(tokens[i]) {
      amount = n
      i += 1
    } else {
      // Number words, the longest run that reads as one ("twenty four").
      var end = i
      while end < tokens.count, NumberParser.words(Array(tokens[i...end]), lexicon: lexicon) != nil {
        end += 1
      }
      if end > i, let n = NumberParser.words(Array(tokens[i..<end]), lexicon: lexicon) {
        amount = n
        i = end
      }
    }
    guard i < tokens.count, let unit = lexicon.value(tokens[i], in: .dateLookbackUnits), amount > 0 else {
      return nil
    }
    return (amount, unit, i + 1 - start)
  }

  /// A year at `start`, in digits or words (1900–2199), and how many tokens it takes.
  func year(at start: Int) -> (year: Int, length: Int)? {
    if let year = Int(tokens[start]), tokens[start].count == 4, (1900...2199).contains(year) {
      return (year, 1)
    }
    for end in stride(from: tokens.count, to: start + 1, by: -1) {
      let words = tokens[start..<end].filter { !lexicon.contains($0, in: .numberFillers) }
      if let year = NumberParser.words(words, lexicon: lexicon), (1900...2199).contains(year) {
        return (year, end - start)
      }
    }
    return nil
  }

  /// A day of the month said in two words ("twenty fourth", "thirty first"): tens and an
  /// ordinal below ten; the day and 2, nil when none.
  func compoundOrdinal(at start: Int) -> (day: Int, length: Int)? {
    guard start + 1 < tokens.count, let tens = lexicon.number(tokens[start], in: .numberWords),
      tens == 20 || tens == 30, let unit = lexicon.number(tokens[start + 1], in: .dateDayOrdinals),
      (1...9).contains(unit), (1...31).contains(tens + unit)
    else { return nil }
    return (tens + unit, 2)
  }

  /// The lexicon word of `key` the tokens go on with at `start` (several words matched word by
  /// word), the longest, and how many tokens it takes; nil when none.
  func phrase(_ key: LexiconKey, at start: Int) -> (word: String, length: Int)? {
    var best: (word: String, length: Int)?
    for word in lexicon.words(key) {
      let parts = word.split(separator: " ")
      guard !parts.isEmpty, start + parts.count <= tokens.count, parts.count > (best?.length ?? 0) else {
        continue
      }
      if parts.indices.allSatisfy({ parts[$0] == tokens[start + $0] }) { best = (word, parts.count) }
    }
    return best
  }

  /// "in 2 hours", "in an hour", "in half an hour", "3 days from now", "2 hours later":
  /// how many tokens it took.
  private func relative(at start: Int, into parts: inout DateParts) -> Int? {
    var i = start
    let leadingIn = lexicon.contains(tokens[i], in: .dateAfterBefore)
    if leadingIn { i += 1 }
    guard i < tokens.count else { return nil }
    var amount: Double?
    if lexicon.contains(tokens[i], in: .dateHalf), i + 2 < tokens.count,
      lexicon.contains(tokens[i + 1], in: .numberArticles)
    {
      amount = 0.5
      i += 2
    } else if let n = Double(tokens[i]) ?? NumberParser.words([tokens[i]], lexicon: lexicon).map(Double.init)
    {
      amount = n
      i += 1
    }
    guard let amount, i < tokens.count, let unit = lexicon.number(tokens[i], in: .dateUnits) else {
      return nil
    }
    i += 1
    if !leadingIn {
      guard let (_, length) = phrase(.dateAfter, at: i) else { return nil }
      i += length
    }
    parts.interval = amount * Double(unit)
    return i - start
  }

  /// "5pm", "5:30", "17:00", "5:30pm".
  func clock(_ word: String) -> (hour: Int, minute: Int, meridiem: Bool)? {
    var text = word
    var meridiem: Int?
    for (suffix, value) in lexicon.numbers(.dateMeridiemSuffixes) where text.hasSuffix(suffix) {
      let rest = String(text.dropLast(suffix.count))
      if rest.first?.isNumber == true {
        text = rest
        meridiem = value
        break
      }
    }
    let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
    guard pieces.count <= 2, let hour = Int(pieces[0]), (0...24).contains(hour) else { return nil }
    let minute = pieces.count == 2 ? Int(pieces[1]) : 0
    guard let minute, (0..<60).contains(minute) else { return nil }
    if pieces.count == 1 && meridiem == nil { return nil }
    if let meridiem {
      guard (1...12).contains(hour) else { return nil }
      return (hour % 12 + meridiem, minute, true)
    }
    return (hour, minute, hour > 12 || hour == 0 || pieces[0].count == 2)
  }

  /// "12", "12th", "1st", "third" as a day of the month.
  func dayNumber(_ word: String) -> Int? {
    var digits = word
    for suffix in lexicon.words(.dateOrdinalSuffixes)
    where word.hasSuffix(suffix) && word.count > suffix.count {
      digits = String(word.dropLast(suffix.count))
    }
    guard let day = Int(digits) ?? lexicon.number(word, in: .dateDayOrdinals), (1...31).contains(day) else {
      return nil
    }
    return day
  }
}
