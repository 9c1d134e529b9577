import Foundation
import HarkCore

/// A courier app that adopts `messages.sendMessage` but not `messages.draftMessage`: the app
/// `hark check` must fail.
struct Courier: AppEntity {
  static let schema = SchemaCatalog.entity("contacts.person")
  static let typeDisplayName = "courier"
  static var properties: [EntityProperty<Self>] { [EntityProperty("name") { .string($0.id) }] }
  static func defaultQuery(in context: AppContext) -> any EntityQuery<Courier> { CourierQuery() }
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

struct CourierQuery: EntityQuery {
  func entities(for identifiers: [String]) throws -> [Courier] { identifiers.map(Courier.init) }
  func suggestedEntities() throws -> [Courier] { [] }
}

struct SendByCourier: AppIntent {
  static let schema = SchemaIntent.named("messages.sendMessage")
  static var parameters: [IntentParameter<Self>] {
    [.init("destination", \.destination), .init("content", \.content)]
  }
  var destination: [Courier] = []
  var content: String?
  func perform(in context: AppContext) throws -> IntentResult {
    IntentResult(dialog: IntentDialog(full: "Sent by courier."))
  }
}

struct CourierApp: App {
  let id = "courier"
  let name = "Courier"
  var intents: [any AppIntent.Type] { [SendByCourier.self] }
  var entityTypes: [EntityType] { [EntityType(Courier.self)] }
}
