import HarkCore
import Testing

/// A word a list knows is kept when another template reads the line as well without it: "the
/// latest mail about the offsite" is the newest one.
@Suite struct MailWordingTests {
  @Test(arguments: [
    ("show me the latest mail about the offsite", "the offsite"),
    ("find the most recent email about the budget", "the budget"),
  ])
  func theNewestIsKeptBesideTheTopic(line: String, topic: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "mail.findMail")
    #expect(analysis.slots.first { $0.name == "position" }?.words != nil)
    #expect(analysis.slots.first { $0.name == "topic" }?.words == topic)
  }
}
