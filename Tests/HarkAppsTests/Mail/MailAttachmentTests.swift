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

  @Test func attachingToADraftCopiesTheFileAndKeepsTheDraft() throws {
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    let drafted = try tester.run(
      "mail.createDraft", in: "mail", ["to": .list([.person(mary)]), "body": .string("two seats booked")])
    let draft = try #require(drafted.entities.first)
    let budget = try tester.entity(FileItem.self, in: "files", id: "file-budget")
    let result = try tester.run(
      "mail.updateDraft", in: "mail", ["target": .entity(draft), "attachments": .list([budget])])
    #expect(result.dialog.key == "attached")
    #expect(result.dialog.arguments["attachments"] == "“budget.numbers”")
    let drafts = try tester.records("mail", "drafts").filter { $0.id == draft.id }
    #expect(drafts.count == 1)
    let stored = try #require(drafts.first)
    #expect(stored.fields["body"] == .string("two seats booked"))
    let kept = try #require(stored.fields["attachments"]?.arrayValue?.first?.stringValue)
    #expect(kept.hasSuffix("budget.numbers"))
    let copy = tester.store.root.appendingPathComponent("mail/attachments").appendingPathComponent(kept)
    #expect(FileManager.default.fileExists(atPath: copy.path))
  }

  @Test func attachingToADraftThatWasSentSaysSo() throws {
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    let drafted = try tester.run(
      "mail.createDraft", in: "mail", ["to": .list([.person(mary)]), "body": .string("hello")])
    let draft = try #require(drafted.entities.first)
    try tester.run("mail.sendDraft", in: "mail", ["target": .entity(draft)])
    let budget = try tester.entity(FileItem.self, in: "files", id: "file-budget")
    #expect(throws: IntentError.noLongerThere(IntentSubject(MailDraft.self))) {
      try tester.run(
        "mail.updateDraft", in: "mail", ["target": .entity(draft), "attachments": .list([budget])])
    }
  }
}
