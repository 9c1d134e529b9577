import Foundation
import HarkGrammar

/// Dates said to a person: in their time zone and the words of their language, the same on every
/// machine ("Thursday 11 June at 10:00", "6月11日（周四）上午10:00").
///
/// The year is said only when it is not the current one; a time only when asked for. Machine
/// output (`--json`, the store) keeps ISO 8601: this is for sentences only.
public struct DateWording: Sendable {
  public var language: Language
  public var timeZone: TimeZone
  /// The current time, to leave out the year when it is this year's.
  public var now: Date

  public init(language: Language = .english, timeZone: TimeZone = .gmt, now: Date = Date()) {
    self.language = language
    self.timeZone = timeZone
    self.now = now
  }

  static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  static let chineseWeekdays = ["日", "一", "二", "三", "四", "五", "六"]

  /// The day and, unless `time` is false or the moment is midnight, the time of `date`.
  public func text(_ date: Date, time: Bool = true) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let c = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
    let (year, month, day) = (c.year ?? 0, c.month ?? 1, c.day ?? 1)
    let weekday = (c.weekday ?? 1) - 1
    let (hour, minute) = (c.hour ?? 0, c.minute ?? 0)
    let sameYear = calendar.component(.year, from: now) == year
    let saysTime = time && !(hour == 0 && minute == 0)
    if language.isChinese {
      let days = (sameYear ? "" : "\(year)年") + "\(month)月\(day)日（周\(Self.chineseWeekdays[weekday])）"
      guard saysTime else { return days }
      // 上午10:00, 下午3:30: the twelve-hour clock Chinese speakers say.
      let half = hour < 12 ? "上午" : "下午"
      let twelve = hour % 12 == 0 ? 12 : hour % 12
      return days + half + String(format: "%d:%02d", twelve, minute)
    }
    let days =
      "\(Self.englishWeekdays[weekday]) \(day) \(Self.englishMonths[month - 1])"
      + (sameYear ? "" : " \(year)")
    return saysTime ? days + String(format: " at %02d:%02d", hour, minute) : days
  }

  /// ISO 8601 with the offset of the person's time zone, for machine-readable output.
  public func iso(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))
  }
}
