/// The people of the user's contacts, as any app sees them: where Mail turns "Mary" or
/// "bob@example.com" into a recipient with an address.
///
/// It asks the address books: the entity types that adopt ``PersonImporting`` in apps that adopt the
/// contacts domain, in registration order. A messaging app may import people too (UnicornChat adds a
/// unicorn to message), but it is not where Mail looks up or files a new address.
public struct PersonDirectory: Sendable {
  let context: AppContext

  /// The people `person` stands for among the user's contacts, best first; empty when unknown.
  public func match(_ person: IntentPerson) throws -> [IntentPerson] {
    for (app, importer) in importers() {
      let found = try importer.match([person], context.context(for: app))
      if !found.isEmpty { return found }
    }
    return []
  }

  /// A new contact made from `person` by the first app that imports people; nil when no app does.
  public func importing(_ person: IntentPerson) throws -> IntentPerson? {
    guard let (app, importer) = importers().first else { return nil }
    return try importer.create(person, context.context(for: app))
  }

  private func importers() -> [(String, PersonImporter)] {
    context.apps.apps.filter { app in app.intents.contains { $0.schema.domain == "contacts" } }
      .flatMap { app in
        app.entityTypes.compactMap { type in type.personImporter.map { (app.id, $0) } }
      }
  }
}

/// A ``PersonImporting`` type's two ways in, with its type erased.
public struct PersonImporter: Sendable {
  let match: @Sendable ([IntentPerson], AppContext) throws -> [IntentPerson]
  let create: @Sendable (IntentPerson, AppContext) throws -> IntentPerson
  /// Takes back an entity `create` made (``PersonImporting/removeImported(in:)``).
  let remove: @Sendable (EntityValue, AppContext) throws -> Void

  init<P: PersonImporting>(_ type: P.Type) {
    match = { people, context in try P.values(for: people, in: context).map(\.person) }
    create = { person, context in try P.importing(person, in: context).person }
    remove = { value, context in try (value.entity as? P)?.removeImported(in: context) }
  }
}

extension AppContext {
  /// The user's contacts, through the apps that import people.
  public var people: PersonDirectory { PersonDirectory(context: self) }
}
