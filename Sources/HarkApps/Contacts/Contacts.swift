import Foundation
import HarkCore
import HarkStore
import HarkVCard

/// The address book: the user's own card and the people they write to, with how each relates to
/// them ("my wife", "my boss"). Cards are vCard files in vdir folders (khard's layout); other apps
/// import their people through it.
public struct Contacts: App {
  public init() {}

  public let id = "contacts"
  public let name = "Contacts"
  public let synonyms = ["address book", "通讯录", "联系人"]

  public var intents: [any AppIntent.Type] { [FindContactIntent.self, CreateContactIntent.self] }
  public var entityTypes: [EntityType] { [EntityType(ContactPerson.self)] }

  /// The collection contacts were kept in before they were vCard files (`hark import-contacts`).
  static let legacyCollection = "people"

  /// The demo address book: `.vcf` files in the store's own address book
  /// (``DataSources/storeAddressBookFolder(_:)``), as khard keeps them, so the demo and a person's
  /// contacts take one path.
  public func demoData(now: Date) -> [StoreSeed] {
    let revision = Int64(now.timeIntervalSince1970.rounded(.down))
    var files: [String: [UInt8]] = [:]
    for (stem, draft) in ContactsDemo.cards {
      files[ContactsBook.seedFolder + stem + ".vcf"] = draft.bytes(revision: revision)
    }
    return [StoreSeed(app: id, files: files)]
  }
}

/// Finds people by identifier, by words of their names, and by properties ("relationship").
struct ContactPersonQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  func all() throws -> [ContactPerson] {
    try ContactsBook(context: context).people()
  }

  func entities(for identifiers: [String]) throws -> [ContactPerson] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [ContactPerson] { try all() }

  /// The people are files another program (khard, a sync) may change; each read stamps the
  /// books' folders and cards through the store (`Store.noteRead(outside:)`), so what is made
  /// from them is kept only while those stamps hold.
  var suggestionsFollowTheStore: Bool { true }

  func entities(matching string: String) throws -> [ContactPerson] {
    ContactsMatching.cards(
      for: PersonNameComponents(displayName: string).person, among: try all(),
      cacheDirectory: context.cacheDirectory)
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [ContactPerson] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}

/// The demo address book: Sam Rivera and the people around him. Sam's card is the owner's
/// (`X-HARK-ME:yes`) and says who the others are to him, as Apple's address book writes relations
/// in vCard 3.0.
enum ContactsDemo {
  static var cards: [(stem: String, draft: ContactDraft)] {
    func card(
      _ stem: String, _ name: String, given: String, family: String, email: String, phone: String?,
      gender: Gender? = nil, nickname: String? = nil
    ) -> (String, ContactDraft) {
      var draft = ContactDraft(
        uid: stem, formattedName: name, name: StructuredName(family: family, given: given))
      draft.emails = [TypedValue(value: email, types: ["home"])]
      draft.phones = phone.map { [TypedValue(value: $0, types: ["cell"])] } ?? []
      draft.gender = gender
      draft.nicknames = nickname.map { [$0] } ?? []
      return (stem, draft)
    }
    var me = card(
      "me", "Sam Rivera", given: "Sam", family: "Rivera", email: "sam@rivera.example",
      phone: "+1 415 555 0100", gender: .male)
    me.1.marksOwner = true
    me.1.relations = [
      Relation(kind: "spouse", value: "Mary Rivera"), Relation(kind: "boss", value: "Dana Brooks"),
      Relation(kind: "mother", value: "Linda Rivera"), Relation(kind: "friend", value: "王小明"),
      Relation(kind: "brother", value: "Leo Rivera"),
    ]
    var dana = card(
      "dana", "Dana Brooks", given: "Dana", family: "Brooks", email: "dana.brooks@acme.example",
      phone: "+1 415 555 0142")
    dana.1.emails[0].types = ["work"]
    dana.1.organization = "Acme"
    var priya = card(
      "priya", "Priya Natarajan", given: "Priya", family: "Natarajan", email: "priya@acme.example",
      phone: "+1 415 555 0199")
    priya.1.emails[0].types = ["work"]
    priya.1.organization = "Acme"
    return [
      me,
      card(
        "mary", "Mary Rivera", given: "Mary", family: "Rivera", email: "mary@rivera.example",
        phone: "+1 415 555 0101", gender: .female),
      dana,
      card(
        "linda", "Linda Rivera", given: "Linda", family: "Rivera", email: "linda.rivera@mail.example",
        phone: "+1 520 555 0177", gender: .female, nickname: "Mom"),
      card(
        "xiaoming", "王小明", given: "小明", family: "王", email: "xiaoming.wang@example.cn",
        phone: "+86 138 0013 8000", gender: .male),
      card(
        "leo", "Leo Rivera", given: "Leo", family: "Rivera", email: "leo@rivera.example", phone: nil,
        gender: .male),
      priya,
    ]
  }
}
