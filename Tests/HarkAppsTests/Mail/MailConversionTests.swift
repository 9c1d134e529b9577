import Foundation
import HarkApps
import HarkCore
import HarkMail
import HarkStore
import HarkTesting
import Testing

/// `hark import-mail`: a store made before mail was a Maildir keeps its mail in
/// `mail/messages.jsonl` and `mail/drafts.jsonl`; the conversion writes each into the Maildir as a
/// MIME message once.
@Suite struct MailConversionTests {
  @Test func anOlderStoresMailIsWrittenIntoTheMaildirOnce() throws {
    let tester = try IntentTester(apps: SampleApps.all)
    let context = try tester.context(for: "mail")
    let dana: JSONValue = .object([
      "name": .string("Dana Brooks"), "email": .string("dana.brooks@acme.example"),
    ])
    let mary: JSONValue = .object(["name": .string("Mary Rivera"), "email": .string("mary@rivera.example")])
    try context.save(
      "messages",
      [
        Record(
          id: "mail-old-1",
          fields: [
            "sender": dana, "to": .array([mary]), "subject": .string("Old review notes"),
            "body": .string("Notes from the old review."),
            "date": .string(tester.now.addingTimeInterval(-86_400).formatted(.iso8601)),
            "isRead": .bool(false), "mailbox": .string("inbox"),
          ]),
        Record(
          id: "mail-old-2",
          fields: [
            "sender": mary, "to": .array([dana]), "subject": .string("Sent long ago"),
            "body": .string("Done."),
            "date": .string(tester.now.addingTimeInterval(-2 * 86_400).formatted(.iso8601)),
            "isRead": .bool(true),
            "mailbox": .string("sent"),
          ]),
      ])
    try context.save(
      "drafts",
      [
        Record(
          id: "draft-old",
          fields: [
            "to": .array([mary]), "body": .string("Half written"),
            "date": .string(tester.now.formatted(.iso8601)),
          ])
      ])
    let first = try Mail.convertStoredMail(in: context)
    #expect(first.converted == 3)
    #expect(first.alreadyThere == 0)
    let again = try Mail.convertStoredMail(in: context)
    #expect(again.converted == 0)
    #expect(again.alreadyThere == 3)

    let folders = MailFolders(store: tester.store.root)
    let inbox = try folders.messages(in: "")
    let old = try #require(inbox.first { $0.subject == "Old review notes" })
    #expect(old.from == [MailboxAddress(name: "Dana Brooks", email: "dana.brooks@acme.example")])
    #expect(old.text == "Notes from the old review.")
    #expect(try folders.messages(in: "Sent").map(\.subject) == ["Sent long ago"])
    #expect(try folders.messages(in: "Drafts").map(\.text) == ["Half written"])
    // Unread stays unread: the old mail is in new/, not marked seen.
    let unread = try tester.run("mail.findMail", in: "mail", ["isRead": .bool(false)])
    #expect(unread.listed.map(\.id).contains("hark-import-mail-old-1@rivera.example"))
  }
}
