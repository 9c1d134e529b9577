import Foundation

/// One instance in time of an event: what a calendar lists. A non-recurring event has one; a
/// recurring one has one per start its rule, RDATEs, EXDATEs and overrides leave.
public struct Occurrence: Hashable, Sendable {
  /// The item (file stem, or a server's resource name) the event lives in.
  public var itemName: String
  /// The event's UID.
  public var uid: String
  /// For an instance of a recurring event, the start it has in the series (its RECURRENCE-ID,
  /// the value an EXDATE or an override names); nil for an event that does not repeat.
  public var recurrenceID: EventTime?
  /// When it starts, for the zone the listing was asked in.
  public var start: Date
  /// When it ends, for the zone the listing was asked in.
  public var end: Date
  /// This instance's start as the file says it (a day for an all-day event).
  public var startTime: EventTime
  /// This instance's end as the file says it.
  public var endTime: EventTime
  /// The fields of the event (an overridden instance's own).
  public var event: EventData

  /// An occurrence of these fields.
  public init(
    itemName: String, uid: String, recurrenceID: EventTime?, start: Date, end: Date, startTime: EventTime,
    endTime: EventTime, event: EventData
  ) {
    self.itemName = itemName
    self.uid = uid
    self.recurrenceID = recurrenceID
    self.start = start
    self.end = end
    self.startTime = startTime
    self.endTime = endTime
    self.event = event
  }

  /// Whether it spans whole days.
  public var isAllDay: Bool { startTime.isAllDay }

  /// The span from ``start`` to ``end``.
  public var interval: DateInterval { DateInterval(start: start, end: max(start, end)) }
}
