import HarkCore
import Testing

/// A removal asked in the passive or as a wish is read by the grammar as one, and confirmed
/// before anything is deleted.
@Suite struct CalendarRemovalWordingTests {
  @Test(arguments: [
    ("can that meeting be cancelled", "that meeting"),
    ("could the quarterly review meeting be removed from my calendar", "quarterly review"),
    ("i want the quarterly review meeting deleted", "quarterly review"),
    ("should the review meeting be called off", "review"),
  ])
  func aRemovalInThePassiveIsARemoval(line: String, words: String?) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "calendar.deleteEvents")
    #expect(analysis.stage == .grammar)
    #expect(analysis.outcome != .run)
    if let words { #expect(analysis.slots.contains { $0.name == "entities" && $0.words == words }) }
  }

  @Test func whatNoEventIsStaysUnread() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("can my order be cancelled")
    #expect(analysis.intent != "calendar.deleteEvents")
  }
}
