import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Files attached to mail: copied into Mail's folder of the store when drafted, carried when sent.
@Suite struct MailAttachmentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  @Test func aDraftWithAReportNeedsNoBodyAndKeepsACopy() throws {
    let report = try tester.entity(FileItem.self, in: "files", id: "file-report-q2")
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    let result = try tester.run(
      "mail.createDraft", in: "mail", ["to": .list([.person(mary)]), "attachments": .list([report])])
    #expect(result.dialog.key == "drafted_attachments")
    let draft = try #require(try tester.records("mail", "drafts").last)
    #expect(draft.fields["subject"] == .string("Q2 sales report"))
    let kept = try #require(draft.fields["attachments"]?.arrayValue?.first?.stringValue)
    let copy = tester.store.root.appendingPathComponent("mail/attachments").appendingPathComponent(kept)
    #expect(String(decoding: try Data(contentsOf: copy), as: UTF8.self).hasPrefix("Q2 sales"))

    let made = try #require(result.entities.first)
    try tester.run("mail.sendDraft", in: "mail", ["target": .entity(made)])
    let sent = try #require(try tester.records("mail", "messages").last)
    #expect(sent.fields["attachments"] == .array([.string(kept)]))
  }

  @Test func aDraftWithNeitherBodyNorAttachmentAsksForTheBody() throws {
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    #expect(throws: IntentError.needsValue(parameter: "body")) {
      try tester.run("mail.createDraft", in: "mail", ["to": .list([.person(mary)])])
    }
  }
}
