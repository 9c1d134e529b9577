/// What `hark check` reads of an app: its entity types and intents with the schemas they adopt,
/// whether the app is Swift in this binary or a manifest from outside (where each part is said
/// at its place in the file), and how the fix-its are written in the app's own language.
public struct AppShape: Sendable {
  public var name: String
  public var entities: [Entity]
  public var intents: [Intent]
  /// Where findings about the app as a whole are reported (its manifest), nil for a Swift app.
  public var location: CheckLocation?
  /// Writes the fix-its: Swift for an app in this binary, a manifest fragment and a handler for
  /// one from outside.
  public var stubs: any StubWriter

  public init(
    name: String, entities: [Entity], intents: [Intent], location: CheckLocation? = nil,
    stubs: any StubWriter = IntentStubGenerator()
  ) {
    self.name = name
    self.entities = entities
    self.intents = intents
    self.location = location
    self.stubs = stubs
  }

  public struct Entity: Sendable {
    public var name: String
    public var schema: SchemaID?
    public var properties: [String]
    public var location: CheckLocation?

    public init(name: String, schema: SchemaID?, properties: [String], location: CheckLocation? = nil) {
      self.name = name
      self.schema = schema
      self.properties = properties
      self.location = location
    }
  }

  public struct Intent: Sendable {
    public var name: String
    public var schema: SchemaID
    public var parameters: [Parameter]
    public var location: CheckLocation?

    public init(name: String, schema: SchemaID, parameters: [Parameter], location: CheckLocation? = nil) {
      self.name = name
      self.schema = schema
      self.parameters = parameters
      self.location = location
    }
  }

  public struct Parameter: Sendable {
    public var name: String
    /// The kind in words, for a message (`String`, `entity:Task`).
    public var kind: String
    /// Whether a value of this kind can fill a schema parameter of a type.
    public var fits: @Sendable (SchemaValueType) -> Bool
    public var isArray: Bool
    public var location: CheckLocation?

    public init(
      name: String, kind: String, isArray: Bool, location: CheckLocation? = nil,
      fits: @escaping @Sendable (SchemaValueType) -> Bool
    ) {
      self.name = name
      self.kind = kind
      self.isArray = isArray
      self.location = location
      self.fits = fits
    }
  }
}

extension AppShape {
  /// The shape of an app compiled into this binary.
  public init(_ app: any App) {
    self.init(
      name: app.name,
      entities: app.entityTypes.map {
        Entity(name: $0.name, schema: $0.schema, properties: $0.propertyNames)
      },
      intents: app.intents.map { type in
        Intent(
          name: String(describing: type), schema: type.schema.id,
          parameters: IntentParameters.of(type).map { declared in
            let kind = declared.kind
            return Parameter(name: declared.name, kind: "\(kind)", isArray: declared.isArray) {
              kind.fits($0)
            }
          })
      })
  }
}

/// Where in a file a finding is: `manifest.json:12:7`.
public struct CheckLocation: Sendable, Hashable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }
}

/// Writes the fix-its of `hark check` in an app's own language.
public protocol StubWriter: Sendable {
  /// A whole intent adopting `schema`, to add to the app.
  func stub(for schema: SchemaIntent, entityTypes: [String: String]) -> String
  /// One parameter of an intent, to add to it.
  func declaration(of parameter: SchemaParameter, entityTypes: [String: String]) -> String
  /// A property of an entity type, to add to it.
  func property(_ property: SchemaProperty) -> String
}

extension IntentStubGenerator: StubWriter {
  public func property(_ property: SchemaProperty) -> String {
    "EntityProperty(\"\(property.name)\") { <#\(property.type) value of $0#> },"
  }
}
