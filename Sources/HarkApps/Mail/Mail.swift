import Foundation
import HarkCore
import HarkMail
import HarkNotmuch
import HarkStore

/// Email: the person's Maildir (inbox, Drafts, Sent, Trash), sent through their transport.
/// Adopts the whole mail domain (Apple's companion rule).
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

  public func demoData(now: Date) -> [StoreSeed] {
    [StoreSeed(app: id, files: MailDemo.files(now: now))]
  }
}

/// Finds mail by identifier (its Message-ID), by words of its subject, sender or text, and by
/// properties: through the mailbox's notmuch index, or its files when it is small.
struct MailMessageQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// The newest mail a person may mean by "the email": the last hundred, Trash and Drafts aside.
  static let recentLimit = 100

  /// The newest mail not in the trash, newest first.
  func all() throws -> [MailMessage] {
    try MailStorage(context: context).messages(MailQuery(), limit: Self.recentLimit)
  }

  func entities(for identifiers: [String]) throws -> [MailMessage] {
    let storage = try MailStorage(context: context)
    return try identifiers.compactMap { id in try storage.message(id: id).map(storage.message(from:)) }
  }

  /// The ten newest mails.
  func suggestedEntities() throws -> [MailMessage] {
    try MailStorage(context: context).messages(MailQuery(), limit: 10)
  }

  /// The mail whose subject, sender or text has every word of `string`.
  func entities(matching string: String) throws -> [MailMessage] {
    let words = string.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [] }
    return try MailStorage(context: context).messages(MailQuery(words: words), limit: Self.recentLimit)
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [MailMessage] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}

/// Finds drafts: the messages of the Drafts folder.
struct MailDraftQuery: EntityQuery {
  let context: AppContext

  func entities(for identifiers: [String]) throws -> [MailDraft] {
    let wanted = Set(identifiers)
    return try suggestedEntities().filter { wanted.contains($0.id) }
  }

  /// Every draft, newest first.
  func suggestedEntities() throws -> [MailDraft] {
    try MailStorage(context: context).drafts()
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
