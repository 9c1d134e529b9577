/// Finds entities of one type by identifier, and suggests some.
///
/// The counterpart of App Intents' `EntityQuery`.
public protocol EntityQuery<Entity>: Sendable {
  associatedtype Entity: AppEntity
  /// The entities with these identifiers, in any order; unknown identifiers are left out.
  func entities(for identifiers: [String]) throws -> [Entity]
  /// Entities worth offering without a search: all of a small set, or the recent ones.
  func suggestedEntities() throws -> [Entity]
  /// Every entity, for rebuilding the index; the suggested ones unless the query says otherwise.
  func allEntities() throws -> [Entity]
  /// Whether ``suggestedEntities()`` are made from the app's collections in the store alone (not
  /// the clock, the language or anything else), so the shell may keep them between lines, and
  /// their names between runs, while no collection they were read from has changed; it then
  /// reads the few a line matched through ``entities(for:)``, which must find each of them.
  /// False unless the query says so.
  var suggestionsFollowTheStore: Bool { get }
  /// Whether ``suggestedEntities()`` are every entity and the query's search by words
  /// (``EntityStringQuery/entities(matching:)``) finds exactly those one of whose names (the
  /// title or a synonym) contains the words, ignoring case, diacritics and width. The resolver
  /// then answers that search from the names it indexed and reads only the entities found (a
  /// store of a thousand contacts was read whole at every line for it). False unless the query
  /// says so.
  var searchesNamesOnly: Bool { get }
}

extension EntityQuery {
  public func allEntities() throws -> [Entity] { try suggestedEntities() }
  public var suggestionsFollowTheStore: Bool { false }
  public var searchesNamesOnly: Bool { false }
}

/// A query that receives the user's words and searches itself.
///
/// For data too large or too changeable to index: no semantic understanding, full control.
public protocol EntityStringQuery<Entity>: EntityQuery, _EntityWordSearch {
  func entities(matching string: String) throws -> [Entity]
}

/// What the shell's finders ask of an ``EntityStringQuery`` without naming its entity type: every
/// string query has it from the extension below; apps adopt `EntityStringQuery`, never this. A
/// cast to this plain protocol costs a fraction of one to `any EntityStringQuery<E>` (about 14,000
/// instructions, and a send searched files and contacts by words three times a line).
public protocol _EntityWordSearch {
  /// ``EntityStringQuery/entities(matching:)`` as values whose type is called `typeName`.
  func _entityValues(matching string: String, typeName: String) throws -> [EntityValue]
  /// ``EntityRankingQuery/ranking(matching:)`` as values whose type is called `typeName`; nil for
  /// a query that does not rank.
  func _ranking(matching string: String, typeName: String) throws -> EntityRanking<EntityValue>?
}

extension EntityStringQuery {
  public func _entityValues(matching string: String, typeName: String) throws -> [EntityValue] {
    try entities(matching: string).map { EntityValue($0, type: typeName) }
  }
  public func _ranking(matching string: String, typeName: String) throws -> EntityRanking<EntityValue>? {
    nil
  }
}

/// What a query that judges its own matches found for some words: each entity with how well the
/// words describe it, and why nothing fits when nothing does.
public struct EntityRanking<Entity: Sendable>: Sendable {
  /// The entities the words describe, each with a score on ``NameMatcher``'s scale (0…1, from
  /// ``NameMatcher/threshold`` up), best first.
  public var ranked: [(entity: Entity, score: Double)]
  /// Said when nothing fits, in the app's words ("Nothing on Thursday 10 December matches
  /// “wedding”; …"); nil for the shell's usual "not found".
  public var miss: IntentDialog?
  /// Whether the words ask for every entity ranked ("all my meetings this weekend"): for a
  /// parameter that holds several, they are the value; one is still chosen for a parameter of one.
  public var selectsAll: Bool

  public init(ranked: [(entity: Entity, score: Double)], miss: IntentDialog? = nil, selectsAll: Bool = false)
  {
    self.ranked = ranked
    self.miss = miss
    self.selectsAll = selectsAll
  }
}

/// A string query that ranks what it finds: for things found by a description ("my meeting
/// tomorrow", "dinner with mike": an event by its day, people and place) rather than by a name,
/// which the shell's name matching would not score. The resolver takes its ranking as the
/// candidates, in place of the names it indexed.
public protocol EntityRankingQuery<Entity>: EntityStringQuery {
  /// The entities `string` describes, ranked, or why none fits.
  func ranking(matching string: String) throws -> EntityRanking<Entity>
}

extension EntityRankingQuery {
  public func _ranking(matching string: String, typeName: String) throws -> EntityRanking<EntityValue>? {
    let found = try ranking(matching: string)
    return EntityRanking(
      ranked: found.ranked.map { (EntityValue($0.entity, type: typeName), $0.score) }, miss: found.miss,
      selectsAll: found.selectsAll)
  }
}

/// A query by property values, for "find" requests.
public protocol EntityPropertyQuery<Entity>: EntityQuery {
  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort],
    limit: Int?
  ) throws -> [Entity]
}

/// One condition on a property.
public struct PropertyFilter: Sendable, Hashable {
  public enum Comparator: Sendable, Hashable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    case between(PropertyValue), hasPrefix, hasSuffix, contains
  }
  /// Whether every filter must hold, or any.
  public enum Mode: Sendable, Hashable { case and, or }

  public let property: String
  public let comparator: Comparator
  public let value: PropertyValue

  public init(_ property: String, _ comparator: Comparator, _ value: PropertyValue) {
    self.property = property
    self.comparator = comparator
    self.value = value
  }

  /// Whether `candidate` satisfies the condition.
  public func accepts(_ candidate: PropertyValue) -> Bool {
    switch comparator {
    case .equalTo: candidate == value
    case .notEqualTo: candidate != value
    case .lessThan: candidate < value
    case .lessThanOrEqualTo: candidate <= value
    case .greaterThan: candidate > value
    case .greaterThanOrEqualTo: candidate >= value
    case .between(let upper): candidate >= value && candidate <= upper
    case .hasPrefix: textTest(candidate) { $0.hasPrefix($1) }
    case .hasSuffix: textTest(candidate) { $0.hasSuffix($1) }
    case .contains: textTest(candidate) { $0.contains($1) }
    }
  }

  private func textTest(_ candidate: PropertyValue, _ test: (String, String) -> Bool) -> Bool {
    guard let text = candidate.text, let wanted = value.text else { return false }
    return test(text.lowercased(), wanted.lowercased())
  }
}

/// A sort key for property queries.
public struct PropertySort: Sendable, Hashable {
  public let property: String
  public let ascending: Bool

  public init(_ property: String, ascending: Bool = true) {
    self.property = property
    self.ascending = ascending
  }
}

extension EntityPropertyQuery {
  /// Filters, sorts and limits `entities` by their declared properties: the usual implementation
  /// for an app whose entities fit in memory.
  public func apply(
    _ filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy sorts: [PropertySort],
    limit: Int?, to entities: [Entity]
  ) -> [Entity] {
    let properties = Dictionary(
      Entity.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func value(_ entity: Entity, _ name: String) -> PropertyValue {
      properties[name]?.value(of: entity) ?? .none
    }
    var result = entities.filter { entity in
      let tests = filters.map { $0.accepts(value(entity, $0.property)) }
      return mode == .and ? !tests.contains(false) : tests.isEmpty || tests.contains(true)
    }
    if !sorts.isEmpty {
      result.sort { a, b in
        for sort in sorts {
          let (x, y) = (value(a, sort.property), value(b, sort.property))
          if x != y { return sort.ascending ? x < y : y < x }
        }
        return false
      }
    }
    if let limit { result = Array(result.prefix(limit)) }
    return result
  }
}
