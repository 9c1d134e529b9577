import HarkCore
import HarkGrammar

/// The fix-its of `hark check` for an app from outside: the manifest fragment to add, and a
/// handler to fill in, in the app's own language (Python for a `.py` executable, a shell function
/// for a shell script, the fragment alone otherwise).
public struct ManifestStubWriter: StubWriter {
  public enum Language: Sendable, Equatable {
    case python, shell, other

    /// The language of the executable `run` names, by its extension.
    public init(run: String) {
      if run.hasSuffix(".py") {
        self = .python
      } else if run.hasSuffix(".sh") || run.hasSuffix(".bash") {
        self = .shell
      } else {
        self = .other
      }
    }
  }

  public let language: Language

  public init(language: Language) { self.language = language }

  /// The manifest's type for a schema parameter's (`[entity:Task]`).
  func type(of parameter: SchemaParameter, entityTypes: [String: String]) -> String {
    let name: String =
      switch parameter.type {
      case .string, .recurrence, .duration, .place, .url: "string"
      case .number: "number"
      case .bool: "bool"
      case .date: "date"
      case .dateSpan: "dateSpan"
      case .file: "file"
      case .person: "person"
      case .entity(let id):
        entityTypes[id.rawValue].map { "entity:\($0)" } ?? (id == .person ? "person" : "entity:\(id)")
      }
    return parameter.isArray ? "[\(name)]" : name
  }

  public func stub(for schema: SchemaIntent, entityTypes: [String: String]) -> String {
    let name = schema.name.prefix(1).uppercased() + schema.name.dropFirst()
    let parameters = schema.parameters.map {
      "\"\($0.name)\": \"\(type(of: $0, entityTypes: entityTypes))\""
    }
    var lines = [
      "in manifest.json, in \"intents\":",
      "{\"name\": \"\(name)\", \"schema\": \"\(schema.id)\",",
      " \"parameters\": {\(parameters.joined(separator: ", "))}}",
    ]
    lines += handler(name: name, schema: schema)
    return lines.joined(separator: "\n")
  }

  /// The handler of `intents/perform` for the intent, in the app's language.
  func handler(name: String, schema: SchemaIntent) -> [String] {
    let required = Set(schema.parameters.filter { $0.requirement == .required }.map(\.name))
    switch language {
    case .python:
      var lines = [
        "", "in the app, where it answers \"intents/perform\":",
        "if params[\"intent\"] == \"\(name)\":  # \(schema.id)",
      ]
      for parameter in schema.parameters {
        let note = required.contains(parameter.name) ? "  # required: Hark asks for it before calling" : ""
        lines.append("    \(parameter.name) = params[\"parameters\"].get(\"\(parameter.name)\")\(note)")
      }
      lines.append("    raise NotImplementedError(\"\(schema.id)\")  # then return {\"say\": \"…\"}")
      return lines
    case .shell:
      let function = schema.name.reduce(into: "") { text, character in
        text += character.isUppercase ? "_" + character.lowercased() : String(character)
      }
      return [
        "", "in the app, called with the call's parameters as JSON in $1:",
        "\(function)() {  # \(schema.id)",
        "  echo 'not written yet' >&2",
        "  return 1  # then print {\"say\": \"…\"}",
        "}",
      ]
    case .other:
      return []
    }
  }

  public func declaration(of parameter: SchemaParameter, entityTypes: [String: String]) -> String {
    "in the intent's \"parameters\": \"\(parameter.name)\": \"\(type(of: parameter, entityTypes: entityTypes))\""
  }

  public func property(_ property: SchemaProperty) -> String {
    let parameter = SchemaParameter(property.name, property.type)
    return "in the type's \"properties\": \"\(property.name)\": \"\(type(of: parameter, entityTypes: [:]))\""
  }
}

extension AppManifest {
  /// What `hark check` reads of the app: its types and intents, each at its place in the file.
  public var shape: AppShape {
    let schemas = Dictionary(entities.map { ($0.type, $0.schema) }, uniquingKeysWith: { first, _ in first })
    return AppShape(
      name: name,
      entities: entities.map {
        AppShape.Entity(
          name: $0.type, schema: $0.schema, properties: $0.properties.map(\.name), location: $0.location)
      },
      intents: intents.map { intent in
        AppShape.Intent(
          name: intent.name, schema: intent.schema,
          parameters: intent.parameters.map { parameter in
            let kind = parameter.type.kind
            // An entity parameter adopts what its type adopts: one of the manifest's types, or
            // a schema entity named directly (`entity:contacts.person`).
            let adopted: SchemaID? =
              if case .entity(let type) = kind {
                schemas[type] ?? (type.contains(".") ? SchemaID(rawValue: type) : nil)
              } else {
                nil
              }
            return AppShape.Parameter(
              name: parameter.name, kind: parameter.type.description, isArray: parameter.type.isArray,
              location: parameter.location
            ) { wanted in
              Self.fits(kind, adopting: adopted, wanted)
            }
          }, location: intent.location)
      },
      location: CheckLocation(file: file, line: 1, column: 1),
      stubs: ManifestStubWriter(language: ManifestStubWriter.Language(run: run)))
  }

  /// Whether a declared kind can fill a schema parameter of type `wanted`.
  static func fits(_ kind: ValueType.Kind, adopting adopted: SchemaID?, _ wanted: SchemaValueType) -> Bool {
    switch (kind, wanted) {
    case (.string, .string), (.string, .recurrence), (.string, .duration), (.string, .place), (.string, .url),
      (.number, .number), (.bool, .bool), (.date, .date), (.dateSpan, .dateSpan), (.file, .file),
      (.person, .person), (.person, .entity(.person)):
      true
    case (.entity, .entity(let id)): adopted == id
    case (.entity, .person): adopted == .person
    case (.entity, .file): adopted == .file
    default: false
    }
  }
}
