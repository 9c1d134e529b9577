import Foundation
import HarkCore
import Testing

/// Dates read against a fixed clock: Tuesday 9 June 2026, 09:41 UTC.
@Suite struct DateParserTests {
  static let now = Date(timeIntervalSince1970: 1_780_998_060)  // 2026-06-09T09:41:00Z
  static let parser = DateParser(now: now, timeZone: TimeZone(identifier: "UTC") ?? .current)

  @Test func theClockIsATuesdayMorning() {
    #expect(DateParserTests.now.formatted(.iso8601) == "2026-06-09T09:41:00Z")
  }

  @Test(arguments: [
    ("tomorrow at 5pm", "2026-06-10T17:00:00Z"),
    ("tomorrow", "2026-06-10T00:00:00Z"),
    ("today at noon", "2026-06-09T12:00:00Z"),
    ("next Monday", "2026-06-15T00:00:00Z"),
    ("next monday at 9am", "2026-06-15T09:00:00Z"),
    ("Monday", "2026-06-15T00:00:00Z"),
    ("on Friday at 3:30 pm", "2026-06-12T15:30:00Z"),
    ("this Tuesday", "2026-06-09T00:00:00Z"),
    ("in 2 hours", "2026-06-09T11:41:00Z"),
    ("in two hours", "2026-06-09T11:41:00Z"),
    ("in half an hour", "2026-06-09T10:11:00Z"),
    ("3 days from now", "2026-06-12T09:41:00Z"),
    ("at 5", "2026-06-09T17:00:00Z"),
    ("at 8", "2026-06-10T08:00:00Z"),
    ("9am", "2026-06-10T09:00:00Z"),
    ("17:45", "2026-06-09T17:45:00Z"),
    ("tonight", "2026-06-09T19:00:00Z"),
    ("tomorrow morning", "2026-06-10T09:00:00Z"),
    ("tomorrow evening at 7", "2026-06-10T19:00:00Z"),
    // A part of the day said in two words.
    ("next thursday after work", "2026-06-18T19:00:00Z"),
    ("tomorrow at lunchtime", "2026-06-10T12:00:00Z"),
    ("June 12th", "2026-06-12T00:00:00Z"),
    ("the 12th of June at 10am", "2026-06-12T10:00:00Z"),
    ("June 1", "2027-06-01T00:00:00Z"),
    ("day after tomorrow", "2026-06-11T00:00:00Z"),
    ("next week", "2026-06-15T00:00:00Z"),
    ("2026-07-01T08:00:00Z", "2026-07-01T08:00:00Z"),
  ])
  func readsEnglishDates(_ words: String, _ expected: String) throws {
    let parsed = try #require(DateParserTests.parser.parse(words), "no date in “\(words)”")
    #expect(parsed.date.formatted(.iso8601) == expected)
  }

  @Test(arguments: [
    ("下周一下午三点", "2026-06-15T15:00:00Z"),
    ("明天早上8点半", "2026-06-10T08:30:00Z"),
    ("明天下午5点", "2026-06-10T17:00:00Z"),
    ("两小时后", "2026-06-09T11:41:00Z"),
    ("半小时后", "2026-06-09T10:11:00Z"),
    ("3天后", "2026-06-12T09:41:00Z"),
    ("今晚八点", "2026-06-09T20:00:00Z"),
    ("后天", "2026-06-11T00:00:00Z"),
    ("周五", "2026-06-12T00:00:00Z"),
    ("这个星期五晚上", "2026-06-12T19:00:00Z"),
    ("6月12日", "2026-06-12T00:00:00Z"),
    ("6月12号上午10点15分", "2026-06-12T10:15:00Z"),
    ("下午3:30", "2026-06-09T15:30:00Z"),
    ("下周", "2026-06-15T00:00:00Z"),
  ])
  func readsChineseDates(_ words: String, _ expected: String) throws {
    let parsed = try #require(DateParserTests.parser.parse(words), "no date in “\(words)”")
    #expect(parsed.date.formatted(.iso8601) == expected)
  }

  /// Looking back, a day said alone is the last one (today included), and what names its week,
  /// month or year is read as said.
  @Test(arguments: [
    ("monday", "2026-06-08T00:00:00Z"),
    ("on Tuesday", "2026-06-09T00:00:00Z"),
    ("friday", "2026-06-05T00:00:00Z"),
    ("the 20th", "2026-05-20T00:00:00Z"),
    ("the 3rd", "2026-06-03T00:00:00Z"),
    ("june 20", "2025-06-20T00:00:00Z"),
    ("at 8", "2026-06-09T08:00:00Z"),
    ("next monday", "2026-06-15T00:00:00Z"),
    ("last friday", "2026-06-05T00:00:00Z"),
    ("周五", "2026-06-05T00:00:00Z"),
  ])
  func readsDaysBackWhenLookingBack(_ words: String, _ expected: String) throws {
    var parser = DateParserTests.parser
    parser.looksBack = true
    let parsed = try #require(parser.parse(words), "no date in “\(words)”")
    #expect(parsed.date.formatted(.iso8601) == expected)
  }

  /// A bare hour in the half of the day the event's kind says; am, pm or a part of the day said
  /// wins over it.
  @Test(arguments: [
    (DateParser.DayHalf.evening, "friday at 8", "2026-06-12T20:00:00Z"),
    (.evening, "friday at 8:30", "2026-06-12T20:30:00Z"),
    (.evening, "friday at 8am", "2026-06-12T08:00:00Z"),
    (.evening, "friday at 12", "2026-06-12T12:00:00Z"),
    (.morning, "tomorrow at 7", "2026-06-10T07:00:00Z"),
    (.morning, "tomorrow at 7pm", "2026-06-10T19:00:00Z"),
    (.morning, "tomorrow evening at 7", "2026-06-10T19:00:00Z"),
    (.evening, "周五八点", "2026-06-12T20:00:00Z"),
  ])
  func readsABareHourInTheHalfOfTheDaySaid(_ half: DateParser.DayHalf, _ words: String, _ expected: String)
    throws
  {
    var parser = DateParserTests.parser
    parser.impliedHalf = half
    let parsed = try #require(parser.parse(words), "no date in “\(words)”")
    #expect(parsed.date.formatted(.iso8601) == expected)
  }

  @Test func aDayAloneHasNoTime() throws {
    #expect(try #require(DateParserTests.parser.parse("next Monday")).hasTime == false)
    #expect(try #require(DateParserTests.parser.parse("next Monday at 9")).hasTime == true)
  }

  @Test(arguments: [
    "blurgh", "the moon", "tomorrow or never", "next banana", "June", "下辈子", "",
    // Two parts of the day: "movie night" before "this saturday evening".
    "night this saturday evening", "morning tomorrow evening",
  ])
  func wordsThatAreNoDateGiveNone(_ words: String) {
    #expect(DateParserTests.parser.parse(words) == nil)
  }
}

@Suite struct NumberParserTests {
  @Test(arguments: [
    ("42", 42.0), ("3.5", 3.5), ("forty-two", 42), ("forty two", 42), ("a hundred", 100),
    ("one hundred and five", 105), ("twelve", 12), ("两", 2), ("十二", 12), ("二十三", 23),
    ("一百零五", 105), ("1,200", 1200),
  ])
  func readsDigitsAndWords(_ text: String, _ expected: Double) {
    #expect(NumberParser.parse(text) == expected)
  }

  @Test(arguments: ["many", "forty banana", "", "三个"])
  func nonNumbersGiveNone(_ text: String) {
    #expect(NumberParser.parse(text) == nil)
  }
}
