import Synchronization

/// Runs an intent with given parameter values and no language involved: what the shell does
/// after the dialogue, and what tests do to check an intent in isolation.
public enum IntentRunner {
  /// Sets each value on a new `type` and performs it in `context`.
  ///
  /// - Throws: ``IntentError/unknownParameter(intent:parameter:)`` for a parameter the intent does
  ///   not declare, ``IntentError/wrongKind(parameter:)`` for a value of the wrong kind, and
  ///   whatever the intent throws.
  public static func perform(
    _ type: any AppIntent.Type, with values: [String: ParameterValue], in context: AppContext
  ) throws -> IntentResult {
    try run(type, values, context)
  }

  private static func run<I: AppIntent>(
    _ type: I.Type, _ values: [String: ParameterValue], _ context: AppContext
  ) throws -> IntentResult {
    var intent = I()
    let declared = parameters(of: type)
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let parameter = declared[name] else {
        throw IntentError.unknownParameter(intent: I.schema.id, parameter: name)
      }
      if !parameter.set(value, on: &intent) {
        throw IntentError.wrongKind(parameter: name)
      }
    }
    return try intent.perform(in: context)
  }

  /// An intent type's parameters by name, made once per type: an intent's parameters are static,
  /// and making them (key paths, entity types) cost about 0.2 ms at every send.
  private static func parameters<I: AppIntent>(of type: I.Type) -> [String: IntentParameter<I>] {
    let key = ObjectIdentifier(type)
    if let made = madeParameters.withLock({ $0[key] })?.parameters as? [String: IntentParameter<I>] {
      return made
    }
    let made = Dictionary(I.parameters.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let box = MadeParameters(parameters: made)
    madeParameters.withLock { $0[key] = box }
    return made
  }

  /// One type's parameters, never changed once made (key paths and the closures over them), so
  /// threads may share them.
  private final class MadeParameters: @unchecked Sendable {
    let parameters: Any
    init(parameters: Any) { self.parameters = parameters }
  }
  private static let madeParameters = Mutex<[ObjectIdentifier: MadeParameters]>([:])
}
