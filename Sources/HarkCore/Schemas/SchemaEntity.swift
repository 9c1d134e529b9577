import HarkGrammar

/// A kind of content a domain standardises, such as `messages.message` or `contacts.person`.
public struct SchemaEntity: Sendable, Hashable, CustomStringConvertible {
  public let domain: String
  public let name: String
  /// The properties an adopting entity must provide.
  public let properties: [SchemaProperty]
  /// The grammars' runtime list of adopters' names (and synonyms), for entities that are few and
  /// named (playlists): "play my focus playlist" then reads “focus” as a name, as sure as a
  /// contact's, rather than as free text. Nil for entities found by their content.
  public let listName: RuntimeListName?

  public init(domain: String, name: String, properties: [SchemaProperty], listName: RuntimeListName? = nil) {
    self.domain = domain
    self.name = name
    self.properties = properties
    self.listName = listName
  }

  /// The schema entity `id` (the catalog builds its entities from the ids' constants).
  public init(_ id: SchemaID, properties: [SchemaProperty], listName: RuntimeListName? = nil) {
    self.init(domain: String(id.domain), name: String(id.name), properties: properties, listName: listName)
  }

  /// The qualified name, such as `messages.message`.
  public var id: SchemaID { SchemaID(domain: domain, name: name) }
  public var description: String { id.rawValue }
}

/// A property a schema entity requires of its adopters.
public struct SchemaProperty: Sendable, Hashable {
  public let name: String
  public let type: SchemaValueType
  public let isOptional: Bool

  public init(_ name: String, _ type: SchemaValueType, isOptional: Bool = false) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
  }
}

/// A group of schemas adopted together.
public struct SchemaDomain: Sendable, Hashable {
  public let name: String
  public let intents: [SchemaIntent]
  public let entities: [SchemaEntity]
  /// Intents an app must adopt all of once it adopts any of them (Apple's companion rule).
  public let companions: [SchemaID]

  public init(
    name: String, intents: [SchemaIntent], entities: [SchemaEntity], companions: [SchemaID] = []
  ) {
    self.name = name
    self.intents = intents
    self.entities = entities
    self.companions = companions
  }
}
