import Foundation
import HarkCore

/// What an app from outside declares in its `manifest.json`: what a Swift app declares in code —
/// its name and synonyms, entity types adopting schema entities, intents adopting schema intents —
/// and the executable Hark speaks JSON-RPC to. Every part keeps where it is in the file, so a
/// problem is reported at `manifest.json:line:col`.
///
/// ```json
/// {
///   "id": "todo", "name": "To-do", "run": "todo.py", "deadline": 5,
///   "synonyms": {"en": ["to-do list"], "zh": ["待办"]},
///   "entities": [
///     {"type": "Task", "schema": "tasks.task", "found": "by-string",
///      "properties": {"title": "string", "dueDate": "date"}, "indexed": ["title"],
///      "display": {"title": "title", "subtitle": "dueDate"}}
///   ],
///   "intents": [
///     {"name": "AddTask", "schema": "tasks.createTask", "confirm": false,
///      "parameters": {"title": "string", "dueDate": "date"}}
///   ]
/// }
/// ```
/// A parameter's or property's type is `string`, `number`, `bool`, `date`, `dateSpan`, `person`,
/// `file`, or `entity:TYPE` (one of the manifest's types, or a schema entity such as
/// `entity:contacts.person`); in brackets (`[entity:Task]`) it is an array.
public struct AppManifest: Sendable {
  public var id: String
  public var name: String
  /// Other names, per language code (`en`, `zh`).
  public var synonyms: [String: [String]]
  /// The executable, relative to the manifest's folder.
  public var run: String
  /// Where `run` is said in the file.
  public var runLocation: CheckLocation
  /// How long a call may take, in seconds.
  public var deadline: Double
  public var entities: [Entity]
  public var intents: [Intent]
  /// The manifest file.
  public var file: String

  /// How Hark finds an entity type's entities.
  public enum Finding: String, Sendable {
    /// Hark asks for them all and their changes, and keeps them in its indexes.
    case indexed
    /// Hark hands the app the words said and the app answers with matches.
    case byString = "by-string"
  }

  public struct Entity: Sendable {
    public var type: String
    public var schema: SchemaID?
    public var properties: [(name: String, type: ValueType)]
    public var indexed: [String]
    public var found: Finding
    public var location: CheckLocation
  }

  public struct Intent: Sendable {
    public var name: String
    public var schema: SchemaID
    public var parameters: [Parameter]
    public var confirm: Bool
    public var location: CheckLocation
  }

  public struct Parameter: Sendable {
    public var name: String
    public var type: ValueType
    public var location: CheckLocation
  }

  /// A declared type: a kind and whether it is an array.
  public struct ValueType: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
      case string, number, bool, date, dateSpan, person, file
      /// One of the manifest's entity types, by its name.
      case entity(String)
    }

    public var kind: Kind
    public var isArray: Bool

    public var description: String {
      let name =
        switch kind {
        case .string: "string"
        case .number: "number"
        case .bool: "bool"
        case .date: "date"
        case .dateSpan: "dateSpan"
        case .person: "person"
        case .file: "file"
        case .entity(let type): "entity:\(type)"
        }
      return isArray ? "[\(name)]" : name
    }

    /// Reads `string`, `[entity:Task]`; nil for a type no manifest has.
    init?(_ text: String) {
      var name = Substring(text)
      isArray = name.hasPrefix("[") && name.hasSuffix("]")
      if isArray { name = name.dropFirst().dropLast() }
      switch name {
      case "string": kind = .string
      case "number": kind = .number
      case "bool": kind = .bool
      case "date": kind = .date
      case "dateSpan": kind = .dateSpan
      case "person": kind = .person
      case "file": kind = .file
      default:
        guard name.hasPrefix("entity:"), name.count > 7 else { return nil }
        kind = .entity(String(name.dropFirst(7)))
      }
    }
  }

  /// A manifest read, or every problem that kept it from being one.
  public enum Loaded: Sendable {
    case manifest(AppManifest)
    case problems([Problem])
  }

  /// A problem of the manifest itself (not JSON, a member missing or of the wrong kind).
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public let location: CheckLocation
    public let message: String

    public var description: String { "\(location): error: \(message)" }
  }
}

extension AppManifest {
  /// Reads the manifest at `path`; every problem found, each at its place, when it is not one.
  public static func load(_ path: String) -> Loaded {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .problems([
        Problem(location: CheckLocation(file: path, line: 1, column: 1), message: "cannot be read")
      ])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .problems([
        Problem(location: CheckLocation(file: path, line: 1, column: 1), message: "is not UTF-8")
      ])
    }
    return parse(text, file: path)
  }

  /// Reads a manifest's text; `file` is what its problems name.
  public static func parse(_ text: String, file: String) -> Loaded {
    let root: LocatedJSON
    do throws(LocatedJSON.SyntaxError) {
      root = try LocatedJSON.parse(text)
    } catch {
      let at = CheckLocation(file: file, line: error.location.line, column: error.location.column)
      return .problems([Problem(location: at, message: "not JSON: \(error.message)")])
    }
    var reader = ManifestReader(file: file)
    let manifest = reader.manifest(root)
    guard reader.problems.isEmpty, let manifest else { return .problems(reader.problems) }
    return .manifest(manifest)
  }
}

/// Reads a manifest's members, noting each problem where it is and going on, so one run says
/// every problem of the file.
struct ManifestReader {
  let file: String
  var problems: [AppManifest.Problem] = []

  func at(_ location: TextLocation) -> CheckLocation {
    CheckLocation(file: file, line: location.line, column: location.column)
  }

  mutating func problem(_ location: TextLocation, _ message: String) {
    problems.append(AppManifest.Problem(location: at(location), message: message))
  }

  /// The member `key` of `object` as a string; a problem when it is missing (if `required`) or
  /// not a string.
  mutating func string(_ object: LocatedJSON, _ key: String, required: Bool = true) -> String? {
    guard let value = object[key] else {
      if required { problem(object.location, "“\(key)” is missing") }
      return nil
    }
    guard let text = value.stringValue, !text.isEmpty else {
      problem(value.location, "“\(key)” must be a string that is not empty, not \(value.kind)")
      return nil
    }
    return text
  }

  mutating func manifest(_ root: LocatedJSON) -> AppManifest? {
    guard root.members != nil else {
      problem(root.location, "a manifest is a JSON object, not \(root.kind)")
      return nil
    }
    let id = string(root, "id")
    if let id, !id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
      problem(root["id"]?.location ?? root.location, "“id” may hold only ASCII letters, digits, - and _")
    }
    let name = string(root, "name")
    let run = string(root, "run")
    var deadline = 5.0
    if let value = root["deadline"] {
      if let seconds = value.numberValue, seconds > 0, seconds <= 600 {
        deadline = seconds
      } else {
        problem(value.location, "“deadline” is a number of seconds above 0 and at most 600")
      }
    }
    var synonyms: [String: [String]] = [:]
    if let value = root["synonyms"] {
      if let members = value.members {
        for member in members {
          let words = member.value.arrayValue?.compactMap(\.stringValue)
          guard let words, words.count == member.value.arrayValue?.count else {
            problem(member.value.location, "synonyms in “\(member.key)” are an array of strings")
            continue
          }
          synonyms[member.key] = words
        }
      } else {
        problem(
          value.location, "“synonyms” is an object of language codes, such as {\"en\": [\"to-do list\"]}")
      }
    }
    let entities = array(root, "entities").compactMap { entity($0) }
    let intents = array(root, "intents").compactMap { intent($0) }
    let names = Set(entities.map(\.type))
    for intent in intents {
      for parameter in intent.parameters {
        if case .entity(let type) = parameter.type.kind, !names.contains(type), !type.contains(".") {
          problem(
            TextLocation(line: parameter.location.line, column: parameter.location.column),
            "“\(parameter.name)” names the entity type “\(type)”, which “entities” does not declare")
        }
      }
    }
    guard let id, let name, let run else { return nil }
    return AppManifest(
      id: id, name: name, synonyms: synonyms, run: run,
      runLocation: at(root["run"]?.location ?? root.location), deadline: deadline, entities: entities,
      intents: intents, file: file)
  }

  /// The member `key` as an array of objects (none when it is missing).
  mutating func array(_ object: LocatedJSON, _ key: String) -> [LocatedJSON] {
    guard let value = object[key] else { return [] }
    guard let values = value.arrayValue else {
      problem(value.location, "“\(key)” is an array of objects, not \(value.kind)")
      return []
    }
    return values.filter { item in
      guard item.members != nil else {
        problem(item.location, "each of “\(key)” is an object, not \(item.kind)")
        return false
      }
      return true
    }
  }

  /// Members of `key` as (name, type) pairs: `{"title": "string"}`.
  mutating func typed(_ object: LocatedJSON, _ key: String) -> [(String, AppManifest.ValueType, TextLocation)]
  {
    guard let value = object[key] else { return [] }
    guard let members = value.members else {
      problem(value.location, "“\(key)” is an object of names and types, such as {\"title\": \"string\"}")
      return []
    }
    return members.compactMap { member in
      guard let text = member.value.stringValue, let type = AppManifest.ValueType(text) else {
        problem(
          member.value.location,
          "“\(member.key)” has no type Hark knows: string, number, bool, date, dateSpan, person, file or "
            + "entity:TYPE, in brackets for an array")
        return nil
      }
      return (member.key, type, member.keyLocation)
    }
  }

  mutating func entity(_ object: LocatedJSON) -> AppManifest.Entity? {
    let type = string(object, "type")
    let schema = string(object, "schema", required: false)
    let properties = typed(object, "properties").map { (name: $0.0, type: $0.1) }
    var indexed: [String] = []
    if let value = object["indexed"] {
      let names = value.arrayValue?.compactMap(\.stringValue) ?? []
      if names.count != value.arrayValue?.count ?? -1 {
        problem(value.location, "“indexed” is an array of property names")
      }
      for name in names where !properties.contains(where: { $0.name == name }) {
        problem(value.location, "“indexed” names “\(name)”, which “properties” does not declare")
      }
      indexed = names
    }
    var found = AppManifest.Finding.byString
    if let value = object["found"] {
      if let word = value.stringValue, let kind = AppManifest.Finding(rawValue: word) {
        found = kind
      } else {
        problem(value.location, "“found” is \"indexed\" or \"by-string\"")
      }
    }
    guard let type else { return nil }
    return AppManifest.Entity(
      type: type, schema: schema.map(SchemaID.init(rawValue:)), properties: properties, indexed: indexed,
      found: found, location: at(object.location))
  }

  mutating func intent(_ object: LocatedJSON) -> AppManifest.Intent? {
    let name = string(object, "name")
    let schema = string(object, "schema")
    let parameters = typed(object, "parameters").map {
      AppManifest.Parameter(name: $0.0, type: $0.1, location: at($0.2))
    }
    var confirm = false
    if let value = object["confirm"] {
      if let flag = value.boolValue {
        confirm = flag
      } else {
        problem(value.location, "“confirm” is true or false")
      }
    }
    guard let name, let schema else { return nil }
    return AppManifest.Intent(
      name: name, schema: SchemaID(rawValue: schema), parameters: parameters, confirm: confirm,
      location: at(object.location))
  }
}
