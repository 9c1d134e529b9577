import Foundation
import HarkCore
import HarkStore

/// A card in the address book: the people behind "Mary" and "my wife".
///
/// Adopts `contacts.person`, exports itself as an ``IntentPerson`` and imports people from other
/// apps (``PersonImporting``): Mail's recipients come through here.
public struct ContactPerson: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.person)
  public static let typeDisplayName = "contact"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("name", indexed: true) { .string($0.name) },
      EntityProperty("handles") { .string(($0.emails + $0.phones).joined(separator: ", ")) },
      // How the person relates to the user ("wife", "boss"): what "my wife" is resolved by.
      EntityProperty("relationship") { $0.relationship.map(PropertyValue.string) ?? .none },
      EntityProperty("isMe") { .bool($0.isMe) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    ContactPersonQuery(context: context)
  }

  public var id: String
  /// The name as the person writes it ("Mary Rivera", "王小明").
  public var name: String
  public var givenName: String?
  public var familyName: String?
  public var nickname: String?
  /// "wife", "boss", "mother" …; nil for people with no stated relationship.
  public var relationship: String?
  /// The user's own card.
  public var isMe: Bool
  public var emails: [String]
  public var phones: [String]

  public init(
    id: String, name: String, givenName: String? = nil, familyName: String? = nil,
    nickname: String? = nil, relationship: String? = nil, isMe: Bool = false, emails: [String] = [],
    phones: [String] = []
  ) {
    self.id = id
    self.name = name
    self.givenName = givenName
    self.familyName = familyName
    self.nickname = nickname
    self.relationship = relationship
    self.isMe = isMe
    self.emails = emails
    self.phones = phones
  }

  public var displayRepresentation: DisplayRepresentation {
    let subtitle = [isMe ? "me" : relationship, emails.first].compactMap { $0 }.joined(separator: ", ")
    return DisplayRepresentation(
      title: name, subtitle: subtitle.isEmpty ? nil : subtitle, synonyms: alsoCalled)
  }

  /// Other words that name the person: given name, nickname, "my wife".
  var alsoCalled: [String] {
    var words = [givenName, nickname].compactMap { $0 }
    if let relationship { words.append("my \(relationship)") }
    words += ContactsVocabulary.chinese(relationship)
    // Not "me": in a shell that sends messages, "tell me a joke" and "text me the weather" are
    // requests to the assistant far more often than messages to oneself, and must never send.
    return words.filter { $0 != name }
  }
}

extension ContactPerson: PersonExporting {
  /// The card as a person any app understands, with its addresses and numbers as handles.
  public var person: IntentPerson {
    IntentPerson(
      identifier: .contact(id),
      name: PersonNameComponents(givenName: givenName, familyName: familyName, nickname: nickname),
      handles: emails.map { .init(.email, $0) } + phones.map { .init(.phone, $0) },
      aliases: alsoCalled, isMe: isMe)
  }
}

extension ContactPerson: PersonImporting {
  /// The cards each person stands for: by contact identifier, by address or number, then by name,
  /// nickname or relationship ("my wife").
  public static func values(for people: [IntentPerson], in context: AppContext) throws -> [ContactPerson] {
    let cards = try ContactPersonQuery(context: context).all()
    var found: [ContactPerson] = []
    for person in people {
      for card in ContactsMatching.cards(for: person, among: cards) where !found.contains(card) {
        found.append(card)
      }
    }
    return found
  }

  /// A new card made from a person another app knows (an address typed into Mail).
  public static func importing(_ person: IntentPerson, in context: AppContext) throws -> ContactPerson {
    let emails = person.handles.filter { $0.kind == .email }.map(\.value)
    let phones = person.handles.filter { $0.kind == .phone }.map(\.value)
    var name = person.displayName
    if name.isEmpty || emails.contains(name) { name = emails.first ?? phones.first ?? "New contact" }
    let card = ContactPerson(
      id: context.identifiers.next("person-"), name: name, givenName: person.name.givenName,
      familyName: person.name.familyName, nickname: person.name.nickname, emails: emails, phones: phones)
    try context.save(Contacts.Collection.people, [card.record])
    return card
  }

  public func removeImported(in context: AppContext) throws {
    try context.delete(Contacts.Collection.people, ids: [id])
  }
}

extension ContactPerson {
  init?(_ record: Record) {
    let f = record.fields
    guard let name = f["name"]?.stringValue else { return nil }
    self.init(
      id: record.id, name: name, givenName: f["givenName"]?.stringValue,
      familyName: f["familyName"]?.stringValue, nickname: f["nickname"]?.stringValue,
      relationship: f["relationship"]?.stringValue, isMe: f["isMe"]?.boolValue ?? false,
      emails: f["emails"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      phones: f["phones"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    var fields: [String: JSONValue] = [
      "name": .string(name), "emails": .array(emails.map(JSONValue.string)),
      "phones": .array(phones.map(JSONValue.string)),
    ]
    if let givenName { fields["givenName"] = .string(givenName) }
    if let familyName { fields["familyName"] = .string(familyName) }
    if let nickname { fields["nickname"] = .string(nickname) }
    if let relationship { fields["relationship"] = .string(relationship) }
    if isMe { fields["isMe"] = .bool(true) }
    return Record(id: id, fields: fields)
  }
}
