/// Writes the Swift source of an intent adopting a schema intent, from the schema catalog: the
/// fix-it `hark check` offers for a missing companion intent.
///
/// The stub compiles as written once pasted beside the app's entity types (a test compiles one).
public struct IntentStubGenerator: Sendable {
  public init() {}

  /// A whole intent: its schema, parameters, stored properties and a `perform` to fill in.
  ///
  /// - Parameter entityTypes: the app's entity type name for each schema entity it adopts
  ///   (`contacts.person` → `UnicornContact`); others become ``IntentPerson`` or another app's
  ///   ``EntityValue``.
  public func stub(for schema: SchemaIntent, entityTypes: [String: String]) -> String {
    let typeName = schema.name.prefix(1).uppercased() + schema.name.dropFirst() + "Intent"
    let fields = schema.parameters.map { field(for: $0, entityTypes: entityTypes) }
    var lines: [String] = [
      "/// \(typeName): a stub `hark check` wrote from the schema catalog's \(schema.id).",
      "struct \(typeName): AppIntent {",
      "  static let schema = SchemaIntent.named(.\(schema.id.name))",
      "  static var parameters: [IntentParameter<Self>] {",
      "    [",
    ]
    lines += fields.compactMap(\.registration).map { "      \($0)," }
    lines += ["    ]", "  }", ""]
    lines += fields.map { "  " + $0.declaration }
    lines += ["", "  init() {}", "", "  func perform(in context: AppContext) throws -> IntentResult {"]
    for (parameter, field) in zip(schema.parameters, fields)
    where parameter.requirement == .required && field.registration != nil {
      let test =
        parameter.isArray && field.isArray ? "!\(parameter.name).isEmpty" : "\(parameter.name) != nil"
      lines.append(
        "    guard \(test) else { throw Self.needsValue(\\.\(parameter.name)) }")
    }
    lines += [
      "    throw IntentError.notImplemented(intent: Self.schema.id)", "  }", "}",
    ]
    return lines.joined(separator: "\n")
  }

  /// One stored property for `parameter` and its registration line.
  public func declaration(of parameter: SchemaParameter, entityTypes: [String: String]) -> String {
    let field = field(for: parameter, entityTypes: entityTypes)
    return [field.declaration, field.registration.map { "// in parameters: \($0)" }]
      .compactMap { $0 }.joined(separator: "\n")
  }

  struct Field {
    var declaration: String
    /// The `.init(…)` line; nil when the shell cannot carry the type yet.
    var registration: String?
    var isArray: Bool
  }

  func field(for parameter: SchemaParameter, entityTypes: [String: String]) -> Field {
    let name = parameter.name
    let plain = ".init(\"\(name)\", \\.\(name))"
    func optional(_ type: String) -> Field {
      Field(declaration: "var \(name): \(type)?", registration: plain, isArray: false)
    }
    func array(_ type: String) -> Field {
      Field(declaration: "var \(name): [\(type)] = []", registration: plain, isArray: true)
    }
    func unsupported(_ type: String) -> Field {
      let shape = parameter.isArray ? "[\(type)]" : type
      return Field(
        declaration: "// \(name): \(shape) — the shell does not carry this type yet", registration: nil,
        isArray: parameter.isArray)
    }
    switch parameter.type {
    case .string, .number, .bool, .date, .dateSpan:
      let swiftType = parameter.type.description
      return parameter.isArray ? unsupported(swiftType) : optional(swiftType)
    case .recurrence, .duration:
      return parameter.isArray ? unsupported("String") : optional("String")
    case .place:
      return parameter.isArray ? unsupported("PlaceDescriptor") : optional("PlaceDescriptor")
    case .url: return unsupported("URL")
    case .file: return unsupported("IntentFile")
    case .person:
      return parameter.isArray ? array("IntentPerson") : optional("IntentPerson")
    case .entity(let id):
      if let own = entityTypes[id.rawValue] { return parameter.isArray ? array(own) : optional(own) }
      if id == .person {
        return parameter.isArray ? array("IntentPerson") : optional("IntentPerson")
      }
      if parameter.isArray { return unsupported(id.rawValue) }
      return Field(
        declaration: "var \(name): EntityValue?",
        registration: ".init(\"\(name)\", \\.\(name), adopting: \"\(id)\")", isArray: false)
    }
  }
}
