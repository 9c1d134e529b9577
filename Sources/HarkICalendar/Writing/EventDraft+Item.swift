import Foundation

extension EventDraft {
  /// The bytes of a new `.ics` item for this draft, as ``VdirCalendar/create(_:)`` writes one:
  /// for an app's demo calendar, made before any folder exists.
  public func itemBytes(uid: String, stampedAt now: Date) -> [UInt8] {
    ItemWriter.bytes(for: self, uid: uid, now: Int64(now.timeIntervalSince1970.rounded(.down)))
  }
}
