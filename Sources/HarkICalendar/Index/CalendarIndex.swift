import Foundation
import HarkGrammar
import HarkSupport

/// The derived index of a vdir calendar, kept in the cache folder
/// (`calendar-v4-<hash of the folder's path>.bin`): the folder's stamp, each file's stamp (size,
/// mtime, ctime, inode), the span its instances can fall in, and its events' fields.
///
/// A listing of a window first compares the folder's stamp, as notmuch does: when no file was
/// added, removed or renamed in, only the files whose span meets the window (and the unreadable
/// ones) are stat'ed, and the index serves the listing when none changed; a week of a
/// 20,000-event calendar then stats about 1,400 files and reads no `.ics` file. Otherwise, and for
/// a search by words, every file is stat'ed, the changed ones re-read and the removed ones
/// dropped. A file rewritten in place (not renamed in) that moves an event into a window is
/// therefore seen by the next search, a write, or `hark index`, not by that listing.
///
/// The file is sealed (`SealedBytes`) and written whole through `CacheFile` (the cache folder's
/// trust rules); a damaged or foreign file is no index and is made again from the folder.
struct CalendarIndex {
  /// One file's row, as ranges of ``payload``.
  struct Record {
    /// The whole row: what a rebuild copies when the file did not change.
    var row: Range<Int>
    /// The file name's bytes.
    var name: Range<Int>
    var size: Int
    var modified: Int64
    var changed: Int64
    var inode: UInt64
    /// Seconds since the epoch before which and after which no instance of its events falls,
    /// for a reader in any zone.
    var lowest: Int64
    var highest: Int64
    /// Why the file is no item (its line and problem), nil when it read.
    var problem: (line: Int, problem: ItemProblem)?
    /// Its events (a count, then each ``EventData``).
    var events: Range<Int>
    /// Its events' summaries, descriptions and locations, folded (``TextFolding``) and
    /// separated by U+001F: what a search by words looks in, without decoding any event.
    var search: Range<Int>
  }

  /// The format's version, in the file name: a new layout never reads an old file.
  static let version = 4
  /// Days of margin around a file's span: a floating time or a day falls 14 hours either side of
  /// UTC, and an instance's length is added on top.
  static let margin: Int64 = 2 * 86_400

  let folder: VdirFolder
  /// The folder's stamp when its files were last all stat'ed.
  let folderStamp: VdirFolder.Stamp
  /// The index file's bytes: a header, then one row per file in the folder's listing order (then
  /// the seal's checksum, when read from the file). Mapped from the file, not copied: 6 MB for
  /// 20,000 events, which a read would cost a start milliseconds of copying and page faults.
  let payload: Data
  private(set) var records: [Record] = []
  /// Files that could not even be opened this time (not kept: tried again next time).
  private(set) var failures: [CalendarError] = []

  /// The index of `folder` brought up to date with its files, read from and written back to
  /// `cacheFolder` when it changed. With a `window` (seconds since the epoch), an unchanged
  /// folder has only the files that window needs checked.
  static func refreshed(folder: VdirFolder, cacheFolder: String, window: Range<Int64>? = nil)
    throws(CalendarError) -> CalendarIndex
  {
    let url = URL(fileURLWithPath: cacheFolder + "/" + fileName(for: folder.path))
    let stamp = try folder.stamp()
    let old = kept(at: url, folder: folder)
    if let old, let window, old.folderStamp == stamp, old.isCurrent(for: window) { return old }
    // In the folder's own order: the index keeps it, so an unchanged folder is compared row by
    // row without sorting 20,000 names.
    let entries = try folder.entries(sorted: false)
    if let old, old.folderStamp == stamp, old.matches(entries) { return old }
    var byName: [String: Int] = [:]
    if let old {
      for index in old.records.indices { byName[old.fileName(of: old.records[index])] = index }
    }
    var rows = IndexWriter()
    var count = 0
    var failures: [CalendarError] = []
    for entry in entries {
      if let old, let index = byName[entry.fileName], old.records[index].stamped(as: entry) {
        old.payload.withUnsafeBytes { rows.bytes.append(contentsOf: $0[old.records[index].row]) }
        count += 1
        continue
      }
      do throws(CalendarError) {
        if try Self.appendRow(reading: entry, in: folder, to: &rows) { count += 1 }
      } catch {
        failures.append(error)
      }
    }
    var writer = IndexWriter()
    writer.integer(Self.version)
    writer.text(folder.path)
    writer.integer(stamp.modified)
    writer.integer(stamp.changed)
    writer.integer(Int64(bitPattern: stamp.inode))
    writer.count(count)
    writer.bytes.append(contentsOf: rows.bytes)
    CacheFile.write(SealedBytes.sealed(writer.bytes), to: url)
    guard var index = CalendarIndex(payload: Data(writer.bytes), length: writer.bytes.count, folder: folder)
    else {
      throw .io(path: url.path, operation: "index", errno: EINVAL)
    }
    index.failures = failures
    return index
  }

  /// The index kept in the file at `url`, as read when the file last changed. Mapped, not read: a
  /// listing reads the rows' headers and the few rows its window meets. A shell lists at every
  /// line that asks about the calendar, and mapping the file, checking its seal (a checksum over
  /// its 6 MB for 20,000 events) and reading its rows again each time was most of what an
  /// unchanged calendar cost a line; the file's status (device, inode, size, modification and
  /// change times) tells when another process, or this one, wrote it since.
  private static func kept(at url: URL, folder: VdirFolder) -> CalendarIndex? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    let status = FileStatus(info)
    return read.value(url.path + "\n" + folder.path, isCurrent: { $0.status == status }) {
      let index = CacheFile.mapped(of: url).flatMap { data in
        let sealedLength = data.withUnsafeBytes { SealedBytes.unsealed($0)?.count }
        return sealedLength.flatMap { CalendarIndex(payload: data, length: $0, folder: folder) }
      }
      return Read(status: status, index: index)
    }.index
  }

  /// The indexes read in this process, by file and folder (a few: a person has a few calendars).
  private static let read = BoundedMemo<String, Read>(limit: 16)

  /// An index file as read, with the status it had.
  private struct Read: Sendable {
    let status: FileStatus
    let index: CalendarIndex?
  }

  /// What tells one version of a file from another without reading it.
  private struct FileStatus: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let changed: Int64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
      changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
  }

  /// `calendar-v4-<FNV-1a of the path, hex>.bin`.
  static func fileName(for folder: String) -> String {
    let hash = StableHash64.of(Array(folder.utf8))
    return "calendar-v\(version)-\(String(hash, radix: 16)).bin"
  }

  /// Whether the files `window` needs — those whose span meets it, and the unreadable ones —
  /// have the stamps of their rows.
  private func isCurrent(for window: Range<Int64>) -> Bool {
    // Relative to the folder, opened once, and with the names' bytes from the index: no path
    // walked and no string made per file.
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { return false }
    defer { close(directory) }
    var name = [CChar](repeating: 0, count: 256)
    return payload.withUnsafeBytes { buffer in
      records.allSatisfy { record in
        guard
          record.problem != nil || (record.lowest < window.upperBound && record.highest >= window.lowerBound)
        else { return true }
        if name.count <= record.name.count { name = [CChar](repeating: 0, count: record.name.count + 1) }
        name.withUnsafeMutableBytes { copy in
          copy.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[record.name]))
          copy[record.name.count] = 0
        }
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG
        else { return false }
        return record.stamped(as: info)
      }
    }
  }

  /// Whether `entries` are the files of the rows, in order, with the same stamps.
  private func matches(_ entries: [VdirFolder.Entry]) -> Bool {
    guard entries.count == records.count else { return false }
    return payload.withUnsafeBytes { buffer in
      for (entry, record) in zip(entries, records) {
        guard record.stamped(as: entry) else { return false }
        var name = entry.fileName
        let same = name.withUTF8 { utf8 in
          guard utf8.count == record.name.count else { return false }
          guard let mine = utf8.baseAddress, let stored = buffer.baseAddress else { return utf8.isEmpty }
          return memcmp(mine, stored + record.name.lowerBound, utf8.count) == 0
        }
        guard same else { return false }
      }
      return true
    }
  }

  /// Reads `entry`'s file and appends its row; false when the file went away meanwhile.
  private static func appendRow(
    reading entry: VdirFolder.Entry, in folder: VdirFolder, to rows: inout IndexWriter
  )
    throws(CalendarError) -> Bool
  {
    let path = folder.path(of: entry.fileName)
    guard let read = try folder.read(entry.fileName) else { return false }
    var item: CalendarItem?
    var problem: (line: Int, problem: ItemProblem)?
    do {
      item = try CalendarItem(reading: read.bytes, name: entry.name, stamp: .file(read.stamp), path: path)
    } catch {
      guard case .unreadable(_, let line, let kind) = error else { throw error }
      problem = (line, kind)
    }
    let span = item.map(Self.span(of:)) ?? (0, 0)
    rows.text(entry.fileName)
    // The stamp of what was read, so a file changed between the listing and the read is read
    // again next time.
    rows.integer(read.stamp.size)
    rows.integer(read.stamp.modified)
    rows.integer(entry.changed)
    rows.integer(Int64(bitPattern: entry.inode))
    rows.integer(span.0)
    rows.integer(span.1)
    if let problem {
      rows.byte(1)
      rows.integer(problem.line)
      problem.problem.encode(to: &rows)
    } else {
      rows.byte(0)
    }
    var events = IndexWriter()
    let all = item?.events ?? []
    events.count(all.count)
    for event in all { event.encode(to: &events) }
    rows.count(events.bytes.count)
    rows.bytes.append(contentsOf: events.bytes)
    let fields = all.flatMap { [$0.summary, $0.description, $0.location].compactMap { $0 } }
    rows.text(TextFolding.folded(fields.joined(separator: "\u{1F}")))
    return true
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
    // Every event's rule: a file may hold more than one series.
    let rules = item.events.compactMap(\.rrule).map { RecurrenceRule(text: $0) }
    if !rules.isEmpty {
      if rules.contains(where: { $0?.count == nil && $0?.until == nil }) {
        highest = .max
      } else {
        // A rule that ends: its last instance, found by expanding it whole (bounded by the
        // expansion's step limit).
        let all = DateInterval(
          start: Date(timeIntervalSince1970: TimeInterval(lowest - margin)), end: .distantFuture)
        let instances = item.occurrences(in: all, timeZone: .gmt)
        for occurrence in instances {
          highest = max(highest, Int64(occurrence.end.timeIntervalSince1970))
        }
        // Stopped by the step limit rather than by the rule: no end known.
        if instances.count >= Expansion.stepLimit { highest = .max }
      }
    }
    guard lowest <= highest else { return (0, 0) }
    return (lowest == .min ? .min : lowest - margin, highest == .max ? .max : highest + margin)
  }

  // MARK: The file

  /// The index in the first `length` bytes of `payload` (checked against their seal), or nil
  /// when it is of another folder or does not read.
  private init?(payload: Data, length: Int, folder: VdirFolder) {
    self.folder = folder
    self.payload = payload
    var stamp: VdirFolder.Stamp?
    let read: [Record]? = payload.withUnsafeBytes { whole in
      let buffer = UnsafeRawBufferPointer(rebasing: whole[..<length])
      var reader = IndexReader(buffer)
      guard reader.integer() == Int64(Self.version), reader.text() == folder.path,
        let modified = reader.integer(), let changed = reader.integer(), let inode = reader.integer(),
        let count = reader.count()
      else {
        return nil
      }
      stamp = VdirFolder.Stamp(modified: modified, changed: changed, inode: UInt64(bitPattern: inode))
      var records: [Record] = []
      records.reserveCapacity(count)
      for _ in 0..<count {
        let rowStart = reader.position
        guard let length = reader.count(), reader.position + length <= buffer.count else { return nil }
        let name = reader.position..<(reader.position + length)
        reader.position += length
        guard let size = reader.integer(), let modified = reader.integer(), let changed = reader.integer(),
          let inode = reader.integer(), let lowest = reader.integer(), let highest = reader.integer(),
          let flag = reader.byte()
        else { return nil }
        var problem: (line: Int, problem: ItemProblem)?
        if flag == 1 {
          guard let line = reader.integer(), let kind = ItemProblem(from: &reader) else { return nil }
          problem = (Int(line), kind)
        }
        guard let eventsLength = reader.count(), reader.position + eventsLength <= buffer.count else {
          return nil
        }
        let events = reader.position..<(reader.position + eventsLength)
        reader.position += eventsLength
        guard let searchLength = reader.count(), reader.position + searchLength <= buffer.count else {
          return nil
        }
        let search = reader.position..<(reader.position + searchLength)
        reader.position += searchLength
        records.append(
          Record(
            row: rowStart..<reader.position, name: name, size: Int(size), modified: modified,
            changed: changed,
            inode: UInt64(bitPattern: inode), lowest: lowest, highest: highest, problem: problem,
            events: events, search: search))
      }
      return reader.position == buffer.count ? records : nil
    }
    guard let read, let stamp else { return nil }
    folderStamp = stamp
    records = read
  }
}

extension CalendarIndex.Record {
  /// Whether the row was made from the file as `entry` finds it.
  func stamped(as entry: VdirFolder.Entry) -> Bool {
    size == entry.size && modified == entry.modified && changed == entry.changed && inode == entry.inode
  }

  /// Whether the row was made from the file `info` (its `lstat`) describes.
  func stamped(as info: stat) -> Bool {
    size == Int(info.st_size) && modified == VdirFolder.nanoseconds(info.st_mtim)
      && changed == VdirFolder.nanoseconds(info.st_ctim) && inode == UInt64(info.st_ino)
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
