import Foundation
import Testing

@testable import HarkICalendar

@Suite struct VdirCalendarTests {
  static let now = ICSFixture.utc("2026-12-03 12:00")

  static func calendar(_ folder: String, cache: String? = nil, identifiers: [String] = ["new-1", "new-2"])
    -> VdirCalendar
  {
    let counter = Counter(identifiers)
    return VdirCalendar(
      folder: folder, cacheFolder: cache, clock: { now }, makeIdentifier: { counter.next() })
  }

  final class Counter: @unchecked Sendable {
    private var names: [String]
    private let lock = NSLock()
    init(_ names: [String]) { self.names = names }
    func next() -> String {
      lock.lock()
      defer { lock.unlock() }
      return names.isEmpty ? UUID().uuidString : names.removeFirst()
    }
  }

  static let week = DateInterval(start: ICSFixture.utc("2026-12-07"), end: ICSFixture.utc("2026-12-14"))

  @Test func createdEventsReadBackAndAreListed() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let calendar = Self.calendar(folder)
    let draft = EventDraft(
      summary: "团队午餐, with Mike; and a long title that needs folding over the seventy-five octet limit",
      start: .zoned(
        LocalDateTime(year: 2026, month: 12, day: 8, hour: 12, minute: 0), timeZone: "Asia/Shanghai"),
      end: .zoned(
        LocalDateTime(year: 2026, month: 12, day: 8, hour: 13, minute: 0), timeZone: "Asia/Shanghai"),
      location: "Castro", attendees: [Attendee(name: "Mike Chen", email: "mike@example.com")],
      alarmOffsets: [900],
      recurrence: RecurrenceRule(frequency: .weekly, count: 3))
    let item = try calendar.create(draft)
    #expect(item.name == "new-1")
    #expect(try temporary.names(in: folder) == ["new-1.ics"])
    let master = try #require(item.master)
    #expect(master.uid == "new-1")
    #expect(master.summary == draft.summary)
    #expect(master.location == "Castro")
    #expect(master.attendees == [Attendee(name: "Mike Chen", email: "mike@example.com")])
    #expect(master.alarms == [Alarm(trigger: .relative(seconds: -900, fromEnd: false))])
    #expect(master.rrule == "FREQ=WEEKLY;COUNT=3")
    let text = String(decoding: item.bytes, as: UTF8.self)
    #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Asia/Shanghai\r\n"))
    #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    let listed = try calendar.occurrences(in: Self.week, timeZone: .gmt)
    #expect(listed.elements.map(\.start) == [ICSFixture.utc("2026-12-08 04:00")])
  }

  @Test func aChangedFileIsNotOverwritten() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let calendar = Self.calendar(folder)
    let item = try calendar.create(
      EventDraft(
        summary: "Dentist", start: .utc(LocalDateTime(year: 2026, month: 12, day: 8, hour: 9, minute: 0)),
        end: .utc(LocalDateTime(year: 2026, month: 12, day: 8, hour: 10, minute: 0))))
    // Another program edits the file between Hark's read and its write.
    var other = item.bytes
    other.replaceSubrange(other.firstRange(of: Array("Dentist".utf8))!, with: Array("Doctor!".utf8))
    try temporary.write(other, to: "home/new-1.ics")
    let move = EventEdit(start: .utc(LocalDateTime(year: 2026, month: 12, day: 9, hour: 9, minute: 0)))
    #expect(throws: CalendarError.changedOnDisk(name: "new-1")) {
      try calendar.update(item, with: move, expecting: item.stamp)
    }
    #expect(throws: CalendarError.changedOnDisk(name: "new-1")) {
      try calendar.delete(item, expecting: item.stamp)
    }
    #expect(try temporary.bytes("home/new-1.ics") == other)
  }

  @Test func aBadFileIsReportedWithWhereAndTheRestStillRead() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let cache = try temporary.folder("cache")
    try temporary.write(
      ICSFixture.calendar(
        ICSFixture.event(["SUMMARY:Good", "DTSTART:20261208T090000Z", "DTEND:20261208T100000Z"])),
      to: "home/good.ics")
    try temporary.write(
      ICSFixture.calendar(ICSFixture.event(["SUMMARY:Bad", "DTSTART:20261340T090000Z"])), to: "home/bad.ics")
    try temporary.write(
      Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nno colon here\r\n".utf8), to: "home/broken.ics")
    for cacheFolder in [nil, cache, cache] {
      let listed = try Self.calendar(folder, cache: cacheFolder).occurrences(in: Self.week, timeZone: .gmt)
      #expect(listed.elements.map(\.event.summary) == ["Good"])
      #expect(
        Set(listed.problems) == [
          .unreadable(path: folder + "/bad.ics", line: 8, problem: .badValue(property: "DTSTART")),
          .unreadable(path: folder + "/broken.ics", line: 3, problem: .malformedLine),
        ])
    }
  }

  @Test func aWriteLeavesNoTemporaryFileListedAsAnEvent() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    // What a writer that died before its rename leaves.
    try temporary.write(
      ICSFixture.calendar(ICSFixture.event(["SUMMARY:Half", "DTSTART:20261208T090000Z"])),
      to: "home/.new-1.ics.hark-1-2.tmp")
    let calendar = Self.calendar(folder)
    let item = try calendar.create(
      EventDraft(
        summary: "Whole", start: .date(CalendarDay(year: 2026, month: 12, day: 9)),
        end: .date(CalendarDay(year: 2026, month: 12, day: 10))))
    let listed = try calendar.occurrences(in: Self.week, timeZone: .gmt)
    #expect(listed.elements.map(\.event.summary) == ["Whole"])
    #expect(try temporary.names(in: folder) == [".new-1.ics.hark-1-2.tmp", "new-1.ics"])
    try calendar.delete(item, expecting: item.stamp)
    #expect(try temporary.names(in: folder) == [".new-1.ics.hark-1-2.tmp"])
  }

  @Test func deletingOneOccurrenceAddsAnExdate() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let calendar = Self.calendar(folder)
    let start = EventTime.zoned(
      LocalDateTime(year: 2026, month: 12, day: 7, hour: 9, minute: 0), timeZone: "Europe/Berlin")
    let item = try calendar.create(
      EventDraft(
        summary: "Standup", start: start, end: start.adding(seconds: 900),
        recurrence: RecurrenceRule(frequency: .daily)))
    let second = try #require(calendar.occurrences(in: Self.week, timeZone: .gmt).elements.dropFirst().first)
    let edited = try calendar.deleteOccurrence(
      try #require(second.recurrenceID), of: item, expecting: item.stamp)
    #expect(
      String(decoding: edited.bytes, as: UTF8.self).contains("EXDATE;TZID=Europe/Berlin:20261208T090000\r\n"))
    let days = try calendar.occurrences(in: Self.week, timeZone: .gmt).elements.map {
      $0.startTime.local.day.day
    }
    #expect(days == [7, 9, 10, 11, 12, 13])
  }

  @Test func movingOneOccurrenceMakesAnOverride() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let calendar = Self.calendar(folder)
    let start = EventTime.utc(LocalDateTime(year: 2026, month: 12, day: 7, hour: 9, minute: 0))
    let item = try calendar.create(
      EventDraft(
        summary: "Standup", start: start, end: start.adding(seconds: 900),
        recurrence: RecurrenceRule(frequency: .daily, count: 3)))
    let edited = try calendar.update(
      item,
      with: EventEdit(start: start.adding(seconds: 86_400 + 3600), occurrence: start.adding(seconds: 86_400)),
      expecting: item.stamp)
    #expect(edited.overrides.count == 1)
    let starts = try calendar.occurrences(in: Self.week, timeZone: .gmt).elements.map(\.start)
    #expect(
      starts == [
        ICSFixture.utc("2026-12-07 09:00"), ICSFixture.utc("2026-12-08 10:00"),
        ICSFixture.utc("2026-12-09 09:00"),
      ])
  }

  @Test(arguments: [
    EventDraft(
      summary: " ", start: .date(CalendarDay(year: 2026, month: 12, day: 9)),
      end: .date(CalendarDay(year: 2026, month: 12, day: 10))),
    EventDraft(
      summary: "Late", start: .date(CalendarDay(year: 2026, month: 12, day: 9)),
      end: .date(CalendarDay(year: 2026, month: 12, day: 8))),
    EventDraft(
      summary: "Mixed", start: .date(CalendarDay(year: 2026, month: 12, day: 9)),
      end: .utc(LocalDateTime(year: 2026, month: 12, day: 9, hour: 9, minute: 0))),
    EventDraft(
      summary: "No such day", start: .date(CalendarDay(year: 2026, month: 2, day: 30)),
      end: .date(CalendarDay(year: 2026, month: 3, day: 1))),
  ])
  func impossibleDraftsAreRefusedAndNothingIsWritten(draft: EventDraft) throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    #expect(throws: CalendarError.self) { try Self.calendar(folder).create(draft) }
    #expect(try temporary.names(in: folder).isEmpty)
  }

  @Test func searchFindsWordsOfTheTitleDescriptionOrPlace() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = try temporary.folder("home")
    let cache = try temporary.folder("cache")
    let calendar = Self.calendar(folder, cache: cache, identifiers: ["a", "b", "c"])
    let day = EventTime.date(CalendarDay(year: 2026, month: 12, day: 10))
    _ = try calendar.create(
      EventDraft(summary: "Jeff's birthday", start: day, end: day.adding(seconds: 86_400)))
    _ = try calendar.create(
      EventDraft(
        summary: "Gala", start: day, end: day.adding(seconds: 86_400), description: "Fundraiser for dolphins")
    )
    _ = try calendar.create(
      EventDraft(summary: "Film", start: day, end: day.adding(seconds: 86_400), location: "Castro Théâtre"))
    for cacheFolder in [nil, cache] {
      let search = Self.calendar(folder, cache: cacheFolder)
      #expect(try search.items(matching: "BIRTHDAY").elements.map(\.name) == ["a"])
      #expect(try search.items(matching: "dolphins").elements.map(\.name) == ["b"])
      #expect(try search.items(matching: "theatre").elements.map(\.name) == ["c"])
    }
  }
}
