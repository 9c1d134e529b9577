import Foundation
import HarkCore
import HarkStore
import HarkVCard

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
  /// Postal addresses, each on one line.
  public var addresses: [String] = []
  /// The birthday as the card writes it (`1990-04-05`).
  public var birthday: String?
  /// The name in Latin letters when it is written in Han characters ("Wang Xiaoming" for
  /// 王小明), with the given name alone ("Xiaoming"): what people type for it.
  public var latinNames: [String] = []

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
    var words = [givenName, nickname].compactMap { $0 } + latinNames
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
      for card in ContactsMatching.cards(for: person, among: cards, cacheDirectory: context.cacheDirectory)
      where !found.contains(card) {
        found.append(card)
      }
    }
    return found
  }

  /// A new card made from a person another app knows (an address typed into Mail), written as a
  /// `.vcf` file named by a new UUID, as khard names its cards.
  public static func importing(_ person: IntentPerson, in context: AppContext) throws -> ContactPerson {
    let emails = person.handles.filter { $0.kind == .email }.map(\.value)
    let phones = person.handles.filter { $0.kind == .phone }.map(\.value)
    var name = person.displayName
    if name.isEmpty || emails.contains(name) { name = emails.first ?? phones.first ?? "New contact" }
    var draft = ContactDraft(
      uid: context.identifiers.nextUUID(), formattedName: name,
      name: StructuredName(family: person.name.familyName ?? "", given: person.name.givenName ?? ""))
    draft.nicknames = person.name.nickname.map { [$0] } ?? []
    draft.emails = emails.map { TypedValue(value: $0) }
    draft.phones = phones.map { TypedValue(value: $0) }
    let stored = try ContactsBook(context: context).create(draft, now: context.now)
    return ContactPerson(stored)
  }

  public func removeImported(in context: AppContext) throws {
    try ContactsBook(context: context).remove(id)
  }
}

extension ContactPerson {
  /// The contact a card is: its file's stem as identifier, FN as the name (N's parts, an address
  /// or the stem when a card has none). The relationship and `isMe` come from the owner's card
  /// (``ContactsBook/people(from:me:primaryEmail:)``).
  init(_ stored: StoredCard, cacheDirectory: URL? = nil) {
    let card = stored.card
    let structured = card.structuredName
    let given = structured?.given.nonEmpty
    let family = structured?.family.nonEmpty
    let emails = card.emails.map(\.value)
    let phones = card.phones.map(\.value)
    let name =
      card.formattedName ?? [given, family].compactMap { $0 }.joined(separator: " ").nonEmpty ?? emails.first
      ?? phones.first ?? stored.stem
    self.init(
      id: stored.stem, name: name, givenName: given, familyName: family, nickname: card.nicknames.first,
      emails: emails, phones: phones)
    addresses = card.addresses.map(\.oneLine).filter { !$0.isEmpty }
    birthday = card.birthday
    latinNames = Self.latinNames(name: name, given: given, family: family, cacheDirectory: cacheDirectory)
  }

  /// A name in Han characters as people type it in Latin letters: family and given name
  /// ("Wang Xiaoming"), given and family, and the given name alone; nothing for other names.
  static func latinNames(name: String, given: String?, family: String?, cacheDirectory: URL? = nil)
    -> [String]
  {
    let key = NameKey(name, cacheDirectory: cacheDirectory)
    guard key.hasHan else { return [] }
    func latin(_ text: String) -> String {
      let joined = NameKey(text, cacheDirectory: cacheDirectory).words.joined()
      return joined.prefix(1).uppercased() + joined.dropFirst()
    }
    if let given, let family, NameKey(given, cacheDirectory: cacheDirectory).hasHan {
      let (g, f) = (latin(given), latin(family))
      return ["\(f) \(g)", "\(g) \(f)", g]
    }
    return [key.words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")]
  }

  /// A card of a store made before contacts were vCard files (its `contacts/people.jsonl`).
  init?(legacy record: Record) {
    let f = record.fields
    guard let name = f["name"]?.stringValue else { return nil }
    self.init(
      id: record.id, name: name, givenName: f["givenName"]?.stringValue,
      familyName: f["familyName"]?.stringValue, nickname: f["nickname"]?.stringValue,
      relationship: f["relationship"]?.stringValue, isMe: f["isMe"]?.boolValue ?? false,
      emails: f["emails"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      phones: f["phones"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
