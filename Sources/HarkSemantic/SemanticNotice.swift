/// Something the shell should tell the user once about the index, in one line.
public enum SemanticNotice: Sendable, Equatable {
  /// No sentence model: searches match words, not meaning.
  case lexicalOnly(SemanticError)

  /// The notice in one line.
  public var message: String {
    switch self {
    case .lexicalOnly(let error):
      return "Semantic search is off, matching words only: \(error.message)."
    }
  }
}
