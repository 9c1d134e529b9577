import Foundation
import HarkCore
import HarkStore

/// The address book: the user's own card and the people they write to, with how each relates to
/// them ("my wife", "my boss"). Other apps import their people through it.
public struct Contacts: App {
  public init() {}

  public let id = "contacts"
  public let name = "Contacts"
  public let synonyms = ["address book", "通讯录", "联系人"]

  public var intents: [any AppIntent.Type] { [FindContactIntent.self, CreateContactIntent.self] }
  public var entityTypes: [EntityType] { [EntityType(ContactPerson.self)] }

  enum Collection {
    static let people = "people"
  }

  public func demoData(now: Date) -> [StoreSeed] {
    [StoreSeed(app: id, collection: Collection.people, records: ContactsDemo.people.map(\.record))]
  }
}

/// Finds people by identifier, by words of their names, and by properties ("relationship").
struct ContactPersonQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  func all() throws -> [ContactPerson] {
    try context.records(Contacts.Collection.people).compactMap(ContactPerson.init)
  }

  func entities(for identifiers: [String]) throws -> [ContactPerson] {
    try context.records(Contacts.Collection.people, ids: identifiers).compactMap(ContactPerson.init)
  }

  func suggestedEntities() throws -> [ContactPerson] { try all() }

  /// The people are the `people` collection's records, whatever the clock or language.
  var suggestionsFollowTheStore: Bool { true }

  func entities(matching string: String) throws -> [ContactPerson] {
    ContactsMatching.cards(for: PersonNameComponents(displayName: string).person, among: try all())
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [ContactPerson] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}

/// The demo address book: Sam Rivera and the people around him.
enum ContactsDemo {
  static let people = [
    ContactPerson(
      id: "me", name: "Sam Rivera", givenName: "Sam", familyName: "Rivera", isMe: true,
      emails: ["sam@rivera.example"], phones: ["+1 415 555 0100"]),
    ContactPerson(
      id: "mary", name: "Mary Rivera", givenName: "Mary", familyName: "Rivera", relationship: "wife",
      emails: ["mary@rivera.example"], phones: ["+1 415 555 0101"]),
    ContactPerson(
      id: "dana", name: "Dana Brooks", givenName: "Dana", familyName: "Brooks", relationship: "boss",
      emails: ["dana.brooks@acme.example"], phones: ["+1 415 555 0142"]),
    ContactPerson(
      id: "linda", name: "Linda Rivera", givenName: "Linda", familyName: "Rivera", nickname: "Mom",
      relationship: "mother", emails: ["linda.rivera@mail.example"], phones: ["+1 520 555 0177"]),
    ContactPerson(
      id: "xiaoming", name: "王小明", givenName: "小明", familyName: "王", nickname: "Xiaoming",
      relationship: "friend", emails: ["xiaoming.wang@example.cn"], phones: ["+86 138 0013 8000"]),
    ContactPerson(
      id: "leo", name: "Leo Rivera", givenName: "Leo", familyName: "Rivera", relationship: "brother",
      emails: ["leo@rivera.example"]),
    ContactPerson(
      id: "priya", name: "Priya Natarajan", givenName: "Priya", familyName: "Natarajan",
      emails: ["priya@acme.example"], phones: ["+1 415 555 0199"]),
  ]
}
