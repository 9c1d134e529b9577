import Foundation
import HarkApps
import HarkCore
import HarkStore
import Testing

/// `:explain` and `hark parse` say dates as the shell does — in the user's time zone and the
/// line's language — and `--json` keeps ISO 8601 with that zone's offset.
@Suite struct AnalysisDateTests {
  static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .current
  static func hasISOTime(_ text: String) -> Bool { text.contains(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/) }

  @Test(arguments: [
    ("add lunch tomorrow at noon", "Wednesday 10 June at 12:00"),
    ("明天中午提醒我吃午饭", "6月10日（周三）下午12:00"),
  ])
  func datesAreSpokenInTheUsersZoneAndLanguage(line: String, spoken: String) throws {
    let analysis = try DecisionAgreementTests.conversation(timeZone: Self.shanghai).analyze(line)
    let date = try #require(analysis.resolved["startDate"])
    #expect(analysis.spoken(date) == spoken)
    #expect(analysis.explanation.contains("→ \(spoken)"))
    #expect(!Self.hasISOTime(analysis.explanation), "\(analysis.explanation)")
    let json = try #require(analysis.json.objectValue?["resolved"]?.objectValue)
    #expect(json["startDate"]?.stringValue == "2026-06-10T12:00:00+08:00")
  }
}

/// Date words are a date's, not a title's: a lookup never searches for an event called "next
/// monday", while a send whose date slot is empty still sends "one" as its text.
@Suite struct DateWordsAreNoTitleTests {
  @Test(arguments: ["which day is next monday", "when is tomorrow at noon"])
  func aLookupNamesNoEventByADate(_ line: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(!analysis.slots.contains { $0.name == "title" })
  }

  @Test func aMessageThatSaysANumberIsStillSent() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("text Glow one")
    #expect(analysis.intent == "messages.sendMessage")
    #expect(analysis.slots.contains { $0.name == "content" && $0.words == "one" })
  }
}

/// Words a Chinese line opens with before its date (请问, 你好, 看一下) are not the date's: a template
/// that starts with its date slot reads the date they end with.
@Suite struct DateLeadInTests {
  @Test(arguments: [
    ("请问明天有什么安排", "明天"),
    ("你好明天有什么安排", "明天"),
    ("看一下周五有什么安排", "周五"),
    ("看一下下周五有什么安排", "下周五"),
  ])
  func theDateIsWhatTheOpeningWordsEndWith(_ line: String, _ date: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "calendar.findEvents")
    #expect(analysis.slots.contains { $0.name == "startDate" && $0.words == date })
    #expect(analysis.outcome == .run)
  }

  /// A day said before or after the person of a Chinese question is the day, not their name.
  @Test(arguments: ["昨天Flare给我发了啥", "Flare昨天给我发了啥"])
  func aDayBesideThePersonIsTheDay(_ line: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "messages.findMessages")
    #expect(analysis.slots.contains { $0.name == "person" && $0.words == "Flare" })
    #expect(analysis.slots.contains { $0.name == "sentDate" && $0.words == "昨天" })
  }

  /// Words of asking or thanks a line ends with are not the date's either.
  @Test(arguments: [
    ("my calendar for next monday please", "next monday"),
    ("what's on my calendar for the weekend, thank you", "the weekend"),
    ("my schedule for tomorrow pls", "tomorrow"),
  ])
  func theDateEndsBeforeTheClosingWords(_ line: String, _ date: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "calendar.findEvents")
    #expect(analysis.slots.contains { $0.name == "startDate" && $0.words == date })
    #expect(analysis.outcome == .run)
  }

  /// A message keeps the thanks it says.
  @Test func aMessageKeepsItsClosingWords() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("text flare see you tomorrow thanks")
    #expect(analysis.slots.contains { $0.name == "content" && $0.words == "see you tomorrow thanks" })
  }

  @Test(arguments: [("问问Glow周末有没有空", "Glow", "周末有没有空"), ("帮我问问Flare明天来不来", "Flare", "明天来不来")])
  func askingSomeoneIsAMessage(_ line: String, _ person: String, _ content: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "messages.sendMessage")
    #expect(analysis.slots.contains { $0.name == "destination" && $0.words == person })
    #expect(analysis.slots.contains { $0.name == "content" && $0.words == content })
  }
}

/// A question about what happened reads a day said alone as the last one: "what did i have on
/// monday" is yesterday's calendar, "what do i have on monday" next week's; mail received and
/// messages sent are always in the past.
@Suite struct LookingBackTests {
  @Test(arguments: [
    ("what did i have on monday", "startDate", "2026-06-08T00:00:00"),
    ("what was i doing on friday", "startDate", "2026-06-05T00:00:00"),
    ("what do i have on monday", "startDate", "2026-06-15T00:00:00"),
    ("i was wondering what i have on friday", "startDate", "2026-06-12T00:00:00"),
    ("what was added to my calendar for monday", "startDate", "2026-06-15T00:00:00"),
    ("did mary email me on monday", "received", "2026-06-08T00:00:00"),
    ("show me mary's emails from friday", "received", "2026-06-05T00:00:00"),
    ("any texts from glow on sunday", "sentDate", "2026-06-07T00:00:00"),
  ])
  func aDayAloneIsTheLastOneWhenTheLineAsksWhatHappened(line: String, parameter: String, start: String)
    throws
  {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    let resolved = try #require(analysis.json.objectValue?["resolved"]?.objectValue?[parameter]?.objectValue)
    let said = try #require(resolved["start"]?.stringValue)
    #expect(said.hasPrefix(start), "\(line): \(said)")
  }

  /// A new event said in the past tense is still ahead: only a request that changes nothing looks back.
  @Test func aNewEventIsNeverInThePast() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(
      "i had to move lunch, add lunch on monday at noon")
    let resolved = try #require(
      analysis.json.objectValue?["resolved"]?.objectValue?["startDate"]?.stringValue)
    #expect(resolved.hasPrefix("2026-06-15T12:00:00"), "\(resolved)")
  }
}

/// What an event is puts a bare hour in its half of the day: dinner at 8 is 20:00, breakfast at 7
/// 07:00, and a meeting at 8 stays 08:00.
@Suite struct DayHalfTests {
  @Test(arguments: [
    ("dinner with flare friday at 8", "2026-06-12T20:00:00"),
    ("breakfast with dana tomorrow at 7", "2026-06-10T07:00:00"),
    ("meeting with dana tomorrow at 8", "2026-06-10T08:00:00"),
    ("lunch with mary on friday at 1", "2026-06-12T13:00:00"),
    ("dinner with flare friday at 8am", "2026-06-12T08:00:00"),
    ("周五八点和Flare吃晚饭", "2026-06-12T20:00:00"),
  ])
  func aBareHourIsInTheHalfOfTheDayTheEventSays(line: String, start: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "calendar.createEvent")
    let said = try #require(analysis.json.objectValue?["resolved"]?.objectValue?["startDate"]?.stringValue)
    #expect(said.hasPrefix(start), "\(line): \(said)")
  }
}
