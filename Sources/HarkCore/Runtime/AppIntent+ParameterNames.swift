extension AppIntent {
  /// The schema name ``parameters`` gives the property at `keyPath`, if it declares one.
  public static func parameterName(_ keyPath: PartialKeyPath<Self>) -> String? {
    parameters.first { $0.keyPath == keyPath }?.name
  }

  /// The error asking for the parameter at `keyPath` (`throw Self.needsValue(\.destination)`):
  /// an intent names what it needs by its property, so the schema's name for it is written once,
  /// in ``parameters``, and a property that is no parameter is found by the tests that reach it.
  public static func needsValue(_ keyPath: PartialKeyPath<Self>) -> IntentError {
    // A property `parameters` does not declare cannot be asked for: its key path, as Swift
    // writes it, names it for whoever reads the failure.
    .needsValue(parameter: parameterName(keyPath) ?? "\(keyPath)")
  }
}
