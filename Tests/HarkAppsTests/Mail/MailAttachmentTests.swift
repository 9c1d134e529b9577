import Foundation
import HarkApps
import HarkCore
import HarkMail
import HarkTesting
import Testing

/// Files attached to mail: the file's own bytes, with the type libmagic reads in them, carried in
/// the draft's MIME message and in what is sent.
@Suite struct MailAttachmentTests {
  let tester: IntentTester
  let mail: MailFolders
  init() throws {
    tester = try IntentTester(apps: SampleApps.all)
    mail = MailFolders(store: tester.store.root)
  }

  func mary() -> ParameterValue {
    .list([.person(IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera")))])
  }

  /// The attachment `index` of the only message in `folder`, decoded.
  func attachment(_ index: Int, in folder: String) throws -> Data? {
    let raw = try #require(try mail.raw(in: folder).first)
    return MIMEMessage.attachmentData(in: raw, index: index)
  }

  @Test func aDraftWithAReportCarriesTheRealPDFAndNeedsNoBody() throws {
    let report = try tester.entity(FileItem.self, in: "files", id: "Documents/Work/Q2 sales report.pdf")
    let result = try tester.run(
      "mail.createDraft", in: "mail", ["to": mary(), "attachments": .list([report])])
    #expect(result.dialog.key == "drafted_attachments")
    let draft = try #require(try mail.messages(in: "Drafts").first)
    #expect(draft.subject == "Q2 sales report")
    #expect(draft.attachments.map(\.filename) == ["Q2 sales report.pdf"])
    #expect(draft.attachments.first?.contentType == "application/pdf")
    let onDisk = try Data(
      contentsOf: tester.store.root.appendingPathComponent("files/documents/Work/Q2 sales report.pdf"))
    #expect(onDisk.starts(with: Data("%PDF-".utf8)))
    #expect(try attachment(0, in: "Drafts") == onDisk)

    let made = try #require(result.entities.first)
    try tester.run("mail.sendDraft", in: "mail", ["target": .entity(made)])
    #expect(try mail.messages(in: "Drafts").isEmpty)
    #expect(try attachment(0, in: "Sent") == onDisk)
  }

  @Test func aDraftWithNeitherBodyNorAttachmentAsksForTheBody() throws {
    #expect(throws: IntentError.needsValue(parameter: "body")) {
      try tester.run("mail.createDraft", in: "mail", ["to": mary()])
    }
  }

  @Test func attachingToADraftRewritesItUnderTheSameMessageID() throws {
    let drafted = try tester.run(
      "mail.createDraft", in: "mail", ["to": mary(), "body": .string("two seats booked")])
    let draft = try #require(drafted.entities.first)
    let ticket = try tester.entity(
      FileItem.self, in: "files", id: "Documents/Travel/plane ticket SFO-TUS Mary Rivera.pdf")
    let result = try tester.run(
      "mail.updateDraft", in: "mail", ["target": .entity(draft), "attachments": .list([ticket])])
    #expect(result.dialog.key == "attached")
    #expect(result.dialog.arguments["attachments"] == "“plane ticket SFO-TUS Mary Rivera.pdf”")
    let drafts = try mail.messages(in: "Drafts")
    #expect(drafts.count == 1)
    let stored = try #require(drafts.first)
    #expect(stored.messageID == "<\(draft.id)>")
    #expect(stored.text == "two seats booked")
    #expect(stored.attachments.map(\.filename) == ["plane ticket SFO-TUS Mary Rivera.pdf"])
    #expect(try mail.flags(in: "Drafts") == ["DS"])
  }

  @Test func attachingToADraftThatWasSentSaysSo() throws {
    let drafted = try tester.run("mail.createDraft", in: "mail", ["to": mary(), "body": .string("hello")])
    let draft = try #require(drafted.entities.first)
    try tester.run("mail.sendDraft", in: "mail", ["target": .entity(draft)])
    let budget = try tester.entity(FileItem.self, in: "files", id: "Documents/Work/budget.ods")
    #expect(throws: IntentError.noLongerThere(IntentSubject(MailDraft.self))) {
      try tester.run(
        "mail.updateDraft", in: "mail", ["target": .entity(draft), "attachments": .list([budget])])
    }
  }
}
