import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Every mail-domain intent of Mail, run in isolation, with the store checked after; and the
/// cross-app path: a UnicornChat message as the body, a Contacts person as the recipient.
@Suite struct MailIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func person(_ words: String) -> ParameterValue {
    .list([.person(IntentPerson(name: PersonNameComponents(displayName: words)))])
  }
  func drafts() throws -> [Record] { try tester.records("mail", "drafts") }
  func messages() throws -> [Record] { try tester.records("mail", "messages") }

  @Test func createDraftAddressesTheContactsCard() throws {
    let result = try tester.run(
      "mail.createDraft", in: "mail", ["to": person("my wife"), "body": .string("Running late")])
    let draft = try #require(try drafts().first)
    #expect(
      draft.fields["to"]
        == .array([.object(["name": .string("Mary Rivera"), "email": .string("mary@rivera.example")])]))
    #expect(draft.fields["body"] == .string("Running late"))
    #expect(result.entities.map(\.id) == [draft.id])
    #expect(
      result.dialog.full == "Drafted an email to Mary Rivera: “Running late”. Say “send it” to send it.")
  }

  @Test func createDraftTakesItsBodyFromAUnicornChatMessage() throws {
    let reply = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-bubbles-3")
    let result = try tester.run("mail.createDraft", in: "mail", ["to": person("Mary"), "message": reply])
    let draft = try #require(try drafts().first)
    #expect(draft.fields["body"] == .string("Can you bring the rainbow sprinkles on Saturday?"))
    #expect(result.dialog.arguments["to"] == "Mary Rivera")
  }

  @Test func aUnicornChatContactIsExportedAsAPerson() throws {
    let glow = try tester.entity(UnicornContact.self, in: "unicornchat", id: "glow")
    // Glow has no email address: Mail says so rather than guessing one.
    #expect(throws: IntentError.noEmailAddress(person: "Glow", inAddressBook: false)) {
      try tester.run("mail.createDraft", in: "mail", ["to": .list([glow]), "body": .string("hi")])
    }
  }

  @Test func anUnknownAddressBecomesANewContact() throws {
    let before = try tester.records("contacts", "people").count
    try tester.run(
      "mail.createDraft", in: "mail", ["to": person("bob@example.com"), "body": .string("hello")])
    let people = try tester.records("contacts", "people")
    #expect(people.count == before + 1)
    #expect(people.contains { $0.fields["emails"] == .array([.string("bob@example.com")]) })
    #expect(
      try drafts().first?.fields["to"]
        == .array([.object(["name": .string(""), "email": .string("bob@example.com")])]))
  }

  @Test func aKnownAddressIsNotImportedTwice() throws {
    let before = try tester.records("contacts", "people").count
    try tester.run(
      "mail.createDraft", in: "mail", ["to": person("mary@rivera.example"), "body": .string("hello")])
    #expect(try tester.records("contacts", "people").count == before)
  }

  @Test func anAmbiguousNameIsRefusedNotGuessed() {
    #expect(
      throws: IntentError.ambiguousPerson(
        name: "Rivera", candidates: ["Sam Rivera", "Mary Rivera", "Linda Rivera", "Leo Rivera"])
    ) {
      try tester.run("mail.createDraft", in: "mail", ["to": person("Rivera"), "body": .string("hi all")])
    }
  }

  @Test func createDraftWithoutBodyNeedsIt() {
    #expect(throws: IntentError.needsValue(parameter: "body")) {
      try tester.run("mail.createDraft", in: "mail", ["to": person("Mary")])
    }
  }

  @Test func sendDraftMovesItToSent() throws {
    let made = try tester.run(
      "mail.createDraft", in: "mail", ["to": person("Dana"), "body": .string("Numbers attached")])
    let draft = try #require(made.entities.first)
    let result = try tester.run("mail.sendDraft", in: "mail", ["target": .entity(draft)])
    #expect(try drafts().isEmpty)
    let sent = try #require(try messages().first { $0.fields["mailbox"] == .string("sent") })
    #expect(sent.fields["body"] == .string("Numbers attached"))
    #expect(result.dialog.full == "Sent the email “Numbers attached” to Dana Brooks.")
    #expect(SendDraftIntent.sideEffects.contains(.needsConfirmation))
  }

  @Test func deleteDraftRemovesIt() throws {
    let made = try tester.run("mail.createDraft", in: "mail", ["to": person("Leo"), "body": .string("x")])
    let draft = try #require(made.entities.first)
    try tester.run("mail.deleteDraft", in: "mail", ["entities": .list([.entity(draft)])])
    #expect(try drafts().isEmpty)
  }

  @Test func replyMailAnswersTheSenderAndMarksItRead() throws {
    let review = try tester.entity(MailMessage.self, in: "mail", id: "mail-review")
    try tester.run("mail.replyMail", in: "mail", ["target": review, "body": .string("I'll be there")])
    let reply = try #require(try messages().first { $0.fields["body"] == .string("I'll be there") })
    #expect(reply.fields["subject"] == .string("Re: Quarterly review moved to Thursday"))
    #expect(reply.fields["mailbox"] == .string("sent"))
    #expect(
      reply.fields["to"]
        == .array([.object(["name": .string("Dana Brooks"), "email": .string("dana.brooks@acme.example")])]))
    let original = try #require(
      try tester.store.record(app: "mail", collection: "messages", id: "mail-review"))
    #expect(original.fields["isRead"] == .bool(true))
  }

  @Test func forwardMailQuotesTheOriginal() throws {
    let tickets = try tester.entity(MailMessage.self, in: "mail", id: "mail-tickets")
    try tester.run("mail.forwardMail", in: "mail", ["target": tickets, "to": person("Mom")])
    let forwarded = try #require(
      try messages().first { $0.fields["subject"] == .string("Fwd: Tickets for Saturday") })
    #expect(forwarded.fields["body"]?.stringValue?.contains("Princess Bride") == true)
    #expect(forwarded.fields["to"]?.arrayValue?.count == 1)
  }

  @Test func deleteMailMovesItToTheTrash() throws {
    let offsite = try tester.entity(MailMessage.self, in: "mail", id: "mail-offsite")
    try tester.run("mail.deleteMail", in: "mail", ["entities": .list([offsite])])
    let stored = try #require(
      try tester.store.record(app: "mail", collection: "messages", id: "mail-offsite"))
    #expect(stored.fields["mailbox"] == .string("trash"))
    #expect(try !tester.entities(MailMessage.self, in: "mail").contains { $0.id == "mail-offsite" })
  }

  @Test(
    "findMail lists the inbox, filtered by sender, topic and read state",
    arguments: [
      (
        "everything", [String: ParameterValue](),
        ["mail-review", "mail-lunch", "mail-tickets", "mail-offsite"]
      ),
      (
        "from a relationship",
        ["sender": .person(IntentPerson(name: PersonNameComponents(displayName: "Mom")))], ["mail-lunch"]
      ),
      ("unread", ["isRead": .bool(false)], ["mail-review", "mail-lunch"]),
      ("about a topic, articles aside", ["topic": .string("the offsite")], ["mail-offsite"]),
      (
        "unread from Mary",
        [
          "sender": .person(IntentPerson(name: PersonNameComponents(displayName: "Mary"))),
          "isRead": .bool(false),
        ], []
      ),
    ])
  func findMailFilters(_ name: String, _ parameters: [String: ParameterValue], _ expected: [String]) throws {
    let result = try tester.run("mail.findMail", in: "mail", parameters)
    #expect(result.listed.map(\.id) == expected, "\(name)")
  }

  @Test func findMailSaysWhenNothingMatchesAndChangesNothing() throws {
    let before = try messages()
    let result = try tester.run(
      "mail.findMail", in: "mail",
      [
        "sender": .person(IntentPerson(name: PersonNameComponents(displayName: "Leo"))),
        "isRead": .bool(false),
      ])
    #expect(result.listed.isEmpty)
    #expect(result.dialog.full == "No unread email from Leo Rivera.")
    #expect(try messages() == before)
    #expect(FindMailIntent.sideEffects == .none)
  }
}
