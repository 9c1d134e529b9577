/// Runs an intent with given parameter values and no language involved: what the shell does
/// after the dialogue, and what tests do to check an intent in isolation.
public enum IntentRunner {
  /// Sets each value on a new `type` and performs it in `context`.
  ///
  /// - Throws: ``IntentError/failed(_:)`` naming a parameter the intent does not declare or a
  ///   value of the wrong kind, and whatever the intent throws.
  public static func perform(
    _ type: any AppIntent.Type, with values: [String: ParameterValue], in context: AppContext
  ) throws -> IntentResult {
    try run(type, values, context)
  }

  private static func run<I: AppIntent>(
    _ type: I.Type, _ values: [String: ParameterValue], _ context: AppContext
  ) throws -> IntentResult {
    var intent = I()
    let declared = Dictionary(I.parameters.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let parameter = declared[name] else {
        throw IntentError.failed("\(I.schema.id) has no parameter “\(name)”")
      }
      if !parameter.set(value, on: &intent) {
        throw IntentError.failed("the value for \(name) is not a \(parameter.kind)")
      }
    }
    return try intent.perform(in: context)
  }
}
