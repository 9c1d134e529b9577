/// The apps the shell knows, and which of their intents adopt which schema intents.
public struct AppRegistry: Sendable {
  /// Every registered app, in registration order.
  public let apps: [any App]

  public init(_ apps: [any App]) { self.apps = apps }

  /// The app with identifier or name `key`, compared without case.
  public func app(named key: String) -> (any App)? {
    let wanted = key.lowercased()
    return apps.first { app in
      app.id == wanted || app.name.lowercased() == wanted
        || app.synonyms.contains { $0.lowercased() == wanted }
    }
  }

  /// Each app that offers `schemaIntent`, with its intent type.
  public func adopters(of schemaIntent: SchemaID) -> [(app: any App, intent: any AppIntent.Type)] {
    apps.flatMap { app in
      app.intents.filter { $0.schema.id == schemaIntent }.map { (app: app, intent: $0) }
    }
  }

  /// Every schema intent some app adopts.
  public var adoptedIntents: Set<SchemaID> {
    Set(apps.flatMap { $0.intents.map { $0.schema.id } })
  }

  /// The entity types adopting `schemaEntity` across apps, with their apps.
  public func entityTypes(adopting schemaEntity: SchemaID) -> [(app: any App, type: EntityType)] {
    apps.flatMap { app in
      app.entityTypes.filter { $0.schema == schemaEntity }.map { (app: app, type: $0) }
    }
  }
}
