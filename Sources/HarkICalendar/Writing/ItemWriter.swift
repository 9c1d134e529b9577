import CICal
import Foundation

/// A new item's text, written by Hark: CRLF line ends, lines folded at 75 octets, Hark's PRODID,
/// a VTIMEZONE (libical's, from the system's zone data) for each zone a time names.
enum ItemWriter {
  /// The PRODID of the files Hark writes.
  static let productID = "-//Hark//Hark calendar 1.0//EN"

  /// The bytes of a new item for `draft` with `uid`, stamped at `now` (seconds since the epoch).
  static func bytes(for draft: EventDraft, uid: String, now: Int64) -> [UInt8] {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)"]
    var zones: [String] = []
    for time in [draft.start, draft.end] {
      if let zone = time.timeZoneIdentifier, !zones.contains(zone) { zones.append(zone) }
    }
    for zone in zones { lines += timeZoneLines(zone) }
    lines += [
      "BEGIN:VEVENT", "UID:\(ContentLineText.escaped(uid))", "DTSTAMP:\(ContentLineText.utcStamp(now))",
      "CREATED:\(ContentLineText.utcStamp(now))", "LAST-MODIFIED:\(ContentLineText.utcStamp(now))",
      ContentLineText.timeLine("DTSTART", draft.start), ContentLineText.timeLine("DTEND", draft.end),
      "SUMMARY:\(ContentLineText.escaped(draft.summary))",
    ]
    if let rule = draft.recurrence { lines.append("RRULE:\(rule.text)") }
    if let location = draft.location, !location.isEmpty {
      lines.append("LOCATION:\(ContentLineText.escaped(location))")
    }
    if let description = draft.description, !description.isEmpty {
      lines.append("DESCRIPTION:\(ContentLineText.escaped(description))")
    }
    if !draft.categories.isEmpty {
      lines.append("CATEGORIES:" + draft.categories.map(ContentLineText.escaped).joined(separator: ","))
    }
    for attendee in draft.attendees {
      var head = "ATTENDEE"
      if let name = attendee.name { head += ";CN=\(ContentLineText.parameterValue(name))" }
      if let participation = attendee.participation {
        head += ";PARTSTAT=\(ContentLineText.parameterValue(participation))"
      }
      lines.append(head + ":mailto:" + (attendee.email ?? ""))
    }
    for offset in draft.alarmOffsets {
      lines += [
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(ContentLineText.escaped(draft.summary))",
        "TRIGGER:\(ContentLineText.duration(-offset))", "END:VALARM",
      ]
    }
    lines += ["END:VEVENT", "END:VCALENDAR"]
    return Array(lines.map { ContentLineText.folded($0, newline: "\r\n") }.joined().utf8)
  }

  /// The VTIMEZONE of `identifier` as libical builds it from the system's zone data, its TZID
  /// set to the plain identifier (libical prefixes its own); none when libical does not know it.
  static func timeZoneLines(_ identifier: String) -> [String] {
    guard let zone = icaltimezone_get_builtin_timezone(identifier),
      let component = icaltimezone_get_component(zone),
      let text = icalcomponent_as_ical_string_r(component)
    else { return [] }
    defer { icalmemory_free_buffer(text) }
    let unfolded = String(cString: text).replacingOccurrences(of: "\r\n ", with: "")
    return unfolded.split(separator: "\r\n", omittingEmptySubsequences: true).map { line in
      line.hasPrefix("TZID:") ? "TZID:\(identifier)" : String(line)
    }.filter { !$0.hasPrefix("X-LIC-LOCATION") }
  }
}
