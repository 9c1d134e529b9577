import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import HarkVCard
import Testing

/// A store made before contacts were vCard files keeps its people in `contacts/people.jsonl`;
/// `hark import-contacts` writes them into the address book once, under their old identifiers,
/// the relationships on the owner's card.
@Suite struct ContactsConversionTests {
  @Test func storedPeopleBecomeCardsOnceWithTheirRelationships() throws {
    let tester = try IntentTester(apps: SampleApps.all, demoData: false)
    func person(_ id: String, _ name: String, _ fields: [String: JSONValue]) -> Record {
      Record(id: id, fields: fields.merging(["name": .string(name)]) { $1 })
    }
    let legacy = [
      person("me", "Ana Silva", ["isMe": .bool(true), "emails": .array([.string("ana@silva.example")])]),
      person(
        "joao", "João Silva",
        ["relationship": .string("husband"), "phones": .array([.string("+351 21 000")])]),
      person("kim", "Kim Lee", ["relationship": .string("boss"), "givenName": .string("Kim")]),
      person("wei", "王伟", ["givenName": .string("伟"), "familyName": .string("王")]),
    ]
    try tester.store.append(app: "contacts", collection: "people", legacy)
    let context = try tester.context(for: "contacts")

    let first = try Contacts.convertStoredPeople(in: context)
    let folder = DataSources.storeAddressBookFolder(tester.store.root).path
    #expect(first.converted == 4 && first.alreadyThere == 0)
    let cards = try AddressBook(path: folder).cards().cards
    #expect(cards.map(\.stem) == ["joao", "kim", "me", "wei"])
    let me = try #require(cards.first { $0.stem == "me" })
    #expect(me.card.isMarkedAsOwners)
    #expect(
      me.card.relations == [
        Relation(kind: "spouse", value: "João Silva"), Relation(kind: "boss", value: "Kim Lee"),
      ])

    let people = try tester.entities(ContactPerson.self, in: "contacts")
    #expect(people.first { $0.id == "joao" }?.relationship == "husband")
    #expect(people.first { $0.id == "kim" }?.relationship == "boss")
    #expect(people.first { $0.id == "me" }?.isMe == true)
    #expect(people.first { $0.id == "wei" }?.latinNames.contains("Wang Wei") == true)

    let again = try Contacts.convertStoredPeople(in: context)
    #expect(again.converted == 0 && again.alreadyThere == 4)
  }

  @Test func theDemoAddressBookIsVCardFilesWithTheOwnersRelations() throws {
    let tester = try IntentTester(apps: SampleApps.all)
    let folder = DataSources.storeAddressBookFolder(tester.store.root).path
    let cards = try AddressBook(path: folder).cards()
    #expect(cards.problems.isEmpty)
    #expect(cards.cards.map(\.stem) == ["dana", "leo", "linda", "mary", "me", "priya", "xiaoming"])
    #expect(cards.cards.allSatisfy { $0.card.version == "3.0" })
    let people = try tester.entities(ContactPerson.self, in: "contacts")
    let relationships = Dictionary(
      uniqueKeysWithValues: people.compactMap { p in p.relationship.map { (p.id, $0) } })
    #expect(
      relationships == [
        "mary": "wife", "dana": "boss", "linda": "mother", "xiaoming": "friend", "leo": "brother",
      ])
    #expect(people.filter(\.isMe).map(\.id) == ["me"])
  }
}
