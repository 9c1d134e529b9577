import Foundation

/// The shell's semantic index as the core sees it: entities' indexed text in, ranked identifiers
/// out. The `hark` executable plugs in the MiniLM index; without one, apps search words themselves.
///
/// The counterpart of Apple's `IndexedEntity`: properties declared `indexed: true` go in.
public protocol ContentIndex: Sendable {
  /// Adds an entity's indexed text, or replaces an earlier version with the same identifier.
  func index(_ entries: [ContentEntry]) throws
  /// Entities matching `query` by meaning (or by words), best first, filtered before scoring by
  /// type and by property values; empty when nothing is relevant enough.
  func search(_ query: String, type: String?, filters: [String: String], limit: Int) -> [ContentHit]
  /// Why searches do not go by meaning now (no sentence model, no index), if they do not: said
  /// above `:search`'s hits.
  var notice: String? { get }
  /// The sentence model searches use and why, when one is loaded: said above `:search`'s hits.
  var modelDescription: String? { get }
}

extension ContentIndex {
  /// Nothing to say, by default.
  public var notice: String? { nil }
  /// No sentence model, by default.
  public var modelDescription: String? { nil }
}

/// One entity's text for the index, with the property values searches may filter on.
public struct ContentEntry: Sendable, Hashable {
  public var id: String
  /// The entity type's name (`EntityValue.typeName`).
  public var type: String
  /// Indexed property → its text.
  public var fields: [String: String]
  /// Other properties with a text or reference value, for filtering (`conversation`, `author`).
  public var filters: [String: String]
  public var date: Date?

  public init(id: String, type: String, fields: [String: String], filters: [String: String], date: Date?) {
    self.id = id
    self.type = type
    self.fields = fields
    self.filters = filters
    self.date = date
  }

  /// The entry for `entity`, from its declared properties: indexed ones as text, the rest with a
  /// text or reference value as filters, and a `date` property as the date.
  public init<E: AppEntity>(_ entity: E) {
    var fields: [String: String] = [:]
    var filters: [String: String] = [:]
    var date: Date?
    for property in E.properties {
      let value = property.value(of: entity)
      if property.isIndexed {
        if let text = value.text { fields[property.name] = text }
      } else if case .date(let seconds) = value, property.name == "date" {
        date = Date(timeIntervalSince1970: seconds)
      } else if let text = value.text {
        filters[property.name] = text
      }
    }
    self.init(id: entity.id, type: EntityValue.typeName(E.self), fields: fields, filters: filters, date: date)
  }
}

/// A search result: which entity, how relevant, and why it matched.
public struct ContentHit: Sendable, Hashable {
  public var id: String
  public var type: String
  public var score: Double
  /// `meaning`, `words` or `name`.
  public var reason: String

  public init(id: String, type: String, score: Double, reason: String) {
    self.id = id
    self.type = type
    self.score = score
    self.reason = reason
  }
}

extension AppContext {
  /// Puts entities with indexed properties into the shell's index, if there is one. The index is
  /// derived data (`hark index` rebuilds it), so a failure here never fails the write itself.
  public func updateIndex<E: AppEntity>(_ entities: [E]) {
    guard let index, E.properties.contains(where: \.isIndexed) else { return }
    try? index.index(entities.map(ContentEntry.init))
  }
}
