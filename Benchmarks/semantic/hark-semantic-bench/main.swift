// hark-semantic-bench: prints the semantic index's quality and speed figures.
//
//   hark-semantic-bench eval RELEVANCE_JSON      P@5 of transformer, BM25 and static vectors
//   hark-semantic-bench reference REFERENCE_JSON tokenizer and embedding agreement with the reference
//   hark-semantic-bench embed-rate COUNT         bulk and single-text encoding speed
//   hark-semantic-bench scale COUNT DIR          build an index of COUNT synthetic messages, time queries
//   hark-semantic-bench query-rate ROUNDS        short queries on E5's 4-bit kernel and float32 layers
//   hark-semantic-bench rebuild COUNT DIR        rebuild with the transformer; Ctrl-C and rerun to resume
//   hark-semantic-bench e5-reference JSON        multilingual-e5-small against its reference
//   hark-semantic-bench retrieval SET [LABELKEY] P@5 and MRR of every method on a relevance file, or
//                                                on labelled utterances (JSON lines; LABELKEY names the label)
//   hark-semantic-bench treatments SET[:LABELKEY]… P@5 and MRR of ways to read a short query (as typed,
//                                                phrased as a request, centred on the texts' mean), cosine only
//   hark-semantic-bench split SET[:LABELKEY]…    the per-script split (MiniLM for Latin, E5 for the rest) against
//                                                one E5 index, each set and the relevance sets together
//
// HARK_BENCH_MODEL=minilm|e5 picks the model for embed-rate, scale and rebuild (default: e5 when
// installed, else minilm).
import Foundation
import HarkSemantic

let arguments = CommandLine.arguments
let environment = ProcessInfo.processInfo.environment

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("hark-semantic-bench: \(message)\n".utf8))
  exit(1)
}

func loadEncoder() -> SentenceEncoder {
  guard let directory = SentenceEncoder.locateModel(environment: environment) else {
    fail(
      SemanticError.modelNotFound(
        searched: SentenceEncoder.searchedLocations(environment: environment).map(\.path)
      ).message)
  }
  do {
    return try SentenceEncoder(modelDirectory: directory)
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
}

/// The model the speed commands use: `HARK_BENCH_MODEL`, else E5 when installed, else MiniLM.
func loadEmbedder() -> any SentenceEmbedder {
  let model: EmbeddingModel
  if let name = environment["HARK_BENCH_MODEL"] {
    guard let named = EmbeddingModel(named: name) else { fail("unknown model \(name)") }
    model = named
  } else {
    model =
      EmbeddingModel.multilingualE5Small.isInstalled(environment: environment)
      ? .multilingualE5Small : .miniLM
  }
  do {
    return try model.load(environment: environment)
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

/// The cut among `cuts` that best tells relevant from irrelevant scores by F1 (the first of equal
/// ones); `passes(score, cut)` says whether a score is kept at that cut.
func bestF1(
  relevant: [Double], irrelevant: [Double], cuts: [Double], passes: (Double, Double) -> Bool
) -> (cut: Double, f1: Double, precision: Double, recall: Double) {
  var best = (cut: 0.0, f1: 0.0, precision: 0.0, recall: 0.0)
  for cut in cuts {
    let truePositives = Double(relevant.filter { passes($0, cut) }.count)
    let falsePositives = Double(irrelevant.filter { passes($0, cut) }.count)
    let precision = truePositives / max(truePositives + falsePositives, 1)
    let recall = truePositives / Double(max(relevant.count, 1))
    let f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
    if f1 > best.f1 { best = (cut, f1, precision, recall) }
  }
  return best
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let result = try body()
  return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

guard arguments.count >= 3 else {
  fail("usage: hark-semantic-bench eval|reference|embed-rate|scale ARGS")
}

switch arguments[1] {
case "eval":
  runEvaluation(relevance: URL(fileURLWithPath: arguments[2]), encoder: loadEncoder())
case "reference":
  runReference(URL(fileURLWithPath: arguments[2]), encoder: loadEncoder())
case "embed-rate":
  runEmbedRate(count: Int(arguments[2]) ?? 1000, encoder: loadEmbedder())
case "scale":
  guard arguments.count >= 4 else { fail("usage: hark-semantic-bench scale COUNT DIR") }
  runScale(
    count: Int(arguments[2]) ?? 1_000_000, directory: URL(fileURLWithPath: arguments[3]),
    encoder: loadEmbedder())
case "query-rate":
  runQueryRate(rounds: Int(arguments[2]) ?? 10)
case "rebuild":
  guard arguments.count >= 4 else { fail("usage: hark-semantic-bench rebuild COUNT DIR") }
  runRebuild(
    count: Int(arguments[2]) ?? 1000, directory: URL(fileURLWithPath: arguments[3]),
    encoder: loadEmbedder())
case "e5-reference":
  runE5Reference(URL(fileURLWithPath: arguments[2]))
case "similarity":
  runSimilarity(query: arguments[2], texts: Array(arguments.dropFirst(3)))
case "split":
  runSplit(
    sets: arguments.dropFirst(2).map {
      let parts = $0.split(separator: ":", maxSplits: 1).map(String.init)
      return (URL(fileURLWithPath: parts[0]), parts.count > 1 ? parts[1] : nil)
    })
case "retrieval":
  runRetrieval(set: URL(fileURLWithPath: arguments[2]), labelKey: arguments.count > 3 ? arguments[3] : nil)
case "treatments":
  runTreatments(
    sets: arguments.dropFirst(2).map {
      let parts = $0.split(separator: ":", maxSplits: 1).map(String.init)
      return (URL(fileURLWithPath: parts[0]), parts.count > 1 ? parts[1] : nil)
    })
default:
  fail("unknown command \(arguments[1])")
}
