/// Sentence vectors from a sentence model, for choosing sentences by meaning (the central ones of a
/// summary). The core never loads a model: the executable plugs one in (its semantic bridge), and
/// without one summaries choose by shared words (``ExtractiveSummary``).
public protocol SentenceSimilarity: Sendable {
  /// One vector per sentence, in order; nil when no sentence model is at hand. Encoding many
  /// sentences takes seconds: `cancellation` is asked between small batches, and a stop ends the
  /// encoding with `CancellationError`.
  func vectors(_ sentences: [String], cancellation: Cancellation) throws(CancellationError) -> [[Float]]?
}
