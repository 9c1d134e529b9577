/// One calendar object: in a vdir, one `.ics` file (its name's stem is its identity, which need
/// not be its UID); on a server, one resource.
public struct CalendarItem: Hashable, Sendable {
  /// The file stem (`<uuid>` of `<uuid>.ics`) or resource name.
  public var name: String
  /// What the item was when read; updates and deletes compare it first.
  public var stamp: ItemStamp
  /// The bytes as read. Edits patch these line by line, so what Hark does not change stays.
  public var bytes: [UInt8]
  /// The VEVENT without a RECURRENCE-ID (nil when the item holds only overrides, or no event:
  /// a VTODO or VJOURNAL item).
  public var master: EventData?
  /// VEVENTs with a RECURRENCE-ID: instances of the series that differ from the rule.
  public var overrides: [EventData]

  /// An item of these fields.
  public init(name: String, stamp: ItemStamp, bytes: [UInt8], master: EventData?, overrides: [EventData]) {
    self.name = name
    self.stamp = stamp
    self.bytes = bytes
    self.master = master
    self.overrides = overrides
  }

  /// The master, then the overrides.
  public var events: [EventData] { (master.map { [$0] } ?? []) + overrides }

  /// The UID of its events.
  public var uid: String? { master?.uid ?? overrides.first?.uid }
}
