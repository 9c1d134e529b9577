import Foundation
import HarkGrammar

/// A piece of an app's content the shell can find, show and pass to intents.
///
/// The counterpart of App Intents' `AppEntity`. An entity adopts a schema entity (for example
/// `messages.message`) and then provides that schema's properties in ``properties``.
public protocol AppEntity: Sendable {
  /// The schema entity this type adopts, such as `SchemaCatalog.entity(.message)`.
  static var schema: SchemaEntity? { get }
  /// What the type is called in the shell's words, such as "contact".
  static var typeDisplayName: String { get }
  /// The properties the shell can read, filter on and index.
  static var properties: [EntityProperty<Self>] { get }
  /// How the shell finds entities of this type.
  static func defaultQuery(in context: AppContext) -> any EntityQuery<Self>

  /// A stable identifier, unique within the app and type.
  var id: String { get }
  /// How the entity is shown and named.
  var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
  public static var schema: SchemaEntity? { nil }
  public static var properties: [EntityProperty<Self>] { [] }

  /// The entity as a value the shell and other apps can carry.
  public var entityValue: EntityValue { EntityValue(self) }
}

/// How an entity is shown: a title, an optional subtitle, and other names people use for it.
///
/// The subtitle is made of parts so that dates in it are said in the person's time zone and
/// language (``subtitle(_:)``), never as raw ISO text.
public struct DisplayRepresentation: Sendable, Hashable {
  /// One part of a subtitle.
  public enum Detail: Sendable, Hashable {
    case text(String)
    /// A day, said without its time.
    case day(Date)
    /// A moment, said with its time.
    case moment(Date)
  }

  public var title: String
  /// The subtitle's parts, said joined by commas.
  public var details: [Detail]
  /// Other words that name this entity ("Flare Sparkle", "my sister").
  public var synonyms: [String]

  public init(title: String, subtitle: String? = nil, synonyms: [String] = []) {
    self.init(title: title, details: subtitle.map { [.text($0)] } ?? [], synonyms: synonyms)
  }

  public init(title: String, details: [Detail], synonyms: [String] = []) {
    self.title = title
    self.details = details.filter { $0 != .text("") }
    self.synonyms = synonyms
  }

  /// The subtitle with its dates said by `wording`; nil when there is none.
  public func subtitle(_ wording: DateWording) -> String? {
    guard !details.isEmpty else { return nil }
    return details.map { detail in
      switch detail {
      case .text(let text): text
      case .day(let date): wording.text(date, time: false)
      case .moment(let date): wording.text(date)
      }
    }
    .joined(separator: wording.language.isChinese ? "，" : ", ")
  }

  /// The subtitle with dates in English and UTC, for logs and tools without a person's settings.
  public var subtitle: String? { subtitle(DateWording()) }
}

/// A readable property of an entity, declared once so the shell can filter, sort and index by it.
public struct EntityProperty<Entity: AppEntity>: Sendable {
  /// The property's name; for a schema property, the schema's name.
  public let name: String
  /// Whether the property's text goes into the semantic index.
  public let isIndexed: Bool
  let read: @Sendable (Entity) -> PropertyValue

  public init(_ name: String, indexed: Bool = false, _ read: @escaping @Sendable (Entity) -> PropertyValue) {
    self.name = name
    self.isIndexed = indexed
    self.read = read
  }

  /// The property's value on `entity`.
  public func value(of entity: Entity) -> PropertyValue { read(entity) }
}

/// The value of an entity property, for filtering, sorting and indexing.
public enum PropertyValue: Sendable, Hashable, Comparable {
  case none
  case bool(Bool)
  case number(Double)
  case string(String)
  case date(Double)
  /// A related entity, by identifier.
  case reference(String)

  public static func < (lhs: PropertyValue, rhs: PropertyValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)), (.date(let a), .date(let b)): a < b
    case (.string(let a), .string(let b)), (.reference(let a), .reference(let b)): a < b
    case (.bool(let a), .bool(let b)): !a && b
    case (.none, .none): false
    case (.none, _): true
    default: false
    }
  }

  /// The text of the value, for indexing and display.
  public var text: String? {
    switch self {
    case .string(let s), .reference(let s): s
    default: nil
    }
  }
}
