import Foundation
import HarkGrammar
import HarkSupport

/// The derived index of a vdir calendar, kept in the cache folder
/// (`calendar-v1-<hash of the folder's path>.bin`): each file's stamp (size, mtime, ctime,
/// inode), the span its instances can fall in, and its events' fields. A listing stats every
/// file, re-reads only the files whose stamp changed and drops the removed ones, then expands
/// only the files whose span meets the window: a week of a 20,000-event calendar reads no
/// `.ics` file at all when none changed.
///
/// The file is sealed (`SealedBytes`) and written whole through `CacheFile` (the cache folder's
/// trust rules); a damaged or foreign file is no index and is made again from the folder.
struct CalendarIndex {
  /// One file's row.
  struct Record {
    var entry: VdirFolder.Entry
    /// Seconds since the epoch before which and after which no instance of its events falls,
    /// for a reader in any zone.
    var lowest: Int64
    var highest: Int64
    /// Why the file is no item (its line and problem), nil when it read.
    var problem: (line: Int, problem: ItemProblem)?
    /// Its events (a count, then each ``EventData``) in ``payload``.
    var events: Range<Int>
  }

  /// The format's version, in the file name: a new layout never reads an old file.
  static let version = 1
  /// Days of margin around a file's span: a floating time or a day falls 14 hours either side of
  /// UTC, and an instance's length is added on top.
  static let margin: Int64 = 2 * 86_400

  let folder: VdirFolder
  private(set) var records: [Record] = []
  private(set) var payload: [UInt8] = []
  /// Files that could not even be opened this time (not kept: tried again next time).
  private(set) var failures: [CalendarError] = []

  /// The index of `folder` brought up to date with its files, read from and written back to
  /// `cacheFolder` when it changed.
  static func refreshed(folder: VdirFolder, cacheFolder: String) throws(CalendarError) -> CalendarIndex {
    let url = URL(fileURLWithPath: cacheFolder).appendingPathComponent(fileName(for: folder.path))
    let entries = try folder.entries()
    let old = CacheFile.contents(of: url).flatMap { CalendarIndex(data: $0, folder: folder) }
    var index = CalendarIndex(folder: folder)
    var writer = IndexWriter()
    var changed = old == nil
    var oldPosition = 0
    let oldRecords = old?.records ?? []
    for entry in entries {
      while oldPosition < oldRecords.count, oldRecords[oldPosition].entry.fileName < entry.fileName {
        oldPosition += 1
        changed = true
      }
      if let old, oldPosition < oldRecords.count, oldRecords[oldPosition].entry == entry {
        var record = oldRecords[oldPosition]
        let start = writer.bytes.count
        writer.bytes.append(contentsOf: old.payload[record.events])
        record.events = start..<writer.bytes.count
        index.records.append(record)
        oldPosition += 1
        continue
      }
      changed = true
      do throws(CalendarError) {
        guard let record = try Self.record(reading: entry, in: folder, into: &writer) else { continue }
        index.records.append(record)
      } catch {
        index.failures.append(error)
      }
    }
    if oldPosition < oldRecords.count { changed = true }
    index.payload = writer.bytes
    if changed { CacheFile.write(SealedBytes.sealed(index.encoded()), to: url) }
    return index
  }

  /// `calendar-v1-<FNV-1a of the path, hex>.bin`.
  static func fileName(for folder: String) -> String {
    let hash = StableHash64.of(Array(folder.utf8))
    return "calendar-v\(version)-\(String(hash, radix: 16)).bin"
  }

  private init(folder: VdirFolder) {
    self.folder = folder
  }

  /// Reads the row of `entry`, its events encoded onto `writer`; nil when the file went away.
  private static func record(
    reading entry: VdirFolder.Entry, in folder: VdirFolder, into writer: inout IndexWriter
  )
    throws(CalendarError) -> Record?
  {
    let start = writer.bytes.count
    let path = folder.path(of: entry.fileName)
    guard let read = try folder.read(entry.fileName) else { return nil }
    // The stamp of what was read, so a file changed between the listing and the read is read
    // again next time.
    var stamped = entry
    stamped.size = read.stamp.size
    stamped.modified = read.stamp.modified
    let item: CalendarItem
    do {
      item = try CalendarItem(reading: read.bytes, name: entry.name, stamp: .file(read.stamp), path: path)
    } catch {
      guard case .unreadable(_, let line, let problem) = error else { throw error }
      writer.integer(0)
      return Record(
        entry: stamped, lowest: 0, highest: 0, problem: (line, problem), events: start..<writer.bytes.count)
    }
    let events = item.events
    writer.integer(events.count)
    for event in events { event.encode(to: &writer) }
    let span = Self.span(of: item)
    return Record(
      entry: stamped, lowest: span.lowest, highest: span.highest, problem: nil,
      events: start..<writer.bytes.count)
  }

  /// The seconds no instance of `item` falls before or after, for any reader.
  static func span(of item: CalendarItem) -> (lowest: Int64, highest: Int64) {
    var lowest = Int64.max
    var highest = Int64.min
    var zones = ZoneTable()
    for event in item.events {
      lowest = min(
        lowest, event.start.seconds(in: .gmt, zones: &zones),
        event.recurrenceID?.seconds(in: .gmt, zones: &zones) ?? .max)
      highest = max(highest, event.end.seconds(in: .gmt, zones: &zones))
      for date in event.rdates {
        highest = max(highest, Expansion.end(of: event, startingAt: date).seconds(in: .gmt, zones: &zones))
      }
    }
    if let master = item.master, let rrule = master.rrule {
      let rule = RecurrenceRule(text: rrule)
      if rule?.count == nil, rule?.until == nil {
        highest = .max
      } else {
        // A rule that ends: its last instance, found by expanding it whole (bounded by the
        // expansion's step limit).
        let all = DateInterval(
          start: Date(timeIntervalSince1970: TimeInterval(lowest - margin)), end: .distantFuture)
        for occurrence in item.occurrences(in: all, timeZone: .gmt) {
          highest = max(highest, Int64(occurrence.end.timeIntervalSince1970))
        }
      }
    }
    guard lowest <= highest else { return (0, 0) }
    return (lowest == .min ? .min : lowest - margin, highest == .max ? .max : highest + margin)
  }

  // MARK: Queries

  /// The files that could not be read, with where.
  var problems: [CalendarError] {
    records.compactMap { record in
      record.problem.map {
        .unreadable(path: folder.path(of: record.entry.fileName), line: $0.line, problem: $0.problem)
      }
    } + failures
  }

  /// The instances overlapping `interval` for a reader in `zone`, read from the index alone.
  func occurrences(in interval: DateInterval, timeZone zone: TimeZone) -> CalendarResults<Occurrence> {
    let from = Int64(interval.start.timeIntervalSince1970.rounded(.down))
    let to = Int64(interval.end.timeIntervalSince1970.rounded(.up))
    var expansion = Expansion(from: from, to: to, zone: zone)
    var found: [Occurrence] = []
    var problems = failures
    for record in records {
      if let problem = record.problem {
        problems.append(
          .unreadable(
            path: folder.path(of: record.entry.fileName), line: problem.line, problem: problem.problem))
        continue
      }
      guard record.lowest < to, record.highest >= from, let events = events(of: record) else { continue }
      let master = events.first { $0.recurrenceID == nil }
      var overrides = events.filter { $0.recurrenceID != nil }
      if master == nil { overrides = events }
      found += expansion.occurrences(itemName: record.entry.name, master: master, overrides: overrides)
    }
    return CalendarResults(elements: found.sorted(by: Occurrence.precedes), problems: problems)
  }

  /// The names of the items with an event whose summary, description or location contains
  /// `folded` (already folded).
  func names(matching folded: String) -> [String] {
    records.compactMap { record in
      guard record.problem == nil, let events = events(of: record),
        events.contains(where: { TextFolding.matches($0, folded: folded) })
      else { return nil }
      return record.entry.name
    }
  }

  private func events(of record: Record) -> [EventData]? {
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

  // MARK: The file

  private func encoded() -> [UInt8] {
    var writer = IndexWriter()
    writer.integer(Self.version)
    writer.text(folder.path)
    writer.integer(records.count)
    for record in records {
      writer.text(record.entry.fileName)
      writer.integer(record.entry.size)
      writer.integer(record.entry.modified)
      writer.integer(record.entry.changed)
      writer.integer(Int64(bitPattern: record.entry.inode))
      writer.integer(record.lowest)
      writer.integer(record.highest)
      if let problem = record.problem {
        writer.byte(1)
        writer.integer(problem.line)
        problem.problem.encode(to: &writer)
      } else {
        writer.byte(0)
      }
      writer.integer(record.events.count)
      writer.bytes.append(contentsOf: payload[record.events])
    }
    return writer.bytes
  }

  /// The index sealed in `data`, or nil when it fails its checksum, is of another folder or
  /// does not read.
  private init?(data: Data, folder: VdirFolder) {
    self.folder = folder
    let read: ([Record], [UInt8])? = data.withUnsafeBytes { sealed in
      guard let buffer = SealedBytes.unsealed(sealed) else { return nil }
      var reader = IndexReader(buffer)
      guard reader.integer() == Int64(Self.version), reader.text() == folder.path, let count = reader.count()
      else {
        return nil
      }
      var records: [Record] = []
      records.reserveCapacity(count)
      var payload: [UInt8] = []
      for _ in 0..<count {
        guard let fileName = reader.text(), let size = reader.integer(), let modified = reader.integer(),
          let changed = reader.integer(), let inode = reader.integer(), let lowest = reader.integer(),
          let highest = reader.integer(), let flag = reader.byte()
        else { return nil }
        var problem: (line: Int, problem: ItemProblem)?
        if flag == 1 {
          guard let line = reader.integer(), let kind = ItemProblem(from: &reader) else { return nil }
          problem = (Int(line), kind)
        }
        guard let length = reader.count(), reader.position + length <= buffer.count else { return nil }
        let start = payload.count
        payload.append(
          contentsOf: UnsafeRawBufferPointer(rebasing: buffer[reader.position..<(reader.position + length)]))
        reader.position += length
        let entry = VdirFolder.Entry(
          fileName: fileName, size: Int(size), modified: modified, changed: changed,
          inode: UInt64(bitPattern: inode))
        records.append(
          Record(
            entry: entry, lowest: lowest, highest: highest, problem: problem, events: start..<payload.count))
      }
      return (records, payload)
    }
    guard let read else { return nil }
    records = read.0
    payload = read.1
  }
}

extension ItemProblem {
  func encode(to writer: inout IndexWriter) {
    switch self {
    case .notText: writer.byte(0)
    case .notACalendar: writer.byte(1)
    case .malformedLine: writer.byte(2)
    case .unbalanced(let component):
      writer.byte(3)
      writer.text(component)
    case .missingProperty(let name):
      writer.byte(4)
      writer.text(name)
    case .badValue(let name):
      writer.byte(5)
      writer.text(name)
    case .tooLarge(let bytes):
      writer.byte(6)
      writer.integer(bytes)
    }
  }

  init?(from reader: inout IndexReader) {
    switch reader.byte() {
    case 0: self = .notText
    case 1: self = .notACalendar
    case 2: self = .malformedLine
    case 3: guard let text = reader.text() else { return nil }; self = .unbalanced(component: text)
    case 4: guard let text = reader.text() else { return nil }; self = .missingProperty(text)
    case 5: guard let text = reader.text() else { return nil }; self = .badValue(property: text)
    case 6: guard let bytes = reader.integer() else { return nil }; self = .tooLarge(bytes: Int(bytes))
    default: return nil
    }
  }
}
