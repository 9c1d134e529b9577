import Foundation
import HarkCore
import HarkStore

/// A messaging app written only for these tests: contacts kept in the store (two in its demo
/// data), and one intent adopting `messages.sendMessage` that keeps what it sent.
struct Ferry: App {
  let id = "ferry"
  let name = "Ferry"
  var intents: [any AppIntent.Type] { [FerrySend.self] }
  var entityTypes: [EntityType] { [EntityType(FerryContact.self)] }

  func demoData(now: Date) -> [StoreSeed] {
    [
      StoreSeed(
        app: id, collection: "contacts",
        records: [
          Record(id: "oona", fields: ["name": .string("Oona")]),
          Record(id: "pim", fields: ["name": .string("Pim")]),
        ])
    ]
  }
}

struct FerryContact: AppEntity {
  static let schema = SchemaCatalog.entity("contacts.person")
  static let typeDisplayName = "contact"
  static var properties: [EntityProperty<Self>] { [EntityProperty("name") { .string($0.name) }] }
  static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    FerryContactQuery(context: context)
  }

  let id: String
  let name: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }
}

struct FerryContactQuery: EntityQuery {
  let context: AppContext
  func entities(for identifiers: [String]) throws -> [FerryContact] {
    try suggestedEntities().filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() throws -> [FerryContact] {
    try context.records("contacts").map { record in
      var name = record.id
      if case .string(let text)? = record.fields["name"] { name = text }
      return FerryContact(id: record.id, name: name)
    }
  }
}

struct FerrySend: AppIntent {
  static let schema = SchemaIntent.named("messages.sendMessage")
  static var parameters: [IntentParameter<Self>] {
    [.init("destination", \.destination), .init("content", \.content)]
  }
  var destination: [FerryContact] = []
  var content: String?

  func perform(in context: AppContext) throws -> IntentResult {
    guard let content else { throw IntentError.needsValue(parameter: "content") }
    let names = destination.map(\.name).joined(separator: ", ")
    let note = Record(
      id: context.identifiers.next("note-"),
      fields: ["to": .string(destination.map(\.id).joined(separator: ",")), "body": .string(content)])
    try context.save("notes", [note])
    return IntentResult(dialog: IntentDialog(full: "Ferried to \(names): “\(content)”"))
  }
}
