/// An entity carried by the shell: its type, identifier and title, plus the entity itself.
///
/// Two values are equal when they name the same entity of the same type.
public struct EntityValue: Sendable, Hashable, CustomStringConvertible {
  /// The entity's type name (`"UnicornChat.Contact"`).
  public let type: String
  public let id: String
  public let title: String
  /// The schema entity the type adopts, if any.
  public let schema: SchemaID?
  /// The entity itself.
  public let entity: any AppEntity

  public init<E: AppEntity>(_ entity: E) {
    self.init(entity, type: EntityValue.typeName(E.self))
  }

  /// A value of `entity` whose type name (``typeName(_:)`` of `E`) the caller worked out.
  init<E: AppEntity>(_ entity: E, type: String) {
    self.type = type
    self.id = entity.id
    self.title = entity.displayRepresentation.title
    self.schema = E.schema?.id
    self.entity = entity
  }

  /// The name Hark uses for an entity type in events and diagnostics.
  /// (The runtime's own name of the type, which `String(reflecting:)` also prints, but without
  /// first asking every conformance the binary has whether the metatype prints itself.)
  public static func typeName<E: AppEntity>(_ type: E.Type) -> String {
    _typeName(type, qualified: true).split(separator: ".").suffix(2).joined(separator: ".")
  }

  /// The value of the entity's property `name`, or nil when it declares none of that name.
  public func property(_ name: String) -> PropertyValue? {
    func read<E: AppEntity>(_ entity: E) -> PropertyValue? {
      E.properties.first { $0.name == name }?.value(of: entity)
    }
    return read(entity)
  }

  /// The entity as `E`, when it is one.
  public func `as`<E: AppEntity>(_ type: E.Type) -> E? { entity as? E }

  public static func == (lhs: EntityValue, rhs: EntityValue) -> Bool {
    lhs.type == rhs.type && lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(id)
  }

  public var description: String { "\(type)(\(id): \(title))" }
}
