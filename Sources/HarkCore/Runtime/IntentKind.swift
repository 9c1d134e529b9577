import Synchronization

/// An intent an app offers, with its type erased: what the shell needs to ask for its values,
/// confirm it and run it. A Swift app's intent types become kinds (``init(_:)``); an app from
/// outside, whose intents are data in its manifest, makes its kinds from closures
/// (``init(name:schema:sideEffects:parameters:perform:)``). The registry, the dialogue and the
/// runner see kinds only, so both kinds of app are asked, confirmed and run the same way.
public struct IntentKind: Sendable, CustomStringConvertible {
  /// The intent's name in diagnostics (`SendMessageIntent`, `todo.Add`).
  public let name: String
  /// The schema intent it adopts.
  public let schema: SchemaIntent
  /// What running it does.
  public let sideEffects: SideEffects
  /// Whether it may run without the user proving who they are.
  public let authenticationPolicy: AuthenticationPolicy
  private let declared: @Sendable () -> [DeclaredParameter]
  private let requirementOf: @Sendable (String, Set<String>) -> SchemaParameter.Requirement?
  private let refusalOf: @Sendable (ParameterValue, String, AppContext) -> IntentDialog?
  private let run: @Sendable ([String: ParameterValue], AppContext) throws -> IntentResult

  /// A parameter as the shell sees it: its schema name, the kind of value, whether it holds
  /// several, and a question that overrides the grammar's.
  public struct DeclaredParameter: Sendable {
    public let name: String
    public let kind: ParameterKind
    public let isArray: Bool
    public let question: String?

    public init(name: String, kind: ParameterKind, isArray: Bool = false, question: String? = nil) {
      self.name = name
      self.kind = kind
      self.isArray = isArray
      self.question = question
    }
  }

  /// The kind of a Swift intent type. Its parameters are made when first asked for (their key
  /// paths and entity types cost about 0.05 ms an intent, and a start registers every app).
  public init<I: AppIntent>(_ type: I.Type) {
    // The runtime's name of the type: `String(describing:)` first asks every conformance in the
    // binary whether the metatype prints itself, and every start registers every intent.
    name = _typeName(type, qualified: false)
    schema = I.schema
    sideEffects = I.sideEffects
    authenticationPolicy = I.authenticationPolicy
    declared = { IntentKind.declaredParameters(of: I.self) }
    requirementOf = { I.requirement(of: $0, given: $1) }
    refusalOf = { I.refusal(of: $0, for: $1, in: $2) }
    run = { values, context in try IntentRunner.perform(I.self, with: values, in: context) }
  }

  /// A kind made of its parts: an app whose intents are not Swift types (an app from outside).
  /// `perform` receives the values the dialogue gathered, by parameter name, each of the kind
  /// its parameter declares.
  public init(
    name: String, schema: SchemaIntent, sideEffects: SideEffects? = nil,
    authenticationPolicy: AuthenticationPolicy = .alwaysAllowed, parameters: [DeclaredParameter],
    perform: @escaping @Sendable ([String: ParameterValue], AppContext) throws -> IntentResult
  ) {
    self.name = name
    self.schema = schema
    self.sideEffects = sideEffects ?? schema.sideEffects
    self.authenticationPolicy = authenticationPolicy
    declared = { parameters }
    requirementOf = { _, _ in nil }
    refusalOf = { _, _, _ in nil }
    let known = Set(parameters.map(\.name))
    let id = schema.id
    run = { values, context in
      if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
        throw IntentError.unknownParameter(intent: id, parameter: unknown)
      }
      return try perform(values, context)
    }
  }

  /// The parameters it declares, in declaration order.
  public var parameters: [DeclaredParameter] { declared() }

  /// How much the shell insists on `parameter`, given the parameters already filled; nil keeps
  /// the schema's requirement (see ``AppIntent/requirement(of:given:)``).
  public func requirement(of parameter: String, given: Set<String>) -> SchemaParameter.Requirement? {
    requirementOf(parameter, given)
  }

  /// Why `value` cannot be `parameter`, said to the user, or nil when it can (see
  /// ``AppIntent/refusal(of:for:in:)``).
  public func refusal(of value: ParameterValue, for parameter: String, in context: AppContext)
    -> IntentDialog?
  {
    refusalOf(value, parameter, context)
  }

  /// Runs the intent with `values` in `context`.
  public func perform(with values: [String: ParameterValue], in context: AppContext) throws -> IntentResult {
    try run(values, context)
  }

  public var description: String { name }

  /// A Swift intent type's parameters, made once per type: an intent's parameters are static,
  /// and making them (key paths, entity types) cost about 0.05 ms at every line.
  private static func declaredParameters<I: AppIntent>(of type: I.Type) -> [DeclaredParameter] {
    let key = ObjectIdentifier(type)
    if let made = madeParameters.withLock({ $0[key] }) { return made }
    let made = I.parameters.map {
      DeclaredParameter(name: $0.name, kind: $0.kind, isArray: $0.isArray, question: $0.question)
    }
    madeParameters.withLock { $0[key] = made }
    return made
  }

  private static let madeParameters = Mutex<[ObjectIdentifier: [DeclaredParameter]]>([:])
}

extension App {
  /// The app's intents as kinds: its intent types', unless it says otherwise.
  public var intentKinds: [IntentKind] { intents.map { IntentKind($0) } }
}
