import Foundation

/// A calendar Hark reads and writes, whichever way it is stored: a vdir folder of `.ics` files
/// (``VdirCalendar``) or a collection on a CalDAV server.
///
/// Reads return what they found and, beside it, the items that could not be read (a bad file
/// never hides the rest). Writes compare the stamp the caller read: when the item changed since,
/// they throw ``CalendarError/changedOnDisk(name:)`` and change nothing.
public protocol CalendarCollection: Sendable {
  /// The instances starting before `interval`'s end and ending after its start (an instant event
  /// at the start counts), sorted by start, for a reader in `timeZone`.
  func occurrences(in interval: DateInterval, timeZone: TimeZone) throws(CalendarError)
    -> CalendarResults<Occurrence>

  /// One instance per item among those overlapping `interval`: the first that has not ended by
  /// `now`, else the last. What a person can mean by an event's words ("the team standup" is one
  /// event, not one a week), without expanding every recurring event over the whole span.
  func seriesOccurrences(in interval: DateInterval, around now: Date, timeZone: TimeZone)
    throws(CalendarError)
    -> CalendarResults<Occurrence>

  /// Items whose summary, description or location contains `text` (case and diacritics
  /// folded).
  func items(matching text: String) throws(CalendarError) -> CalendarResults<CalendarItem>

  /// The item `name`, or nil when there is none.
  func item(named name: String) throws(CalendarError) -> CalendarItem?

  /// Writes `draft` as a new item and returns it as written.
  func create(_ draft: EventDraft) throws(CalendarError) -> CalendarItem

  /// Applies `edit` to `item` when it is still as `stamp` says, and returns it as written.
  func update(_ item: CalendarItem, with edit: EventEdit, expecting stamp: ItemStamp) throws(CalendarError)
    -> CalendarItem

  /// Deletes `item` when it is still as `stamp` says.
  func delete(_ item: CalendarItem, expecting stamp: ItemStamp) throws(CalendarError)

  /// Takes one instance out of a recurring `item` (an EXDATE; its override, if any, goes too)
  /// when it is still as `stamp` says, and returns it as written.
  func deleteOccurrence(_ recurrenceID: EventTime, of item: CalendarItem, expecting stamp: ItemStamp)
    throws(CalendarError) -> CalendarItem
}

/// What a read found, and the items it could not read.
public struct CalendarResults<Element: Sendable>: Sendable {
  /// What was found.
  public var elements: [Element]
  /// The items that could not be read, each with where (``CalendarError/unreadable(path:line:problem:)``).
  public var problems: [CalendarError]

  /// Results of these values.
  public init(elements: [Element], problems: [CalendarError] = []) {
    self.elements = elements
    self.problems = problems
  }
}

extension CalendarCollection {
  /// ``seriesOccurrences(in:around:timeZone:)`` from the whole listing: for a collection that
  /// has no cheaper way (a server answers a time-range query with every instance anyway).
  public func seriesOccurrences(in interval: DateInterval, around now: Date, timeZone: TimeZone)
    throws(CalendarError) -> CalendarResults<Occurrence>
  {
    let all = try occurrences(in: interval, timeZone: timeZone)
    return CalendarResults(elements: Occurrence.onePerItem(all.elements, around: now), problems: all.problems)
  }
}

extension Occurrence {
  /// Of `occurrences` (in listing order), one per item: the first not ended by `now`, else the
  /// last; in listing order.
  static func onePerItem(_ occurrences: [Occurrence], around now: Date) -> [Occurrence] {
    var chosen: [String: Int] = [:]
    for (index, occurrence) in occurrences.enumerated() {
      guard let kept = chosen[occurrence.itemName] else {
        chosen[occurrence.itemName] = index
        continue
      }
      if occurrences[kept].end < now { chosen[occurrence.itemName] = index }
    }
    return chosen.values.sorted().map { occurrences[$0] }
  }
}
