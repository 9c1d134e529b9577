import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import Testing

@testable import HarkApps

/// A listing says what it had to leave out: a calendar file that cannot be read is named with its
/// line below the events that could be, in the conversation's language, and the rest still shows.
@Suite struct ListingNoticeTests {
  static let grammar = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    .grammar
  /// Thursday 3 December 2026, 10:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_796_292_000)

  /// What the shell answers `line` with on a new demo store whose calendar also holds a file with a
  /// broken line, and that file's path.
  func answer(_ line: String) throws -> (text: String, bad: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-notice-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: Self.now))
    let bad = store.root.appendingPathComponent("calendar/calendars/home/broken.ics").path
    // A property line with no colon: the file is not iCalendar past its second line.
    let broken = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY Dentist\r\nEND:VEVENT\r\n"
    try Data(broken.utf8).write(to: URL(fileURLWithPath: bad))
    var environment = SampleApps.shellEnvironment(
      grammar: try #require(Self.grammar), store: store, clock: { Self.now }, index: nil)
    environment.timeZone = .gmt
    let conversation = Conversation(environment: environment)
    var events: [ShellEvent] = []
    conversation.respond(to: line) { events.append($0) }
    return (events.map(\.text).joined(separator: "\n"), bad)
  }

  @Test func aWeeksListingNamesTheFileItCouldNotRead() throws {
    let (text, bad) = try answer("what's on my calendar next week")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("  1. ") }, "\(text)")
    let notice = try #require(lines.last)
    #expect(notice.hasPrefix("Left out: \(bad):"), "\(text)")
    #expect(notice.hasSuffix(" could not be read."))
  }

  @Test func theNoticeIsInTheConversationsLanguage() throws {
    let (text, bad) = try answer("下周有什么安排")
    let notice = try #require(text.split(separator: "\n").last.map(String.init))
    #expect(notice.hasPrefix("已略过：无法读取\(bad)第"), "\(text)")
  }

  @Test func aListingWithNothingBrokenSaysNoNotice() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-notice-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: Self.now))
    let environment = SampleApps.shellEnvironment(
      grammar: try #require(Self.grammar), store: store, clock: { Self.now }, index: nil)
    let conversation = Conversation(environment: environment)
    var events: [ShellEvent] = []
    conversation.respond(to: "what's on my calendar next week") { events.append($0) }
    #expect(!events.map(\.text).joined().contains("Left out"))
  }
}
