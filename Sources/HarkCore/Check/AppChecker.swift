/// Checks registered apps against the schema catalog: entities provide their schema's properties,
/// intents match their schema intent's parameters, and domains with a companion rule are adopted
/// whole.
public struct AppChecker: Sendable {
  /// The domains the check reads; the catalog's unless a test gives others.
  public let domains: [SchemaDomain]

  public init(domains: [SchemaDomain] = SchemaCatalog.domains) { self.domains = domains }

  /// Every finding for every app of `apps`.
  public func check(_ apps: AppRegistry) -> [CheckFinding] {
    apps.apps.flatMap { check($0) }
  }

  /// Every finding for one app.
  public func check(_ app: any App) -> [CheckFinding] { check(AppShape(app)) }

  /// Every finding for an app's shape: a Swift app's, or a manifest's from outside.
  public func check(_ app: AppShape) -> [CheckFinding] {
    app.entities.flatMap { check(entity: $0, in: app) } + app.intents.flatMap { check(intent: $0, in: app) }
      + checkCompanions(of: app)
  }

  func schemaEntity(_ id: SchemaID) -> SchemaEntity? {
    domains.lazy.flatMap(\.entities).first { $0.id == id }
  }

  func schemaIntent(_ id: SchemaID) -> SchemaIntent? {
    domains.lazy.flatMap(\.intents).first { $0.id == id }
  }

  // MARK: - Entities

  func check(entity type: AppShape.Entity, in app: AppShape) -> [CheckFinding] {
    let subject = "\(app.name): \(type.name)"
    guard let id = type.schema else { return [] }
    guard let schema = schemaEntity(id) else {
      return [
        CheckFinding(
          .error, subject: subject,
          message:
            "adopts “\(id)”, which is no schema entity (\(knownNames(domains.flatMap(\.entities).map(\.id.rawValue))))",
          location: type.location)
      ]
    }
    let declared = Set(type.properties)
    let missing = schema.properties.filter { !$0.isOptional && !declared.contains($0.name) }
    guard !missing.isEmpty else { return [] }
    let names = missing.map(\.name)
    return [
      CheckFinding(
        .error, subject: subject,
        message: "adopts \(id) but does not declare its \(names.count == 1 ? "property" : "properties") "
          + names.map { "“\($0)”" }.joined(separator: ", ") + " in `properties`",
        fixIt: missing.map(app.stubs.property).joined(separator: "\n"), location: type.location)
    ]
  }

  // MARK: - Intents

  func check(intent type: AppShape.Intent, in app: AppShape) -> [CheckFinding] {
    let subject = "\(app.name): \(type.name)"
    let id = type.schema
    guard let schema = schemaIntent(id) else {
      return [
        CheckFinding(
          .error, subject: subject,
          message: "adopts “\(id)”, which is no schema intent; "
            + nearest(id.rawValue, among: candidates(for: id.rawValue)),
          location: type.location)
      ]
    }
    var findings: [CheckFinding] = []
    for parameter in type.parameters {
      guard let wanted = schema.parameter(parameter.name) else {
        findings.append(
          CheckFinding(
            .error, subject: subject,
            message: "declares “\(parameter.name)”, which \(id) has no parameter of; "
              + nearest(parameter.name, among: schema.parameters.map(\.name)),
            location: parameter.location ?? type.location))
        continue
      }
      if !parameter.fits(wanted.type) {
        findings.append(
          CheckFinding(
            .error, subject: subject,
            message: "“\(parameter.name)” is a \(parameter.kind), but \(id) gives it the type \(wanted.type)",
            location: parameter.location ?? type.location))
      } else if parameter.isArray != wanted.isArray {
        let shape = wanted.isArray ? "an array" : "a single value"
        findings.append(
          CheckFinding(
            .error, subject: subject, message: "“\(parameter.name)” must be \(shape), as in \(id)",
            location: parameter.location ?? type.location))
      }
    }
    let names = Set(type.parameters.map(\.name))
    for parameter in schema.parameters
    where parameter.requirement == .required && !names.contains(parameter.name) {
      findings.append(
        CheckFinding(
          .error, subject: subject,
          message: "does not declare “\(parameter.name)”, which \(id) requires",
          fixIt: app.stubs.declaration(of: parameter, entityTypes: entityTypeNames(of: app)),
          location: type.location))
    }
    return findings
  }

  // MARK: - Companions

  func checkCompanions(of app: AppShape) -> [CheckFinding] {
    let adopted = Set(app.intents.map(\.schema))
    var findings: [CheckFinding] = []
    for domain in domains where !domain.companions.isEmpty {
      let present = domain.companions.filter(adopted.contains)
      guard let first = present.first else { continue }
      let firstLocation = app.intents.first { $0.schema == first }?.location
      for missing in domain.companions where !adopted.contains(missing) {
        guard let schema = schemaIntent(missing) else { continue }
        findings.append(
          CheckFinding(
            .error, subject: "\(app.name)",
            message: "adopts \(first) but not \(missing): the \(domain.name) domain must be adopted whole "
              + "once any of \(domain.companions.map(\.rawValue).joined(separator: ", ")) is. Add the stub below "
              + "and list it in `intents`.",
            fixIt: app.stubs.stub(for: schema, entityTypes: entityTypeNames(of: app)),
            location: firstLocation ?? app.location))
      }
    }
    return findings
  }

  /// The app's own entity type for each schema entity it adopts, for stubs.
  func entityTypeNames(of app: AppShape) -> [String: String] {
    var names: [String: String] = [:]
    for type in app.entities {
      if let schema = type.schema?.rawValue, names[schema] == nil {
        names[schema] = type.name.split(separator: ".").last.map(String.init) ?? type.name
      }
    }
    return names
  }

  private func knownNames(_ names: [String]) -> String { "known: " + names.joined(separator: ", ") }

  /// The intents of the domain `name` starts with, else every intent.
  func candidates(for name: String) -> [String] {
    let domain = name.split(separator: ".").first.map(String.init) ?? ""
    let same = domains.filter { $0.name == domain }.flatMap(\.intents).map(\.id.rawValue)
    return same.isEmpty ? domains.flatMap(\.intents).map(\.id.rawValue) : same
  }

  /// "did you mean “x”?" when a name is a likely typo, else the list of names.
  func nearest(_ name: String, among names: [String]) -> String {
    let close = names.compactMap { candidate -> (String, Int)? in
      let limit = max(1, min(3, candidate.count / 3))
      let bare = candidate.split(separator: ".").last.map(String.init) ?? candidate
      let said = name.split(separator: ".").last.map(String.init) ?? name
      return NameMatcher.editDistance(said.lowercased(), bare.lowercased(), limit: limit).map {
        (candidate, $0)
      }
    }.min { $0.1 < $1.1 }
    if let (best, _) = close { return "did you mean “\(best)”?" }
    return names.isEmpty ? "it has none" : "it has " + names.map { "“\($0)”" }.joined(separator: ", ")
  }
}

/// An intent's declared parameters with the generics erased.
struct DeclaredParameter: Sendable {
  let name: String
  let kind: ParameterKind
  let isArray: Bool
  let question: String?
}

enum IntentParameters {
  static func of(_ type: any AppIntent.Type) -> [DeclaredParameter] { declared(type) }

  private static func declared<I: AppIntent>(_ type: I.Type) -> [DeclaredParameter] {
    I.parameters.map {
      DeclaredParameter(name: $0.name, kind: $0.kind, isArray: $0.isArray, question: $0.question)
    }
  }
}
