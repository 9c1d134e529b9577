import Foundation
import HarkCore
import HarkVCard

/// What ``Contacts/convertStoredPeople(in:)`` did.
public struct ContactsConversion: Sendable, Equatable {
  /// Cards written.
  public var converted: Int
  /// People whose card was already there (converted before): left as they are.
  public var alreadyThere: Int
  /// The folder they went to.
  public var folder: String?

  /// A conversion of these counts.
  public init(converted: Int, alreadyThere: Int, folder: String?) {
    self.converted = converted
    self.alreadyThere = alreadyThere
    self.folder = folder
  }
}

extension Contacts {
  /// Writes the people of a store made before contacts were vCard files (its
  /// `contacts/people.jsonl`) into the default address book, each as the card named by its old
  /// identifier (so `mary` stays `mary`); the owner's card (`isMe`) carries the others'
  /// relationships and `X-HARK-ME:yes`. Run again, it writes none twice. The collection is left
  /// where it is: the app no longer reads it.
  public static func convertStoredPeople(in context: AppContext) throws -> ContactsConversion {
    let book = ContactsBook(context: context)
    guard let target = book.defaultBook else { throw IntentError.source(.readOnly(name: nil)) }
    let people = try context.records(legacyCollection).compactMap(ContactPerson.init(legacy:))
    var result = ContactsConversion(converted: 0, alreadyThere: 0, folder: target.book.path)
    var drafts: [(stem: String, draft: ContactDraft)] = []
    var relations: [Relation] = []
    for person in people {
      var draft = ContactDraft(
        uid: person.id, formattedName: person.name,
        name: StructuredName(family: person.familyName ?? "", given: person.givenName ?? ""))
      draft.nicknames = person.nickname.map { [$0] } ?? []
      draft.emails = person.emails.map { TypedValue(value: $0) }
      draft.phones = person.phones.map { TypedValue(value: $0) }
      draft.marksOwner = person.isMe
      if let word = person.relationship, !person.isMe {
        let (relation, gender) = ContactsBook.relation(for: word, to: person.name)
        relations.append(relation)
        draft.gender = gender
      }
      drafts.append((person.id, draft))
    }
    for index in drafts.indices where drafts[index].draft.marksOwner {
      drafts[index].draft.relations = relations
    }
    for (stem, draft) in drafts {
      let exists = { () throws(VCardError) in try target.book.card(stem) != nil }
      do throws(VCardError) {
        if try exists() {
          result.alreadyThere += 1
          continue
        }
      } catch {
        throw ContactsBook.intentError(error)
      }
      var named = draft
      named.uid = stem
      _ = try book.create(named, now: context.now)
      result.converted += 1
    }
    return result
  }
}
