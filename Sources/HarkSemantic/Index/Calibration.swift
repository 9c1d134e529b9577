/// The score thresholds below which a search says "nothing relevant" rather than returning the least
/// bad match. Measured on the relevance set in `Tests/HarkSemanticTests/Resources/relevance.json`
/// (`hark-semantic-bench eval` prints the distributions they were read from).
public struct Calibration: Sendable, Equatable {
  /// The least cosine between query and text (transformer vectors) that counts as relevant.
  public var modelThreshold: Float
  /// The least cosine for static (input-embedding average) vectors.
  public var staticThreshold: Float
  /// The least fraction of the query's distinct terms (stems, stop words aside) a text must hold for
  /// a word match to count. BM25 scores have no fixed scale across collections; coverage does.
  public var lexicalCoverage: Float
  /// For a model whose cosines bunch (E5), how far below the best transformer hit's cosine a hit may
  /// be and still count; nil: no such cut. A query's best hit says where its relevant texts lie.
  public var nearBestMargin: Float?

  /// Thresholds as given.
  public init(
    modelThreshold: Float, staticThreshold: Float, lexicalCoverage: Float, nearBestMargin: Float? = nil
  ) {
    self.modelThreshold = modelThreshold
    self.staticThreshold = staticThreshold
    self.lexicalCoverage = lexicalCoverage
    self.nearBestMargin = nearBestMargin
  }

  /// `hits` (on the calibrated scale `search` uses) without the transformer hits further than
  /// `nearBestMargin` below the best of them; static-vector hits are kept (another scale).
  func keepingNearBest(_ hits: [SearchHit]) -> [SearchHit] {
    guard let nearBestMargin,
      let best = hits.lazy.filter({ $0.why == .semantic }).map(\.score).max()
    else { return hits }
    let floor = best - nearBestMargin / (1 - modelThreshold)
    return hits.filter { $0.why != .semantic || $0.score >= floor }
  }

  /// The thresholds measured for all-MiniLM-L6-v2.
  public static let standard = Calibration(
    modelThreshold: 0.20, staticThreshold: 0.45, lexicalCoverage: 0.5)

  /// The thresholds measured for multilingual-e5-small (`hark-semantic-bench retrieval`). Its
  /// cosines bunch between 0.75 and 0.9, so one absolute threshold separates little: the best-F1
  /// threshold was 0.797 on the English set, 0.852 on the Chinese one and 0.856 on HWU64's
  /// utterances, with F1 only 0.36–0.55. Two cuts together instead: the floor, 0.76, is the lowest
  /// of the three sets' 10th percentiles of relevant pairs (0.763 English, 0.797 Chinese, 0.783
  /// HWU64), so nine in ten relevant texts clear it on each — it says "nothing relevant" only when
  /// even the best text is far; and `nearBestMargin`, 0.035, keeps the texts within that of the
  /// query's best hit (best-F1 margins: 0.037 English, 0.021 Chinese, 0.034 HWU64). The
  /// static-vector threshold is MiniLM's (not measured apart).
  public static let multilingualE5Small = Calibration(
    modelThreshold: 0.76, staticThreshold: 0.45, lexicalCoverage: 0.5, nearBestMargin: 0.035)

  /// No thresholds: every candidate is ranked (for evaluation).
  public static let none = Calibration(
    modelThreshold: -1, staticThreshold: -1, lexicalCoverage: 0)
}
