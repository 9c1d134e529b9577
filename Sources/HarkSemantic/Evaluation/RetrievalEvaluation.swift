import Foundation

/// Labelled retrieval measured through real indexes: precision at k and mean reciprocal rank of each
/// ranking method, where a hit is relevant when it carries the query's label.
///
/// Two kinds of set: a relevance file (messages with topics, queries with the topic they ask for:
/// `relevance.json`, `relevance-zh.json`) and a list of labelled utterances where every utterance
/// is a query for the others of its label (HWU64's `hwu64-dev.jsonl`, same-intent retrieval; the
/// query itself is left out of its results). Sets measure; nothing is tuned on them.
public struct RetrievalEvaluation: Sendable {
  /// A labelled text to be found.
  public struct Document: Sendable {
    /// Its identifier.
    public let id: String
    /// Its label (topic, intent).
    public let label: String
    /// Its text.
    public let text: String

    /// A document from its parts (to combine sets).
    public init(id: String, label: String, text: String) {
      self.id = id
      self.label = label
      self.text = text
    }
  }

  /// A query: relevant documents share its label.
  public struct Query: Sendable {
    /// What is searched for.
    public let text: String
    /// The label it asks for.
    public let label: String
    /// A document left out of the results (the query itself, in same-label retrieval).
    public let excluded: String?

    /// A query from its parts (to combine sets).
    public init(text: String, label: String, excluded: String?) {
      self.text = text
      self.label = label
      self.excluded = excluded
    }
  }

  /// Precision at k and mean reciprocal rank.
  public struct Scores: Sendable, Equatable {
    /// Mean precision at k.
    public let precision: Double
    /// Mean reciprocal rank of the first relevant hit (0 for none in the first 100).
    public let reciprocalRank: Double

    /// Scores from their parts (for a ranking that is not one index's).
    public init(precision: Double, reciprocalRank: Double) {
      self.precision = precision
      self.reciprocalRank = reciprocalRank
    }
  }

  /// The documents.
  public let documents: [Document]
  /// The queries.
  public let queries: [Query]

  /// A set from its parts.
  public init(documents: [Document], queries: [Query]) {
    self.documents = documents
    self.queries = queries
  }

  private struct RelevanceFile: Decodable {
    struct Message: Decodable {
      let id: String
      let topic: String
      let text: String
    }
    struct Query: Decodable {
      let text: String
      let topic: String
    }
    let messages: [Message]
    let queries: [Query]
  }

  /// A relevance file: `{"messages": [{id, topic, text}], "queries": [{text, topic}]}`.
  public init(relevance url: URL) throws {
    do {
      let file = try JSONDecoder().decode(RelevanceFile.self, from: Data(contentsOf: url))
      documents = file.messages.map { Document(id: $0.id, label: $0.topic, text: $0.text) }
      queries = file.queries.map { Query(text: $0.text, label: $0.topic, excluded: nil) }
    } catch {
      throw SemanticError.unreadableFile(path: url.path, reason: "\(error)")
    }
  }

  /// Labelled utterances, one JSON object a line with `text` and the label under `labelKey`; each
  /// utterance becomes a document and a query for the others of its label.
  public init(utterances url: URL, labelKey: String) throws {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw SemanticError.unreadableFile(path: url.path, reason: "\(error)")
    }
    var documents: [Document] = []
    for (number, line) in text.split(separator: "\n").enumerated() {
      // Not absent: said as an unreadable file, with the line.
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let utterance = object["text"] as? String, let label = object[labelKey] as? String
      else {
        throw SemanticError.unreadableFile(
          path: url.path, reason: "line \(number + 1) lacks \"text\" or \"\(labelKey)\"")
      }
      documents.append(Document(id: "u\(number + 1)", label: label, text: utterance))
    }
    self.documents = documents
    queries = documents.map { Query(text: $0.text, label: $0.label, excluded: $0.id) }
  }

  /// An index of the documents in `folder` (replaced): transformer vectors, or with `staticOnly`
  /// the encoder's static vectors.
  public func index(
    in folder: URL, encoder: any SentenceEmbedder, staticOnly: Bool = false
  ) throws -> SemanticIndex {
    // The folder is replaced: a missing one is nothing to remove.
    try? FileManager.default.removeItem(at: folder)
    let index = try SemanticIndex(directory: folder, encoder: encoder)
    let entries = documents.map { IndexEntry(id: $0.id, type: "Message", fields: ["body": $0.text]) }
    if staticOnly {
      try index.add(entries)
    } else {
      var start = 0
      while start < entries.count {
        try index.addEmbedded(Array(entries[start..<min(start + 256, entries.count)]))
        start += 256
      }
    }
    return index
  }

  /// The scores of `method` on `index` (built from these documents).
  public func scores(of index: SemanticIndex, method: RankingMethod, k: Int = 5) -> Scores {
    let labels = Dictionary(uniqueKeysWithValues: documents.map { ($0.id, $0.label) })
    var precision = 0.0
    var reciprocal = 0.0
    for query in queries {
      let hits = index.rank(query.text, using: method, limit: 101).filter { $0.id != query.excluded }
      let relevant = hits.prefix(100).map { labels[$0.id] == query.label }
      precision += Double(relevant.prefix(k).filter { $0 }.count) / Double(k)
      if let first = relevant.firstIndex(of: true) { reciprocal += 1 / Double(first + 1) }
    }
    let count = Double(max(queries.count, 1))
    return Scores(precision: precision / count, reciprocalRank: reciprocal / count)
  }
}
