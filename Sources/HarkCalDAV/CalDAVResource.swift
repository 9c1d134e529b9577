import Foundation

/// One event's file on a CalDAV server: where it is, the server's version stamp, and its iCalendar
/// text.
public struct CalDAVResource: Sendable, Equatable {
  /// Its path on the server, as the server names it (`/sam/home/dentist.ics`).
  public var href: String
  /// The server's entity tag: an update or delete sends it back (If-Match), so a version changed
  /// meanwhile on the server is never overwritten.
  public var etag: String?
  /// The VCALENDAR text.
  public var calendarData: String

  /// A resource at `href`.
  public init(href: String, etag: String?, calendarData: String) {
    self.href = href
    self.etag = etag
    self.calendarData = calendarData
  }
}

/// What a calendar-query asks the server for (RFC 4791 section 7.8): events overlapping a time
/// range, and/or whose property contains a text. The server searches; Hark indexes nothing.
public struct CalDAVQuery: Sendable, Equatable {
  /// Events overlapping [start, end): recurring ones when any occurrence does.
  public var start: Date?
  public var end: Date?
  /// Text the property must contain (the server's default collation, ASCII case-insensitive).
  public var text: String?
  /// Properties the text is looked for in: one query each, joined (filters in one query must all
  /// match, RFC 4791 section 9.7.1).
  public var properties: [String]

  /// A query; `properties` default to the summary, description and location.
  public init(
    start: Date? = nil, end: Date? = nil, text: String? = nil,
    properties: [String] = ["SUMMARY", "DESCRIPTION", "LOCATION"]
  ) {
    self.start = start
    self.end = end
    self.text = text
    self.properties = properties
  }
}
