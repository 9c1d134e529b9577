/// The one “did you mean”: for the command line's flags, commands and fixed values, and the shell's
/// own commands (`:hepl` → `:help`).
public enum DidYouMean {
  /// The candidate `word` most likely stands for: the only one it begins (`con` → `conformance`),
  /// else the nearest by edit distance, if that is within a third of the word's length (at least
  /// 1, at most 3) — far enough for a slip of the keys, near enough not to suggest nonsense.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    guard !lowered.isEmpty else { return nil }
    let starting = candidates.filter { $0.lowercased().hasPrefix(lowered) && $0.lowercased() != lowered }
    if lowered.drop(while: { $0 == "-" || $0 == ":" }).count >= 2, starting.count == 1 { return starting[0] }
    let limit = min(3, max(1, lowered.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      guard let distance = NameMatcher.editDistance(lowered, candidate.lowercased(), limit: limit) else {
        continue
      }
      if distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.candidate
  }
}
