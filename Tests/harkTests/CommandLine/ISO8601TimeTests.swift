import Foundation
import Testing

@testable import hark

@Suite struct ISO8601TimeTests {
  /// 2026-06-09T09:41:00Z, the transcripts' clock.
  static let keynote = 1_780_998_060.0
  static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .current

  static let realTimes: [(text: String, seconds: Double)] = [
    ("2026-06-09T09:41:00Z", keynote),
    ("2026-06-09T09:41:00+02:00", keynote - 7200),
    ("2026-06-09T09:41:00-05:30", keynote + 5.5 * 3600),
    ("2026-06-09T09:41:00+02", keynote - 7200),
    ("2026-06-09T09:41Z", keynote),
    ("2026-06-09T09:41:00.250Z", keynote + 0.25),
    ("2026-06-09T09:41:00,5Z", keynote + 0.5),
    ("2026-06-09T09:41:00+14:00", keynote - 14 * 3600),
    ("2026-06-09T09:41:00-12:00", keynote + 12 * 3600),
    ("2026-06-09T09:41:00", keynote - 8 * 3600),
    ("2024-02-29T00:00:00Z", 1_709_164_800),
    ("2000-02-29T00:00:00Z", 951_782_400),
  ]

  @Test(arguments: realTimes)
  func readsARealTime(text: String, seconds: Double) throws {
    let date = try ISO8601Time.parse(text, localZone: Self.shanghai).get()
    #expect(abs(date.timeIntervalSince1970 - seconds) < 0.001)
  }

  @Test(arguments: [
    ("2026-02-30T00:00:00Z", TimeProblem.noSuchDay(year: 2026, month: 2, day: 30, at: 9)),
    ("2023-02-29T00:00:00Z", .noSuchDay(year: 2023, month: 2, day: 29, at: 9)),
    ("1900-02-29T00:00:00Z", .noSuchDay(year: 1900, month: 2, day: 29, at: 9)),
    ("2026-04-31T00:00:00Z", .noSuchDay(year: 2026, month: 4, day: 31, at: 9)),
    ("2026-06-09T09:41:00+99:00", .noSuchOffset("+99:00", at: 20)),
    ("2026-06-09T09:41:00+14:30", .noSuchOffset("+14:30", at: 20)),
    ("2026-06-09T09:41:00-13:00", .noSuchOffset("-13:00", at: 20)),
    ("2026-06-09T09:41:00+02:60", .outOfRange(field: "offset", value: 60, range: 0...59, at: 24)),
    ("2026-06-09T09:41:00Zjunk", .trailing("junk", at: 21)),
    ("2026-06-09T09:41:00+0200", .trailing("00", at: 23)),
    ("2026-06-09T09:41:00Z ", .trailing(" ", at: 21)),
    ("2026-13-01T00:00:00Z", .outOfRange(field: "month", value: 13, range: 1...12, at: 6)),
    ("2026-00-01T00:00:00Z", .outOfRange(field: "month", value: 0, range: 1...12, at: 6)),
    ("2026-06-00T00:00:00Z", .outOfRange(field: "day", value: 0, range: 1...31, at: 9)),
    ("2026-06-09T24:00:00Z", .outOfRange(field: "hour", value: 24, range: 0...23, at: 12)),
    ("2026-06-09T09:60:00Z", .outOfRange(field: "minute", value: 60, range: 0...59, at: 15)),
    ("2026-06-09T09:41:60Z", .outOfRange(field: "second", value: 60, range: 0...59, at: 18)),
    ("2026-06-09", .expected("“T” between the date and the time", found: nil, at: 11)),
    ("2026-06-09 09:41:00Z", .expected("“T” between the date and the time", found: " ", at: 11)),
    ("2026-06-09t09:41:00Z", .expected("“T” between the date and the time", found: "t", at: 11)),
    ("2026-6-09T09:41:00Z", .expected("a two-digit month", found: "-", at: 7)),
    ("tomorrow", .expected("a four-digit year", found: "t", at: 1)),
    ("", .expected("a four-digit year", found: nil, at: 1)),
    ("２０２６-06-09T09:41:00Z", .expected("a four-digit year", found: "２", at: 1)),
    ("2026-06-09T09:41:00.Z", .expected("digits of a fraction of a second", found: "Z", at: 21)),
    ("2026-06-09T09:41:00z", .expected("“Z” or an offset such as +02:00", found: "z", at: 20)),
  ])
  func rejectsWhatIsNotARealTime(text: String, problem: TimeProblem) {
    #expect(ISO8601Time.parse(text, localZone: Self.shanghai) == .failure(problem))
  }

  @Test(arguments: [
    (2026, 2, 28), (2024, 2, 29), (2000, 2, 29), (1900, 2, 28), (2026, 4, 30), (2026, 12, 31),
  ])
  func knowsTheLengthOfEachMonth(year: Int, month: Int, days: Int) {
    #expect(ISO8601Time.days(inMonth: month, year: year) == days)
  }

  @Test func theMessagePointsAtTheCharacter() {
    let error = UsageError.badValue(
      "--now", value: "2026-06-09T09:41:00Zjunk", problem: .time(.trailing("junk", at: 21)), command: .shell)
    #expect(
      error.description == """
        --now: “2026-06-09T09:41:00Zjunk” cannot be read as an ISO-8601 time: unexpected “junk” after the time, at character 21
          2026-06-09T09:41:00Zjunk
                              ^
        """)
  }
}
