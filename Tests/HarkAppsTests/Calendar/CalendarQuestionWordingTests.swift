import Foundation
import HarkCore
import Testing

/// Questions about the calendar that say where to look or what is left, with no day: every
/// event to come, not a date the shell cannot read. Written for this suite from how people ask,
/// not taken from a development set.
@Suite struct CalendarQuestionWordingTests {
  @Test(arguments: [
    "are there any events coming up in my calendar",
    "do i have anything pending",
    "is there anything ahead on my schedule",
  ])
  func whereToLookIsNoDate(_ line: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "calendar.findEvents")
    #expect(analysis.outcome == .run)
    #expect(analysis.resolved["startDate"] == nil)
  }

  @Test func howManyAreLeftCountsTheDaySaid() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("how many events are left today")
    #expect(analysis.intent == "calendar.findEvents")
    guard case .span(let span)? = analysis.resolved["startDate"] else {
      Issue.record("no span: \(analysis.resolved)")
      return
    }
    #expect(span.start == (try? Date("2026-06-09T00:00:00Z", strategy: .iso8601)))
  }

  /// "before friday": from now up to the start of that day.
  @Test func beforeADayIsUpToItsStart() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("what do i have before friday")
    guard case .span(let span)? = analysis.resolved["startDate"] else {
      Issue.record("no span: \(analysis.resolved)")
      return
    }
    #expect(span.kind == .until)
    #expect(span.end == (try? Date("2026-06-12T00:00:00Z", strategy: .iso8601)))
  }
}
