import Foundation
import HarkCore

// What UnicornChat's entities give other apps: a unicorn as a person, a message as its text
// ("email this reply from Bubbles to my wife").

extension UnicornContact: PersonExporting {}

extension UnicornMessage: TextExporting {
  public var exportedText: String { body }
}

// A person from another app (the Contacts card behind "my wife") becomes a unicorn to message:
// matched to one UnicornChat has, by identifier, handle or name, or added as a new one — the
// seeds' "create a new unicorn from an IntentPerson when needed". The shell asks first.
extension UnicornContact: PersonImporting {
  public static func values(for people: [IntentPerson], in context: AppContext) throws -> [UnicornContact] {
    let unicorns = try UnicornContactQuery(context: context).all()
    return people.flatMap { person in
      unicorns.filter { unicorn in
        if case .application(let id) = person.identifier, id == unicorn.id { return true }
        if person.handles.contains(where: { $0.value.caseInsensitiveCompare(unicorn.handle) == .orderedSame })
        {
          return true
        }
        return NameMatcher.fold(unicorn.name) == NameMatcher.fold(person.displayName)
      }
    }
  }

  public static func importing(_ person: IntentPerson, in context: AppContext) throws -> UnicornContact {
    let given = person.name.givenName ?? person.displayName
    let handle = "@" + given.lowercased().filter { $0.isLetter || $0.isNumber }
    let unicorn = UnicornContact(
      id: context.identifiers.next("u-"), name: person.displayName, handle: handle, nicknames: [])
    try context.save(UnicornChat.Collection.contacts, [unicorn.record])
    return unicorn
  }

  public func removeImported(in context: AppContext) throws {
    try context.delete(UnicornChat.Collection.contacts, ids: [id])
  }
}
