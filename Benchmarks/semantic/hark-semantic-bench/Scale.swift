import Foundation
import HarkSemantic

func directorySize(_ url: URL) -> Int {
  let files =
    (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.fileSizeKey])) ?? []
  return files.reduce(0) { $0 + (((try? $1.resourceValues(forKeys: [.fileSizeKey]))?.fileSize) ?? 0) }
}

/// The queries the scale run times (each round adds its number, so no two are the same).
let scaleQueries = [
  "messages about movies", "when is the dentist", "the flight to portugal", "dinner plans",
  "money for the rent", "the football game", "the band we saw", "something about the dog",
  "weather warning", "work report deadline",
]

/// Builds (or reuses) an index of `count` synthetic messages with static vectors, then times
/// searches that include encoding the query with the transformer.
func runScale(count: Int, directory: URL, encoder: any SentenceEmbedder) {
  do {
    var (index, openTime) = try time { try SemanticIndex(directory: directory, encoder: encoder) }
    let existing = index.status.entities
    if existing < count {
      var batch: [IndexEntry] = []
      var number = 0
      let (_, buildTime) = try time {
        for message in SyntheticMessages(count: count) {
          number += 1
          if number <= existing { continue }
          batch.append(
            IndexEntry(
              id: "m\(number)", type: number % 10 == 0 ? "Email" : "Message", fields: ["body": message.text],
              filters: ["sender": message.sender], date: message.date))
          if batch.count == 10_000 {
            try index.add(batch)
            batch.removeAll(keepingCapacity: true)
          }
        }
        try index.add(batch)
      }
      print(
        "built: \(count - existing) messages with static vectors in \(String(format: "%.1f", buildTime)) s (\(String(format: "%.1f", buildTime * 1e6 / Double(max(count - existing, 1)))) µs/message)"
      )
      (index, openTime) = try time { try SemanticIndex(directory: directory, encoder: encoder) }
    }
    let status = index.status
    print("model: \(encoder.model.rawValue); vectors made with: \(index.vectorsModel?.rawValue ?? "none")")
    print(
      "index: \(status.entities) entities, \(status.vectors) vectors, \(String(format: "%.1f", Double(directorySize(directory)) / 1_048_576)) MiB on disk; opened in \(String(format: "%.2f", openTime)) s"
    )
    let queries = scaleQueries
    let (_, firstSearch) = time { index.search("warm up the caches") }
    print("first search after opening (builds the in-memory BM25 index): \(milliseconds(firstSearch))")
    var plain: [Double] = []
    var filtered: [Double] = []
    var encodeOnly: [Double] = []
    var encodeCPU: [Double] = []
    var vectorsOnly: [Double] = []
    var wordsOnly: [Double] = []
    var hitsSeen = 0
    for round in 0..<10 {
      for query in queries {
        let text = round == 0 ? query : "\(query) \(round)"
        let before = threadCPUTime()
        encodeOnly.append(time { encoder.encode(query: text) }.1)
        encodeCPU.append(threadCPUTime() - before)
        let (hits, seconds) = time { index.search(text, limit: 10) }
        plain.append(seconds)
        vectorsOnly.append(time { index.rank(text, using: .vectors, limit: 10) }.1)
        wordsOnly.append(time { index.rank(text, using: .lexical, limit: 10) }.1)
        hitsSeen += hits.count
        let filter = SearchFilter(type: "Message", properties: ["sender": "Person \(round * 7)"])
        filtered.append(time { index.search(text, filter: filter, limit: 10) }.1)
      }
    }
    print(
      "query encoding alone: p50 \(milliseconds(percentile(encodeOnly, 0.5))), p99 \(milliseconds(percentile(encodeOnly, 0.99))); "
        + "its CPU time p50 \(milliseconds(percentile(encodeCPU, 0.5))), p99 \(milliseconds(percentile(encodeCPU, 0.99)))"
    )
    print(
      "search (encoding + scan of \(status.vectors) vectors + BM25): p50 \(milliseconds(percentile(plain, 0.5))), p99 \(milliseconds(percentile(plain, 0.99))) over \(plain.count) queries (\(hitsSeen) hits)"
    )
    print(
      "  of which vectors alone (encoding + int8 scan): p50 \(milliseconds(percentile(vectorsOnly, 0.5))); "
        + "BM25 alone: p50 \(milliseconds(percentile(wordsOnly, 0.5)))")
    print(
      "search filtered by type and sender: p50 \(milliseconds(percentile(filtered, 0.5))), p99 \(milliseconds(percentile(filtered, 0.99)))"
    )
    if let first = index.search("dinner at the thai place", limit: 3).first {
      print("sample hit: \(first.id) score \(String(format: "%.3f", first.score)) why \(first.why.rawValue)")
    }
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
}
