import Foundation
import HarkSemantic

/// P@5 and MRR of query treatments measured in cosine space (no index): each model's passage
/// vectors against the query as typed and as treated. For choosing how a short query is read.
/// "Bare" queries are one or two words (up to four CJK characters); "bare:" treatments change only
/// those. A set of one or two queries also prints each treatment's eight best texts.
func runTreatments(sets: [(URL, String?)]) {
  struct Treatment {
    let name: String
    let vector: (String, any SentenceEmbedder, [Float]) -> [Float]
  }
  func words(_ text: String) -> Int { text.split(separator: " ").count }
  func isBare(_ text: String) -> Bool {
    let cjk = text.unicodeScalars.filter { (0x3400...0x9FFF).contains($0.value) }.count
    return cjk > 0 ? text.unicodeScalars.count <= 4 : words(text) <= 2
  }
  func subtract(_ q: [Float], _ m: [Float], _ lambda: Float) -> [Float] {
    zip(q, m).map { $0 - lambda * $1 }
  }
  var treatments: [Treatment] = [
    Treatment(name: "as typed") { q, e, _ in e.encode(query: q) }
  ]
  for template in ["something about %@", "messages about %@", "texts about %@", "what did we say about %@"] {
    treatments.append(
      Treatment(name: "bare: '\(template)'") { q, e, _ in
        e.encode(query: isBare(q) ? String(format: template, q) : q)
      })
  }
  treatments.append(
    Treatment(name: "bare: as passage") { q, e, _ in isBare(q) ? e.encode(passage: q) : e.encode(query: q) })
  for lambda: Float in [0.25, 0.5, 0.75, 1.0] {
    treatments.append(
      Treatment(name: "corpus mean λ=\(lambda)") { q, e, mean in subtract(e.encode(query: q), mean, lambda) })
    treatments.append(
      Treatment(name: "bare: corpus mean λ=\(lambda)") { q, e, mean in
        isBare(q) ? subtract(e.encode(query: q), mean, lambda) : e.encode(query: q)
      })
  }
  for (url, labelKey) in sets {
    let evaluation: RetrievalEvaluation
    do {
      evaluation =
        try labelKey.map { try RetrievalEvaluation(utterances: url, labelKey: $0) }
        ?? RetrievalEvaluation(relevance: url)
    } catch {
      fail("\(error)")
    }
    let bare = evaluation.queries.filter { isBare($0.text) }.count
    print("\(url.lastPathComponent): \(evaluation.queries.count) queries, \(bare) bare")
    for model in EmbeddingModel.allCases where model.isInstalled(environment: environment) {
      let encoder = loadModel(model)
      let documents = encoder.encode(passages: evaluation.documents.map(\.text))
      var mean = [Float](repeating: 0, count: encoder.dimension)
      for vector in documents { for i in mean.indices { mean[i] += vector[i] } }
      let norm = sqrt(mean.reduce(0) { $0 + $1 * $1 })
      mean = mean.map { $0 / max(norm, 1e-9) }
      for treatment in treatments {
        var precision = 0.0
        var reciprocal = 0.0
        var barePrecision = 0.0
        for query in evaluation.queries {
          let vector = treatment.vector(query.text, encoder, mean)
          let scored = zip(evaluation.documents, documents).filter { $0.0.id != query.excluded }
            .map { ($0.0.label == query.label, cosine(vector, $0.1), $0.0.text) }
            .sorted { $0.1 > $1.1 }
          let ranked = scored.map(\.0)
          if evaluation.queries.count <= 2 {
            print(
              "    \(treatment.name): "
                + scored.prefix(8).map { String(format: "%.3f %@", $0.1, String($0.2.prefix(24))) }.joined(
                  separator: " | "))
          }
          let p = Double(ranked.prefix(5).filter { $0 }.count) / 5
          precision += p
          if isBare(query.text) { barePrecision += p }
          if let first = ranked.firstIndex(of: true) { reciprocal += 1 / Double(first + 1) }
        }
        let count = Double(evaluation.queries.count)
        print(
          "  \(model.shortName)  \(treatment.name.padding(toLength: 36, withPad: " ", startingAt: 0)) "
            + String(
              format: "P@5 %.3f  MRR %.3f  bare P@5 %.3f", precision / count, reciprocal / count,
              barePrecision / Double(max(bare, 1))))
      }
    }
  }
}
