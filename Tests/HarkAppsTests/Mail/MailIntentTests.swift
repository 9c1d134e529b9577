import Foundation
import HarkApps
import HarkCore
import HarkMail
import HarkTesting
import Testing

/// Every mail-domain intent of Mail, run in isolation, with the Maildir checked after (each
/// message read back as MIME from its file); and the cross-app path: a UnicornChat message as the
/// body, a Contacts person as the recipient.
@Suite struct MailIntentTests {
  let tester: IntentTester
  let mail: MailFolders
  init() throws {
    tester = try IntentTester(apps: SampleApps.all)
    mail = MailFolders(store: tester.store.root)
  }

  func person(_ words: String) -> ParameterValue {
    .list([.person(IntentPerson(name: PersonNameComponents(displayName: words)))])
  }
  func drafts() throws -> [MIMEMessage] { try mail.messages(in: "Drafts") }
  func sent() throws -> [MIMEMessage] { try mail.messages(in: "Sent") }
  func contacts() throws -> [ContactPerson] { try tester.entities(ContactPerson.self, in: "contacts") }

  @Test func createDraftAddressesTheContactsCard() throws {
    let result = try tester.run(
      "mail.createDraft", in: "mail", ["to": person("my wife"), "body": .string("Running late")])
    let draft = try #require(try drafts().first)
    #expect(draft.to == [MailboxAddress(name: "Mary Rivera", email: "mary@rivera.example")])
    #expect(draft.from == [MailboxAddress(name: "Sam Rivera", email: "sam@rivera.example")])
    #expect(draft.text == "Running late")
    #expect(result.entities.map { "<\($0.id)>" } == [draft.messageID])
    #expect(try mail.flags(in: "Drafts") == ["DS"])
    #expect(
      result.dialog.full == "Drafted an email to Mary Rivera: “Running late”. Say “send it” to send it.")
  }

  @Test func createDraftTakesItsBodyFromAUnicornChatMessage() throws {
    let reply = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-bubbles-3")
    let result = try tester.run("mail.createDraft", in: "mail", ["to": person("Mary"), "message": reply])
    let draft = try #require(try drafts().first)
    #expect(draft.text == "Can you bring the rainbow sprinkles on Saturday?")
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
    let before = try contacts().count
    try tester.run(
      "mail.createDraft", in: "mail", ["to": person("bob@example.com"), "body": .string("hello")])
    let people = try contacts()
    #expect(people.count == before + 1)
    #expect(people.contains { $0.emails == ["bob@example.com"] })
    #expect(try drafts().first?.to == [MailboxAddress(name: "", email: "bob@example.com")])
  }

  @Test func aKnownAddressIsNotImportedTwice() throws {
    let before = try contacts().count
    try tester.run(
      "mail.createDraft", in: "mail", ["to": person("mary@rivera.example"), "body": .string("hello")])
    #expect(try contacts().count == before)
  }

  @Test func anAmbiguousNameIsRefusedNotGuessed() {
    #expect(
      throws: IntentError.ambiguousPerson(
        // In the address book's order: its cards by file name (leo, linda, mary, me).
        name: "Rivera", candidates: ["Leo Rivera", "Linda Rivera", "Mary Rivera", "Sam Rivera"])
    ) {
      try tester.run("mail.createDraft", in: "mail", ["to": person("Rivera"), "body": .string("hi all")])
    }
  }

  @Test func createDraftWithoutBodyNeedsIt() {
    #expect(throws: IntentError.needsValue(parameter: "body")) {
      try tester.run("mail.createDraft", in: "mail", ["to": person("Mary")])
    }
  }

  @Test func sendDraftHandsItToTheTransportAndFilesItInSent() throws {
    let made = try tester.run(
      "mail.createDraft", in: "mail",
      ["to": person("Dana"), "bcc": person("Mary"), "body": .string("Numbers attached")])
    let draft = try #require(made.entities.first)
    let result = try tester.run("mail.sendDraft", in: "mail", ["target": .entity(draft)])
    #expect(try drafts().isEmpty)
    let filed = try #require(try sent().first)
    #expect(filed.text == "Numbers attached")
    #expect(filed.messageID == "<\(draft.id)>")
    #expect(try mail.flags(in: "Sent") == ["S"])
    // The store's own mail names no transport: what left is in the store's outbox, with the
    // Bcc the transport reads; the copy in Sent has none.
    let outbox = try MailFolders(root: tester.store.root.appendingPathComponent("mail/outbox")).raw(in: "")
    #expect(outbox.count == 1)
    #expect(
      outbox.first.map { String(decoding: $0, as: UTF8.self).contains("Bcc: mary@rivera.example") } == true)
    #expect(try mail.raw(in: "Sent").allSatisfy { !String(decoding: $0, as: UTF8.self).contains("Bcc:") })
    #expect(result.dialog.full == "Sent the email “Numbers attached” to Dana Brooks.")
    #expect(SendDraftIntent.sideEffects.contains(.needsConfirmation))
  }

  @Test func deleteDraftRemovesIt() throws {
    let made = try tester.run("mail.createDraft", in: "mail", ["to": person("Leo"), "body": .string("x")])
    let draft = try #require(made.entities.first)
    try tester.run("mail.deleteDraft", in: "mail", ["entities": .list([.entity(draft)])])
    #expect(try drafts().isEmpty)
  }

  @Test func aMailAskedToGoLaterIsNotSentNow() throws {
    let made = try tester.run("mail.createDraft", in: "mail", ["to": person("Leo"), "body": .string("x")])
    let draft = try #require(made.entities.first)
    #expect(throws: IntentError.notImplemented(intent: SendDraftIntent.schema.id)) {
      try tester.run(
        "mail.sendDraft", in: "mail",
        ["target": .entity(draft), "sendLaterDate": .date(tester.now.addingTimeInterval(86_400))])
    }
    #expect(try drafts().count == 1)
    #expect(try sent().isEmpty)
  }

  @Test func replyMailAnswersTheSenderInTheThreadAndMarksItRepliedAndRead() throws {
    let review = try tester.entity(MailMessage.self, in: "mail", id: "demo-review@acme.example")
    try tester.run("mail.replyMail", in: "mail", ["target": review, "body": .string("I'll be there")])
    let reply = try #require(try sent().first)
    #expect(reply.subject == "Re: Quarterly review moved to Thursday")
    #expect(reply.text.hasPrefix("I'll be there"))
    #expect(reply.text.contains("> Hi Sam, the quarterly review is now on Thursday at 10."))
    #expect(reply.to == [MailboxAddress(name: "Dana Brooks", email: "dana.brooks@acme.example")])
    #expect(reply.inReplyTo == "<demo-review@acme.example>")
    #expect(reply.references == ["<demo-review@acme.example>"])
    // Unread mail was in new/; read and replied, it is in cur/ with R and S.
    #expect(try mail.flags(of: "demo-review@acme.example") == "RS")
  }

  @Test func forwardMailQuotesTheOriginalAndCarriesItsAttachment() throws {
    let offsite = try tester.entity(MailMessage.self, in: "mail", id: "demo-offsite@acme.example")
    try tester.run("mail.forwardMail", in: "mail", ["target": offsite, "to": person("Mom")])
    let forwarded = try #require(try sent().first)
    #expect(forwarded.subject == "Fwd: Offsite agenda")
    #expect(forwarded.text.contains("Draft agenda for the offsite attached."))
    #expect(forwarded.to.map(\.email) == ["linda.rivera@mail.example"])
    #expect(forwarded.attachments.map(\.filename) == ["offsite agenda.pdf"])
    #expect(forwarded.attachments.first?.contentType == "application/pdf")
    #expect(try mail.flags(of: "demo-offsite@acme.example") == "PS")
  }

  @Test func deleteMailMovesItToTheTrash() throws {
    let offsite = try tester.entity(MailMessage.self, in: "mail", id: "demo-offsite@acme.example")
    try tester.run("mail.deleteMail", in: "mail", ["entities": .list([offsite])])
    #expect(try mail.messages(in: "Trash").map(\.messageID) == ["<demo-offsite@acme.example>"])
    #expect(try !mail.messages(in: "").contains { $0.messageID == "<demo-offsite@acme.example>" })
    #expect(
      try !tester.entities(MailMessage.self, in: "mail").contains { $0.id == "demo-offsite@acme.example" })
  }

  @Test(
    "findMail lists the inbox, filtered by sender, topic and read state",
    arguments: [
      (
        "everything", [String: ParameterValue](),
        [
          "demo-review@acme.example", "demo-lunch@mail.example", "demo-tickets@rivera.example",
          "demo-hike@example.cn", "demo-offsite@acme.example",
        ]
      ),
      (
        "from a relationship",
        ["sender": .person(IntentPerson(name: PersonNameComponents(displayName: "Mom")))],
        ["demo-lunch@mail.example"]
      ),
      (
        "unread", ["isRead": .bool(false)],
        ["demo-review@acme.example", "demo-lunch@mail.example"]
      ),
      ("about a topic, articles aside", ["topic": .string("the offsite")], ["demo-offsite@acme.example"]),
      ("about a topic in Chinese", ["topic": .string("爬山")], ["demo-hike@example.cn"]),
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
    let before = try mail.raw(in: "")
    let result = try tester.run(
      "mail.findMail", in: "mail",
      [
        "sender": .person(IntentPerson(name: PersonNameComponents(displayName: "Leo"))),
        "isRead": .bool(false),
      ])
    #expect(result.listed.isEmpty)
    #expect(result.dialog.full == "No unread email from Leo Rivera.")
    #expect(try mail.raw(in: "") == before)
    #expect(FindMailIntent.sideEffects == .none)
  }
}

/// The Maildir of a test's store (`<store>/mail/maildir/`), read with HarkMail: what another
/// mail client would find there.
struct MailFolders {
  let maildir: Maildir

  init(store: URL) { maildir = Maildir(root: store.appendingPathComponent("mail/maildir")) }
  init(root: URL) { maildir = Maildir(root: root) }

  /// The raw messages of a folder ("" for the inbox), oldest first.
  func raw(in folder: String) throws -> [Data] {
    let entries = (try? maildir.entries(in: folder)) ?? []
    return try entries.sorted { $0.uniqueName < $1.uniqueName }.map { try maildir.read($0) }
  }

  func messages(in folder: String) throws -> [MIMEMessage] { try raw(in: folder).map(MIMEMessage.parse) }

  /// The flags of each message of a folder, as the letters of its file name.
  func flags(in folder: String) throws -> [String] {
    try maildir.entries(in: folder).map { $0.flags.letters }
  }

  /// The flags of the message with this Message-ID, wherever it is.
  func flags(of id: String) throws -> String? {
    for folder in ["", "Sent", "Drafts", "Trash"] {
      for entry in (try? maildir.entries(in: folder)) ?? [] {
        if MIMEMessage.parse(try maildir.read(entry)).messageID == "<\(id)>" { return entry.flags.letters }
      }
    }
    return nil
  }
}
