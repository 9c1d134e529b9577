import Foundation
import HarkGrammar

/// Dates said to a person: in their time zone and the words of their language, the same on every
/// machine ("Thursday 11 June at 10:00"), in the formats of the language's lexicon.
///
/// The year is said only when it is not the current one; a time only when asked for. Machine
/// output (`--json`, the store) keeps ISO 8601: this is for sentences only.
public struct DateWording: Sendable {
  public var language: Language
  public var timeZone: TimeZone
  /// The current time, to leave out the year when it is this year's.
  public var now: Date
  /// The words dates are said and read with: the language's names and formats.
  public var lexicons: LexiconSet

  public init(
    language: Language = .english, timeZone: TimeZone = .gmt, now: Date = Date(),
    lexicons: LexiconSet = .standard
  ) {
    self.language = language
    self.timeZone = timeZone
    self.now = now
    self.lexicons = lexicons
  }

  /// The lexicon dates are said with: the language's, or English's when it says no dates.
  var lexicon: Lexicon {
    let own = lexicons[language]
    return own.dates.dayFormat == nil ? lexicons[.english] : own
  }

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
    let saying = lexicon.dates
    let (weekdays, months, halves) = (saying.weekdays, saying.months, saying.halves)
    // A language that says the halves of the day (上午, 下午) says the twelve-hour clock.
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    // Every date in a listing is said through here: the fields are filled by a switch, not a
    // dictionary and `String(format:)` built for each date.
    func field(_ name: Substring) -> String? {
      switch name {
      case "weekday": weekdays.indices.contains(weekday) ? weekdays[weekday] : ""
      case "day": String(day)
      case "month": String(month)
      case "year": String(year)
      case "month_name": months.indices.contains(month - 1) ? months[month - 1] : String(month)
      case "hour": Self.twoDigits(hour)
      case "hour12": String(twelve)
      case "minute": Self.twoDigits(minute)
      case "half": halves.count == 2 ? halves[hour < 12 ? 0 : 1] : ""
      default: nil
      }
    }
    let format = (sameYear ? saying.dayFormat : saying.dayFormatOtherYear) ?? "{year}-{month}-{day}"
    let days = Self.fill(format, field)
    guard saysTime else { return days }
    return days + Self.fill(saying.timeFormat ?? " {hour}:{minute}", field)
  }

  /// `value` with a leading zero below ten (a clock's hours and minutes).
  static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

  /// `template` with each `{name}` replaced by `value(name)`, or left as it is when that is nil.
  /// The braces are looked for in the template's UTF-8 (both are ASCII, so never inside another
  /// character): every date said is filled here, and stepping over characters cost more than the
  /// rest of the wording.
  static func fill(_ template: String, _ value: (Substring) -> String?) -> String {
    let bytes = template.utf8
    var result = ""
    var rest = bytes.startIndex
    while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")),
      let close = bytes[open...].firstIndex(of: UInt8(ascii: "}"))
    {
      result += template[rest..<open]
      let name = template[bytes.index(after: open)..<close]
      result += value(name) ?? "{\(name)}"
      rest = bytes.index(after: close)
    }
    return result + template[rest...]
  }

  /// ISO 8601 with the offset of the person's time zone, for machine-readable output.
  public func iso(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))
  }
}
