import Foundation
import HarkStore
import Testing

@testable import HarkSemantic

@Suite struct EntityTableTests {
  @Test(arguments: ["plain", "tab\there", "line\nbreak", "back\\slash", "sep\u{1E}\u{1F}", "crlf\r\n"])
  func escapingRoundTrips(text: String) {
    #expect(EntityTable.unescape(Substring(EntityTable.escape(text))) == text)
    #expect(!EntityTable.escape(text).unicodeScalars.contains("\n"))
  }

  @Test func reopenedTableHasTheSameColumns() throws {
    let folder = ScratchFolder()
    let url = folder.url.appendingPathComponent("entities.tsv")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    do {
      let table = try EntityTable(folder: try DerivedFolder.standalone(folder.url.path), name: "entities.tsv")
      _ = try table.append([
        IndexEntry(
          id: "a", type: "Message", fields: ["body": "hi\tthere"], filters: ["sender": "Flare"],
          date: date),
        IndexEntry(id: "b", type: "Contact", fields: ["name": "Bo"]),
      ])
      try table.remove(id: "b")
    }
    let table = try EntityTable(folder: try DerivedFolder.standalone(folder.url.path), name: "entities.tsv")
    #expect(table.ids == ["a", "b"])
    #expect(table.alive == [true, false])
    #expect(table.texts[0] == ["hi\tthere"])
    #expect(table.dates[0] == date.timeIntervalSince1970)
    #expect(table.filterValue(key: "sender", entity: 0) == table.filterCode(key: "sender", value: "flare"))
  }

  @Test func lineCutShortByACrashIsDropped() throws {
    let folder = ScratchFolder()
    let url = folder.url.appendingPathComponent("entities.tsv")
    let whole = EntityTable.line(for: IndexEntry(id: "a", type: "T", fields: ["f": "x"]))
    try Data((whole + "\n+\tb\tT\t").utf8).write(to: url)
    let table = try EntityTable(folder: try DerivedFolder.standalone(folder.url.path), name: "entities.tsv")
    #expect(table.ids == ["a"])
    #expect(table.byteSize == whole.utf8.count + 1)
  }

  @Test func twoWritersOfOneFileKeepEachOthersEntities() throws {
    let folder = ScratchFolder()
    // Two folders over one directory, each with its own lock descriptor: two processes, as far as
    // the file and the lock can tell.
    let first = try EntityTable(folder: try DerivedFolder.standalone(folder.url.path), name: "entities.tsv")
    let secondFolder = try DerivedFolder.standalone(folder.url.path)
    let second = try EntityTable(folder: secondFolder, name: "entities.tsv")
    for round in 0..<3 {
      try first.folder.exclusively {
        try first.readNew(cutTornEnd: true)
        _ = try first.append([IndexEntry(id: "a\(round)", type: "T", fields: ["f": "x"])])
      }
      try secondFolder.exclusively {
        try second.readNew(cutTornEnd: true)
        _ = try second.append([IndexEntry(id: "b\(round)", type: "T", fields: ["f": "y"])])
      }
    }
    let reopened = try EntityTable(folder: secondFolder, name: "entities.tsv")
    #expect(reopened.ids == ["a0", "b0", "a1", "b1", "a2", "b2"])
    #expect(second.ids == ["a0", "b0", "a1", "b1", "a2", "b2"])
  }
}

@Suite struct IndexProgressTests {
  @Test func summaryGivesCountRateAndTimeLeft() {
    let progress = IndexProgress(done: 12_345, total: 1_000_000, doneThisRun: 2_300, elapsed: 10)
    #expect(progress.summary == "12,345 of 1,000,000 · 230/s · 1 h 11 min left")
    #expect(progress.fraction == 0.012345)
  }

  @Test func summaryWithoutTotalHasNoTimeLeft() {
    let progress = IndexProgress(done: 999, total: nil, doneThisRun: 0, elapsed: 0)
    #expect(progress.summary == "999 · 0/s")
  }
}
