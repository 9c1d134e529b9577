import Foundation
import HarkSemantic

func cosine(_ a: [Float], _ b: [Float]) -> Float {
  zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
}

func runEvaluation(relevance: URL, encoder: SentenceEncoder) {
  let evaluation: RelevanceEvaluation
  let rows: [RelevanceEvaluation.Row]
  do {
    evaluation = try RelevanceEvaluation(contentsOf: relevance)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-eval-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    rows = try evaluation.run(encoder: encoder, scratch: scratch)
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
  print("Relevance set: \(evaluation.messages.count) messages, \(evaluation.queries.count) queries")
  print("")
  let methods = RelevanceEvaluation.Method.allCases
  let header =
    "query".padding(toLength: 44, withPad: " ", startingAt: 0)
    + methods.map { $0.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) }.joined()
  print(header)
  for row in rows {
    let cells = methods.map { String(format: "%-12.2f", row.precision[$0] ?? 0) }.joined()
    print(row.query.padding(toLength: 44, withPad: " ", startingAt: 0) + cells)
  }
  let means = RelevanceEvaluation.means(rows)
  print(
    "mean P@5".padding(toLength: 44, withPad: " ", startingAt: 0)
      + methods.map { String(format: "%-12.3f", means[$0] ?? 0) }.joined())
  print("")
  calibrate(evaluation, encoder: encoder)
}

/// Prints the cosine distributions of relevant and irrelevant pairs and the threshold with the best
/// F1 for each vector kind: where `Calibration.standard` comes from.
func calibrate(_ evaluation: RelevanceEvaluation, encoder: SentenceEncoder) {
  let kinds: [(String, (String) -> [Float])] = [
    ("transformer", encoder.embed), ("static", encoder.staticEmbed),
  ]
  for (name, embed) in kinds {
    let messageVectors = evaluation.messages.map { embed($0.text) }
    var relevant: [Double] = []
    var irrelevant: [Double] = []
    for query in evaluation.queries {
      let vector = embed(query.text)
      for (message, messageVector) in zip(evaluation.messages, messageVectors) {
        let similarity = Double(cosine(vector, messageVector))
        if message.topic == query.topic { relevant.append(similarity) } else { irrelevant.append(similarity) }
      }
    }
    let best = bestF1(
      relevant: relevant, irrelevant: irrelevant, cuts: (0..<100).map { Double($0) / 100 }, passes: >=)
    print(
      "\(name): relevant cos p10/p50/p90 = "
        + String(
          format: "%.2f/%.2f/%.2f", percentile(relevant, 0.1), percentile(relevant, 0.5),
          percentile(relevant, 0.9))
        + ", irrelevant p50/p90/p99 = "
        + String(
          format: "%.2f/%.2f/%.2f", percentile(irrelevant, 0.5), percentile(irrelevant, 0.9),
          percentile(irrelevant, 0.99))
        + String(
          format: "; best-F1 threshold %.2f (precision %.2f, recall %.2f)", best.cut,
          best.precision, best.recall))
  }
}

func runReference(_ url: URL, encoder: SentenceEncoder) {
  struct Case: Decodable {
    let text: String
    let ids: [Int32]
    let embedding: [Float]
  }
  struct Reference: Decodable { let cases: [Case] }
  guard let data = try? Data(contentsOf: url),
    let reference = try? JSONDecoder().decode(Reference.self, from: data)
  else { fail("cannot read \(url.path)") }
  var sameIDs = 0
  var lowest: Float = 1
  for item in reference.cases {
    if encoder.tokenizer.encode(item.text) == item.ids { sameIDs += 1 }
    lowest = min(lowest, cosine(encoder.embed(item.text), item.embedding))
  }
  print(
    "reference strings: \(reference.cases.count); token ids equal: \(sameIDs)/\(reference.cases.count); lowest cosine: \(String(format: "%.7f", lowest))"
  )
}

func runEmbedRate(count: Int, encoder: any SentenceEmbedder) {
  let texts = Array(SyntheticMessages(count: count).map(\.text))
  let (_, bulk) = time { encoder.encode(passages: texts) }
  // The peer, in the same run and interleaved with it: E5 with every product on its float32
  // layers (no 4-bit kernel).
  let floats =
    encoder.model == .multilingualE5Small
    ? E5Encoder.locateModel(environment: environment).flatMap { try? E5Encoder(modelFile: $0, packedRows: 0) }
    : nil
  var single: [Double] = []
  var singleCPU: [Double] = []
  var floatCPU: [Double] = []
  for text in texts.prefix(50) {
    let before = threadCPUTime()
    single.append(time { encoder.encode(query: text) }.1)
    singleCPU.append(threadCPUTime() - before)
    if let floats {
      let start = threadCPUTime()
      _ = floats.encode(query: text)
      floatCPU.append(threadCPUTime() - start)
    }
  }
  let (_, staticTime) = time { for text in texts { _ = encoder.staticEmbed(text) } }
  let tokens = texts.map { tokenCount($0, encoder: encoder) }.reduce(0, +) / max(texts.count, 1)
  print("model: \(encoder.model.rawValue)")
  print(
    "bulk embedding: \(count) messages (mean \(tokens) tokens) in \(String(format: "%.1f", bulk)) s = \(String(format: "%.2f", bulk * 1000 / Double(count))) ms/message (notes: 7.5 ms/message; ratio \(String(format: "%.2f", 7.5 / (bulk * 1000 / Double(count))))x)"
  )
  print(
    "single embed: p50 \(milliseconds(percentile(single, 0.5))), p99 \(milliseconds(percentile(single, 0.99))); "
      + "CPU time of the encoding thread p50 \(milliseconds(percentile(singleCPU, 0.5))) (what a quiet core would take)"
  )
  if !floatCPU.isEmpty {
    print(
      "  peer, the same queries on float32 layers: CPU time p50 \(milliseconds(percentile(floatCPU, 0.5))), p99 \(milliseconds(percentile(floatCPU, 0.99))) (4-bit kernel: \(String(format: "%.2f", percentile(floatCPU, 0.5) / max(percentile(singleCPU, 0.5), 1e-9)))× faster)"
    )
  }
  print("static embed: \(String(format: "%.1f", staticTime * 1e6 / Double(count))) µs/message")
}

/// The short queries the scale run times, each encoded on the 4-bit kernel and on float32 layers in
/// turn (E5 only): CPU time of the process (the 4-bit product runs on two threads), p50 and p99 of each.
func runQueryRate(rounds: Int) {
  guard let file = E5Encoder.locateModel(environment: environment) else {
    fail("multilingual-e5-small is not installed")
  }
  let packed: E5Encoder
  let floats: E5Encoder
  do {
    packed = try E5Encoder(modelFile: file)
    floats = try E5Encoder(modelFile: file, packedRows: 0)
  } catch {
    fail("\(error)")
  }
  var packedCPU: [Double] = []
  var floatCPU: [Double] = []
  for round in 0..<rounds {
    for query in scaleQueries {
      let text = "\(query) \(round)"
      var start = processCPUTime()
      _ = packed.encode(query: text)
      packedCPU.append(processCPUTime() - start)
      start = processCPUTime()
      _ = floats.encode(query: text)
      floatCPU.append(processCPUTime() - start)
    }
  }
  print(
    "short queries (\(packedCPU.count), e.g. “\(scaleQueries[0]) 1”), CPU time of the process (all threads): "
      + "4-bit kernel p50 \(milliseconds(percentile(packedCPU, 0.5))), p99 \(milliseconds(percentile(packedCPU, 0.99))); "
      + "float32 layers (peer) p50 \(milliseconds(percentile(floatCPU, 0.5))), p99 \(milliseconds(percentile(floatCPU, 0.99)))"
  )
}

func tokenCount(_ text: String, encoder: any SentenceEmbedder) -> Int {
  if let e5 = encoder as? E5Encoder { return e5.tokenIDs(text, query: false).count }
  if let miniLM = encoder as? SentenceEncoder { return miniLM.tokenizer.encode(text).count }
  return 0
}

/// CPU seconds the calling thread has used (OpenBLAS with one thread computes in it).
func threadCPUTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}
