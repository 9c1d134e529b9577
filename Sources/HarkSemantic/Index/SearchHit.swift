/// One entity found by a search, with how good and why.
public struct SearchHit: Sendable, Equatable {
  /// Why an entity matched.
  public enum Reason: String, Sendable {
    /// Its meaning is close to the query's (transformer vectors).
    case semantic
    /// Its meaning is close by the static vectors (not yet embedded by the transformer).
    case approximate
    /// It contains the query's words (BM25).
    case lexical
    /// Its name is spelled like the query (trigrams).
    case name
  }

  /// The entity's identifier.
  public let id: String
  /// The entity's type.
  public let type: String
  /// Calibrated relevance: above 0 means above the threshold; 1 is an exact match.
  public let score: Float
  /// Why it matched.
  public let why: Reason
  /// The field that matched best, when known.
  public let field: String?

  /// A hit with all its parts.
  public init(id: String, type: String, score: Float, why: Reason, field: String?) {
    self.id = id
    self.type = type
    self.score = score
    self.why = why
    self.field = field
  }
}
