import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Questions about one event: the answer says the properties asked for, and only those.
@Suite struct CalendarAnswerTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  @Test(arguments: [
    ("startDate location", "answer_next_when_where"), ("startDate", "answer_next_when"),
    ("location", "answer_next_where"),
  ])
  func theNextMeetingIsAnsweredWithWhatWasAsked(asking: String, key: String) throws {
    let result = try tester.run(
      "calendar.findEvents", in: "calendar", ["position": .string("next"), "asking": .string(asking)])
    #expect(result.dialog.key?.rawValue == key)
    #expect(result.dialog.arguments["title"] == "Quarterly review")
    #expect(result.entities.map(\.id) == ["home/event-review"])
    #expect(result.listed.isEmpty)
  }

  @Test func whenAndWhereIsSaidAsASentenceWithoutISOText() throws {
    let result = try tester.run(
      "calendar.findEvents", in: "calendar",
      ["position": .string("next"), "asking": .string("startDate location")])
    #expect(result.dialog.full.hasPrefix("Your next meeting is Quarterly review, "))
    #expect(result.dialog.full.hasSuffix(", in Room 4B."))
    #expect(!result.dialog.full.contains("T10:00"))
  }

  @Test func theLastMeetingIsNoneWhenNothingHasHappenedYet() throws {
    let result = try tester.run("calendar.findEvents", in: "calendar", ["position": .string("last")])
    #expect(result.dialog.key == "answer_none_last")
  }
}
