import Foundation
import Testing

@testable import HarkICalendar

@Suite struct CalendarIndexTests {
  static let month = DateInterval(start: ICSFixture.utc("2026-12-01"), end: ICSFixture.utc("2027-01-01"))

  /// A folder of a few events: a plain one, a weekly series with an override, an all-day one.
  static func fill(_ temporary: TemporaryFolder) throws -> String {
    let folder = try temporary.folder("home")
    try temporary.write(
      ICSFixture.calendar(
        ICSFixture.event(["SUMMARY:Dentist", "DTSTART:20261208T090000Z", "DTEND:20261208T100000Z"])),
      to: "home/dentist.ics")
    try temporary.write(
      ICSFixture.calendar(
        ICSFixture.event(
          ["SUMMARY:Standup", "DTSTART:20261101T090000Z", "DTEND:20261101T091500Z", "RRULE:FREQ=WEEKLY"],
          uid: "s")
          + ICSFixture.event(
            [
              "RECURRENCE-ID:20261213T090000Z", "SUMMARY:Standup late", "DTSTART:20261213T110000Z",
              "DTEND:20261213T111500Z",
            ],
            uid: "s")), to: "home/standup.ics")
    try temporary.write(
      ICSFixture.calendar(
        ICSFixture.event(
          ["SUMMARY:Offsite", "DTSTART;VALUE=DATE:20261211", "DTEND;VALUE=DATE:20261213"], uid: "o")),
      to: "home/offsite.ics")
    try temporary.write(
      ICSFixture.calendar(
        ICSFixture.event(
          ["SUMMARY:Old", "DTSTART:20251208T090000Z", "DTEND:20251208T100000Z", "RRULE:FREQ=DAILY;COUNT=3"],
          uid: "x")),
      to: "home/old.ics")
    return folder
  }

  static func listing(_ calendar: VdirCalendar, zone: String = "Asia/Shanghai") throws -> [String] {
    let zone = try #require(TimeZone(identifier: zone))
    return try calendar.occurrences(in: month, timeZone: zone).elements.map { occurrence in
      "\(occurrence.itemName) \(Int(occurrence.start.timeIntervalSince1970)) \(occurrence.event.summary ?? "")"
    }
  }

  @Test(arguments: ["UTC", "Asia/Shanghai", "America/Los_Angeles"])
  func theIndexListsWhatTheFilesSay(zone: String) throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try Self.fill(temporary)
    let cache = try temporary.folder("cache")
    let direct = try Self.listing(VdirCalendar(folder: folder), zone: zone)
    #expect(direct.count == 6)
    // Built, then read back from the cache folder.
    #expect(try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache), zone: zone) == direct)
    #expect(try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache), zone: zone) == direct)
  }

  /// One instance per item, as the whole listing would choose it, but from short expansions.
  @Test(arguments: ["2026-10-01", "2026-12-09 10:00", "2026-12-13 10:00", "2027-06-01"])
  func oneInstancePerItemIsTheListingsChoice(now: String) throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try Self.fill(temporary)
    let cache = try temporary.folder("cache")
    let span = DateInterval(start: ICSFixture.utc("2025-12-01"), end: ICSFixture.utc("2028-01-01"))
    let indexed = VdirCalendar(folder: folder, cacheFolder: cache)
    let plain = VdirCalendar(folder: folder)
    let chosen = try indexed.seriesOccurrences(in: span, around: ICSFixture.utc(now), timeZone: .gmt).elements
    let all = try plain.occurrences(in: span, timeZone: .gmt).elements
    #expect(chosen == Occurrence.onePerItem(all, around: ICSFixture.utc(now)))
    #expect(Set(chosen.map(\.itemName)) == ["dentist", "standup", "offsite", "old"])
  }

  @Test(arguments: [
    ("dentist\u{1F}room 4", "room 4", true), ("dentist", "dent", true), ("dentist", "tist", true),
    ("dddent", "dden", true), ("dentist", "dentists", false), ("dentist", "x", false), ("", "a", false),
    ("abc", "", true), ("和客户吃晚饭", "吃晚饭", true), ("和客户吃晚饭", "晚餐", false),
  ])
  func searchTextIsFoundByItsBytes(text: String, word: String, found: Bool) {
    var haystack = text
    var needle = word
    let result = haystack.withUTF8 { hay in
      needle.withUTF8 { CalendarIndex.contains(UnsafeRawBufferPointer(hay), UnsafeRawBufferPointer($0)) }
    }
    #expect(result == found)
  }

  @Test func changedAddedAndRemovedFilesAreReadAgain() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try Self.fill(temporary)
    let cache = try temporary.folder("cache")
    let calendar = VdirCalendar(folder: folder, cacheFolder: cache)
    _ = try Self.listing(calendar)
    // Another program rewrites one file in place (same size), adds one and removes one.
    try temporary.write(
      ICSFixture.calendar(
        ICSFixture.event(["SUMMARY:Dentixt", "DTSTART:20261208T090000Z", "DTEND:20261208T100000Z"])),
      to: "home/dentist.ics")
    try temporary.write(
      ICSFixture.calendar(
        ICSFixture.event(["SUMMARY:New", "DTSTART:20261220T090000Z", "DTEND:20261220T100000Z"], uid: "n")),
      to: "home/new.ics")
    try FileManager.default.removeItem(atPath: folder + "/offsite.ics")
    let listed = try Self.listing(calendar)
    #expect(listed == (try Self.listing(VdirCalendar(folder: folder))))
    #expect(listed.contains { $0.hasSuffix(" Dentixt") } && listed.contains { $0.hasSuffix(" New") })
    #expect(!listed.contains { $0.hasSuffix(" Offsite") })
  }

  /// With the folder's stamp unchanged, a listing checks the files its window needs: one rewritten
  /// in place inside the window is read again; the folder's stamp tells an added file.
  @Test func aFileRewrittenInPlaceInTheWindowAndOneRenamedInAreSeen() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try Self.fill(temporary)
    let cache = try temporary.folder("cache")
    let calendar = VdirCalendar(folder: folder, cacheFolder: cache)
    _ = try Self.listing(calendar)
    let stamp = try VdirFolder(path: folder).stamp()
    try temporary.rewriteInPlace(
      ICSFixture.calendar(
        ICSFixture.event(["SUMMARY:Dentist moved", "DTSTART:20261209T090000Z", "DTEND:20261209T100000Z"])),
      "home/dentist.ics")
    #expect(try VdirFolder(path: folder).stamp() == stamp)
    #expect(try Self.listing(calendar).contains { $0.hasSuffix(" Dentist moved") })
    // As khal and Hark write: a temporary file renamed in.
    try VdirFolder(path: folder).write(
      ICSFixture.calendar(
        ICSFixture.event(
          ["SUMMARY:Renamed in", "DTSTART:20261221T090000Z", "DTEND:20261221T100000Z"], uid: "r")),
      as: "r.ics", replacing: false)
    #expect(try VdirFolder(path: folder).stamp() != stamp)
    let listed = try Self.listing(calendar)
    #expect(listed == (try Self.listing(VdirCalendar(folder: folder))))
    #expect(listed.contains { $0.hasSuffix(" Renamed in") })
  }

  /// A file outside the window rewritten in place is not stat'ed by that window's listing (the
  /// trade notmuch makes too); the next search by words checks every file and brings it in.
  @Test func aFileRewrittenInPlaceOutsideTheWindowIsSeenByTheNextFullCheck() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try Self.fill(temporary)
    let cache = try temporary.folder("cache")
    let calendar = VdirCalendar(folder: folder, cacheFolder: cache)
    #expect(!(try Self.listing(calendar).contains { $0.hasPrefix("old ") }))
    try temporary.rewriteInPlace(
      ICSFixture.calendar(
        ICSFixture.event(
          ["SUMMARY:Old moved", "DTSTART:20261215T090000Z", "DTEND:20261215T100000Z"], uid: "x")),
      "home/old.ics")
    #expect(try calendar.items(matching: "old moved").elements.map(\.name) == ["old"])
    #expect(try Self.listing(calendar).contains { $0.hasSuffix(" Old moved") })
  }

  @Test func anUnchangedFolderLeavesTheIndexFileAlone() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try Self.fill(temporary)
    let cache = try temporary.folder("cache")
    _ = try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache))
    let file = cache + "/" + CalendarIndex.fileName(for: folder)
    let before = try FileManager.default.attributesOfItem(atPath: file)
    let bytes = try temporary.bytes("cache/" + CalendarIndex.fileName(for: folder))
    _ = try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache))
    let after = try FileManager.default.attributesOfItem(atPath: file)
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
    #expect(try temporary.bytes("cache/" + CalendarIndex.fileName(for: folder)) == bytes)
  }

  /// A damaged index (a byte flipped anywhere, cut short, emptied) is never believed: the
  /// listing is the files', and the index is made again.
  @Test(arguments: [0, 17, 200, -1, -9])
  func aDamagedIndexIsMadeAgain(offset: Int) throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try Self.fill(temporary)
    let cache = try temporary.folder("cache")
    let expected = try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache))
    let name = "cache/" + CalendarIndex.fileName(for: folder)
    let good = try temporary.bytes(name)
    var damaged = good
    let position = offset >= 0 ? offset : damaged.count + offset
    damaged[position] ^= 0x5A
    try temporary.write(damaged, to: name)
    // And the file's contents changed under a stamp the index believes: only the files say so.
    #expect(try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache)) == expected)
    #expect(try temporary.bytes(name) == good)
    try temporary.write(Array(good.prefix(good.count / 2)), to: name)
    #expect(try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache)) == expected)
    try temporary.write([], to: name)
    #expect(try Self.listing(VdirCalendar(folder: folder, cacheFolder: cache)) == expected)
  }
}
