import Foundation
import HarkCore
import HarkGrammar
import Testing

/// Dates said to people: their zone, their language, no year when it is this one.
@Suite struct DateWordingTests {
  // Thursday 11 June 2026, 10:00 UTC.
  let review = Date(timeIntervalSince1970: 1_781_172_000)
  let now = Date(timeIntervalSince1970: 1_781_000_000)

  func wording(_ language: Language, _ zone: String) -> DateWording {
    DateWording(language: language, timeZone: TimeZone(identifier: zone) ?? .gmt, now: now)
  }

  @Test(arguments: [
    (Language.english, "UTC", "Thursday 11 June at 10:00"),
    (Language.english, "Europe/Berlin", "Thursday 11 June at 12:00"),
    (Language.english, "America/Los_Angeles", "Thursday 11 June at 03:00"),
    (Language.chinese, "Asia/Shanghai", "6月11日（周四）下午6:00"),
    (Language.chinese, "UTC", "6月11日（周四）上午10:00"),
  ])
  func aMomentIsSaidInTheZoneAndLanguage(language: Language, zone: String, said: String) {
    #expect(wording(language, zone).text(review) == said)
  }

  @Test func aDayWithoutItsTimeAndAnotherYearWithIt() {
    let english = wording(.english, "UTC")
    #expect(english.text(review, time: false) == "Thursday 11 June")
    let nextYear = review.addingTimeInterval(365 * 86_400)
    #expect(english.text(nextYear, time: false) == "Friday 11 June 2027")
    #expect(wording(.chinese, "UTC").text(nextYear, time: false) == "2027年6月11日（周五）")
  }

  @Test func machineTextKeepsISOWithTheOffset() {
    #expect(wording(.english, "Europe/Berlin").iso(review) == "2026-06-11T12:00:00+02:00")
  }
}
