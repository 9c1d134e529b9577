import Foundation
import HarkCore
import HarkStore
import Synchronization

/// An app from outside as the shell registers it: its manifest's entity types and intents as
/// ``EntityType``s and ``IntentKind``s, each calling the app's executable over JSON-RPC
/// (`Documentation/outside-apps.md`). The registry, the resolver and the dialogue treat it as
/// any Swift app; only finding its entities and running its intents cross the process boundary.
public struct OutsideApp: App {
  public let manifest: AppManifest
  /// The process the app runs in, started on first use and kept for the session.
  public let process: OutsideProcess

  /// The app installed in `folder` (which holds its manifest and executable), run with
  /// `environment`; `gate` says whether it may run.
  public init(manifest: AppManifest, folder: URL, environment: [String: String], gate: any AppGate) {
    self.manifest = manifest
    let executable = folder.appendingPathComponent(manifest.run).path
    process = OutsideProcess(
      app: manifest.name, id: manifest.id, executable: executable, environment: environment,
      deadline: manifest.deadline, gate: gate)
  }

  public var id: String { manifest.id }
  public var name: String { manifest.name }
  public var synonyms: [String] { manifest.synonyms.keys.sorted().flatMap { manifest.synonyms[$0] ?? [] } }
  public var intents: [any AppIntent.Type] { [] }
  public var entityTypes: [EntityType] { manifest.entities.map(entityType) }

  public var intentKinds: [IntentKind] {
    manifest.intents.compactMap { intent in
      guard let schema = SchemaCatalog.intent(intent.schema) else { return nil }
      let parameters = intent.parameters.map { parameter in
        IntentKind.DeclaredParameter(
          name: parameter.name, kind: kind(of: parameter.type), isArray: parameter.type.isArray)
      }
      var effects = schema.sideEffects
      if intent.confirm { effects.insert(.needsConfirmation) }
      let process = process
      let types = typeNames
      return IntentKind(
        name: "\(manifest.id).\(intent.name)", schema: schema, sideEffects: effects, parameters: parameters
      ) { values, context in
        var encoded: [String: JSONValue] = [:]
        for (name, value) in values { encoded[name] = OutsideValues.json(value, in: context) }
        let result = try process.call(
          "intents/perform",
          [
            "intent": .string(intent.name), "schema": .string(intent.schema.rawValue),
            "parameters": .object(encoded), "language": .string(context.wording.language.rawValue),
            "now": .string(OutsideValues.text(context.now, in: context.wording.timeZone)),
            "timeZone": .string(context.wording.timeZone.identifier),
          ])
        return try process.decoding { () throws(IntentError) in
          try OutsideValues.result(result, app: manifest.name, types: types)
        }
      }
    }
  }

  /// The shell's names of the app's types by their manifest names (`Task` → `todo.Task`).
  var typeNames: [String: (name: String, schema: SchemaID?)] {
    Dictionary(
      manifest.entities.map { ($0.type, (name: "\(manifest.id).\($0.type)", schema: $0.schema)) },
      uniquingKeysWith: { first, _ in first })
  }

  private func entityType(_ entity: AppManifest.Entity) -> EntityType {
    let finder = OutsideFinder(
      process: process, app: manifest.name, type: entity.type, types: typeNames, indexed: entity.indexed,
      byString: entity.found == .byString)
    return EntityType(
      name: "\(manifest.id).\(entity.type)", schema: entity.schema, displayName: entity.type.lowercased(),
      properties: entity.properties.map(\.name), indexed: entity.indexed, finder: finder.finder(in:))
  }

  private func kind(of type: AppManifest.ValueType) -> ParameterKind {
    switch type.kind {
    case .string: .string
    case .number: .number
    case .bool: .bool
    case .date: .date
    case .dateSpan: .dateSpan
    case .person: .person
    case .file: .entity(.anyApp(adopting: .file, displayName: "file"))
    case .entity(let name):
      if let own = manifest.entities.first(where: { $0.type == name }) {
        .entity(entityType(own))
      } else {
        .entity(.anyApp(adopting: SchemaID(rawValue: name), displayName: name))
      }
    }
  }
}

/// How the shell finds one type's entities in an app from outside: by identifier
/// (`entities/get`), by the words said (`entities/query`, for a type found by string), or all of
/// them (`entities/changes` from the start, for an indexed type).
struct OutsideFinder: Sendable {
  let process: OutsideProcess
  let app: String
  let type: String
  let types: [String: (name: String, schema: SchemaID?)]
  let indexed: [String]
  let byString: Bool

  func finder(in context: AppContext) -> EntityFinder {
    let language = JSONValue.string(context.wording.language.rawValue)
    let search: (@Sendable (String) throws -> [EntityValue])?
    if byString {
      search = { words in
        try entities(
          process.call(
            "entities/query", ["type": .string(type), "string": .string(words), "language": language]))
      }
    } else {
      search = nil
    }
    return EntityFinder(
      indexed: indexed,
      entities: { ids in
        guard !ids.isEmpty else { return [] }
        return try entities(
          process.call("entities/get", ["type": .string(type), "ids": .array(ids.map(JSONValue.string))]))
      },
      // A type found by string has no list to offer; an indexed one gives all its entities.
      suggested: {
        guard !byString else { return [] }
        return try entities(process.call("entities/changes", ["type": .string(type), "cursor": .null]))
      },
      search: search)
  }

  private func entities(_ result: JSONValue) throws(IntentError) -> [EntityValue] {
    try process.decoding { () throws(IntentError) in
      try OutsideValues.entities(result.objectValue?["entities"] ?? .array([]), app: app, types: types)
    }
  }
}

/// Whether an app from outside may run: asked before its process is first started.
public protocol AppGate: Sendable {
  /// Whether the app `id` called `name`, whose executable at `executable` has SHA-256 `digest`,
  /// may run with the person's rights.
  func mayRun(id: String, name: String, executable: String, digest: String) -> Bool
}

/// The process of an app from outside: its JSON-RPC connection, started on first use (after the
/// gate said yes and `initialize` was answered), kept for the session, stopped when it fails and
/// started again at the next call. Calls are one at a time.
public final class OutsideProcess: Sendable {
  let app: String
  let id: String
  let gate: any AppGate
  private let state: Mutex<State>

  private struct State: ~Copyable {
    var connection: RPCConnection
    /// The start count at the last `initialize`: a start since means the app must be greeted again.
    var greeted = 0
    /// Whether the gate said no: the app is not asked about again this session (the answer says
    /// how to allow it).
    var refused = false
  }

  init(
    app: String, id: String, executable: String, environment: [String: String], deadline: Double,
    gate: any AppGate
  ) {
    self.app = app
    self.id = id
    self.gate = gate
    let limits = RPCLimits(deadline: .milliseconds(Int((deadline * 1000).rounded())))
    state = Mutex(
      State(connection: RPCConnection(executable: executable, environment: environment, limits: limits)))
  }

  /// How many times the app's process was started this session.
  public var starts: Int { state.withLock { $0.connection.starts } }

  /// Calls `method` with `params`: the app's `result`, or its failure as an ``IntentError``.
  public func call(_ method: String, _ params: [String: JSONValue]) throws(IntentError) -> JSONValue {
    let app = app
    let id = id
    let gate = gate
    let outcome: Result<JSONValue, IntentError> = state.withLock { state in
      let connection = state.connection
      do throws(RPCFailure) {
        if !connection.isRunning {
          let path = connection.executable
          guard !state.refused else { return .failure(.source(.appNotTrusted(app: app, id: id))) }
          guard let digest = AppTrust.digest(of: path) else {
            return .failure(.source(.appStopped(app: app, problem: .couldNotStart(path: path))))
          }
          guard gate.mayRun(id: id, name: app, executable: path, digest: digest) else {
            state.refused = true
            return .failure(.source(.appNotTrusted(app: app, id: id)))
          }
        }
        if state.greeted != connection.starts || !connection.isRunning {
          _ = try connection.call("initialize", ["protocol": 1, "hark": "0.1", "language": "en"])
          state.greeted = connection.starts
        }
        return .success(try connection.call(method, .object(params)))
      } catch {
        return .failure(.source(Self.failure(error, app: app)))
      }
    }
    return try outcome.get()
  }

  /// `decode` of an answer; when the answer cannot be used, the app is stopped as for any
  /// answer that breaks the protocol.
  func decoding<T>(_ decode: () throws(IntentError) -> T) throws(IntentError) -> T {
    do throws(IntentError) {
      return try decode()
    } catch {
      stop()
      throw error
    }
  }

  /// Stops the app's process (the session ends).
  public func stop() { state.withLock { $0.connection.stop() } }

  static func failure(_ failure: RPCFailure, app: String) -> SourceFailure {
    switch failure {
    case .couldNotStart(let path, _): .appStopped(app: app, problem: .couldNotStart(path: path))
    case .ended(let status): .appStopped(app: app, problem: .ended(status: status))
    case .timedOut(_, let seconds): .appStopped(app: app, problem: .timedOut(seconds: seconds))
    case .flooded(let bytes): .appStopped(app: app, problem: .flooded(bytes: bytes))
    case .malformed(let reason): .appStopped(app: app, problem: .malformed(reason: reason))
    case .answeredError(_, let message): .appAnswered(app: app, message: message)
    }
  }
}
