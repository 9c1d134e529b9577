import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import HarkVCard
import Testing

/// The address book: its intents in isolation, and the value query and import other apps use.
@Suite struct ContactsIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  /// The cards in the store's own address book, by file stem.
  func cards() throws -> [StoredCard] {
    try AddressBook(path: DataSources.storeAddressBookFolder(tester.store.root).path).cards().cards
  }

  @Test func findContactShowsTheCardWithItsHandles() throws {
    let mary = try tester.entity(ContactPerson.self, in: "contacts", id: "mary")
    let result = try tester.run("contacts.findContact", in: "contacts", ["person": mary])
    #expect(
      result.dialog.full == "Mary Rivera (your wife): mary@rivera.example, +1 415 555 0101")
    #expect(result.entities.map(\.id) == ["mary"])
  }

  @Test func theCardSaysWhereThePersonLivesAndTheBirthdayWhenItHasThem() throws {
    let card = """
      BEGIN:VCARD\r
      VERSION:3.0\r
      UID:zoe\r
      FN:Zoe Park\r
      EMAIL:zoe@park.example\r
      ADR;TYPE=home:;;12 Oak Street;Tucson;;;\r
      BDAY:1990-04-05\r
      END:VCARD\r

      """
    let folder = DataSources.storeAddressBookFolder(tester.store.root)
    try Data(card.utf8).write(to: folder.appendingPathComponent("zoe.vcf"))
    let zoe = try tester.entity(ContactPerson.self, in: "contacts", id: "zoe")
    let result = try tester.run("contacts.findContact", in: "contacts", ["person": zoe])
    #expect(result.dialog.full == "Zoe Park: zoe@park.example, 12 Oak Street, Tucson, birthday 1990-04-05")
    let chinese = try IntentTester(apps: SampleApps.all, language: .chinese)
    try Data(card.utf8).write(
      to: DataSources.storeAddressBookFolder(chinese.store.root).appendingPathComponent("zoe.vcf"))
    let inChinese = try chinese.run(
      "contacts.findContact", in: "contacts",
      ["person": try chinese.entity(ContactPerson.self, in: "contacts", id: "zoe")])
    #expect(inChinese.dialog.arguments["handles"] == "zoe@park.example, 12 Oak Street, Tucson, 生日 1990-04-05")
  }

  @Test func aChineseSessionSaysTheRelationshipInChinese() throws {
    let chinese = try IntentTester(apps: SampleApps.all, language: .chinese)
    let mary = try chinese.entity(ContactPerson.self, in: "contacts", id: "mary")
    let result = try chinese.run("contacts.findContact", in: "contacts", ["person": mary])
    #expect(result.dialog.key == "found_related")
    #expect(result.dialog.arguments["relationship"] == "妻子")
    #expect(result.dialog.arguments["handles"] == "mary@rivera.example, +1 415 555 0101")
  }

  @Test func aNameTypedInLowerCaseIsCapitalisedAndAnyOtherKeptAsTyped() throws {
    for (said, kept, given) in [
      ("bob stone", "Bob Stone", "Bob"), ("Ana de la Cruz", "Ana de la Cruz", "Ana"),
      ("kim_lee@example.com", "kim_lee@example.com", nil),
    ] {
      try tester.run("contacts.createContact", in: "contacts", ["name": .string(said)])
      let card = try #require(try cards().first { $0.card.formattedName == kept })
      if let given { #expect(card.card.structuredName?.given == given) }
    }
  }

  @Test func createContactWritesACardAndTheRelationOnTheUsersOwn() throws {
    let before = try cards()
    try tester.run(
      "contacts.createContact", in: "contacts",
      [
        "name": .string("Rosa Diaz"), "handle": .string("rosa@example.com"),
        "relationship": .string("Sister"),
      ])
    let after = try cards()
    #expect(after.count == before.count + 1)
    let rosa = try #require(after.first { $0.card.formattedName == "Rosa Diaz" })
    #expect(rosa.card.version == "3.0")
    #expect(rosa.card.uid == rosa.stem)
    #expect(rosa.card.emails.map(\.value) == ["rosa@example.com"])
    #expect(rosa.card.structuredName?.given == "Rosa")
    #expect(rosa.card.gender == .female)
    let me = try #require(after.first { $0.stem == "me" })
    #expect(me.card.relations.last == Relation(kind: "sibling", value: "Rosa Diaz"))
    let found = try tester.entities(ContactPerson.self, in: "contacts").first { $0.id == rosa.stem }
    #expect(found?.relationship == "sister")
  }

  @Test func aContactNamedByAnAddressKeepsItAsItsEmail() throws {
    try tester.run("contacts.createContact", in: "contacts", ["name": .string("kim_lee@example.com")])
    let kim = try #require(try cards().first { $0.card.formattedName == "kim_lee@example.com" })
    #expect(kim.card.emails.map(\.value) == ["kim_lee@example.com"])
    #expect(kim.card.phones.isEmpty)
  }

  @Test func createContactWithoutANameNeedsOne() {
    #expect(throws: IntentError.needsValue(parameter: "name")) {
      try tester.run("contacts.createContact", in: "contacts", ["handle": .string("x@example.com")])
    }
  }

  @Test func theRelationshipIsADeclaredProperty() throws {
    let cards = try tester.entities(ContactPerson.self, in: "contacts")
    let relationship = try #require(ContactPerson.properties.first { $0.name == "relationship" })
    let wives = cards.filter { relationship.value(of: $0) == .string("wife") }
    #expect(wives.map(\.name) == ["Mary Rivera"])
    #expect(cards.filter(\.isMe).map(\.name) == ["Sam Rivera"])
  }

  @Test(arguments: [
    ("Mary", "mary"), ("my wife", "mary"), ("Mary Rivera", "mary"), ("Mom", "linda"),
    ("my boss", "dana"), ("王小明", "xiaoming"), ("我老婆", "mary"), ("Marry", "mary"),
    ("Xiaoming", "xiaoming"),
  ])
  func theValueQueryMatchesPeopleByNameNicknameOrRelationship(words: String, id: String) throws {
    let context = try tester.context(for: "contacts")
    let person = IntentPerson(name: PersonNameComponents(displayName: words))
    let found = try ContactPerson.values(for: [person], in: context)
    #expect(found.map(\.id) == [id])
  }

  @Test func theValueQueryMatchesByAddressAndByIdentifier() throws {
    let context = try tester.context(for: "contacts")
    let byEmail = IntentPerson(
      name: PersonNameComponents(), handles: [.init(.email, "DANA.BROOKS@acme.example")])
    let byPhone = IntentPerson(name: PersonNameComponents(), handles: [.init(.phone, "(415) 555-0101")])
    let byID = IntentPerson(identifier: .contact("linda"), name: PersonNameComponents())
    #expect(try ContactPerson.values(for: [byEmail], in: context).map(\.id) == ["dana"])
    #expect(try ContactPerson.values(for: [byPhone], in: context).map(\.id) == ["mary"])
    #expect(try ContactPerson.values(for: [byID], in: context).map(\.id) == ["linda"])
    #expect(
      try ContactPerson.values(for: [PersonNameComponents(displayName: "Sparky").person], in: context) == [])
  }

  @Test func importingCreatesACardFromAnotherAppsPerson() throws {
    let context = try tester.context(for: "contacts")
    let glow = try #require(
      try tester.entities(UnicornContact.self, in: "unicornchat").first { $0.id == "glow" })
    let card = try ContactPerson.importing(glow.person, in: context)
    #expect(card.name == "Glow")
    let stored = try #require(try cards().first { $0.stem == card.id })
    #expect(stored.card.formattedName == "Glow")
    try card.removeImported(in: context)
    #expect(try cards().contains { $0.stem == card.id } == false)
  }

  @Test func aCardExportsItselfAsAPerson() throws {
    let card = try #require(
      try tester.entities(ContactPerson.self, in: "contacts").first { $0.id == "xiaoming" })
    #expect(card.person.identifier == .contact("xiaoming"))
    #expect(card.person.displayName == "王小明")
    #expect(card.person.handles.map(\.kind) == [.email, .phone])
  }
}
