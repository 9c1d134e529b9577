import Foundation

/// The edits ``VdirCalendar`` makes, as bytes, for a collection that stores them elsewhere (a
/// CalDAV server's PUT): the same line-by-line patch, so an item edited on a server keeps every
/// byte but the changed properties, as a file does.
extension CalendarItem {
  /// This item's bytes with `edit` applied, stamped (DTSTAMP, LAST-MODIFIED) at `now`; `path`
  /// names the item in errors.
  public func editedBytes(with edit: EventEdit, at now: Date, path: String) throws(CalendarError) -> [UInt8] {
    try VdirCalendar.check(edit)
    guard let master else { throw .notFound(name: name) }
    var patcher = try patcher(at: now, path: path)
    guard patcher.apply(edit, master: master) else {
      throw .noSuchOccurrence(name: name, recurrenceID: edit.occurrence ?? master.start)
    }
    return patcher.result
  }

  /// This item's bytes without the instance `recurrenceID` of its recurring event (an EXDATE).
  public func bytesExcluding(_ recurrenceID: EventTime, at now: Date, path: String) throws(CalendarError)
    -> [UInt8]
  {
    guard let master, master.isRecurring else {
      throw .noSuchOccurrence(name: name, recurrenceID: recurrenceID)
    }
    var patcher = try patcher(at: now, path: path)
    guard patcher.exclude(recurrenceID, master: master) else {
      throw .noSuchOccurrence(name: name, recurrenceID: recurrenceID)
    }
    return patcher.result
  }

  private func patcher(at now: Date, path: String) throws(CalendarError) -> ItemPatcher {
    do {
      return try ItemPatcher(bytes: bytes, now: Int64(now.timeIntervalSince1970.rounded(.down)))
    } catch {
      throw .unreadable(path: path, line: error.line, problem: error.problem)
    }
  }
}

extension EventDraft {
  /// Throws ``CalendarError/invalidEvent(_:)`` when the draft cannot be written (no title, an end
  /// before the start, a day mixed with a time, a day that does not exist).
  public func validate() throws(CalendarError) { try VdirCalendar.check(self) }
}

extension Occurrence {
  /// `occurrences` in the order every calendar lists them: by start, end, summary, item name.
  public static func inListingOrder(_ occurrences: [Occurrence]) -> [Occurrence] { sorted(occurrences) }
}
