import Foundation
import HarkSemantic

/// multilingual-e5-small against `Tests/HarkSemanticTests/Resources/e5-reference.json`.
func runE5Reference(_ url: URL) {
  struct Case: Decodable {
    let kind: String
    let text: String
    let ids: [Int32]
    let embedding: [Float]
  }
  struct Reference: Decodable { let cases: [Case] }
  guard let data = try? Data(contentsOf: url),
    let reference = try? JSONDecoder().decode(Reference.self, from: data)
  else { fail("cannot read \(url.path)") }
  guard let encoder = loadModel(.multilingualE5Small) as? E5Encoder else { fail("not the E5 encoder") }
  var sameIDs = 0
  var lowest: Float = 1
  for item in reference.cases {
    let query = item.kind == "query"
    if encoder.tokenIDs(item.text, query: query) == item.ids { sameIDs += 1 }
    let vector = query ? encoder.encode(query: item.text) : encoder.encode(passage: item.text)
    lowest = min(lowest, cosine(vector, item.embedding))
  }
  print(
    "multilingual-e5-small reference strings: \(reference.cases.count); token ids equal: \(sameIDs)/\(reference.cases.count); lowest cosine: \(String(format: "%.7f", lowest))"
  )
}

func loadModel(_ model: EmbeddingModel) -> any SentenceEmbedder {
  do {
    return try model.load(environment: environment)
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
}

/// P@5 and MRR of every method (and the fusion alternatives) on one set, and the cosine
/// distributions each model's threshold is read from.
func runRetrieval(set url: URL, labelKey: String?) {
  let evaluation: RetrievalEvaluation
  do {
    evaluation =
      try labelKey.map { try RetrievalEvaluation(utterances: url, labelKey: $0) }
      ?? RetrievalEvaluation(relevance: url)
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
  let labels = Set(evaluation.documents.map(\.label)).count
  print(
    "\(url.lastPathComponent): \(evaluation.documents.count) documents, \(evaluation.queries.count) queries, \(labels) labels"
  )
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-retrieval-\(getpid())")
  defer { try? FileManager.default.removeItem(at: scratch) }
  var rows: [(String, RetrievalEvaluation.Scores)] = []
  do {
    for model in EmbeddingModel.allCases where model.isInstalled(environment: environment) {
      let encoder = loadModel(model)
      let name = model.shortName
      let staticIndex = try evaluation.index(
        in: scratch.appendingPathComponent("\(name)-static"), encoder: encoder, staticOnly: true)
      let (modelIndex, seconds) = try time {
        try evaluation.index(in: scratch.appendingPathComponent(name), encoder: encoder)
      }
      if rows.isEmpty { rows.append(("BM25", evaluation.scores(of: modelIndex, method: .lexical))) }
      rows.append(("static vectors (\(name) table)", evaluation.scores(of: staticIndex, method: .vectors)))
      rows.append(("\(model.rawValue)", evaluation.scores(of: modelIndex, method: .vectors)))
      rows.append(("fused: \(name), then BM25", evaluation.scores(of: modelIndex, method: .fused)))
      rows.append(
        ("alt: RRF k=60, \(name) + BM25", evaluation.scores(of: modelIndex, method: .reciprocalRank)))
      rows.append(
        (
          "alt: larger calibrated score, \(name) + BM25",
          evaluation.scores(of: modelIndex, method: .largerScore)
        ))
      print(
        "(\(model.rawValue): \(evaluation.documents.count) texts embedded in \(String(format: "%.1f", seconds)) s)"
      )
      printCosines(evaluation, encoder: encoder)
    }
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
  print("method".padding(toLength: 44, withPad: " ", startingAt: 0) + "P@5     MRR")
  for (name, scores) in rows {
    print(
      name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%.3f   %.3f", scores.precision, scores.reciprocalRank))
  }
}

/// The cosines of relevant and irrelevant (query, document) pairs and the best-F1 threshold.
func printCosines(_ evaluation: RetrievalEvaluation, encoder: any SentenceEmbedder) {
  let documents = encoder.encode(passages: evaluation.documents.map(\.text))
  var relevant: [Double] = []
  var irrelevant: [Double] = []
  // How far below the query's best text each pair lies (the near-best margin's distributions).
  var relevantGap: [Double] = []
  var irrelevantGap: [Double] = []
  for query in evaluation.queries {
    let vector = encoder.encode(query: query.text)
    var pairs: [(similarity: Double, relevant: Bool)] = []
    for (document, documentVector) in zip(evaluation.documents, documents) where document.id != query.excluded
    {
      let similarity = Double(cosine(vector, documentVector))
      pairs.append((similarity, document.label == query.label))
      if document.label == query.label { relevant.append(similarity) } else { irrelevant.append(similarity) }
    }
    let best = pairs.map(\.similarity).max() ?? 0
    for pair in pairs {
      if pair.relevant {
        relevantGap.append(best - pair.similarity)
      } else {
        irrelevantGap.append(best - pair.similarity)
      }
    }
  }
  let bestGap = bestF1(
    relevant: relevantGap, irrelevant: irrelevantGap, cuts: (0..<200).map { Double($0) / 2000 }, passes: <=)
  let best = bestF1(
    relevant: relevant, irrelevant: irrelevant, cuts: (0..<400).map { Double($0) / 400 }, passes: >=)
  print(
    "  \(encoder.model.rawValue) cosines: relevant p10/p50/p90 "
      + String(
        format: "%.3f/%.3f/%.3f", percentile(relevant, 0.1), percentile(relevant, 0.5),
        percentile(relevant, 0.9))
      + ", irrelevant p50/p90/p99 "
      + String(
        format: "%.3f/%.3f/%.3f", percentile(irrelevant, 0.5), percentile(irrelevant, 0.9),
        percentile(irrelevant, 0.99))
      + String(
        format: "; best-F1 threshold %.3f (F1 %.2f, precision %.2f, recall %.2f)", best.cut, best.f1,
        best.precision, best.recall)
      + String(
        format: "; best-F1 margin below the query's best %.3f (F1 %.2f, precision %.2f, recall %.2f)",
        bestGap.cut, bestGap.f1, bestGap.precision, bestGap.recall)
  )
}

/// The cosine of a query against each text, by both models (for looking at one case closely).
func runSimilarity(query: String, texts: [String]) {
  for model in EmbeddingModel.allCases where model.isInstalled(environment: environment) {
    let encoder = loadModel(model)
    let vector = encoder.encode(query: query)
    for (text, document) in zip(texts, encoder.encode(passages: texts)) {
      print(String(format: "%@  %.3f  %@", model.shortName, cosine(vector, document), text))
    }
  }
}
