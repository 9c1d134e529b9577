import Foundation

/// When an event starts or ends, the four ways iCalendar says it (RFC 5545 3.3.4, 3.3.5).
///
/// An all-day event is a range of days, never an instant: its day is the same day wherever the
/// reader is, so ``date(in:)`` places it at midnight of the reader's zone. A floating time is
/// the same wall clock in every zone; a UTC time and a time with a zone are instants.
public enum EventTime: Hashable, Sendable {
  /// A day (`VALUE=DATE`), for all-day events.
  case date(CalendarDay)
  /// A wall-clock time with no zone: the same clock reading wherever the reader is.
  case floating(LocalDateTime)
  /// A time in UTC (the value ends in `Z`).
  case utc(LocalDateTime)
  /// A wall-clock time in the zone the `TZID` parameter names (an IANA identifier such as
  /// `Europe/Berlin`; the file's VTIMEZONE describes it).
  case zoned(LocalDateTime, timeZone: String)

  /// The instant `date`, in UTC.
  public static func instant(_ date: Date) -> EventTime {
    .utc(LocalDateTime(secondsSinceEpoch: Int64(date.timeIntervalSince1970.rounded(.down))))
  }

  /// The instant `date` as the wall clock of `zone`, with the zone's identifier.
  public static func zoned(_ date: Date, in zone: TimeZone) -> EventTime {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let offset = Int64(zone.secondsFromGMT(for: date))
    return .zoned(LocalDateTime(secondsSinceEpoch: seconds + offset), timeZone: zone.identifier)
  }

  /// Whether this is a day rather than a time.
  public var isAllDay: Bool {
    if case .date = self { return true }
    return false
  }

  /// The wall clock the value says (midnight for a day).
  public var local: LocalDateTime {
    switch self {
    case .date(let day): LocalDateTime(day: day, hour: 0, minute: 0)
    case .floating(let time), .utc(let time), .zoned(let time, _): time
    }
  }

  /// The zone identifier of a ``zoned(_:timeZone:)`` time, else nil.
  public var timeZoneIdentifier: String? {
    if case .zoned(_, let zone) = self { return zone }
    return nil
  }

  /// The instant this time is for a reader in `zone`: a day is its midnight there, a floating
  /// time is its wall clock there. A zone identifier Foundation does not know is read as `zone`.
  public func date(in zone: TimeZone) -> Date {
    var zones = ZoneTable()
    return Date(timeIntervalSince1970: TimeInterval(seconds(in: zone, zones: &zones)))
  }

  /// The same kind of time `seconds` later on its wall clock (a day moves by whole days, rounded
  /// down). Moving a zoned time keeps its clock reading across a daylight-saving change, as
  /// calendar programs move events.
  public func adding(seconds: Int64) -> EventTime {
    switch self {
    case .date(let day):
      let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
      return .date(day.adding(days: Int(days)))
    case .floating(let time): return .floating(time.adding(seconds: seconds))
    case .utc(let time): return .utc(time.adding(seconds: seconds))
    case .zoned(let time, let zone): return .zoned(time.adding(seconds: seconds), timeZone: zone)
    }
  }

  /// The same kind of time with its wall clock set to `local` (a day takes `local`'s day).
  public func with(local: LocalDateTime) -> EventTime {
    switch self {
    case .date: .date(local.day)
    case .floating: .floating(local)
    case .utc: .utc(local)
    case .zoned(_, let zone): .zoned(local, timeZone: zone)
    }
  }

  /// Seconds since the epoch of this time for a reader in `zone`, zones looked up in `zones`.
  func seconds(in zone: TimeZone, zones: inout ZoneTable) -> Int64 {
    switch self {
    case .utc(let time): return time.secondsSinceEpoch
    case .date(let day): return zones.instant(of: LocalDateTime(day: day, hour: 0, minute: 0), in: zone)
    case .floating(let time): return zones.instant(of: time, in: zone)
    case .zoned(let time, let identifier): return zones.instant(of: time, in: zones.zone(identifier) ?? zone)
    }
  }
}

/// Foundation's zones by identifier and their UTC offsets, looked up once per listing: a listing
/// places thousands of times, and each `TimeZone(identifier:)` or `secondsFromGMT(for:)` goes
/// through ICU's calendar code (tens of microseconds).
struct ZoneTable {
  /// A zone's offsets over a span of years: the offset from each transition on.
  private struct Offsets {
    var covered: Range<Int64>
    var starts: [Int64]
    var offsets: [Int64]
  }

  /// How far either side of the instant asked a zone's transitions are read at once: a listing's
  /// window and its recurring events' first starts fall within it.
  static let reach: Int64 = 4 * 366 * 86_400

  private var zones: [String: TimeZone?] = [:]
  private var offsets: [String: Offsets] = [:]

  /// The zone `identifier` names, or nil when Foundation does not know it.
  mutating func zone(_ identifier: String) -> TimeZone? {
    if let known = zones[identifier] { return known }
    let found = TimeZone(identifier: identifier)
    zones[identifier] = found
    return found
  }

  /// `zone`'s offset from UTC, in seconds, at `seconds` since the epoch.
  mutating func offset(of zone: TimeZone, at seconds: Int64) -> Int64 {
    let identifier = zone.identifier
    if identifier == "GMT" || identifier == "UTC" { return 0 }
    if let known = offsets[identifier], known.covered.contains(seconds) {
      return Self.lookUp(seconds, in: known)
    }
    let table = Self.offsets(of: zone, around: seconds)
    offsets[identifier] = table
    return Self.lookUp(seconds, in: table)
  }

  private static func lookUp(_ seconds: Int64, in table: Offsets) -> Int64 {
    // The last transition at or before `seconds` (the first entry is the span's start).
    var low = 0
    var high = table.starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if table.starts[middle] <= seconds { low = middle } else { high = middle - 1 }
    }
    return table.offsets[low]
  }

  private static func offsets(of zone: TimeZone, around seconds: Int64) -> Offsets {
    let from = seconds - reach
    let to = seconds + reach
    var starts = [from]
    var offsets = [Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(from))))]
    var moment = Date(timeIntervalSince1970: TimeInterval(from))
    while let next = zone.nextDaylightSavingTimeTransition(after: moment),
      next.timeIntervalSince1970 < TimeInterval(to),
      starts.count < 1000
    {
      starts.append(Int64(next.timeIntervalSince1970.rounded(.down)))
      offsets.append(Int64(zone.secondsFromGMT(for: next)))
      moment = next
    }
    return Offsets(covered: from..<to, starts: starts, offsets: offsets)
  }

  /// The instant (seconds since the epoch) at which `zone`'s clocks read `time`. A wall time that
  /// a spring-forward skips is read with the offset before the change; one a fall-back repeats,
  /// as its first (earlier) occurrence, the way RFC 5545 3.3.5 asks.
  mutating func instant(of time: LocalDateTime, in zone: TimeZone) -> Int64 {
    let wall = time.secondsSinceEpoch
    let before = offset(of: zone, at: wall - 86_400)
    let after = offset(of: zone, at: wall + 86_400)
    if before == after { return wall - before }
    // Near a change: the earlier reading that maps back to the wall time wins.
    for candidate in [before, after] where offset(of: zone, at: wall - candidate) == candidate {
      return wall - candidate
    }
    return wall - before
  }
}
