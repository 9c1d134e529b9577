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
  /// The words name a day its month does not have ("february 30"): refused with the day named.
  case noSuchDay(words: String, year: Int, month: Int, day: Int)
  /// A relationship ("my wife") that no contact has.
  case unknownRelationship(String)
  /// A relationship whose person the destination app does not have (`person` is their name).
  case notInApp(words: String, person: String)
  /// A relationship whose person the destination app does not have yet but can take in (the app's
  /// entity type imports people): the shell asks before adding them.
  case importable(words: String, person: IntentPerson)
  /// A reference ("this message") with nothing shown yet to point at.
  case nothingToReference(String)
  /// The entities to look among could not be read (a damaged store): `error` is what happened,
  /// worded in the conversation's language by the one renderer. Never "not found", which would
  /// blame the words.
  case unreadable(words: String, error: IntentError)
  /// A value the intent cannot take, with the app's reason ("only your own messages can be edited").
  case refused(IntentDialog)
}

/// A candidate entity with how well the words named it.
public struct ScoredEntity: Sendable, Hashable {
  public let entity: EntityValue
  public let score: Double

  public init(entity: EntityValue, score: Double) {
    self.entity = entity
    self.score = score
  }
}

/// A slot's resolution with the evidence behind it, for decisions and for `:explain`.
public struct SlotResolution: Sendable {
  /// What the words became.
  public var outcome: Resolution
  /// How sure the resolution is, 0…1 (1 for literals read exactly and exact names).
  public var score: Double
  /// The entities considered, best first, with their scores.
  public var candidates: [ScoredEntity]
  /// How the value was found, when not by name ("relationship spouse").
  public var via: String?

  public init(
    _ outcome: Resolution, score: Double = 1, candidates: [ScoredEntity] = [], via: String? = nil
  ) {
    self.outcome = outcome
    self.score = score
    self.candidates = candidates
    self.via = via
  }
}
