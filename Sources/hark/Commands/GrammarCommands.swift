import Foundation
import HarkGrammar

/// The grammar subcommands: `hark conformance`, `hark sample`, and the grammar part of `hark check`.
enum GrammarCommands {
  /// `hark conformance CORPUS [--bench] [--repeat N] [--quiet]`: grades the corpus, prints failures
  /// and ends with `passed N/M`; `--bench` adds speed figures. Exit 0 when all pass.
  static func conformance(
    corpus path: String, bench: Bool, quiet: Bool, repeats: Int, grammarsDirectory: URL
  ) -> Int32 {
    let clock = ContinuousClock()
    let loadStart = cpuSeconds()
    let corpus: ConformanceCorpus
    switch ConformanceCorpus.load(URL(fileURLWithPath: path)) {
    case .success(let loaded): corpus = loaded
    case .failure(let error):
      printError("error: \(error.message)")
      return 2
    }
    let corpusLoad = cpuSeconds() - loadStart
    for diagnostic in corpus.diagnostics { printError(diagnostic.rendered) }

    var passed = 0
    var total = 0
    var latencies: [Double] = []
    var sentences: [String] = []
    var perTest: [[Double]] = []
    let runStart = clock.now
    let cpuStart = cpuSeconds()
    for round in 0..<repeats {
      var index = 0
      for suite in corpus.suites {
        for test in suite.tests {
          let start = cpuSeconds()
          let outcome = ConformanceGrader.run(test, suite: suite)
          let took = cpuSeconds() - start
          latencies.append(took)
          defer { index += 1 }
          if round == 0 {
            sentences.append(test.sentence)
            perTest.append([took])
          } else {
            perTest[index].append(took)
          }
          guard round == 0 else { continue }
          total += 1
          if outcome.passed {
            passed += 1
          } else if !quiet {
            print("FAIL \(test.id): \(test.sentence)")
            print("  expected \(test.intent) \(describe(test.slots))")
            print("  got      \(outcome.reason)\(outcome.reading.map { " [\($0.template)]" } ?? "")")
          }
        }
      }
    }
    let elapsed = seconds(clock.now - runStart)
    let cpu = cpuSeconds() - cpuStart
    if bench {
      latencies.sort()
      func percentile(_ p: Double) -> Double {
        latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))]
      }
      let grammarStart = cpuSeconds()
      let load = GrammarSet.load(directory: grammarsDirectory)
      let grammarLoad = cpuSeconds() - grammarStart
      print(String(format: "corpus load (JSON + compile): %.1f ms CPU", corpusLoad * 1000))
      if load.grammar?.languages.isEmpty == false {
        print(
          String(
            format: "Hark grammars load (%@, all files): %.1f ms CPU", grammarsDirectory.path,
            grammarLoad * 1000))
        if let grammar = load.grammar { benchShipped(grammar) }
      }
      print(
        String(
          format: "%d sentences x %d: %.3f s CPU, %.0f sentences/s of CPU (wall %.3f s, %.0f sentences/s)",
          total, repeats, cpu, Double(latencies.count) / max(cpu, 1e-9), elapsed,
          Double(latencies.count) / max(elapsed, 1e-9)))
      print(
        String(
          format: "per utterance (CPU): p50 %.1f us, p99 %.1f us, max %.1f us", percentile(0.5) * 1e6,
          percentile(0.99) * 1e6, (latencies.last ?? 0) * 1e6))
      printSlowest(sentences, perTest)
    }
    print("passed \(passed)/\(total)")
    return passed == total ? 0 : 1
  }

  /// The five utterances with the longest median time over the rounds: what the p99 is made of.
  private static func printSlowest(_ sentences: [String], _ perTest: [[Double]]) {
    let medians = perTest.map { times in times.sorted()[times.count / 2] }
    let slowest = medians.indices.sorted { medians[$0] > medians[$1] }.prefix(5)
    for index in slowest {
      print(String(format: "  slowest (median of rounds) %.1f us: ", medians[index] * 1e6) + sentences[index])
    }
  }

  /// Times the shipped grammars on their own sampled sentences, with partial readings on (the shell's
  /// path) and a contact list of 200 names.
  private static func benchShipped(_ grammar: GrammarSet) {
    var contacts = ["Glow", "Flare", "Bubbles", "Mary"].map { ListValue($0) }
    for index in 0..<196 { contacts.append(ListValue("Contact Number \(index)")) }
    let plain: [RuntimeListName: [ListValue]] = [.contact: contacts, .app: [ListValue("UnicornChat")]]
    let lists = RuntimeLists(plain)
    var sentences: [String] = []
    for intent in grammar.intents {
      sentences.append(contentsOf: grammar.samples(intent: intent, language: nil, limit: 300, lists: plain))
    }
    var latencies: [Double] = []
    let start = cpuSeconds()
    for sentence in sentences {
      let begin = cpuSeconds()
      _ = grammar.readings(for: sentence, lists: lists)
      latencies.append(cpuSeconds() - begin)
    }
    let total = cpuSeconds() - start
    latencies.sort()
    guard !latencies.isEmpty else { return }
    print(
      String(
        format:
          "Hark grammars, %d sampled sentences, 200 contacts in RuntimeLists, partial readings on: %.0f sentences/s of CPU; "
          + "p50 %.1f us, p99 %.1f us", sentences.count, Double(sentences.count) / max(total, 1e-9),
        latencies[latencies.count / 2] * 1e6,
        latencies[min(latencies.count - 1, latencies.count * 99 / 100)] * 1e6))
  }

  /// `hark sample [INTENT] [--language L] [--limit N]`: sentences the intent's templates accept.
  static func sample(intent: String?, language: String?, limit: Int, grammarsDirectory: URL) -> Int32 {
    let load = GrammarSet.load(directory: grammarsDirectory)
    for diagnostic in load.diagnostics { printError(diagnostic.rendered) }
    guard let grammar = load.grammar else { return 1 }
    guard let intent else {
      return Hark.usageFailure(
        .missingArgument(.sample, "an INTENT, one of " + grammar.intents.joined(separator: ", ")))
    }
    guard grammar.intents.contains(intent) else {
      let suggestion = DidYouMean.closest(to: intent, among: grammar.intents)
      return Hark.usageFailure(
        .badValue(
          "INTENT", value: intent, problem: .notAChoice(grammar.intents, suggestion: suggestion),
          command: .sample))
    }
    let languages = grammar.languages.map(\.rawValue)
    if let language, !languages.contains(language) {
      let suggestion = DidYouMean.closest(to: language, among: languages)
      return Hark.usageFailure(
        .badValue(
          Flag.language.name, value: language,
          problem: .notAChoice(languages, suggestion: suggestion),
          command: .sample))
    }
    for sentence in grammar.samples(intent: intent, language: language.map { Language($0) }, limit: limit) {
      print(sentence)
    }
    return 0
  }

  /// The grammar part of `hark check`: prints every diagnostic of every grammar file; 1 if any.
  static func checkGrammars(grammarsDirectory: URL) -> Int32 {
    let load = GrammarSet.load(directory: grammarsDirectory)
    for diagnostic in load.diagnostics { printError(diagnostic.rendered) }
    if load.diagnostics.isEmpty {
      let languages = load.grammar?.languages.map(\.rawValue).joined(separator: ", ") ?? ""
      print("grammars: \(load.grammar?.intents.count ?? 0) intents in \(languages): no problems")
      return 0
    }
    print("grammars: \(load.diagnostics.count) problem\(load.diagnostics.count == 1 ? "" : "s")")
    return 1
  }

  /// CPU time of this thread (the machine is shared, so wall time measures the neighbours too).
  private static func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  private static func describe(_ slots: [String: JSONValue]) -> String {
    slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
  }

  private static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
