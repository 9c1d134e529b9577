import Foundation
import HarkDocuments
import HarkSemantic

/// The per-script split (`ScriptSplitIndex`: MiniLM for Latin-script texts, multilingual-e5-small
/// for the others, fused by rank) against one multilingual-e5-small index of every text, on each
/// relevance set and on all of them together (a query's relevant texts: its own set's, of its
/// topic; sets of utterances, `FILE:LABELKEY`, are measured alone). Both read queries as `search` does (`RankingMethod.fused`: vectors, then words).
func runSplit(sets urls: [(url: URL, labelKey: String?)]) {
  var sets: [(name: String, evaluation: RetrievalEvaluation)] = []
  for (url, labelKey) in urls {
    do {
      let evaluation =
        try labelKey.map { try RetrievalEvaluation(utterances: url, labelKey: $0) }
        ?? RetrievalEvaluation(relevance: url)
      sets.append((url.deletingPathExtension().lastPathComponent, evaluation))
    } catch {
      fail("\(error)")
    }
  }
  if sets.count > 1, urls.allSatisfy({ $0.labelKey == nil }) {
    // Together: the labels carry their set's name, so a query's relevant texts stay its set's.
    let documents = sets.flatMap { set in
      set.evaluation.documents.map {
        RetrievalEvaluation.Document(
          id: "\(set.name)/\($0.id)", label: "\(set.name)/\($0.label)", text: $0.text)
      }
    }
    let queries = sets.flatMap { set in
      set.evaluation.queries.map {
        RetrievalEvaluation.Query(text: $0.text, label: "\(set.name)/\($0.label)", excluded: nil)
      }
    }
    sets.append(("all together", RetrievalEvaluation(documents: documents, queries: queries)))
  }
  let miniLM = loadModel(.miniLM)
  let e5 = loadModel(.multilingualE5Small)
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-split-\(getpid())")
  defer { try? FileManager.default.removeItem(at: scratch) }
  print(
    "set".padding(toLength: 22, withPad: " ", startingAt: 0) + "texts (Latin / other)  one E5 index    "
      + ScriptSplitIndex.Fusion.allCases.map {
        "split: \($0.rawValue)".padding(toLength: 17, withPad: " ", startingAt: 0)
      }
      .joined())
  for (name, evaluation) in sets {
    do {
      let folder = scratch.appendingPathComponent(name)
      let single = try evaluation.index(in: folder.appendingPathComponent("e5"), encoder: e5)
      let split = try ScriptSplitIndex(
        directory: folder.appendingPathComponent("split"), latinEncoder: miniLM, otherEncoder: e5)
      let entries = evaluation.documents.map {
        IndexEntry(id: $0.id, type: "Message", fields: ["body": $0.text])
      }
      var placed: [String: ScriptSplitIndex.Script] = [:]
      var start = 0
      while start < entries.count {
        placed.merge(try split.addEmbedded(Array(entries[start..<min(start + 256, entries.count)]))) { $1 }
        start += 256
      }
      let latinCount = placed.values.filter { $0 == .latin }.count
      let oneE5 = splitScores(evaluation) { single.rank($0, using: .fused, limit: $1) }
      let fusions = ScriptSplitIndex.Fusion.allCases.map { fusion in
        splitScores(evaluation) { split.rank($0, using: .fused, limit: $1, fusion: fusion) }
      }
      func cell(_ scores: RetrievalEvaluation.Scores) -> String {
        String(format: "%.3f / %.3f   ", scores.precision, scores.reciprocalRank)
      }
      print(
        name.padding(toLength: 22, withPad: " ", startingAt: 0)
          + "\(evaluation.documents.count) (\(latinCount) / \(evaluation.documents.count - latinCount))"
          .padding(toLength: 23, withPad: " ", startingAt: 0)
          + cell(oneE5) + fusions.map(cell).joined() + "(\(evaluation.queries.count) queries)")
    } catch {
      fail("\(error)")
    }
  }
}

/// P@5 and MRR of a ranking (the same count as `RetrievalEvaluation.scores`).
func splitScores(
  _ evaluation: RetrievalEvaluation, k: Int = 5, rank: (String, Int) -> [SearchHit]
) -> RetrievalEvaluation.Scores {
  let labels = Dictionary(uniqueKeysWithValues: evaluation.documents.map { ($0.id, $0.label) })
  var precision = 0.0
  var reciprocal = 0.0
  for query in evaluation.queries {
    let relevant = rank(query.text, 101).filter { $0.id != query.excluded }.prefix(100).map {
      labels[$0.id] == query.label
    }
    precision += Double(relevant.prefix(k).filter { $0 }.count) / Double(k)
    if let first = relevant.firstIndex(of: true) { reciprocal += 1 / Double(first + 1) }
  }
  let count = Double(max(evaluation.queries.count, 1))
  return RetrievalEvaluation.Scores(precision: precision / count, reciprocalRank: reciprocal / count)
}
