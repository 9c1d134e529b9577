/// An entity type with its generics erased, so the shell can find entities of any app's types.
public struct EntityType: Sendable, CustomStringConvertible {
  /// The type's name in events and diagnostics (`"UnicornChat.Contact"`).
  public let name: String
  /// The schema entity it adopts.
  public let schema: SchemaID?
  /// How the shell says the type ("contact").
  public let displayName: String
  /// Names of properties whose text goes into the semantic index.
  public var indexedProperties: [String] { describe().indexed }
  /// Names of every declared property, in declaration order (what `hark check` compares with
  /// the schema entity).
  public var propertyNames: [String] { describe().names }
  /// How the type takes in people from other apps, when it adopts ``PersonImporting``.
  public var personImporter: PersonImporter? { importer() }
  private let makeFinder: @Sendable (AppContext) -> EntityFinder
  // Worked out when asked, not when the apps are registered at every start: building a type's
  // property list and asking the runtime whether it conforms to `PersonImporting` (a scan of
  // every conformance in the binary the first time) cost a tenth of a one-shot command, and most
  // lines need neither.
  private let describe: @Sendable () -> (names: [String], indexed: [String])
  private let importer: @Sendable () -> PersonImporter?

  public init<E: AppEntity>(_ type: E.Type) {
    name = EntityValue.typeName(type)
    schema = E.schema?.id
    displayName = E.typeDisplayName
    describe = {
      let properties = E.properties
      return (properties.map(\.name), properties.filter(\.isIndexed).map(\.name))
    }
    importer = { (E.self as? any PersonImporting.Type).map { PersonImporter($0) } }
    let name = name
    makeFinder = { context in EntityFinder(E.defaultQuery(in: context), typeName: name) }
  }

  /// Entities of every registered app whose type adopts `schema`: the type of a parameter that
  /// takes another app's content (Mail's draft body from a UnicornChat message).
  public static func anyApp(adopting schema: SchemaID, displayName: String) -> EntityType {
    EntityType(name: "any \(schema)", schema: schema, displayName: displayName) { context in
      let finders = context.apps.entityTypes(adopting: schema).map { app, type in
        type.finder(in: context.context(for: app.id))
      }
      return EntityFinder(combining: finders)
    }
  }

  /// A type that is not a Swift type (an app from outside's): its name, schema, properties and
  /// how its entities are found, given as values.
  public init(
    name: String, schema: SchemaID?, displayName: String, properties: [String], indexed: [String],
    finder: @escaping @Sendable (AppContext) -> EntityFinder
  ) {
    self.name = name
    self.schema = schema
    self.displayName = displayName
    self.describe = { (properties, indexed) }
    self.importer = { nil }
    self.makeFinder = finder
  }

  private init(
    name: String, schema: SchemaID, displayName: String,
    makeFinder: @escaping @Sendable (AppContext) -> EntityFinder
  ) {
    self.name = name
    self.schema = schema
    self.displayName = displayName
    self.describe = { ([], []) }
    self.importer = { nil }
    self.makeFinder = makeFinder
  }

  /// A finder over this type's entities in `context`.
  public func finder(in context: AppContext) -> EntityFinder { makeFinder(context) }

  public var description: String { name }
}

/// The queries of one entity type, with types erased.
public struct EntityFinder: Sendable {
  /// Whether the app searches by words itself.
  public var searchesByString: Bool { stringSearch() }
  /// Whether the suggested entities are made from the store alone (every finder's, for several):
  /// see ``EntityQuery/suggestionsFollowTheStore``.
  public let suggestionsFollowTheStore: Bool
  /// Whether the search by words looks only at the suggested entities' names: see
  /// ``EntityQuery/searchesNamesOnly``.
  public let searchesNamesOnly: Bool
  private let stringSearch: @Sendable () -> Bool
  private let byIdentifiers: @Sendable ([String]) throws -> [EntityValue]
  private let suggested: @Sendable () throws -> [EntityValue]
  private let matching: @Sendable (String) throws -> [EntityValue]
  private let search: @Sendable (String) throws -> [EntityValue]?
  private let rank: @Sendable (String) throws -> EntityRanking<EntityValue>?
  private let everything: @Sendable () throws -> [EntityValue]
  private let entries: @Sendable () throws -> [ContentEntry]

  /// A finder over `query`'s entities, whose type is called `typeName` (``EntityValue/typeName(_:)``
  /// of `E`, which its ``EntityType`` worked out once: a send makes finders at every line).
  init<E: AppEntity>(_ query: any EntityQuery<E>, typeName: String? = nil) {
    // The type's name is worked out once (by reflection, slow), not once per entity: a store
    // of a thousand contacts asks for every one of them at each line.
    let type = typeName ?? EntityValue.typeName(E.self)
    let value: @Sendable (E) -> EntityValue = { EntityValue($0, type: type) }
    suggestionsFollowTheStore = query.suggestionsFollowTheStore
    searchesNamesOnly = query.searchesNamesOnly
    byIdentifiers = { try query.entities(for: $0).map(value) }
    suggested = { try query.suggestedEntities().map(value) }
    everything = { try query.allEntities().map(value) }
    entries = { try query.allEntities().map(ContentEntry.init) }
    // Cast when a search by words is asked for, not for every finder made; and to the plain
    // protocol every string query has, not to the constrained existential `any
    // EntityStringQuery<E>`, whose cast checks its generic requirements each time.
    stringSearch = { query is any _EntityWordSearch }
    matching = { words in
      guard let stringQuery = query as? any _EntityWordSearch else { return [] }
      return try stringQuery._entityValues(matching: words, typeName: type)
    }
    search = { words in
      guard let stringQuery = query as? any _EntityWordSearch else { return nil }
      return try stringQuery._entityValues(matching: words, typeName: type)
    }
    rank = { words in
      guard let stringQuery = query as? any _EntityWordSearch else { return nil }
      return try stringQuery._ranking(matching: words, typeName: type)
    }
  }

  /// A finder of entities that are not Swift types of their own (an app from outside's): by
  /// identifier, the ones worth offering, and, when the app searches by words itself, its search.
  /// Their index entries hold the text of the `indexed` properties.
  public init(
    indexed: [String], entities: @escaping @Sendable ([String]) throws -> [EntityValue],
    suggested: @escaping @Sendable () throws -> [EntityValue],
    search: (@Sendable (String) throws -> [EntityValue])?
  ) {
    suggestionsFollowTheStore = false
    searchesNamesOnly = false
    byIdentifiers = entities
    self.suggested = suggested
    everything = suggested
    entries = {
      try suggested().map { value in
        var fields: [String: String] = [:]
        for name in indexed { fields[name] = value.property(name)?.text }
        return ContentEntry(id: value.id, type: value.type, fields: fields, filters: [:], date: nil)
      }
    }
    stringSearch = { search != nil }
    matching = { words in try search?(words) ?? [] }
    self.search = { words in try search?(words) }
    rank = { _ in nil }
  }

  /// One finder over several: results concatenated in order.
  init(combining finders: [EntityFinder]) {
    stringSearch = { finders.contains { $0.searchesByString } }
    suggestionsFollowTheStore = finders.allSatisfy(\.suggestionsFollowTheStore)
    searchesNamesOnly = finders.allSatisfy(\.searchesNamesOnly)
    byIdentifiers = { ids in try finders.flatMap { try $0.entities(for: ids) } }
    suggested = { try finders.flatMap { try $0.suggestedEntities() } }
    matching = { words in try finders.flatMap { try $0.entities(matching: words) } }
    search = { words in
      var found: [EntityValue]?
      for finder in finders {
        guard let some = try finder.search(words) else { continue }
        found = (found ?? []) + some
      }
      return found
    }
    // Several finders rank only when one finder does: its ranking is the whole of it.
    rank = { words in
      guard finders.count == 1, let only = finders.first else { return nil }
      return try only.ranking(words)
    }
    everything = { try finders.flatMap { try $0.allEntities() } }
    entries = { try finders.flatMap { try $0.contentEntries() } }
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
  /// ``entities(matching:)`` when the app searches by words itself (``searchesByString``), else
  /// nil: both answers from one look at the query's type, which costs as much as the search of a
  /// few files (a send asks with its message's words at every line).
  public func searching(_ words: String) throws -> [EntityValue]? { try search(words) }
  /// The app's own ranking of what `words` describe (``EntityRankingQuery``), or nil when its
  /// query does not rank.
  public func ranking(_ words: String) throws -> EntityRanking<EntityValue>? { try rank(words) }
}
