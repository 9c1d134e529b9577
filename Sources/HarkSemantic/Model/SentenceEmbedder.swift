/// A sentence model the index can use: texts in, unit vectors out, whose cosine tracks meaning.
///
/// Queries and indexed texts are encoded apart because some models (E5) are trained with a prefix
/// on each side; for others the two are the same.
public protocol SentenceEmbedder: Sendable {
  /// Which model this is (recorded beside the vectors it wrote).
  var model: EmbeddingModel { get }
  /// The length of every vector.
  var dimension: Int { get }
  /// The vector of a search query.
  func encode(query: String) -> [Float]
  /// The vector of a text to be found.
  func encode(passage: String) -> [Float]
  /// The vectors of many texts to be found, in their order; faster per text than one by one.
  func encode(passages: [String]) -> [[Float]]
  /// A cheap vector (microseconds): the average of the text's input-embedding rows, of unit length;
  /// all zeros for a text without pieces. Used until the transformer reaches a text.
  func staticEmbed(_ text: String) -> [Float]
}

extension SentenceEncoder: SentenceEmbedder {
  /// all-MiniLM-L6-v2.
  public var model: EmbeddingModel { .miniLM }
  /// MiniLM has no query prefix: the text's own vector.
  public func encode(query: String) -> [Float] { embed(query) }
  /// The text's own vector.
  public func encode(passage: String) -> [Float] { embed(passage) }
  /// `embedBatch`.
  public func encode(passages: [String]) -> [[Float]] { embedBatch(passages) }
}
