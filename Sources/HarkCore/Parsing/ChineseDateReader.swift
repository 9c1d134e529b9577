/// Reads Chinese date words into ``DateParts`` ("下周一下午三点", "明天早上8点半", "两小时后",
/// "6月12日"); every character must be used.
struct ChineseDateReader {
  let characters: [Character]
  private var position = 0

  static let days: [(String, Int, DateParts.Period?)] = [
    ("大后天", 3, nil), ("后天", 2, nil), ("明天", 1, nil), ("明日", 1, nil), ("今天", 0, nil),
    ("今日", 0, nil), ("昨天", -1, nil), ("前天", -2, nil), ("今晚", 0, .evening), ("明晚", 1, .evening),
    ("明早", 1, .morning), ("今早", 0, .morning),
  ]
  static let periods: [(String, DateParts.Period)] = [
    ("凌晨", .earlyMorning), ("早上", .morning), ("早晨", .morning), ("清晨", .morning), ("上午", .morning),
    ("中午", .noon), ("下午", .afternoon), ("傍晚", .evening), ("晚上", .evening), ("夜里", .night),
    ("半夜", .night), ("早", .morning), ("晚", .evening),
  ]
  static let weekOffsets: [(String, Int)] = [
    ("下下个", 2), ("下下", 2), ("下一个", 1), ("下个", 1), ("下", 1), ("这个", 0), ("这", 0), ("本", 0),
    ("上个", -1), ("上", -1),
  ]
  static let weekWords = ["星期", "礼拜", "周"]
  static let weekdayNames: [Character: Int] = [
    "一": 2, "二": 3, "三": 4, "四": 5, "五": 6, "六": 7, "日": 1, "天": 1,
  ]
  static let units: [(String, Double)] = [
    ("小时", 3600), ("钟头", 3600), ("分钟", 60), ("天", 86_400), ("星期", 604_800), ("礼拜", 604_800),
    ("周", 604_800),
  ]
  static let filler: [String] = ["的", "在", "左右", "前后", "整", " ", "，", ","]

  init(text: String) { characters = Array(text) }

  mutating func read(into parts: inout DateParts) -> Bool {
    while position < characters.count {
      if take("现在") {
        parts.interval = 0
      } else if relative(into: &parts) {
        continue
      } else if let day = ChineseDateReader.days.first(where: { take($0.0) }) {
        parts.dayOffset = day.1
        if let period = day.2 { parts.period = period }
      } else if take("周末") {
        parts.weekday = 7
      } else if week(into: &parts) {
        continue
      } else if clockOrDate(into: &parts) {
        continue
      } else if let period = ChineseDateReader.periods.first(where: { take($0.0) }) {
        parts.period = period.1
      } else if ChineseDateReader.filler.contains(where: { take($0) }) {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// "两小时后", "3天以后", "过半小时", "半个小时后".
  private mutating func relative(into parts: inout DateParts) -> Bool {
    let start = position
    let leading = take("过")
    var amount: Double?
    if take("半") {
      amount = 0.5
    } else if let n = number() {
      amount = Double(n)
    }
    _ = take("个")
    guard let amount, let unit = ChineseDateReader.units.first(where: { take($0.0) }) else {
      position = start
      return false
    }
    let trailing = take("以后") || take("之后") || take("后")
    guard leading || trailing else {
      position = start
      return false
    }
    parts.interval = amount * unit.1
    return true
  }

  /// "下周一", "这个星期五", "周日", "下周" (alone: that week's Monday).
  private mutating func week(into parts: inout DateParts) -> Bool {
    let start = position
    let offset = ChineseDateReader.weekOffsets.first { take($0.0) }?.1
    guard ChineseDateReader.weekWords.contains(where: { take($0) }) else {
      position = start
      return false
    }
    if position < characters.count, let weekday = ChineseDateReader.weekdayNames[characters[position]] {
      position += 1
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

  /// "三点", "8点半", "3点15分", "15:30", "6月12日", "12号".
  private mutating func clockOrDate(into parts: inout DateParts) -> Bool {
    let start = position
    guard let n = number() else { return false }
    if take(":") || take("：") {
      guard let minute = number(), (0..<60).contains(minute), (0...24).contains(n) else {
        position = start
        return false
      }
      parts.hour = n
      parts.minute = minute
      parts.meridiemGiven = n > 12 || n == 0
      return true
    }
    if take("点") || take("時") {
      guard (0...24).contains(n) else {
        position = start
        return false
      }
      parts.hour = n
      parts.meridiemGiven = n > 12 || n == 0
      _ = take("钟")
      if take("半") {
        parts.minute = 30
      } else if take("一刻") {
        parts.minute = 15
      } else if take("三刻") {
        parts.minute = 45
      } else if let minute = number() {
        guard (0..<60).contains(minute) else { return false }
        parts.minute = minute
        _ = take("分")
      }
      return true
    }
    if take("月") {
      let dayStart = position
      guard let day = number(), (1...31).contains(day), take("日") || take("号"), (1...12).contains(n) else {
        position = dayStart
        return false
      }
      parts.monthDay = (n, day)
      return true
    }
    if take("日") || take("号"), (1...31).contains(n) {
      parts.monthDay = (nil, n)
      return true
    }
    position = start
    return false
  }

  /// A run of digits or Chinese numerals.
  private mutating func number() -> Int? {
    var end = position
    while end < characters.count,
      characters[end].isASCII && characters[end].isNumber
        || NumberParser.chineseDigits[characters[end]] != nil || "十百".contains(characters[end])
    {
      end += 1
    }
    guard end > position else { return nil }
    let text = String(characters[position..<end])
    guard let value = Int(text) ?? NumberParser.chinese(text) else { return nil }
    position = end
    return value
  }

  private mutating func take(_ word: String) -> Bool {
    let wanted = Array(word)
    guard position + wanted.count <= characters.count,
      Array(characters[position..<(position + wanted.count)]) == wanted
    else { return false }
    position += wanted.count
    return true
  }
}
