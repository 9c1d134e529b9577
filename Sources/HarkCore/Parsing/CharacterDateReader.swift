import HarkGrammar

/// Reads the date words of a language written without spaces into ``DateParts``, a word at a
/// time from where the last ended (next Monday at three in the afternoon, in two hours, June 12); every
/// character must be used. The words are the lexicon's, tried in its order (longer first).
struct CharacterDateReader {
  let characters: [Character]
  let lexicon: Lexicon
  private var position = 0

  init(text: String, lexicon: Lexicon) {
    characters = Array(text)
    self.lexicon = lexicon
  }

  mutating func read(into parts: inout DateParts) -> Bool {
    while position < characters.count {
      if take(.dateNow) != nil {
        parts.interval = 0
      } else if relative(into: &parts) {
        continue
      } else if let day = take(.dateDays) {
        parts.dayOffset = lexicon.number(day, in: .dateDays)
        if let period = lexicon.value(day, in: .dateDayPeriods).flatMap(DateParts.Period.init(word:)) {
          parts.period = period
          parts.periodFromDay = true
        }
      } else if take(.dateRestOfDay) != nil {
        parts.restOfDay = true
        parts.spanOnly = true
      } else if take(.dateWeekend) != nil {
        parts.weekday = 7
        parts.weekend = true
      } else if week(into: &parts) {
        continue
      } else if clockOrDate(into: &parts) {
        continue
      } else if let period = take(.datePeriods) {
        parts.period = lexicon.value(period, in: .datePeriods).flatMap(DateParts.Period.init(word:))
      } else if take(.dateFillers) != nil {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// An amount of a unit before or after the lexicon's words for "from now" (in two hours, half an
  /// hour later).
  private mutating func relative(into parts: inout DateParts) -> Bool {
    let start = position
    let leading = take(.dateAfterBefore) != nil
    var amount: Double?
    if take(.dateHalf) != nil {
      amount = 0.5
    } else if let n = number() {
      amount = Double(n)
    }
    _ = take(.dateCounter)
    guard let amount, let unit = take(.dateUnits).flatMap({ lexicon.number($0, in: .dateUnits) }) else {
      position = start
      return false
    }
    let trailing = take(.dateAfter) != nil
    guard leading || trailing else {
      position = start
      return false
    }
    parts.interval = amount * Double(unit)
    return true
  }

  /// A week offset, a week word and a weekday (next Monday, this Friday, Sunday); a week alone
  /// ("next week") is that week's Monday.
  private mutating func week(into parts: inout DateParts) -> Bool {
    let start = position
    let offset = take(.dateWeekOffsets).flatMap { lexicon.number($0, in: .dateWeekOffsets) }
    // A weekend after an offset (下周末, 这个周末): a point date reads its Saturday. A month
    // after one (下个月) is a span only.
    if let offset, take(.dateWeekend) != nil {
      parts.weekday = 7
      parts.weekend = true
      parts.weekOffset = offset
      return true
    }
    if let offset, take(.dateMonthWords) != nil {
      parts.monthOffset = offset
      parts.spanOnly = true
      return true
    }
    guard take(.dateWeekWords) != nil else {
      position = start
      return false
    }
    if let weekday = take(.dateWeekdays).flatMap({ lexicon.number($0, in: .dateWeekdays) }) {
      parts.weekday = weekday
      parts.weekOffset = offset == 0 ? nil : offset
      return true
    }
    guard let offset else {
      position = start
      return false
    }
    parts.weekOffset = offset
    return true
  }

  /// A clock time with its marks (three o'clock, half past eight, 3:15, "15:30"), or a month and
  /// a day with theirs (June 12, the 12th).
  private mutating func clockOrDate(into parts: inout DateParts) -> Bool {
    let start = position
    guard let n = number() else { return false }
    if take(.dateTimeSeparators) != nil {
      guard let minute = number(), (0..<60).contains(minute), (0...24).contains(n) else {
        position = start
        return false
      }
      parts.hour = n
      parts.minute = minute
      parts.meridiemGiven = n > 12 || n == 0
      return true
    }
    if take(.dateHourMarks) != nil {
      guard (0...24).contains(n) else {
        position = start
        return false
      }
      parts.hour = n
      parts.meridiemGiven = n > 12 || n == 0
      _ = take(.dateHourSuffixes)
      if let words = take(.dateMinuteWords) {
        parts.minute = lexicon.number(words, in: .dateMinuteWords)
      } else if let minute = number() {
        guard (0..<60).contains(minute) else { return false }
        parts.minute = minute
        _ = take(.dateMinuteMarks)
      }
      return true
    }
    if take(.dateYearMarks) != nil, (1900...2199).contains(n) {
      parts.year = n
      return true
    }
    if take(.dateMonthMarks) != nil {
      let dayStart = position
      guard let day = number(), (1...31).contains(day), take(.dateDayMarks) != nil, (1...12).contains(n)
      else {
        position = dayStart
        // A month alone (四月) is a span only; a month that does not exist (13月) is no date.
        guard (1...12).contains(n) else {
          position = start
          return false
        }
        parts.month = n
        parts.spanOnly = true
        return true
      }
      parts.monthDay = (n, day)
      return true
    }
    if take(.dateDayMarks) != nil, (1...31).contains(n) {
      parts.monthDay = (nil, n)
      return true
    }
    position = start
    return false
  }

  /// An amount of time: 两个小时, 一个半小时, 提前一个小时, 半小时后; nil unless every character is used.
  mutating func duration() -> DateDuration? {
    var relation = DateDuration.Relation.length
    if take(.dateBeforeLeading) != nil {
      relation = .before
    } else if take(.dateAfterBefore) != nil {
      relation = .after
    }
    var amount: Double
    if take(.dateHalf) != nil {
      amount = 0.5
    } else if let n = number() {
      amount = Double(n)
    } else {
      return nil
    }
    _ = take(.dateCounter)
    if take(.dateHalf) != nil { amount += 0.5 }
    guard let unit = take(.dateUnits).flatMap({ lexicon.number($0, in: .dateUnits) }) else { return nil }
    if take(.dateBefore) != nil {
      relation = .before
    } else if take(.dateAfter) != nil {
      relation = .after
    }
    guard position == characters.count else { return nil }
    return DateDuration(seconds: amount * Double(unit), relation: relation)
  }

  /// The start of a repeat: 每周一, 每两周, 每隔一周, 每天, 每个月: its unit (`day`, `week`, `month`,
  /// `year`), interval and weekday, and the characters after it (早上八点).
  mutating func recurrence() -> (unit: String, interval: Int, weekday: Int?, rest: String)? {
    guard take(.dateEvery) != nil else { return nil }
    let skips = take(.dateEverySkip) != nil
    var interval = number() ?? 1
    // 每隔一周: one week skipped, every second week.
    if skips { interval += 1 }
    _ = take(.dateCounter)
    guard interval > 0, let word = take(.dateRepeatUnits),
      let unit = lexicon.value(word, in: .dateRepeatUnits)
    else { return nil }
    var weekday: Int?
    if unit == "week", let day = take(.dateWeekdays) { weekday = lexicon.number(day, in: .dateWeekdays) }
    return (unit, interval, weekday, String(characters[position...]))
  }

  /// The characters of a time a span back to now starts at, without those that say so: 周一 of
  /// 周一以来, 从周一到现在, 自从周一 and 今天早些时候; nil when none say so.
  func sinceText() -> String? {
    var (first, last) = (0, characters.count)
    if let word = lexicon.words(.dateSince).first(where: { characters.starts(with: Array($0)) }) {
      first = word.count
    }
    let trailing = lexicon.words(.dateSinceAfter).first { word in
      word.count <= last - first && Array(characters.suffix(word.count)) == Array(word)
    }
    last -= trailing?.count ?? 0
    if trailing != nil, first == 0,
      let opener = lexicon.words(.dateRangeStarts).first(where: { characters.starts(with: Array($0)) }),
      opener.count < last
    {
      first = opener.count
    }
    guard first > 0 || trailing != nil, first < last else { return nil }
    return String(characters[first..<last])
  }

  /// An amount of time back from now: 最近三天, 过去一周, 这两天, 近一个月, 过去24小时内, 最近几天;
  /// the amount and its unit (`minute` … `year`), nil unless every character is used. With
  /// ``LexiconKey/dateLookahead``, ahead of now: 未来三天, 接下来几天.
  mutating func lookback(_ key: LexiconKey = .dateLookback) -> (amount: Int, unit: String)? {
    while take(.dateFillers) != nil {}
    guard let word = take(key), let least = lexicon.number(word, in: key),
      let said = amountAndUnit(), said.amount >= least
    else { return nil }
    while position < characters.count {
      guard take(.dateLookbackFillers) != nil || take(.dateFillers) != nil else { return nil }
    }
    return said
  }

  /// An amount of time alone or before now: 三天 (of 三天以来), 两个小时前; whether it was said to
  /// be before now, nil unless every character is used.
  mutating func ago() -> (amount: Int, unit: String, ago: Bool)? {
    guard let said = amountAndUnit() else { return nil }
    let ago = take(.dateAgo) != nil
    while position < characters.count {
      guard take(.dateLookbackFillers) != nil else { return nil }
    }
    return (said.amount, said.unit, ago)
  }

  /// An amount and its unit: 三天, 两个小时, 几周, 24小时.
  private mutating func amountAndUnit() -> (amount: Int, unit: String)? {
    let amount: Int
    if let words = take(.dateAmounts), let n = lexicon.number(words, in: .dateAmounts) {
      amount = n
    } else if let n = number() {
      amount = n
    } else {
      return nil
    }
    _ = take(.dateCounter)
    guard let unitWord = take(.dateLookbackUnits), let unit = lexicon.value(unitWord, in: .dateLookbackUnits),
      amount > 0
    else { return nil }
    return (amount, unit)
  }

  /// A run of ASCII digits or the lexicon's numerals.
  private mutating func number() -> Int? {
    var end = position
    while end < characters.count,
      characters[end].isASCII && characters[end].isNumber
        || NumberParser.isNumeral(characters[end], lexicon: lexicon)
    {
      end += 1
    }
    guard end > position else { return nil }
    let text = String(characters[position..<end])
    guard let value = Int(text) ?? NumberParser.characters(text, lexicon: lexicon) else { return nil }
    position = end
    return value
  }

  /// The first word of `key` the text goes on with, taken; nil when none.
  private mutating func take(_ key: LexiconKey) -> String? {
    for word in lexicon.words(key) where take(word) { return word }
    return nil
  }

  private mutating func take(_ word: String) -> Bool {
    let wanted = Array(word)
    guard !wanted.isEmpty, position + wanted.count <= characters.count,
      Array(characters[position..<(position + wanted.count)]) == wanted
    else { return false }
    position += wanted.count
    return true
  }
}
