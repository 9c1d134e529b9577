import Foundation
import HarkGrammar

/// Dates said back to the user, the same on every machine: "Monday 15 June 2026 at 15:00",
/// "2026年6月15日（周一）15:00".
enum DateWording {
  static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  static let chineseWeekdays = ["日", "一", "二", "三", "四", "五", "六"]

  static func text(_ date: Date, language: Language, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let c = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
    let (year, month, day) = (c.year ?? 0, c.month ?? 1, c.day ?? 1)
    let weekday = (c.weekday ?? 1) - 1
    let hour = c.hour ?? 0
    let minute = c.minute ?? 0
    let clock = String(format: "%02d:%02d", hour, minute)
    let midnight = hour == 0 && minute == 0
    if language.isChinese {
      return "\(year)年\(month)月\(day)日（周\(chineseWeekdays[weekday])）" + (midnight ? "" : clock)
    }
    return "\(englishWeekdays[weekday]) \(day) \(englishMonths[month - 1]) \(year)"
      + (midnight ? "" : " at \(clock)")
  }
}
