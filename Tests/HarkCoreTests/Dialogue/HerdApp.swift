import Foundation
import HarkCore
import HarkStore

/// A messaging app written only for these tests, with two contacts called Flare, one called
/// 王小明, and one with a `relationship`: what the demo store lacks for choices and people.
struct HerdContact: AppEntity {
  static let schema = SchemaCatalog.entity("contacts.person")
  static let typeDisplayName = "contact"
  static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("name") { .string($0.name) },
      EntityProperty("relationship") { $0.relationship.map(PropertyValue.string) ?? .none },
    ]
  }
  static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> { HerdContactQuery() }

  let id: String
  let name: String
  let handle: String
  var relationship: String?

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, subtitle: handle)
  }

  static let all = [
    HerdContact(id: "sparkle", name: "Flare Sparkle", handle: "@sparkle", relationship: "Sister"),
    HerdContact(id: "moonbeam", name: "Flare Moonbeam", handle: "@moonbeam"),
    HerdContact(id: "glow", name: "Glow", handle: "@glow"),
    HerdContact(id: "wang", name: "王小明", handle: "@xiaoming"),
    HerdContact(id: "zoe", name: "Zoë Ålander", handle: "@zoe"),
  ]
}

struct HerdContactQuery: EntityQuery {
  func entities(for identifiers: [String]) throws -> [HerdContact] {
    HerdContact.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() throws -> [HerdContact] { HerdContact.all }
}

/// A message sent in Herd, kept in the store so it can be unsent.
struct HerdNote: AppEntity {
  static let schema = SchemaCatalog.entity("messages.message")
  static let typeDisplayName = "message"
  static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    HerdNoteQuery(context: context)
  }

  let id: String
  let body: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "“\(body)”") }

  var record: Record { Record(id: id, fields: ["body": .string(body)]) }
}

struct HerdNoteQuery: EntityQuery {
  let context: AppContext
  func entities(for identifiers: [String]) throws -> [HerdNote] {
    try suggestedEntities().filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() throws -> [HerdNote] {
    try context.records("notes").map { record in
      var body = ""
      if case .string(let text)? = record.fields["body"] { body = text }
      return HerdNote(id: record.id, body: body)
    }
  }
}

struct HerdSend: AppIntent {
  static let schema = SchemaIntent.named("messages.sendMessage")
  static var parameters: [IntentParameter<Self>] {
    [
      .init("destination", \.destination), .init("content", \.content),
      .init("scheduledDate", \.scheduledDate),
    ]
  }
  var destination: [HerdContact] = []
  var content: String?
  var scheduledDate: Date?

  func perform(in context: AppContext) throws -> IntentResult {
    guard let body = content else { throw IntentError.needsValue(parameter: "content") }
    let note = HerdNote(id: context.identifiers.next("note-"), body: body)
    try context.save("notes", [note.record])
    let names = destination.map(\.name).joined(separator: ", ")
    if let scheduledDate {
      let when = context.wording.text(scheduledDate)
      return IntentResult(
        dialog: IntentDialog(full: "Scheduled for \(names), \(when): “\(body)”"),
        entities: [note.entityValue])
    }
    return IntentResult(
      dialog: IntentDialog(
        key: "sent", arguments: ["destination": names, "content": body, "app": "Herd"],
        full: "Sent to \(names) in Herd: “\(body)”"),
      entities: [note.entityValue])
  }
}

struct HerdUnsend: AppIntent {
  static let schema = SchemaIntent.named("messages.unsendMessage")
  static var parameters: [IntentParameter<Self>] { [.init("message", \.message)] }
  var message: HerdNote?

  func perform(in context: AppContext) throws -> IntentResult {
    guard let message else { throw IntentError.needsValue(parameter: "message") }
    try context.delete("notes", ids: [message.id])
    return IntentResult(
      dialog: IntentDialog(
        key: "unsent", arguments: ["content": message.body], full: "Unsent “\(message.body)”."))
  }
}

struct Herd: App {
  let id = "herd"
  let name = "Herd"
  var intents: [any AppIntent.Type] { [HerdSend.self, HerdUnsend.self] }
  var entityTypes: [EntityType] { [EntityType(HerdContact.self), EntityType(HerdNote.self)] }
}

/// An address book with a `relationship` on its people, as the Contacts app has: "my wife" is
/// found here and imported into Herd by the person's name.
struct BookPerson: AppEntity, PersonExporting {
  static let schema = SchemaCatalog.entity("contacts.person")
  static let typeDisplayName = "contact"
  static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("name") { .string($0.name) },
      EntityProperty("relationship") { .string($0.relationship) },
    ]
  }
  static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> { BookQuery() }

  let id: String
  let name: String
  let relationship: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }
  var person: IntentPerson {
    IntentPerson(identifier: .contact(id), name: PersonNameComponents(displayName: name))
  }

  static let all = [
    BookPerson(id: "b1", name: "Glow", relationship: "wife"),
    BookPerson(id: "b2", name: "李娜", relationship: "mother"),
  ]
}

struct BookQuery: EntityQuery {
  func entities(for identifiers: [String]) throws -> [BookPerson] {
    BookPerson.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() throws -> [BookPerson] { BookPerson.all }
}

struct Book: App {
  let id = "book"
  let name = "Book"
  var intents: [any AppIntent.Type] { [] }
  var entityTypes: [EntityType] { [EntityType(BookPerson.self)] }
}
