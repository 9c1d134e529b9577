/// What became of a parameter's words.
public enum Resolution: Sendable, Hashable {
  /// One value, confidently.
  case value(ParameterValue)
  /// Several candidates fit about equally: the user chooses.
  case ambiguous([EntityValue])
  /// Nothing of the parameter's type goes by these words.
  case notFound(String)
  /// The words cannot be read as the parameter's type (a date that is no date).
  case invalid(String)
}

/// A candidate entity with how well the words named it.
public struct ScoredEntity: Sendable, Hashable {
  public let entity: EntityValue
  public let score: Double
}
