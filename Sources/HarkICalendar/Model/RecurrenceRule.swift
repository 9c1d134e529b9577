/// An RRULE: how an event repeats. Made from its parts (what Hark's dialogue builds: "every other
/// Tuesday" is weekly, interval 2, on Tuesday) or from RRULE text; ``text`` is what is written.
public struct RecurrenceRule: Hashable, Sendable {
  /// FREQ.
  public enum Frequency: String, Hashable, Sendable, CaseIterable {
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
    case yearly = "YEARLY"
  }

  /// A BYDAY entry: a weekday, with an ordinal in a month or year (`2TU`: the second Tuesday;
  /// `-1FR`: the last Friday).
  public struct Weekday: Hashable, Sendable {
    /// 1 (Sunday) to 7 (Saturday), as Foundation's `Calendar` numbers weekdays.
    public var weekday: Int
    /// The ordinal, nil for every such weekday.
    public var ordinal: Int?

    /// `weekday` (1 = Sunday), every one or the `ordinal`th.
    public init(_ weekday: Int, ordinal: Int? = nil) {
      self.weekday = weekday
      self.ordinal = ordinal
    }

    static let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    var text: String {
      (ordinal.map(String.init) ?? "") + Weekday.codes[(weekday - 1 + 7) % 7]
    }
  }

  /// The RRULE value, e.g. `FREQ=WEEKLY;INTERVAL=2;BYDAY=TU`.
  public let text: String

  /// A rule of these parts. `until` is written as the value type the event's start has (a DATE
  /// for an all-day event, UTC otherwise, as RFC 5545 3.3.10 asks).
  public init(
    frequency: Frequency, interval: Int = 1, byDay: [Weekday] = [], count: Int? = nil, until: EventTime? = nil
  ) {
    var parts = ["FREQ=\(frequency.rawValue)"]
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.text).joined(separator: ",")) }
    if let count { parts.append("COUNT=\(count)") }
    if let until { parts.append("UNTIL=" + ValueText.dateOrDateTime(until)) }
    text = parts.joined(separator: ";")
  }

  /// The rule `text` says, or nil when libical cannot read it.
  public init?(text: String) {
    guard let normal = RuleText.normalised(text) else { return nil }
    self.text = normal
  }

  /// FREQ, when it is one of ``Frequency``.
  public var frequency: Frequency? {
    part("FREQ").flatMap(Frequency.init(rawValue:))
  }

  /// INTERVAL (1 when absent).
  public var interval: Int { part("INTERVAL").flatMap { Int($0) } ?? 1 }

  /// COUNT.
  public var count: Int? { part("COUNT").flatMap { Int($0) } }

  /// BYDAY.
  public var byDay: [Weekday] {
    guard let list = part("BYDAY") else { return [] }
    return list.split(separator: ",").compactMap { entry in
      let code = String(entry.suffix(2))
      guard let index = Weekday.codes.firstIndex(of: code) else { return nil }
      let ordinal = entry.dropLast(2)
      return Weekday(index + 1, ordinal: ordinal.isEmpty ? nil : Int(ordinal))
    }
  }

  /// UNTIL, read as a DATE or DATE-TIME value.
  public var until: EventTime? { part("UNTIL").flatMap { ValueText.time($0, timeZone: nil) } }

  private func part(_ name: String) -> String? {
    for piece in text.split(separator: ";") {
      let pair = piece.split(separator: "=", maxSplits: 1)
      if pair.count == 2, pair[0].uppercased() == name { return String(pair[1]) }
    }
    return nil
  }
}
