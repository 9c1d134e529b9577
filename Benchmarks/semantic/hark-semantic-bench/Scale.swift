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
    print(
      "first search after opening (builds the in-memory BM25 index and the vectors' 4-bit sketch): \(milliseconds(firstSearch))"
    )
    var plain: [Double] = []
    var plainCPU: [Double] = []
    var filtered: [Double] = []
    var encodeOnly: [Double] = []
    var encodeCPU: [Double] = []
    var vectorsOnly: [Double] = []
    var vectorsCPU: [Double] = []
    var exactOnly: [Double] = []
    var exactCPU: [Double] = []
    var wordsOnly: [Double] = []
    var wordsCPU: [Double] = []
    var hitsSeen = 0
    var recallSum = 0.0
    var recallLowest = 1.0
    // Each part timed in wall time and in the process's CPU time (all threads: the scan runs on
    // several), since on a shared machine the wall time mostly says how loaded it was.
    func measure<T>(_ wall: inout [Double], _ cpu: inout [Double], _ body: () -> T) -> T {
      let before = processCPUTime()
      let (result, seconds) = time(body)
      cpu.append(processCPUTime() - before)
      wall.append(seconds)
      return result
    }
    for round in 0..<10 {
      for query in queries {
        let text = round == 0 ? query : "\(query) \(round)"
        _ = measure(&encodeOnly, &encodeCPU) { encoder.encode(query: text) }
        let hits = measure(&plain, &plainCPU) { index.search(text, limit: 10) }
        // The vectors alone, with the sketch's first pass and scanned exactly, alternating which
        // goes first so neither always meets the warmer cache.
        var sketched: [SearchHit] = []
        var exact: [SearchHit] = []
        if round % 2 == 0 {
          sketched = measure(&vectorsOnly, &vectorsCPU) { index.rank(text, using: .vectors, limit: 10) }
          exact = measure(&exactOnly, &exactCPU) { index.rank(text, using: .exactVectors, limit: 10) }
        } else {
          exact = measure(&exactOnly, &exactCPU) { index.rank(text, using: .exactVectors, limit: 10) }
          sketched = measure(&vectorsOnly, &vectorsCPU) { index.rank(text, using: .vectors, limit: 10) }
        }
        let recall = topTenRecall(found: sketched, exact: exact)
        recallSum += recall
        recallLowest = min(recallLowest, recall)
        _ = measure(&wordsOnly, &wordsCPU) { index.rank(text, using: .lexical, limit: 10) }
        hitsSeen += hits.count
        let filter = SearchFilter(type: "Message", properties: ["sender": "Person \(round * 7)"])
        filtered.append(time { index.search(text, filter: filter, limit: 10) }.1)
      }
    }
    func both(_ wall: [Double], _ cpu: [Double]) -> String {
      "p50 \(milliseconds(percentile(wall, 0.5))), p99 \(milliseconds(percentile(wall, 0.99))) "
        + "(CPU p50 \(milliseconds(percentile(cpu, 0.5))), p99 \(milliseconds(percentile(cpu, 0.99))))"
    }
    print("query encoding alone: \(both(encodeOnly, encodeCPU))")
    print(
      "search (encoding + sketch pass and exact rescoring of \(status.vectors) vectors + BM25): \(both(plain, plainCPU)) over \(plain.count) queries (\(hitsSeen) hits)"
    )
    print(
      "  of which vectors alone (encoding + sketch pass + exact rescoring): \(both(vectorsOnly, vectorsCPU))")
    print("  the same vectors scanned exactly (encoding + int8 scan, the peer): \(both(exactOnly, exactCPU))")
    print("  BM25 alone: \(both(wordsOnly, wordsCPU))")
    print(
      String(
        format:
          "  recall of the exact scan's top ten through the sketch: mean %.4f, lowest %.2f over %d queries",
        recallSum / Double(plain.count), recallLowest, plain.count))
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

/// The share of the exact scan's top ten that `found` also holds: a hit counts when its score
/// reaches the exact tenth score (rows of equal vectors tie, and either may be listed).
func topTenRecall(found: [SearchHit], exact: [SearchHit]) -> Double {
  let exactTop = Array(exact.prefix(10))
  guard let tenth = exactTop.last?.score else { return 1 }
  let ids = Set(exactTop.map(\.id))
  let matched = found.prefix(10).filter { ids.contains($0.id) || $0.score >= tenth - 1e-6 }.count
  return Double(min(matched, exactTop.count)) / Double(exactTop.count)
}

/// The CPU time of the whole process (all its threads), in seconds.
func processCPUTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}
