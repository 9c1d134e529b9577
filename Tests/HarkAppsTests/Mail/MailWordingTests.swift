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

  /// The words that open an email's text end its subject: the text is not asked for again.
  @Test(arguments: [
    ("email mary about the picnic saying bring chairs", "the picnic", "bring chairs"),
    ("send an email to mary about the budget and tell her it is approved", "the budget", "it is approved"),
    ("write flare an email about the party and tell her to bring cake", "the party", "to bring cake"),
  ])
  func aSubjectEndsWhereTheTextOpens(line: String, subject: String, body: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "mail.createDraft")
    #expect(analysis.slots.first { $0.name == "subject" }?.words == subject)
    #expect(analysis.slots.first { $0.name == "body" }?.words == body)
  }

  /// Without such words the subject keeps every word, and the shell asks what the email says.
  @Test func aSubjectAloneKeepsItsWords() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(
      "email mary about what she said at lunch")
    #expect(analysis.slots.first { $0.name == "subject" }?.words == "what she said at lunch")
    #expect(analysis.slots.first { $0.name == "body" } == nil)
  }
}
