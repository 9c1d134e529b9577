import Foundation

extension CalendarItem {
  /// The item in `bytes` (an `.ics` file's, or a server's calendar-data), read with libical.
  /// Throws ``CalendarError/unreadable(path:line:problem:)`` naming `path` (the file, or the
  /// resource's address) and the line at fault.
  public init(reading bytes: [UInt8], name: String, stamp: ItemStamp, path: String) throws(CalendarError) {
    self = try ItemReader.item(name: name, path: path, bytes: bytes, stamp: stamp)
  }

  /// The instances of its events overlapping `interval`, sorted by start, for a reader in `zone`.
  public func occurrences(in interval: DateInterval, timeZone zone: TimeZone) -> [Occurrence] {
    var expansion = Expansion(
      from: Int64(interval.start.timeIntervalSince1970.rounded(.down)),
      to: Int64(interval.end.timeIntervalSince1970.rounded(.up)), zone: zone)
    return expansion.occurrences(itemName: name, master: master, overrides: overrides).sorted(
      by: Occurrence.precedes)
  }
}

extension Occurrence {
  /// `occurrences` in listing order (``precedes(_:_:)``), sorting their positions rather than
  /// moving the values, each of which holds a whole event.
  static func sorted(_ occurrences: [Occurrence]) -> [Occurrence] {
    let keys = occurrences.map { ($0.start.timeIntervalSince1970, $0.end.timeIntervalSince1970) }
    let order = occurrences.withUnsafeBufferPointer { buffer in
      buffer.indices.sorted { left, right in
        if keys[left] != keys[right] { return keys[left] < keys[right] }
        return precedes(buffer[left], buffer[right])
      }
    }
    return order.map { occurrences[$0] }
  }

  /// The listing order: by start, then end, then summary and item name, so equal times list the
  /// same way every run.
  static func precedes(_ lhs: Occurrence, _ rhs: Occurrence) -> Bool {
    if lhs.start != rhs.start { return lhs.start < rhs.start }
    if lhs.end != rhs.end { return lhs.end < rhs.end }
    let left = lhs.event.summary ?? ""
    let right = rhs.event.summary ?? ""
    if left != right { return left < right }
    return lhs.itemName < rhs.itemName
  }
}
