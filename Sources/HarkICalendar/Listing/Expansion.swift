import CICal
import Foundation

/// The instances of one item's events within a window: a plain event's one, a recurring event's
/// from its RRULE (libical's iterator), RDATEs and overridden instances (RECURRENCE-ID), less its
/// EXDATEs.
struct Expansion {
  /// The window, seconds since the epoch, [from, to).
  let from: Int64
  let to: Int64
  /// The reader's zone: where days and floating times are placed.
  let zone: TimeZone
  var zones = ZoneTable()
  /// Whether the common rules are expanded by ``SimpleRule`` (false: every rule by libical, as
  /// the agreement tests compare).
  var usesSimpleRules = true

  /// The most instances one rule is stepped through for one listing: a rule that never ends
  /// stops here rather than hanging the shell (a daily rule over ten years is 3,650).
  static let stepLimit = 100_000

  init(from: Int64, to: Int64, zone: TimeZone) {
    self.from = from
    self.to = to
    self.zone = zone
  }

  /// The instances of `master` and `overrides` (one item's events) that overlap the window.
  mutating func occurrences(itemName: String, master: EventData?, overrides: [EventData]) -> [Occurrence] {
    // A file holding more than one event of its own (another UID, not an override: an imported
    // calendar dumped whole): each is its own series, with its own overrides.
    let extras = overrides.filter { $0.recurrenceID == nil }
    if let master, !extras.isEmpty {
      var result: [Occurrence] = []
      for event in [master] + extras {
        let own = overrides.filter { $0.recurrenceID != nil && $0.uid == event.uid }
        result += occurrences(itemName: itemName, master: event, overrides: own)
      }
      return result
    }
    var result: [Occurrence] = []
    guard let master else {
      // Overrides without their series (a server may send only an invited instance).
      for event in overrides {
        appendSingle(event, itemName: itemName, recurrenceID: event.recurrenceID, to: &result)
      }
      return result
    }
    guard master.isRecurring else {
      appendSingle(master, itemName: itemName, recurrenceID: nil, to: &result)
      for event in overrides {
        appendSingle(event, itemName: itemName, recurrenceID: event.recurrenceID, to: &result)
      }
      return result
    }
    var replaced: Set<Int64> = []
    var excluded: Set<Int64> = []
    for date in master.exdates { excluded.insert(key(date, like: master.start)) }
    for event in overrides {
      guard let recurrenceID = event.recurrenceID else { continue }
      let key = key(recurrenceID, like: master.start)
      replaced.insert(key)
      if !excluded.contains(key) {
        appendSingle(event, itemName: itemName, recurrenceID: recurrenceID, to: &result)
      }
    }
    // DTSTART is always the first instance (RFC 5545 3.8.5.3), whether or not the rule or an
    // RDATE names it.
    var starts: [EventTime] = [master.start]
    if let rrule = master.rrule { starts += ruleStarts(rrule, of: master) }
    starts += master.rdates
    var seen: Set<Int64> = []
    for start in starts {
      let key = key(start, like: master.start)
      guard !excluded.contains(key), !replaced.contains(key), seen.insert(key).inserted else { continue }
      let end = Self.end(of: master, startingAt: start)
      append(master, itemName: itemName, recurrenceID: start, start: start, end: end, to: &result)
    }
    return result
  }

  /// An instant to compare instances by: a day as its number, a time as its instant for this reader.
  private mutating func key(_ time: EventTime, like start: EventTime) -> Int64 {
    if start.isAllDay { return Int64(time.local.day.dayNumber) * 86_400 }
    return time.seconds(in: zone, zones: &zones)
  }

  /// The end of the instance of `event` starting at `start`: the same length on the wall clock.
  static func end(of event: EventData, startingAt start: EventTime) -> EventTime {
    let length = event.end.local.secondsSinceEpoch - event.start.local.secondsSinceEpoch
    return start.adding(seconds: length)
  }

  private mutating func appendSingle(
    _ event: EventData, itemName: String, recurrenceID: EventTime?, to result: inout [Occurrence]
  ) {
    append(
      event, itemName: itemName, recurrenceID: recurrenceID, start: event.start, end: event.end, to: &result)
  }

  private mutating func append(
    _ event: EventData, itemName: String, recurrenceID: EventTime?, start: EventTime, end: EventTime,
    to result: inout [Occurrence]
  ) {
    let begins = start.seconds(in: zone, zones: &zones)
    let ends = max(begins, end.seconds(in: zone, zones: &zones))
    guard begins < to, ends > from || (ends == begins && begins >= from) else { return }
    result.append(
      Occurrence(
        itemName: itemName, uid: event.uid, recurrenceID: recurrenceID,
        start: Date(timeIntervalSince1970: TimeInterval(begins)),
        end: Date(timeIntervalSince1970: TimeInterval(ends)),
        startTime: start, endTime: end, event: event))
  }

  /// The starts libical's iterator gives for `rrule` from the event's DTSTART, as far as the
  /// window needs. UNTIL is compared here, as an instant for this reader (libical would compare
  /// a floating or zoned start with a UTC UNTIL as if both were UTC).
  private mutating func ruleStarts(_ rrule: String, of event: EventData) -> [EventTime] {
    var rule = icalrecurrencetype_from_string(rrule)
    guard rule.freq != ICAL_NO_RECURRENCE else { return [] }
    var untilSeconds: Int64?
    var untilDay: Int?
    if icaltime_is_null_time(rule.until) == 0 {
      let until = rule.until
      let local = LocalDateTime(
        year: Int(until.year), month: Int(until.month), day: Int(until.day), hour: Int(until.hour),
        minute: Int(until.minute), second: Int(until.second))
      if until.is_date != 0 || event.start.isAllDay {
        untilDay = local.day.dayNumber
      } else if icaltime_is_utc(until) != 0 {
        untilSeconds = local.secondsSinceEpoch
      } else {
        untilSeconds = event.start.with(local: local).seconds(in: zone, zones: &zones)
      }
      rule.until = icaltime_null_time()
    }
    let length =
      Self.end(of: event, startingAt: event.start).seconds(in: zone, zones: &zones)
      - event.start.seconds(in: zone, zones: &zones)
    if usesSimpleRules, let simple = SimpleRule(rrule, start: event.start.local) {
      let window = (from - max(0, length) - 2 * 86_400)...(to + 2 * 86_400)
      var starts: [EventTime] = []
      for local in simple.starts(from: event.start.local, within: window, limit: Self.stepLimit) {
        let start = event.start.with(local: local)
        if let untilDay, local.day.dayNumber > untilDay { break }
        if let untilSeconds, start.seconds(in: zone, zones: &zones) > untilSeconds { break }
        starts.append(start)
      }
      return starts
    }
    guard
      let iterator = icalrecur_iterator_new(
        rule, Self.icalTime(event.start.local, isDate: event.start.isAllDay))
    else { return [] }
    defer { icalrecur_iterator_free(iterator) }
    // Jump near the window (libical allows it for rules without COUNT, which must count from
    // DTSTART): two days of margin cover every zone and the instance's length.
    let earliest = from - max(0, length) - 2 * 86_400
    if rule.count == 0, earliest > event.start.local.secondsSinceEpoch {
      let jump = LocalDateTime(secondsSinceEpoch: earliest)
      _ = icalrecur_iterator_set_start(iterator, Self.icalTime(jump, isDate: event.start.isAllDay))
    }
    var starts: [EventTime] = []
    var steps = 0
    while steps < Self.stepLimit {
      steps += 1
      let next = icalrecur_iterator_next(iterator)
      if icaltime_is_null_time(next) != 0 { break }
      let local = LocalDateTime(
        year: Int(next.year), month: Int(next.month), day: Int(next.day), hour: Int(next.hour),
        minute: Int(next.minute), second: Int(next.second))
      // Wall clocks differ from instants by at most a day: past the window by two, stop.
      if local.secondsSinceEpoch > to + 2 * 86_400 { break }
      let start = event.start.with(local: local)
      if let untilDay, local.day.dayNumber > untilDay { break }
      if let untilSeconds, start.seconds(in: zone, zones: &zones) > untilSeconds { break }
      if local.secondsSinceEpoch + max(0, length) + 2 * 86_400 < from { continue }
      starts.append(start)
    }
    return starts
  }

  static func icalTime(_ local: LocalDateTime, isDate: Bool) -> icaltimetype {
    var time = icaltime_null_time()
    time.year = Int32(local.day.year)
    time.month = Int32(local.day.month)
    time.day = Int32(local.day.day)
    if isDate {
      time.is_date = 1
    } else {
      time.hour = Int32(local.hour)
      time.minute = Int32(local.minute)
      time.second = Int32(local.second)
    }
    return time
  }
}
