import Foundation
import HarkCore
import HarkStore

/// An entity of an app from outside: what the app sent for it (`Documentation/outside-apps.md`,
/// "An Entity"). Its type is data, so the shell reads its properties by name.
public struct OutsideEntity: AppEntity, PropertiesByName {
  public let id: String
  public let title: String
  public let subtitle: String?
  public let synonyms: [String]
  /// The declared properties as the app sent them.
  public let properties: [String: JSONValue]

  public static var typeDisplayName: String { "item" }

  /// Never asked: an outside type's ``EntityType`` carries its own finder, which calls the app.
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<OutsideEntity> { NoEntities() }

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: title, subtitle: subtitle, synonyms: synonyms)
  }

  public func property(named name: String) -> PropertyValue? {
    guard let value = properties[name] else { return nil }
    switch value {
    case .null: return PropertyValue.none
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    case .array, .object: return PropertyValue.none
    }
  }

  struct NoEntities: EntityQuery {
    func entities(for identifiers: [String]) throws -> [OutsideEntity] { [] }
    func suggestedEntities() throws -> [OutsideEntity] { [] }
  }
}

/// How values cross to an app from outside and back: parameter values as JSON, and the app's
/// answers (entities, what to say) as the shell's values. An answer that does not have the shape
/// the protocol says is the app's failure, said with what was wrong.
enum OutsideValues {
  /// `value` as the protocol sends it: dates as ISO 8601 in the person's zone (so the day an app
  /// reads from the text's first ten characters is the person's day), spans as `{start, end}`,
  /// the app's own entities as `{id, type}`, other apps' as `{id, type, title}`, people as
  /// `{name, emails, phones}`.
  static func json(_ value: ParameterValue, in context: AppContext) -> JSONValue {
    let zone = context.wording.timeZone
    switch value {
    case .string(let text): return .string(text)
    case .number(let number): return .number(number)
    case .bool(let flag): return .bool(flag)
    case .date(let date): return .string(text(date, in: zone))
    case .span(let span):
      return ["start": .string(text(span.start, in: zone)), "end": .string(text(span.end, in: zone))]
    case .entity(let entity):
      // The app's own types are called "<app>.<Type>" in the shell; the app knows them as "Type".
      let prefix = context.appID + "."
      if entity.type.hasPrefix(prefix) {
        return ["id": .string(entity.id), "type": .string(String(entity.type.dropFirst(prefix.count)))]
      }
      return ["id": .string(entity.id), "type": .string(entity.type), "title": .string(entity.title)]
    case .person(let person):
      return [
        "name": .string(person.displayName),
        "emails": .array(person.handles.filter { $0.kind == .email }.map { .string($0.value) }),
        "phones": .array(person.handles.filter { $0.kind == .phone }.map { .string($0.value) }),
      ]
    case .list(let values): return .array(values.map { json($0, in: context) })
    }
  }

  /// `date` as ISO 8601 with the offset of `zone` (`2026-12-04T00:00:00+01:00`).
  static func text(_ date: Date, in zone: TimeZone) -> String {
    var format = Date.ISO8601FormatStyle(timeZone: zone)
    format = format.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: false)
      .timeSeparator(.colon).timeZone(separator: .colon)
    return date.formatted(format)
  }

  /// The result of `intents/perform`: what to say, the entities made or touched, those to list.
  static func result(_ answer: JSONValue, app: String, types: [String: (name: String, schema: SchemaID?)])
    throws(IntentError) -> IntentResult
  {
    guard let members = answer.objectValue else { throw malformed(app, "the result is not an object") }
    let dialog: IntentDialog
    switch members["say"] {
    case .string(let text)?:
      dialog = IntentDialog(full: text)
    case .object(let said)?:
      guard let key = said["key"]?.stringValue, !key.isEmpty else {
        throw malformed(app, "“say” has no “key”")
      }
      var arguments: [String: String] = [:]
      for (name, value) in said["arguments"]?.objectValue ?? [:] {
        arguments[name] = value.stringValue ?? value.numberValue.map { ParameterValue.number($0).displayText }
      }
      dialog = IntentDialog(
        key: PhraseKey(rawValue: key), arguments: arguments, full: said["text"]?.stringValue ?? key)
    default:
      throw malformed(app, "the result has no “say”")
    }
    let made = try entities(members["entities"] ?? .array([]), app: app, types: types)
    let listed = try entities(members["listed"] ?? .array([]), app: app, types: types)
    return IntentResult(dialog: dialog, entities: made, listed: listed)
  }

  /// The entities of an answer, each of a type the manifest declares.
  static func entities(_ json: JSONValue, app: String, types: [String: (name: String, schema: SchemaID?)])
    throws(IntentError) -> [EntityValue]
  {
    guard let items = json.arrayValue else { throw malformed(app, "“entities” is not an array") }
    var values: [EntityValue] = []
    for item in items {
      guard let members = item.objectValue else { throw malformed(app, "an entity is not an object") }
      let id =
        members["id"]?.stringValue ?? members["id"]?.numberValue.map { ParameterValue.number($0).displayText }
      guard let id, !id.isEmpty else { throw malformed(app, "an entity has no “id”") }
      guard let typeName = members["type"]?.stringValue, let type = types[typeName] else {
        throw malformed(app, "entity \(id) is of no type the manifest declares")
      }
      guard let title = members["title"]?.stringValue else {
        throw malformed(app, "entity \(id) has no “title”")
      }
      let entity = OutsideEntity(
        id: id, title: title, subtitle: members["subtitle"]?.stringValue,
        synonyms: members["synonyms"]?.arrayValue?.compactMap(\.stringValue) ?? [],
        properties: members["properties"]?.objectValue ?? [:])
      values.append(EntityValue(entity, typeName: type.name, schema: type.schema))
    }
    return values
  }

  private static func malformed(_ app: String, _ reason: String) -> IntentError {
    .source(.appStopped(app: app, problem: .malformed(reason: reason)))
  }
}
