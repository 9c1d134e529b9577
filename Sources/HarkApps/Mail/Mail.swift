import Foundation
import HarkCore
import HarkStore

/// Email: an inbox, drafts and sent mail. Adopts the whole mail domain (Apple's companion rule).
///
/// Recipients arrive as ``IntentPerson``s and are imported through the address book: a person it
/// knows gets their address from their card; an address it does not know becomes a new card.
public struct Mail: App {
  public init() {}

  public let id = "mail"
  public let name = "Mail"
  public let synonyms = ["email", "邮件"]

  public var intents: [any AppIntent.Type] {
    [
      CreateDraftIntent.self, UpdateDraftIntent.self, SendDraftIntent.self, DeleteDraftIntent.self,
      ReplyMailIntent.self,
      ForwardMailIntent.self, DeleteMailIntent.self, FindMailIntent.self,
    ]
  }

  public var entityTypes: [EntityType] { [EntityType(MailMessage.self), EntityType(MailDraft.self)] }

  enum Collection {
    static let messages = "messages"
    static let drafts = "drafts"
  }

  /// The user's own address, from their card.
  static let me = MailAddress(name: "Sam Rivera", email: "sam@rivera.example")

  public func demoData(now: Date) -> [StoreSeed] {
    [
      StoreSeed(app: id, collection: Collection.messages, records: MailDemo.messages(now: now).map(\.record))
    ]
  }
}

/// Finds mail by identifier, by words of its subject, sender or text, and by properties.
struct MailMessageQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// Every mail not in the trash, newest first.
  func all() throws -> [MailMessage] {
    try context.records(Mail.Collection.messages).compactMap(MailMessage.init)
      .filter { $0.mailbox != "trash" }.sorted { $0.date > $1.date }
  }

  func entities(for identifiers: [String]) throws -> [MailMessage] {
    let wanted = Set(identifiers)
    return try context.records(Mail.Collection.messages).compactMap(MailMessage.init)
      .filter { wanted.contains($0.id) }
  }

  /// The ten newest mails.
  func suggestedEntities() throws -> [MailMessage] { Array(try all().prefix(10)) }

  func entities(matching string: String) throws -> [MailMessage] {
    try all().filter { mail in
      [mail.subject, mail.body, mail.sender.display, mail.sender.email].contains {
        $0.localizedStandardContains(string)
      }
    }
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [MailMessage] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}

/// Finds drafts.
struct MailDraftQuery: EntityQuery {
  let context: AppContext

  func entities(for identifiers: [String]) throws -> [MailDraft] {
    let wanted = Set(identifiers)
    return try suggestedEntities().filter { wanted.contains($0.id) }
  }

  /// Every draft, newest first.
  func suggestedEntities() throws -> [MailDraft] {
    try context.records(Mail.Collection.drafts).compactMap(MailDraft.init).sorted { $0.date > $1.date }
  }
}

/// Turns the people an intent is given into addresses, through the address book.
struct MailRecipients {
  let context: AppContext

  /// One address per person: the card's first address; a typed address is kept, and becomes a new
  /// card when the address book does not know it.
  func addresses(for people: [IntentPerson]) throws -> [MailAddress] {
    try people.map(address(for:))
  }

  func address(for given: IntentPerson) throws -> MailAddress {
    var person = given
    let typed = person.displayName.trimmingCharacters(in: .whitespaces)
    if person.handles.isEmpty, typed.contains("@"), !typed.contains(" ") {
      person = IntentPerson(name: PersonNameComponents(), handles: [.init(.email, typed)])
    }
    let matches = try context.people.match(person)
    if matches.count > 1 {
      throw IntentError.ambiguousPerson(name: person.displayName, candidates: matches.map(\.displayName))
    }
    if let card = matches.first(where: { $0.handles.contains { $0.kind == .email } }) {
      return MailAddress(name: card.displayName, email: MailRecipients.email(of: card) ?? "")
    }
    if let email = MailRecipients.email(of: person) {
      let card = try context.people.importing(person) ?? person
      return MailAddress(name: card.displayName == email ? "" : card.displayName, email: email)
    }
    if matches.isEmpty {
      throw IntentError.noEmailAddress(person: person.displayName, inAddressBook: false)
    }
    throw IntentError.noEmailAddress(person: person.displayName, inAddressBook: true)
  }

  static func email(of person: IntentPerson) -> String? {
    person.handles.first { $0.kind == .email }?.value
  }
}
