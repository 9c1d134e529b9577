/// The rules most calendars hold — every N days; every N weeks on some weekdays; every N months
/// on one day of the month; every N years on the start's date — expanded by arithmetic on day
/// numbers. libical (built with ICU) opens an ICU calendar for every iterator, tens of
/// microseconds a rule, which a week's listing over a thousand recurring events cannot afford;
/// every other rule goes to libical's iterator. `RecurrenceAgreementTests` checks the two give
/// the same instances.
struct SimpleRule {
  enum Pattern {
    case daily
    /// Offsets (0-6) from the week's start (WKST) of the weekdays, ascending.
    case weekly(offsets: [Int], weekStart: Int)
    case monthly(day: Int)
    case yearly(month: Int, day: Int)
  }

  let pattern: Pattern
  let interval: Int
  let count: Int?

  /// The rule `text` for an event starting at `start`, when it is one of the simple patterns
  /// (otherwise libical decides what the rule means). A start the pattern does not name is not
  /// one of its instances, as libical reads it (the listing adds DTSTART itself).
  init?(_ text: String, start: LocalDateTime) {
    // Read once per recurring event and listing: split by hand rather than through
    // `split` and `uppercased` (libical writes the rule upper-case already).
    var parts: [String: String] = [:]
    var utf8 = Array(text.utf8)
    for index in utf8.indices where utf8[index] >= UInt8(ascii: "a") && utf8[index] <= UInt8(ascii: "z") {
      utf8[index] -= 32
    }
    var position = 0
    while position < utf8.count {
      var end = position
      while end < utf8.count, utf8[end] != UInt8(ascii: ";") { end += 1 }
      guard let equals = utf8[position..<end].firstIndex(of: UInt8(ascii: "=")) else { return nil }
      parts[String(decoding: utf8[position..<equals], as: UTF8.self)] = String(
        decoding: utf8[(equals + 1)..<end], as: UTF8.self)
      position = end + 1
    }
    interval = parts.removeValue(forKey: "INTERVAL").map { Int($0) ?? 0 } ?? 1
    guard interval >= 1 else { return nil }
    if let text = parts.removeValue(forKey: "COUNT") {
      guard let value = Int(text), value >= 1 else { return nil }
      count = value
    } else {
      count = nil
    }
    parts.removeValue(forKey: "UNTIL")  // compared by the caller
    let weekStartCode = parts.removeValue(forKey: "WKST") ?? "MO"
    guard let weekStartIndex = RecurrenceRule.Weekday.codes.firstIndex(of: weekStartCode) else { return nil }
    let day = start.day
    switch parts.removeValue(forKey: "FREQ") {
    case "DAILY":
      pattern = .daily
    case "WEEKLY":
      let weekStart = weekStartIndex + 1
      var weekdays = [day.weekday]
      if let list = parts.removeValue(forKey: "BYDAY") {
        weekdays = []
        for code in list.split(separator: ",") {
          guard let index = RecurrenceRule.Weekday.codes.firstIndex(of: String(code)) else { return nil }
          weekdays.append(index + 1)
        }
      }
      let offsets = Set(weekdays.map { ($0 - weekStart + 7) % 7 }).sorted()
      pattern = .weekly(offsets: offsets, weekStart: weekStart)
    case "MONTHLY":
      var monthDay = day.day
      if let text = parts.removeValue(forKey: "BYMONTHDAY") {
        guard let value = Int(text), (1...31).contains(value) else { return nil }
        monthDay = value
      }
      pattern = .monthly(day: monthDay)
    case "YEARLY":
      var month = day.month
      var monthDay = day.day
      if let text = parts.removeValue(forKey: "BYMONTH") {
        guard let value = Int(text), (1...12).contains(value) else { return nil }
        month = value
      }
      if let text = parts.removeValue(forKey: "BYMONTHDAY") {
        guard let value = Int(text), (1...31).contains(value) else { return nil }
        monthDay = value
      }
      pattern = .yearly(month: month, day: monthDay)
    default:
      return nil
    }
    // Any other part (BYSETPOS, BYHOUR, an ordinal BYDAY in a month…) is libical's to read.
    guard parts.isEmpty else { return nil }
  }

  /// The instances from `start` whose wall time is within `window` (wall seconds, as if UTC), in
  /// order, at most `limit` periods stepped through.
  func starts(from start: LocalDateTime, within window: ClosedRange<Int64>, limit: Int) -> [LocalDateTime] {
    let first = start.day.dayNumber
    let time = Int64(start.hour * 3600 + start.minute * 60 + start.second)
    let lastDay = Int((window.upperBound - time) >= 0 ? (window.upperBound - time) / 86_400 : -1)
    let firstDay = Int(floorDivide(window.lowerBound - time, 86_400))
    var result: [LocalDateTime] = []
    var emitted = 0
    func emit(_ dayNumber: Int) -> Bool {
      // False once past the window or the count; a date before the start is none.
      if dayNumber < first { return true }
      if let count, emitted >= count { return false }
      emitted += 1
      if dayNumber > lastDay { return false }
      if dayNumber >= firstDay {
        result.append(LocalDateTime(secondsSinceEpoch: Int64(dayNumber) * 86_400 + time))
      }
      return true
    }
    // Without COUNT, the periods before the window need not be stepped through one by one.
    let skipTo = count == nil ? max(0, firstDay - first) : 0
    switch pattern {
    case .daily:
      var period = skipTo / interval
      for _ in 0..<limit {
        guard emit(first + period * interval) else { break }
        period += 1
      }
    case .weekly(let offsets, let weekStart):
      let startOffset = (start.day.weekday - weekStart + 7) % 7
      let weekOne = first - startOffset
      var period = skipTo / (7 * interval)
      stepping: for _ in 0..<limit {
        let week = weekOne + period * 7 * interval
        for offset in offsets where week + offset >= first {
          guard emit(week + offset) else { break stepping }
        }
        period += 1
      }
    case .monthly(let day):
      let months = start.day.year * 12 + (start.day.month - 1)
      var period = skipTo / (31 * interval)
      for _ in 0..<limit {
        let month = months + period * interval
        let date = CalendarDay(
          year: floorDivide(month, 12), month: month - floorDivide(month, 12) * 12 + 1, day: day)
        if date.isValid, !emit(date.dayNumber) { break }
        if date.dayNumber > lastDay + 31 { break }
        period += 1
      }
    case .yearly(let month, let day):
      var period = skipTo / (366 * interval)
      for _ in 0..<limit {
        let date = CalendarDay(year: start.day.year + period * interval, month: month, day: day)
        if date.isValid, !emit(date.dayNumber) { break }
        if date.dayNumber > lastDay + 366 { break }
        period += 1
      }
    }
    return result
  }
}

func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
  value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
}

func floorDivide(_ value: Int, _ divisor: Int) -> Int {
  value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
}
