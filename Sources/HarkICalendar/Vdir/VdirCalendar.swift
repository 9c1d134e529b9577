import Foundation

/// A calendar stored as a vdir folder: one `.ics` file per item, the layout khal and vdirsyncer
/// use.
public struct VdirCalendar: CalendarCollection {
  /// The largest file read as an item; a bigger one is reported, not read.
  public static let largestItem = 16 << 20

  /// The folder.
  public let folder: String
  /// Where the listing index is kept (the user's cache folder); nil keeps none.
  public let cacheFolder: String?
  /// What "now" is for DTSTAMP and LAST-MODIFIED.
  public let clock: @Sendable () -> Date
  /// New items' names and UIDs (khal's convention: a random UUID).
  public let makeIdentifier: @Sendable () -> String

  /// The calendar in `folder`, its index in `cacheFolder`.
  public init(
    folder: String, cacheFolder: String? = nil, clock: @escaping @Sendable () -> Date = { Date() },
    makeIdentifier: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.folder = folder
    self.cacheFolder = cacheFolder
    self.clock = clock
    self.makeIdentifier = makeIdentifier
  }

  public func occurrences(in interval: DateInterval, timeZone: TimeZone) throws(CalendarError)
    -> CalendarResults<Occurrence>
  {
    throw .notAFolder(path: folder)
  }

  public func items(matching text: String) throws(CalendarError) -> CalendarResults<CalendarItem> {
    throw .notAFolder(path: folder)
  }

  public func item(named name: String) throws(CalendarError) -> CalendarItem? {
    throw .notAFolder(path: folder)
  }

  public func create(_ draft: EventDraft) throws(CalendarError) -> CalendarItem {
    throw .notAFolder(path: folder)
  }

  public func update(_ item: CalendarItem, with edit: EventEdit, expecting stamp: ItemStamp)
    throws(CalendarError)
    -> CalendarItem
  {
    throw .notAFolder(path: folder)
  }

  public func delete(_ item: CalendarItem, expecting stamp: ItemStamp) throws(CalendarError) {
    throw .notAFolder(path: folder)
  }

  public func deleteOccurrence(_ recurrenceID: EventTime, of item: CalendarItem, expecting stamp: ItemStamp)
    throws(CalendarError) -> CalendarItem
  {
    throw .notAFolder(path: folder)
  }
}
