import Testing

@testable import HarkCore

/// The registry works out once which apps adopt which schema intents: the same answer, in the same
/// order, as asking every app's intents at the time.
@Suite struct AppRegistryTests {
  @Test func adoptersAreEveryAppsIntentsOfTheSchemaInOrder() {
    let apps: [any App] = [Herd(), Book(), PigeonPost(), Herd()]
    let registry = AppRegistry(apps)
    let schemas = Set(apps.flatMap { $0.intents.map { $0.schema.id } })
    #expect(schemas.count > 1)
    for schema in schemas.union([SchemaID("nobody.adoptsThis")]) {
      let expected = apps.flatMap { app in
        app.intents.filter { $0.schema.id == schema }.map { "\(app.id) \($0)" }
      }
      let found = registry.adopters(of: schema).map { "\($0.app.id) \($0.intent)" }
      #expect(found == expected, "\(schema)")
      #expect(registry.adoptedIntents.contains(schema) == !expected.isEmpty)
    }
  }

  @Test func typesAdoptingAnEntityAreEveryAppsTypesOfTheSchemaInOrder() {
    let apps: [any App] = [Herd(), Book(), PigeonPost(), Herd()]
    let registry = AppRegistry(apps)
    let schemas = Set(apps.flatMap { $0.entityTypes.compactMap(\.schema) })
    #expect(!schemas.isEmpty)
    for schema in schemas.union([SchemaID("nobody.adoptsThis"), .person, .file]) {
      let expected = apps.flatMap { app in
        app.entityTypes.filter { $0.schema == schema }.map { "\(app.id) \($0.name)" }
      }
      let found = registry.entityTypes(adopting: schema).map { "\($0.app.id) \($0.type.name)" }
      #expect(found == expected, "\(schema)")
    }
  }
}
