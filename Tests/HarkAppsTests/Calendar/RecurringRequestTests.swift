import Foundation
import HarkCore
import HarkGrammar
import HarkICalendar
import HarkStore
import HarkTesting
import Testing

@testable import HarkApps

/// Repeats and reminders said to the shell: each line through the whole pipeline (grammar,
/// reading choice, resolution, the intent) on a new demo store, and the `.ics` file it writes.
@Suite struct RecurringRequestTests {
  static let grammar = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    .grammar
  /// Thursday 3 December 2026, 10:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_796_292_000)

  /// What a line should write: the title, the RRULE (nil for a one-off), the alarm's seconds
  /// before the start (nil for none) and the start.
  struct Expected: Sendable, CustomStringConvertible {
    let line: String
    let title: String
    let rrule: String?
    let alarm: Int?
    let start: String
    var description: String { line }
  }

  static let cases: [Expected] = [
    Expected(
      line: "add swimming every friday at 7am", title: "swimming", rrule: "FREQ=WEEKLY;BYDAY=FR",
      alarm: nil, start: "2026-12-04T07:00:00Z"),
    Expected(
      line: "schedule choir practice every other thursday at 8pm", title: "choir practice",
      rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", alarm: nil, start: "2026-12-03T20:00:00Z"),
    Expected(
      line: "add stretching every day at 6:30am", title: "stretching", rrule: "FREQ=DAILY", alarm: nil,
      start: "2026-12-04T06:30:00Z"),
    Expected(
      line: "add team sync every monday at 10am and remind me 10 minutes before", title: "team sync",
      rrule: "FREQ=WEEKLY;BYDAY=MO", alarm: 600, start: "2026-12-07T10:00:00Z"),
    Expected(
      line: "add flight to Denver on friday at 9am with a reminder two hours before",
      title: "flight to Denver", rrule: nil, alarm: 7200, start: "2026-12-04T09:00:00Z"),
    Expected(
      line: "每周三晚上七点都要打羽毛球", title: "打羽毛球", rrule: "FREQ=WEEKLY;BYDAY=WE", alarm: nil,
      start: "2026-12-09T19:00:00Z"),
    Expected(
      line: "每天晚上十点吃药，提前五分钟提醒我", title: "吃药", rrule: "FREQ=DAILY", alarm: 300,
      start: "2026-12-03T22:00:00Z"),
    // Amounts said any way: not only the round ones.
    Expected(
      line: "add dentist on friday at 3pm and remind me 25 minutes before", title: "dentist", rrule: nil,
      alarm: 1500, start: "2026-12-04T15:00:00Z"),
    Expected(
      line: "add budget review on monday at 9am and remind me an hour and a half before",
      title: "budget review", rrule: nil, alarm: 5400, start: "2026-12-07T09:00:00Z"),
    Expected(
      line: "add passport renewal on friday at 9am with a reminder 3 days in advance",
      title: "passport renewal", rrule: nil, alarm: 259_200, start: "2026-12-04T09:00:00Z"),
    Expected(
      line: "每周一早上九点开例会，提前两天提醒我", title: "开例会", rrule: "FREQ=WEEKLY;BYDAY=MO", alarm: 172_800,
      start: "2026-12-07T09:00:00Z"),
    Expected(
      line: "每天早上八点跑步，提前四十五分钟提醒我", title: "跑步", rrule: "FREQ=DAILY", alarm: 2700,
      start: "2026-12-04T08:00:00Z"),
  ]

  @Test(arguments: cases)
  func aRepeatOrReminderSaidIsWrittenToTheEventsFile(_ expected: Expected) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-recur-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: Self.now))
    var environment = SampleApps.shellEnvironment(
      grammar: try #require(Self.grammar), store: store, clock: { Self.now }, index: nil)
    environment.timeZone = .gmt
    let conversation = Conversation(environment: environment)
    var events: [ShellEvent] = []
    conversation.respond(to: expected.line) { events.append($0) }
    // A title held by a short template is confirmed first, as for any new event.
    if conversation.isAwaitingAnswer {
      let yes = Script.containsHan(expected.line) ? "是" : "yes"
      conversation.respond(to: yes) { events.append($0) }
    }
    #expect(events.last?.kind == .result, "\(events.map(\.text))")
    let stored = try #require(try StoredCalendar(store: store).event(titled: expected.title))
    #expect(stored.rrule == expected.rrule)
    #expect(
      stored.alarms.map(\.trigger) == expected.alarm.map { [.relative(seconds: -$0, fromEnd: false)] } ?? [])
    #expect(stored.start == .instant(try Date(expected.start, strategy: .iso8601)))
  }
}
