import Foundation

/// One VEVENT of an item: the series' master, or an instance it overrides (RECURRENCE-ID).
public struct EventData: Hashable, Sendable {
  /// The event's UID, shared by the master and its overridden instances.
  public var uid: String
  /// SUMMARY: the title.
  public var summary: String?
  /// DESCRIPTION.
  public var description: String?
  /// LOCATION.
  public var location: String?
  /// CATEGORIES, every value of every CATEGORIES line.
  public var categories: [String]
  /// ORGANIZER.
  public var organizer: Attendee?
  /// ATTENDEE lines, in file order.
  public var attendees: [Attendee]
  /// DTSTART.
  public var start: EventTime
  /// DTEND; when the file has none, DTSTART plus DURATION, else the next day for an all-day event
  /// and DTSTART itself for a timed one (RFC 5545 3.6.1).
  public var end: EventTime
  /// The RRULE value as libical writes it back (`FREQ=WEEKLY;COUNT=3`), nil when none.
  public var rrule: String?
  /// RDATE values: extra instances' starts.
  public var rdates: [EventTime]
  /// EXDATE values: instances' starts taken out.
  public var exdates: [EventTime]
  /// VALARM reminders.
  public var alarms: [Alarm]
  /// RECURRENCE-ID of an overridden instance (the start it replaces); nil for a master.
  public var recurrenceID: EventTime?
  /// STATUS.
  public var status: EventStatus?
  /// SEQUENCE (0 when absent).
  public var sequence: Int

  /// An event with these fields.
  public init(
    uid: String, summary: String? = nil, description: String? = nil, location: String? = nil,
    categories: [String] = [], organizer: Attendee? = nil, attendees: [Attendee] = [], start: EventTime,
    end: EventTime, rrule: String? = nil, rdates: [EventTime] = [], exdates: [EventTime] = [],
    alarms: [Alarm] = [], recurrenceID: EventTime? = nil, status: EventStatus? = nil, sequence: Int = 0
  ) {
    self.uid = uid
    self.summary = summary
    self.description = description
    self.location = location
    self.categories = categories
    self.organizer = organizer
    self.attendees = attendees
    self.start = start
    self.end = end
    self.rrule = rrule
    self.rdates = rdates
    self.exdates = exdates
    self.alarms = alarms
    self.recurrenceID = recurrenceID
    self.status = status
    self.sequence = sequence
  }

  /// Whether the event repeats (a rule or extra dates).
  public var isRecurring: Bool { rrule != nil || !rdates.isEmpty }

  /// Whether the event spans whole days.
  public var isAllDay: Bool { start.isAllDay }

  /// The first instance's span for a reader in `zone` (an all-day event from midnight to
  /// midnight there).
  public func interval(in zone: TimeZone) -> DateInterval {
    let from = start.date(in: zone)
    return DateInterval(start: from, end: max(from, end.date(in: zone)))
  }
}

/// An ORGANIZER or ATTENDEE: the CN parameter and the mailto address.
public struct Attendee: Hashable, Sendable {
  /// CN, the name shown.
  public var name: String?
  /// The address without `mailto:`.
  public var email: String?
  /// PARTSTAT (`ACCEPTED`, `DECLINED`, `TENTATIVE`, `NEEDS-ACTION`), nil when absent.
  public var participation: String?

  /// An attendee with these fields.
  public init(name: String? = nil, email: String? = nil, participation: String? = nil) {
    self.name = name
    self.email = email
    self.participation = participation
  }
}

/// A VALARM reminder.
public struct Alarm: Hashable, Sendable {
  /// When it fires.
  public var trigger: AlarmTrigger
  /// ACTION (`DISPLAY`, `AUDIO`, `EMAIL`).
  public var action: String

  /// An alarm with these fields.
  public init(trigger: AlarmTrigger, action: String = "DISPLAY") {
    self.trigger = trigger
    self.action = action
  }
}

/// A VALARM's TRIGGER.
public enum AlarmTrigger: Hashable, Sendable {
  /// Seconds from the event's start (or end, `RELATED=END`); negative is before: -900 is 15
  /// minutes before.
  case relative(seconds: Int, fromEnd: Bool)
  /// A fixed instant.
  case absolute(Date)
}

/// STATUS of an event.
public enum EventStatus: String, Hashable, Sendable {
  case tentative = "TENTATIVE"
  case confirmed = "CONFIRMED"
  case cancelled = "CANCELLED"
}
