import Foundation
import HarkCore
import HarkICalendar
import HarkStore

/// The calendar a test's store keeps, read from its files as any other program would read them:
/// the `.ics` files of `<store>/calendar/calendars/home/`, parsed with libical.
struct StoredCalendar {
  let folder: URL

  init(store: Store) {
    folder = DataSources.storeCalendarFolder(store.root)
  }

  /// Every item, by its file's stem.
  func items() throws -> [String: CalendarItem] {
    var items: [String: CalendarItem] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".ics")
    {
      let url = folder.appendingPathComponent(name)
      let bytes = Array(try Data(contentsOf: url))
      let stem = String(name.dropLast(4))
      items[stem] = try CalendarItem(
        reading: bytes, name: stem, stamp: .entityTag("test"), path: url.path)
    }
    return items
  }

  /// Every event's master, by its file's stem.
  func events() throws -> [String: EventData] {
    try items().compactMapValues(\.master)
  }

  /// The event titled `title`.
  func event(titled title: String) throws -> EventData? {
    try events().values.first { $0.summary == title }
  }
}
