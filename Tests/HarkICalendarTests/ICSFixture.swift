import Foundation

@testable import HarkICalendar

/// iCalendar text for tests: lines joined with CRLF, as RFC 5545 writes them.
enum ICSFixture {
  /// A VCALENDAR around `body` (VEVENTs and VTIMEZONEs, one line per element).
  static func calendar(_ body: [String]) -> [UInt8] {
    let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hark tests//EN"] + body + ["END:VCALENDAR"]
    return Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
  }

  /// One VEVENT of `properties` (UID and DTSTAMP added).
  static func event(_ properties: [String], uid: String = "e1") -> [String] {
    ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20261201T000000Z"] + properties + ["END:VEVENT"]
  }

  /// The item read from `bytes`.
  static func item(_ bytes: [UInt8], name: String = "e1") throws -> CalendarItem {
    try CalendarItem(
      reading: bytes, name: name,
      stamp: .file(FileStamp(size: bytes.count, modified: 0, contentHash: 0)), path: "/test/\(name).ics")
  }

  /// A Berlin VTIMEZONE (CET/CEST), as Thunderbird writes it.
  static let berlin = [
    "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST", "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", "END:STANDARD",
    "END:VTIMEZONE",
  ]

  /// The same rules under a zone name Foundation does not know, as Outlook names zones.
  static let outlookBerlin = berlin.map { $0 == "TZID:Europe/Berlin" ? "TZID:W. Europe Standard Time" : $0 }

  /// `text` (`2026-12-07 09:00`, UTC) as a date.
  static func utc(_ text: String) -> Date {
    let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
    let time = LocalDateTime(
      year: parts[0], month: parts[1], day: parts[2], hour: parts.count > 3 ? parts[3] : 0,
      minute: parts.count > 4 ? parts[4] : 0)
    return Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch))
  }
}
