import Foundation

/// A calendar stored as a vdir folder: one `.ics` file per item, the layout khal and vdirsyncer
/// use. The file name's stem is the item's identity; new items are named as khal names them (a
/// random UUID, also their UID). Writes are atomic and durable, and compare the stamp the caller
/// read first. Listing goes through a derived index in the cache folder when one is given.
public struct VdirCalendar: CalendarCollection {
  /// The largest file read as an item; a bigger one is reported, not read.
  public static let largestItem = 16 << 20

  /// The folder.
  public let folder: String
  /// The user's cache folder, where the listing index is kept; nil keeps none (every listing
  /// reads every file).
  public let cacheFolder: String?
  /// What "now" is for DTSTAMP and LAST-MODIFIED.
  public let clock: @Sendable () -> Date
  /// New items' names and UIDs (khal's convention: a random UUID, lower-case).
  public let makeIdentifier: @Sendable () -> String

  /// The calendar in `folder`, its index in `cacheFolder`.
  public init(
    folder: String, cacheFolder: String? = nil, clock: @escaping @Sendable () -> Date = { Date() },
    makeIdentifier: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
  ) {
    self.folder = folder
    self.cacheFolder = cacheFolder
    self.clock = clock
    self.makeIdentifier = makeIdentifier
  }

  var files: VdirFolder { VdirFolder(path: folder) }

  // MARK: Reading

  public func occurrences(in interval: DateInterval, timeZone: TimeZone) throws(CalendarError)
    -> CalendarResults<Occurrence>
  {
    if let cacheFolder {
      return try CalendarIndex.refreshed(
        folder: files, cacheFolder: cacheFolder, window: CalendarIndex.seconds(interval)
      ).occurrences(in: interval, timeZone: timeZone)
    }
    let read = try allItems()
    var found: [Occurrence] = []
    for item in read.elements { found += item.occurrences(in: interval, timeZone: timeZone) }
    return CalendarResults(elements: Occurrence.sorted(found), problems: read.problems)
  }

  public func seriesOccurrences(in interval: DateInterval, around now: Date, timeZone: TimeZone)
    throws(CalendarError) -> CalendarResults<Occurrence>
  {
    guard let cacheFolder else {
      let all = try occurrences(in: interval, timeZone: timeZone)
      return CalendarResults(
        elements: Occurrence.onePerItem(all.elements, around: now), problems: all.problems)
    }
    return try CalendarIndex.refreshed(
      folder: files, cacheFolder: cacheFolder, window: CalendarIndex.seconds(interval)
    ).seriesOccurrences(in: interval, around: now, timeZone: timeZone)
  }

  public func items(matching text: String) throws(CalendarError) -> CalendarResults<CalendarItem> {
    let wanted = TextFolding.folded(text)
    if let cacheFolder {
      let index = try CalendarIndex.refreshed(folder: files, cacheFolder: cacheFolder)
      var found: [CalendarItem] = []
      var problems = index.problems
      for name in index.names(matching: wanted) {
        do throws(CalendarError) {
          if let item = try item(named: name) { found.append(item) }
        } catch {
          problems.append(error)
        }
      }
      return CalendarResults(elements: found, problems: problems)
    }
    let read = try allItems()
    let found = read.elements.filter { item in
      item.events.contains { TextFolding.matches($0, folded: wanted) }
    }
    return CalendarResults(elements: found, problems: read.problems)
  }

  public func item(named name: String) throws(CalendarError) -> CalendarItem? {
    guard Self.isItemName(name) else { return nil }
    let fileName = name + ".ics"
    guard let read = try files.read(fileName) else { return nil }
    return try CalendarItem(
      reading: read.bytes, name: name, stamp: .file(read.stamp), path: files.path(of: fileName))
  }

  /// Every item, and the files that could not be read.
  public func allItems() throws(CalendarError) -> CalendarResults<CalendarItem> {
    var items: [CalendarItem] = []
    var problems: [CalendarError] = []
    for entry in try files.entries() {
      do throws(CalendarError) {
        if let item = try item(named: entry.name) { items.append(item) }
      } catch {
        problems.append(error)
      }
    }
    return CalendarResults(elements: items, problems: problems)
  }

  // MARK: Writing

  public func create(_ draft: EventDraft) throws(CalendarError) -> CalendarItem {
    try Self.check(draft)
    let identifier = makeIdentifier()
    guard Self.isItemName(identifier) else { throw .io(path: folder, operation: "name", errno: EINVAL) }
    let bytes = ItemWriter.bytes(for: draft, uid: identifier, now: now)
    try files.write(bytes, as: identifier + ".ics", replacing: false)
    guard let item = try item(named: identifier) else { throw .notFound(name: identifier) }
    return item
  }

  public func update(_ item: CalendarItem, with edit: EventEdit, expecting stamp: ItemStamp)
    throws(CalendarError)
    -> CalendarItem
  {
    try Self.check(edit)
    let current = try unchanged(item, stamp)
    guard let master = current.master else { throw .notFound(name: item.name) }
    var patcher = try patcher(for: current)
    guard patcher.apply(edit, master: master) else {
      throw .noSuchOccurrence(name: item.name, recurrenceID: edit.occurrence ?? master.start)
    }
    return try store(patcher.result, as: item.name)
  }

  public func delete(_ item: CalendarItem, expecting stamp: ItemStamp) throws(CalendarError) {
    _ = try unchanged(item, stamp)
    try files.remove(item.name + ".ics")
  }

  public func deleteOccurrence(_ recurrenceID: EventTime, of item: CalendarItem, expecting stamp: ItemStamp)
    throws(CalendarError) -> CalendarItem
  {
    let current = try unchanged(item, stamp)
    guard let master = current.master, master.isRecurring else {
      throw .noSuchOccurrence(name: item.name, recurrenceID: recurrenceID)
    }
    var patcher = try patcher(for: current)
    guard patcher.exclude(recurrenceID, master: master) else {
      throw .noSuchOccurrence(name: item.name, recurrenceID: recurrenceID)
    }
    return try store(patcher.result, as: item.name)
  }

  // MARK: Helpers

  private var now: Int64 { Int64(clock().timeIntervalSince1970.rounded(.down)) }

  /// The item as it is on disk, when its stamp is still `stamp`; else `.changedOnDisk`.
  private func unchanged(_ item: CalendarItem, _ stamp: ItemStamp) throws(CalendarError) -> CalendarItem {
    guard case .file(let expected) = stamp else { throw .changedOnDisk(name: item.name) }
    guard let current = try self.item(named: item.name) else { throw .notFound(name: item.name) }
    guard current.stamp == .file(expected) else { throw .changedOnDisk(name: item.name) }
    return current
  }

  private func patcher(for item: CalendarItem) throws(CalendarError) -> ItemPatcher {
    do {
      return try ItemPatcher(bytes: item.bytes, now: now)
    } catch {
      throw .unreadable(path: files.path(of: item.name + ".ics"), line: error.line, problem: error.problem)
    }
  }

  private func store(_ bytes: [UInt8], as name: String) throws(CalendarError) -> CalendarItem {
    // What is written must read back: a patch never leaves a file the next read refuses.
    _ = try CalendarItem(
      reading: bytes, name: name, stamp: .file(FileStamp(size: 0, modified: 0, contentHash: 0)),
      path: files.path(of: name + ".ics"))
    try files.write(bytes, as: name + ".ics", replacing: true)
    guard let item = try item(named: name) else { throw .notFound(name: name) }
    return item
  }

  /// A name that is one file of this folder: not empty, no `/`, not hidden.
  static func isItemName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
  }

  static func check(_ draft: EventDraft) throws(CalendarError) {
    guard !draft.summary.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw .invalidEvent(.emptySummary)
    }
    try check(start: draft.start, end: draft.end)
  }

  static func check(_ edit: EventEdit) throws(CalendarError) {
    if let summary = edit.summary, summary.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw .invalidEvent(.emptySummary)
    }
    if let start = edit.start, let end = edit.end { try check(start: start, end: end) }
    for time in [edit.start, edit.end].compactMap({ $0 }) where !time.local.day.isValid {
      throw .invalidEvent(.invalidTime)
    }
  }

  static func check(start: EventTime, end: EventTime) throws(CalendarError) {
    guard start.local.day.isValid, end.local.day.isValid else { throw .invalidEvent(.invalidTime) }
    guard start.isAllDay == end.isAllDay else { throw .invalidEvent(.mixedAllDay) }
    guard end.date(in: .gmt) >= start.date(in: .gmt) else { throw .invalidEvent(.endsBeforeStart) }
  }
}
