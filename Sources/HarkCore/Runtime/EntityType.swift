/// An entity type with its generics erased, so the shell can find entities of any app's types.
public struct EntityType: Sendable, CustomStringConvertible {
  /// The type's name in events and diagnostics (`"UnicornChat.Contact"`).
  public let name: String
  /// The schema entity it adopts.
  public let schema: String?
  /// How the shell says the type ("contact").
  public let displayName: String
  /// Names of properties whose text goes into the semantic index.
  public let indexedProperties: [String]
  private let makeFinder: @Sendable (AppContext) -> EntityFinder

  public init<E: AppEntity>(_ type: E.Type) {
    name = EntityValue.typeName(type)
    schema = E.schema?.id
    displayName = E.typeDisplayName
    indexedProperties = E.properties.filter(\.isIndexed).map(\.name)
    makeFinder = { context in EntityFinder(E.defaultQuery(in: context)) }
  }

  /// A finder over this type's entities in `context`.
  public func finder(in context: AppContext) -> EntityFinder { makeFinder(context) }

  public var description: String { name }
}

/// The queries of one entity type, with types erased.
public struct EntityFinder: Sendable {
  /// Whether the app searches by words itself.
  public let searchesByString: Bool
  private let byIdentifiers: @Sendable ([String]) throws -> [EntityValue]
  private let suggested: @Sendable () throws -> [EntityValue]
  private let matching: @Sendable (String) throws -> [EntityValue]
  private let everything: @Sendable () throws -> [EntityValue]
  private let entries: @Sendable () throws -> [ContentEntry]

  init<E: AppEntity>(_ query: any EntityQuery<E>) {
    byIdentifiers = { try query.entities(for: $0).map(\.entityValue) }
    suggested = { try query.suggestedEntities().map(\.entityValue) }
    everything = { try query.allEntities().map(\.entityValue) }
    entries = { try query.allEntities().map(ContentEntry.init) }
    if let stringQuery = query as? any EntityStringQuery<E> {
      searchesByString = true
      matching = { try stringQuery.entities(matching: $0).map(\.entityValue) }
    } else {
      searchesByString = false
      matching = { _ in [] }
    }
  }

  public func entities(for identifiers: [String]) throws -> [EntityValue] {
    try byIdentifiers(identifiers)
  }
  public func suggestedEntities() throws -> [EntityValue] { try suggested() }
  /// Every entity of the type.
  public func allEntities() throws -> [EntityValue] { try everything() }
  /// Every entity of the type as index entries.
  public func contentEntries() throws -> [ContentEntry] { try entries() }
  /// The app's own search for `words`; empty when the app offers no string query.
  public func entities(matching words: String) throws -> [EntityValue] { try matching(words) }
}
