import Foundation
import HarkStore
import Testing

@testable import HarkApps

/// Dates in records: the form the apps write is read without Foundation, and must give the very
/// date Foundation gives; anything else is Foundation's to read.
@Suite struct RecordDateTests {
  static func foundation(_ text: String) -> Date? { try? Date(text, strategy: .iso8601) }

  @Test func datesTheAppsWriteReadAsFoundationReadsThem() {
    var generator = SystemRandomNumberGenerator()
    var dates: [Date] = [
      Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 951_782_400),  // 2000-02-29
      Date(timeIntervalSince1970: 4_107_542_399),  // 2100-02-28T23:59:59Z
      Date(timeIntervalSince1970: -2_208_988_800),  // 1900-01-01
      Date(timeIntervalSince1970: 1_781_000_000),
    ]
    for _ in 0..<2_000 {
      dates.append(
        Date(
          timeIntervalSince1970: Double(Int64.random(in: -3_000_000_000...6_000_000_000, using: &generator))))
    }
    for date in dates {
      let text = JSONValue.date(date).stringValue ?? ""
      #expect(JSONValue.utcSeconds(text) != nil, "\(text)")
      #expect(JSONValue.string(text).dateValue == Self.foundation(text), "\(text)")
      #expect(JSONValue.string(text).dateValue == date, "\(text)")
    }
  }

  @Test(arguments: [
    "2026-02-29T10:00:00Z", "2026-13-01T10:00:00Z", "2026-06-31T10:00:00Z", "2026-06-09T24:00:00Z",
    "2026-06-09T09:60:00Z", "2026-06-09T09:41:00+02:00", "2026-06-09T09:41:00.250Z", "2026-06-09",
    "2026-06-09 09:41:00Z", "yesterday", "", "2O26-06-09T09:41:00Z",
  ])
  func otherTextIsFoundationsToRead(_ text: String) {
    #expect(JSONValue.utcSeconds(text) == nil)
    #expect(JSONValue.string(text).dateValue == Self.foundation(text))
  }
}
