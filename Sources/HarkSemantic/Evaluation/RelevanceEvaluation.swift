import Foundation

/// Precision at k of each ranking method on a hand-labelled relevance set (messages with topics,
/// queries with the topic they ask for), measured through real indexes in a scratch folder.
public struct RelevanceEvaluation: Sendable {
  /// A labelled message.
  public struct Message: Codable, Sendable {
    /// Its identifier.
    public let id: String
    /// The topic it belongs to.
    public let topic: String
    /// Its text.
    public let text: String
  }

  /// A query and the topic whose messages are relevant to it.
  public struct Query: Codable, Sendable {
    /// What a person would type.
    public let text: String
    /// The topic it asks for.
    public let topic: String
  }

  /// The methods compared.
  public enum Method: String, Sendable, CaseIterable {
    /// The transformer's vectors.
    case transformer
    /// BM25 over stems alone.
    case bm25
    /// The input-embedding table averaged, alone.
    case staticVectors = "static"
  }

  /// One query's result for one method.
  public struct Row: Sendable {
    /// The query.
    public let query: String
    /// Precision at k per method.
    public let precision: [Method: Double]
    /// The similarity of each returned message (transformer, no threshold) and whether relevant.
    public let transformerScores: [(similarity: Float, relevant: Bool)]
  }

  /// The messages.
  public let messages: [Message]
  /// The queries.
  public let queries: [Query]

  private struct File: Codable {
    let messages: [Message]
    let queries: [Query]
  }

  /// Reads a relevance set (`relevance.json`).
  public init(contentsOf url: URL) throws {
    do {
      let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
      messages = file.messages
      queries = file.queries
    } catch {
      throw SemanticError.unreadableFile(path: url.path, reason: "\(error)")
    }
  }

  /// Ranks every query with every method and returns precision at `k` per query.
  public func run(encoder: any SentenceEmbedder, scratch: URL, k: Int = 5) throws -> [Row] {
    let entries = messages.map { IndexEntry(id: $0.id, type: "Message", fields: ["body": $0.text]) }
    let staticFolder = scratch.appendingPathComponent("static")
    let modelFolder = scratch.appendingPathComponent("model")
    // The folders are replaced: a missing one is nothing to remove.
    for folder in [staticFolder, modelFolder] { try? FileManager.default.removeItem(at: folder) }
    let staticIndex = try SemanticIndex(directory: staticFolder, encoder: encoder)
    try staticIndex.add(entries)
    let modelIndex = try SemanticIndex(directory: modelFolder, encoder: encoder)
    try modelIndex.addEmbedded(entries)
    let topics = Dictionary(uniqueKeysWithValues: messages.map { ($0.id, $0.topic) })
    return queries.map { query in
      func precision(_ hits: [SearchHit]) -> Double {
        Double(hits.prefix(k).filter { topics[$0.id] == query.topic }.count) / Double(k)
      }
      let ranked = modelIndex.rank(query.text, using: .vectors, limit: messages.count)
      return Row(
        query: query.text,
        precision: [
          .transformer: precision(ranked),
          .bm25: precision(modelIndex.rank(query.text, using: .lexical, limit: k)),
          .staticVectors: precision(staticIndex.rank(query.text, using: .vectors, limit: k)),
        ],
        // rank() maps cosine c to (c − t) / (1 − t) with the model's threshold t; undo it.
        transformerScores: ranked.map {
          let t = modelIndex.calibration.modelThreshold
          return ($0.score * (1 - t) + t, topics[$0.id] == query.topic)
        })
    }
  }

  /// The mean of each method's precision over the rows.
  public static func means(_ rows: [Row]) -> [Method: Double] {
    var result: [Method: Double] = [:]
    for method in Method.allCases {
      result[method] = rows.map { $0.precision[method] ?? 0 }.reduce(0, +) / Double(max(rows.count, 1))
    }
    return result
  }
}
