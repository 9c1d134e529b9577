/// The apps the shell knows, and which of their intents adopt which schema intents.
public struct AppRegistry: Sendable {
  /// Every registered app, in registration order.
  public let apps: [any App]
  /// Each app's entity types and every adopted schema intent, worked out once: an app's
  /// `entityTypes` builds its types anew (their properties, by key path) at each call, and the
  /// shell asks for the people types at every line.
  private let types: [[EntityType]]
  /// Every schema intent some app adopts.
  public let adoptedIntents: Set<SchemaID>
  /// By schema intent, the apps adopting it (by position in `apps`) and their intent types, in the
  /// apps' order: asked for every reading of every line.
  private let adopting: [SchemaID: [(app: Int, intent: IntentKind)]]
  /// By schema entity, the types adopting it with their apps' positions, in the apps' order:
  /// asked for at every resolution of a file or a person.
  private let typesAdopting: [SchemaID: [(app: Int, type: EntityType)]]
  /// The ids the apps adopt that the catalog does not have, each with the app and type that
  /// wrote it: a typo in an app's `schema` would otherwise be an intent no grammar reads or an
  /// entity nothing resolves to. The shell refuses to start with any (`hark check` lists them).
  public let unknownSchemaIDs: [UnknownSchemaID]

  public init(_ apps: [any App]) {
    self.apps = apps
    types = apps.map { $0.entityTypes }
    var adopting: [SchemaID: [(app: Int, intent: IntentKind)]] = [:]
    for (index, app) in apps.enumerated() {
      for intent in app.intentKinds { adopting[intent.schema.id, default: []].append((index, intent)) }
    }
    self.adopting = adopting
    adoptedIntents = Set(adopting.keys)
    var typesAdopting: [SchemaID: [(app: Int, type: EntityType)]] = [:]
    for (index, types) in types.enumerated() {
      for type in types {
        guard let schema = type.schema else { continue }
        typesAdopting[schema, default: []].append((index, type))
      }
    }
    self.typesAdopting = typesAdopting
    var unknown: [UnknownSchemaID] = []
    for (index, app) in apps.enumerated() {
      for intent in app.intentKinds where SchemaCatalog.intent(intent.schema.id) == nil {
        let place = "\(app.name): \(intent.name)"
        unknown.append(UnknownSchemaID(id: intent.schema.id, kind: .intent, place: place))
      }
      for type in types[index] {
        guard let schema = type.schema, SchemaCatalog.entity(schema) == nil else { continue }
        unknown.append(UnknownSchemaID(id: schema, kind: .entity, place: "\(app.name): \(type.name)"))
      }
    }
    unknownSchemaIDs = unknown
  }

  /// The app with identifier or name `key`, compared without case.
  public func app(named key: String) -> (any App)? {
    let wanted = key.lowercased()
    return apps.first { app in
      app.id == wanted || app.name.lowercased() == wanted
        || app.synonyms.contains { $0.lowercased() == wanted }
    }
  }

  /// Each app that offers `schemaIntent`, with its intent type.
  public func adopters(of schemaIntent: SchemaID) -> [(app: any App, intent: IntentKind)] {
    (adopting[schemaIntent] ?? []).map { (app: apps[$0.app], intent: $0.intent) }
  }

  /// The entity types adopting `schemaEntity` across apps, with their apps.
  public func entityTypes(adopting schemaEntity: SchemaID) -> [(app: any App, type: EntityType)] {
    (typesAdopting[schemaEntity] ?? []).map { (app: apps[$0.app], type: $0.type) }
  }
}
