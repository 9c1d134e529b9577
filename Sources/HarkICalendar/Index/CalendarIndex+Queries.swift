import Foundation
import Glibc

/// What a listing and a search ask of the index: read from its rows alone, no `.ics` file.
extension CalendarIndex {
  /// The file name of `record`.
  func fileName(of record: Record) -> String {
    payload.withUnsafeBytes {
      String(decoding: UnsafeRawBufferPointer(rebasing: $0[record.name]), as: UTF8.self)
    }
  }

  /// The files that could not be read, with where.
  var problems: [CalendarError] {
    records.compactMap { record in
      record.problem.map {
        .unreadable(path: folder.path(of: fileName(of: record)), line: $0.line, problem: $0.problem)
      }
    } + failures
  }

  /// `interval` in whole seconds since the epoch, widened to whole seconds.
  static func seconds(_ interval: DateInterval) -> Range<Int64> {
    let from = Int64(interval.start.timeIntervalSince1970.rounded(.down))
    return from..<max(from, Int64(interval.end.timeIntervalSince1970.rounded(.up)))
  }

  /// The instances overlapping `interval` for a reader in `zone`, read from the index alone.
  func occurrences(in interval: DateInterval, timeZone zone: TimeZone) -> CalendarResults<Occurrence> {
    let (from, to) = (Self.seconds(interval).lowerBound, Self.seconds(interval).upperBound)
    var expansion = Expansion(from: from, to: to, zone: zone)
    var found: [Occurrence] = []
    for record in records where record.problem == nil && record.lowest < to && record.highest >= from {
      guard let events = events(of: record) else { continue }
      let (master, overrides) = Self.split(events)
      let name = String(fileName(of: record).dropLast(4))
      found += expansion.occurrences(itemName: name, master: master, overrides: overrides)
    }
    return CalendarResults(elements: Occurrence.sorted(found), problems: problems)
  }

  /// One instance per item overlapping `interval` (``CalendarCollection/seriesOccurrences(in:around:timeZone:)``):
  /// a recurring event is expanded only over growing windows from `now` (forward for its next
  /// instance, then back for its last), not over the whole span: three years of a daily event
  /// are a thousand instances, and a calendar may hold hundreds.
  func seriesOccurrences(in interval: DateInterval, around now: Date, timeZone zone: TimeZone)
    -> CalendarResults<Occurrence>
  {
    let (from, to) = (Self.seconds(interval).lowerBound, Self.seconds(interval).upperBound)
    let present = Int64(now.timeIntervalSince1970.rounded(.down))
    var found: [Occurrence] = []
    for record in records where record.problem == nil && record.lowest < to && record.highest >= from {
      guard let events = events(of: record) else { continue }
      let (master, overrides) = Self.split(events)
      let name = String(fileName(of: record).dropLast(4))
      func instances(_ start: Int64, _ end: Int64) -> [Occurrence] {
        var expansion = Expansion(from: max(from, start), to: min(to, end), zone: zone)
        return Occurrence.sorted(expansion.occurrences(itemName: name, master: master, overrides: overrides))
      }
      guard master?.isRecurring == true else {
        found += Occurrence.onePerItem(instances(from, to), around: now)
        continue
      }
      var chosen: Occurrence?
      // Forward from now: the first instance not ended (its start may be a little before now).
      for reach: Int64 in [8, 35, 400, 5_000] where chosen == nil {
        chosen = instances(present - 2 * 86_400, present + reach * 86_400).first { $0.end >= now }
        if present + reach * 86_400 >= to { break }
      }
      // Else back from now: the last one.
      for reach: Int64 in [8, 35, 400, 5_000] where chosen == nil {
        chosen = instances(present - reach * 86_400, present).last
        if present - reach * 86_400 <= from { break }
      }
      if let chosen { found.append(chosen) }
    }
    return CalendarResults(elements: Occurrence.sorted(found), problems: problems)
  }

  /// The names of the items with an event whose summary, description or location contains
  /// `folded` (already folded).
  func names(matching folded: String) -> [String] {
    var wanted = folded
    let names: [String] = wanted.withUTF8 { needle in
      payload.withUnsafeBytes { buffer in
        records.compactMap { record in
          guard record.problem == nil else { return nil }
          guard
            Self.contains(
              UnsafeRawBufferPointer(rebasing: buffer[record.search]), UnsafeRawBufferPointer(needle))
          else { return nil }
          return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[record.name]), as: UTF8.self)
        }
      }
    }
    return names.map { String($0.dropLast(4)) }.sorted()
  }

  /// An item's events as ``CalendarItem`` holds them: the first without a RECURRENCE-ID, and the
  /// rest.
  static func split(_ events: [EventData]) -> (master: EventData?, others: [EventData]) {
    guard let index = events.firstIndex(where: { $0.recurrenceID == nil }) else { return (nil, events) }
    var others = events
    let master = others.remove(at: index)
    return (master, others)
  }

  /// Whether `needle`'s bytes occur in `haystack` (an empty needle is everywhere): memchr for
  /// the first byte, then a compare.
  static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer) -> Bool {
    guard let first = needle.first, let text = needle.baseAddress else { return true }
    guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
    var position = 0
    let last = haystack.count - needle.count
    while position <= last {
      guard let hit = memchr(base + position, Int32(first), last - position + 1) else { return false }
      let offset = base.distance(to: UnsafeRawPointer(hit))
      if memcmp(base + offset, text, needle.count) == 0 { return true }
      position = offset + 1
    }
    return false
  }

  func events(of record: Record) -> [EventData]? {
    payload.withUnsafeBytes { buffer in
      var reader = IndexReader(UnsafeRawBufferPointer(rebasing: buffer[record.events]))
      guard let count = reader.count() else { return nil }
      var events: [EventData] = []
      for _ in 0..<count {
        guard let event = EventData(from: &reader) else { return nil }
        events.append(event)
      }
      return events
    }
  }
}
