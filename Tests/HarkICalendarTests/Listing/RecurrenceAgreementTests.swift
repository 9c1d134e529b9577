import Foundation
import Testing

@testable import HarkICalendar

/// The rules ``SimpleRule`` expands by arithmetic give the instances libical's iterator gives,
/// over windows years after the start, with COUNT, UNTIL and EXDATE.
@Suite struct RecurrenceAgreementTests {
  static let rules = [
    "FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=DAILY;COUNT=40",
    "FREQ=DAILY;INTERVAL=2;UNTIL=20270301T000000Z",
    "FREQ=WEEKLY", "FREQ=WEEKLY;INTERVAL=2", "FREQ=WEEKLY;BYDAY=MO,WE,FR",
    "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU",
    "FREQ=WEEKLY;INTERVAL=3;BYDAY=SA,MO;WKST=SU", "FREQ=WEEKLY;BYDAY=TH,MO;COUNT=25",
    "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=30", "FREQ=WEEKLY;UNTIL=20261231", "FREQ=MONTHLY",
    "FREQ=MONTHLY;INTERVAL=5", "FREQ=MONTHLY;BYMONTHDAY=31", "FREQ=MONTHLY;COUNT=14", "FREQ=YEARLY",
    "FREQ=YEARLY;INTERVAL=2;COUNT=4", "FREQ=YEARLY;BYMONTH=1", "FREQ=WEEKLY;BYDAY=SA;COUNT=5",
    "FREQ=MONTHLY;BYMONTHDAY=15;COUNT=6", "FREQ=MONTHLY;BYMONTHDAY=30", "FREQ=YEARLY;BYMONTH=2;COUNT=3",
    "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=3",
  ]
  static let starts = [
    "20250106T090000Z", "20250131T183000Z", "20240229T070000Z", "20251029T230000Z", "20250302T120000Z",
    "20250717T000000Z", "20251231T101500Z",
  ]

  @Test(arguments: rules)
  func simpleRulesAgreeWithLibical(rule: String) throws {
    var simpleStarts = 0
    var instances = 0
    for start in Self.starts {
      for kind in ["", ";VALUE=DATE", ";TZID=Europe/Berlin"] {
        let value =
          kind == ";VALUE=DATE" ? String(start.prefix(8)) : kind.isEmpty ? start : String(start.dropLast())
        let body =
          ICSFixture.berlin
          + ICSFixture.event([
            "SUMMARY:R", "DTSTART\(kind):\(value)", "DURATION:PT45M", "RRULE:\(rule)",
            "EXDATE\(kind):\(value)",
          ])
        let item = try ICSFixture.item(ICSFixture.calendar(body))
        let master = try #require(item.master)
        if SimpleRule(rule, start: master.start.local) != nil { simpleStarts += 1 }
        for window in [
          ("2025-01-01", "2025-03-01"), ("2026-11-20", "2027-01-10"), ("2028-02-20", "2028-03-05"),
          ("2024-01-01", "2029-01-01"),
        ] {
          var simple = Expansion(
            from: Int64(ICSFixture.utc(window.0).timeIntervalSince1970),
            to: Int64(ICSFixture.utc(window.1).timeIntervalSince1970), zone: .gmt)
          var libical = simple
          libical.usesSimpleRules = false
          let fast = simple.occurrences(itemName: "r", master: item.master, overrides: []).map(\.start)
          let slow = libical.occurrences(itemName: "r", master: item.master, overrides: []).map(\.start)
          #expect(fast.sorted() == slow.sorted(), "\(rule) from \(value)\(kind) in \(window)")
          instances += slow.count
        }
      }
    }
    // The comparison is not empty: at least one start (in each of the three kinds of time) takes the simple path, and there are instances.
    #expect(simpleStarts >= 3)
    #expect(instances > 0)
  }
}
