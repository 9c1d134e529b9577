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

  /// A value of an entity whose type is not a Swift type of its own (an app from outside's, whose
  /// types are data): its type's name and schema said by the caller.
  public init(_ entity: any AppEntity, typeName: String, schema: SchemaID?) {
    self.type = typeName
    self.id = entity.id
    self.title = entity.displayRepresentation.title
    self.schema = schema
    self.entity = entity
  }

  /// The name Hark uses for an entity type in events and diagnostics.
  /// (The runtime's own name of the type, which `String(reflecting:)` also prints, but without
  /// first asking every conformance the binary has whether the metatype prints itself.)
  public static func typeName<E: AppEntity>(_ type: E.Type) -> String {
    lastTwoComponents(of: _typeName(type, qualified: true))
  }

  /// The last two of `name`'s non-empty parts between dots, joined by a dot: found on the bytes of
  /// an ASCII name (splitting by characters cost more than asking the runtime for the name, at
  /// every entity an intent hands back), the general way otherwise.
  static func lastTwoComponents(of name: String) -> String {
    var name = name
    let ascii = name.withUTF8 { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let dot = UInt8(ascii: ".")
      var start = bytes.count
      var parts = 0
      var end = bytes.count
      // Walk back over at most two non-empty parts; `start` is where the first kept part begins.
      while end > 0, parts < 2 {
        while end > 0, bytes[end - 1] == dot { end -= 1 }
        guard end > 0 else { break }
        var begin = end
        while begin > 0, bytes[begin - 1] != dot { begin -= 1 }
        parts += 1
        start = begin
        end = begin
      }
      guard parts > 0 else { return "" }
      // The kept parts with the dots between them made one dot (empty parts are dropped).
      var kept: [UInt8] = []
      var previousWasDot = false
      for byte in bytes[start...] {
        if byte == dot {
          previousWasDot = true
          continue
        }
        if previousWasDot, !kept.isEmpty { kept.append(dot) }
        previousWasDot = false
        kept.append(byte)
      }
      return String(decoding: kept, as: UTF8.self)
    }
    return ascii ?? name.split(separator: ".").suffix(2).joined(separator: ".")
  }

  /// The value of the entity's property `name`, or nil when it declares none of that name.
  public func property(_ name: String) -> PropertyValue? {
    if let described = entity as? any PropertiesByName { return described.property(named: name) }
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

/// An entity whose properties are data rather than declared by key path (an app from outside's):
/// the shell reads them by name.
public protocol PropertiesByName: AppEntity {
  /// The value of property `name`, nil when the entity has none of that name.
  func property(named name: String) -> PropertyValue?
}
