import Foundation
import HarkCore

/// Shows a person's card: addresses, numbers and how they relate to you.
public struct FindContactIntent: AppIntent {
  public static let schema = SchemaIntent.named("contacts.findContact")
  public static var parameters: [IntentParameter<Self>] { [.init("person", \.person)] }

  public var person: ContactPerson?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let person else { throw IntentError.needsValue(parameter: "person") }
    let handles = (person.emails + person.phones).joined(separator: ", ")
    let relation = person.relationship.map { " (your \($0))" } ?? (person.isMe ? " (you)" : "")
    return IntentResult(
      dialog: IntentDialog(
        key: "found", arguments: ["person": person.name, "handles": handles],
        full: "\(person.name)\(relation): \(handles.isEmpty ? "no address or number" : handles)"),
      entities: [person.entityValue])
  }
}

/// Adds a person to the address book.
public struct CreateContactIntent: AppIntent {
  public static let schema = SchemaIntent.named("contacts.createContact")
  public static var parameters: [IntentParameter<Self>] {
    [.init("name", \.name), .init("handle", \.handle), .init("relationship", \.relationship)]
  }

  public var name: String?
  /// An email address or a phone number.
  public var handle: String?
  public var relationship: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let name, !name.isEmpty else { throw IntentError.needsValue(parameter: "name") }
    let isEmail = handle?.contains("@") ?? false
    let components = PersonNameComponents(displayName: name)
    let card = ContactPerson(
      id: context.identifiers.next("person-"), name: name, givenName: components.givenName,
      familyName: components.familyName, relationship: relationship?.lowercased(),
      emails: isEmail ? handle.map { [$0] } ?? [] : [], phones: isEmail ? [] : handle.map { [$0] } ?? [])
    try context.save(Contacts.Collection.people, [card.record])
    return IntentResult(
      dialog: IntentDialog(
        key: "created", arguments: ["name": name], full: "Added \(name) to Contacts."),
      entities: [card.entityValue])
  }
}
