/// What a new event is made of: Hark writes it as a new item.
public struct EventDraft: Hashable, Sendable {
  /// SUMMARY.
  public var summary: String
  /// DTSTART.
  public var start: EventTime
  /// DTEND (for an all-day event, the day after the last day, as RFC 5545 counts).
  public var end: EventTime
  /// LOCATION.
  public var location: String?
  /// DESCRIPTION.
  public var description: String?
  /// ATTENDEE lines.
  public var attendees: [Attendee]
  /// One DISPLAY alarm each, this many seconds before the start (900: 15 minutes before).
  public var alarmOffsets: [Int]
  /// RRULE.
  public var recurrence: RecurrenceRule?
  /// CATEGORIES.
  public var categories: [String]

  /// A draft of these fields.
  public init(
    summary: String, start: EventTime, end: EventTime, location: String? = nil, description: String? = nil,
    attendees: [Attendee] = [], alarmOffsets: [Int] = [], recurrence: RecurrenceRule? = nil,
    categories: [String] = []
  ) {
    self.summary = summary
    self.start = start
    self.end = end
    self.location = location
    self.description = description
    self.attendees = attendees
    self.alarmOffsets = alarmOffsets
    self.recurrence = recurrence
    self.categories = categories
  }
}

/// A change to an existing event. Nil fields stay as they are; an empty string removes the
/// property. Only the lines of the changed properties are rewritten (and DTSTAMP, LAST-MODIFIED
/// and SEQUENCE, as RFC 5545 asks), every other byte of the file stays.
public struct EventEdit: Hashable, Sendable {
  /// The new DTSTART.
  public var start: EventTime?
  /// The new DTEND (a DURATION line is replaced by it).
  public var end: EventTime?
  /// The new SUMMARY.
  public var summary: String?
  /// The new LOCATION.
  public var location: String?
  /// The new DESCRIPTION.
  public var description: String?
  /// To change one instance of a recurring event only, its RECURRENCE-ID (``Occurrence/recurrenceID``):
  /// its override is edited, or made from the master when it has none. Nil edits the master, so
  /// the whole series.
  public var occurrence: EventTime?

  /// An edit of these fields.
  public init(
    start: EventTime? = nil, end: EventTime? = nil, summary: String? = nil, location: String? = nil,
    description: String? = nil, occurrence: EventTime? = nil
  ) {
    self.start = start
    self.end = end
    self.summary = summary
    self.location = location
    self.description = description
    self.occurrence = occurrence
  }
}
