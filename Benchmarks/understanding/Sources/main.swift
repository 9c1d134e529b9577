// The learned stage's benchmark and design comparison (Benchmarks/understanding/run.sh); not a test.
//
//   hark-understanding-bench latency          p50/p99 per line of each kind, and load times
//   hark-understanding-bench compare FILE…    the designs side by side on development sets
//                                             (JSON Lines with `text` and an HWU64-style `intent`)
//   hark-understanding-bench scores < LINES   the model's verdict on each line
//   hark-understanding-bench cv LANG [FOLDS]  the model alone, cross-validated over the grammars'
//                                             own `examples:` and `out_of_scope:` lines
import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkSemantic
import HarkStore
import HarkSupport
import HarkUnderstanding

func milliseconds(_ start: ContinuousClock.Instant) -> Double {
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

let checkoutGrammars = ResourceLocator.checkout.appendingPathComponent("Grammars")

func loadGrammar(_ directory: URL = checkoutGrammars) -> GrammarSet {
  guard let grammar = GrammarSet.load(directory: directory).grammar else { fail("no grammars") }
  return grammar
}

func latency(grammars: URL) {
  var start = ContinuousClock.now
  let grammar = loadGrammar(grammars)
  let grammarLoad = milliseconds(start)
  // Every start after the first reads the compiled grammars from the cache (as the shell does).
  let grammarCache = FileManager.default.temporaryDirectory.appendingPathComponent(
    "hark-bench-grammars-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: grammarCache) }
  _ = GrammarSet.load(directory: grammars, cacheDirectory: grammarCache)
  start = ContinuousClock.now
  guard GrammarSet.load(directory: grammars, cacheDirectory: grammarCache).grammar != nil else {
    fail("the compiled grammars did not load")
  }
  let cachedGrammarLoad = milliseconds(start)
  start = ContinuousClock.now
  let trained = Understanding.train(grammar)
  let training = milliseconds(start)
  let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: cache) }
  _ = Understanding.load(grammar, cacheDirectory: cache)
  start = ContinuousClock.now
  let understanding = Understanding.load(grammar, cacheDirectory: cache)
  let cachedLoad = milliseconds(start)
  guard understanding.isFromCache, understanding.models.count == trained.models.count else {
    fail("the cached models did not load")
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "hark-bench-store-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let now = Date(timeIntervalSince1970: 1_781_000_000)
  guard let store = try? Store.create(at: folder, seed: SampleApps.demoSeeds(now: now)) else {
    fail("no store")
  }
  let environment = ShellEnvironment(
    apps: SampleApps.registry, grammar: grammar, store: store, clock: { now }, identifiers: .sequential(),
    timeZone: TimeZone(identifier: "UTC") ?? .current, understanding: understanding)
  let conversation = Conversation(environment: environment)
  let kinds: [(String, [String])] = [
    ("grammar-matched", ["text Flare see you at noon", "what's on my calendar tomorrow", "给Glow发消息说明天见"]),
    ("model-only", ["anything new in my inbox", "ping flare saying running late", "帮我写封邮件"]),
    ("not-understood", ["play some jazz", "what's the weather like in paris", "今天天气怎么样"]),
  ]
  print(
    "load: grammars \(String(format: "%.1f", grammarLoad)) ms; model trained \(String(format: "%.1f", training)) ms;"
  )
  print(
    "      model from cache \(String(format: "%.1f", cachedLoad)) ms; grammars + cached model \(String(format: "%.1f", grammarLoad + cachedLoad)) ms"
  )
  print(
    "      compiled grammars from cache \(String(format: "%.1f", cachedGrammarLoad)) ms; as a shell starts (both from cache) \(String(format: "%.1f", cachedGrammarLoad + cachedLoad)) ms"
  )
  print("| line | kind | stage | analyze p50 ms | analyze p99 ms | model p50 ms | model p99 ms |")
  print("|---|---|---|---|---|---|---|")
  for (kind, lines) in kinds {
    for line in lines {
      let stage = conversation.analyze(line).stage?.rawValue ?? "none"
      var times: [Double] = []
      var model: [Double] = []
      for _ in 0..<300 {
        var start = ContinuousClock.now
        _ = conversation.analyze(line)
        times.append(milliseconds(start))
        start = ContinuousClock.now
        _ = understanding.verdict(line, language: Language.guess(line))
        model.append(milliseconds(start))
      }
      let figures = [times, model].map {
        String(format: "%.3f | %.3f", percentile($0, 0.5), percentile($0, 0.99))
      }
      print("| \(line) | \(kind) | \(stage) | \(figures[0]) | \(figures[1]) |")
    }
  }
}

/// Which schema intents count as the right reading of each HWU64-style label (as
/// Scripts/eval/hwu64_table.py counts them).
let mapping: [String: [SchemaID]] = [
  "email_sendemail": [.createDraft, .replyMail, .forwardMail, .sendMessage, .draftMessage],
  "calendar_set": [.createEvent], "calendar_query": [.findEvents], "calendar_remove": [.deleteEvents],
  "email_query": [.findMail, .findMessages], "email_querycontact": [.findContact],
  "email_addcontact": [.createContact], "phone_call": [.startCall],
]

func compare(_ files: [String]) {
  let grammar = loadGrammar()
  print("| design | set | in scope | routed right | out of scope | given a reading | p50 ms/line |")
  print("|---|---|---|---|---|---|---|")
  for file in files {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
    let rows: [(String, String)] = text.split(separator: "\n").compactMap { line in
      guard case .object(let object)? = try? JSONValue.decode(String(line)),
        case .string(let text)? = object["text"], case .string(let intent)? = object["intent"]
      else { return nil }
      return (text, intent)
    }
    let language = rows.contains { Language.guess($0.0).isChinese } ? Language.chinese : Language.english
    let env = ProcessInfo.processInfo.environment
    // `AUG` noisy copies, `SPI` samples per intent, `FILL` fillers, `ROT=1` fillers in turn.
    var recipe = TrainingSet.Recipe()
    if let v = env["AUG"].flatMap(Int.init) { recipe.noisyCopies = v }
    if let v = env["SPI"].flatMap(Int.init) { recipe.samplesPerIntent = v }
    if let v = env["FILL"].flatMap(Int.init) { recipe.fillers = v }
    if let v = env["ROT"] { recipe.rotatingFillers = v == "1" }
    if env["NOISE"] == "words" { recipe.misspells = false }
    if env["NOISE"] == "letters" { recipe.dropsWords = false }
    let data = TrainingSet.from(grammar, language: language, recipe: recipe)
    var settings = LogisticModel.Settings()
    if let v = env["E"].flatMap(Int.init) { settings.epochs = v }
    if let v = env["R"].flatMap(Float.init) { settings.rate = v }
    if env["B"] == "1" { settings.balanced = true }
    if let v = env["D"].flatMap(Float.init) { settings.decay = v }
    if let v = env["S"].flatMap(UInt64.init) { settings.seed = v }
    let trainingStart = ContinuousClock.now
    var logistic = IntentModel.train(
      data, language: language, settings: settings,
      characterRunWeight: env["CW"].flatMap(Float.init) ?? FeatureHasher().characterRunWeight)
    FileHandle.standardError.write(
      "\(language.rawValue): \(data.examples.count) sentences, trained in \(String(format: "%.0f", milliseconds(trainingStart))) ms\n"
        .data(using: .utf8) ?? Data())
    if let v = env["L"].flatMap(Double.init) { logistic.thresholds.least = v }
    if let v = env["M"].flatMap(Double.init) { logistic.thresholds.margin = v }
    if let v = env["LI"].flatMap(Double.init) { logistic.thresholds.leastInScope = v }
    if let v = env["NI"].flatMap(Double.init) { logistic.thresholds.noneAtMost = v }
    let neighbours = NearestNeighbourModel(data, language: language)
    var designs: [(String, (String) -> ModelVerdict)] = [
      ("(a) n-grams + logistic regression", logistic.verdict),
      ("(b) n-grams + nearest neighbour", neighbours.verdict),
      (
        "(a+b) both agree",
        { line in
          var verdict = logistic.verdict(line)
          let near = neighbours.scores(line).first
          if let intent = verdict.intent, near?.intent != intent { verdict.intent = nil }
          return verdict
        }
      ),
      (
        "(a+b) b not none",
        { line in
          var verdict = logistic.verdict(line)
          let near = neighbours.scores(line).first
          if verdict.intent != nil, near?.intent == IntentScore.none,
            (near?.probability ?? 0) >= (Double(env["N"] ?? "0.5") ?? 0.5)
          {
            verdict.intent = nil
          }
          return verdict
        }
      ),
    ]
    // (c) when the MiniLM model is installed (`HARK_MODEL_DIR` or the install script's folder);
    // (d) and (e) when multilingual-e5-small is (`HARK_E5_MODEL_DIR` or the install script's);
    // `DESIGNS=a` measures (a) alone, for quick tuning with the knobs above; `DESIGNS=e5` skips
    // MiniLM. `VECTORS=DIR` keeps the training sentences' vectors between runs.
    if env["DESIGNS"] == "a" { designs.remove(at: 1) }
    let vectorCache = env["VECTORS"].map { URL(fileURLWithPath: $0) }
    if env["DESIGNS"] != "a", env["DESIGNS"] != "e5",
      let folder = SentenceEncoder.locateModel(environment: env),
      let encoder = try? SentenceEncoder(modelDirectory: folder)
    {
      let vectors = SentenceVectorModel(data, encoder: encoder, cache: vectorCache)
      designs.append(("(c) MiniLM vectors + logistic regression", vectors.verdict))
    }
    if env["DESIGNS"] != "a", let file = E5Encoder.locateModel(environment: env),
      let encoder = try? E5Encoder(modelFile: file)
    {
      var e5 = SentenceVectorModel(data, encoder: encoder, cache: vectorCache)
      // `LINES=cached`: the development lines' vectors too come from `VECTORS` (for tuning; the
      // p50 column then leaves out the encoder).
      if env["LINES"] == "cached" {
        let lines = rows.map(\.0)
        e5.known = Dictionary(
          zip(lines, SentenceVectorModel.encodeAll(lines, encoder: encoder, cache: vectorCache)),
          uniquingKeysWith: { a, _ in a })
      }
      let share = Float(env["W"] ?? "0.5") ?? 0.5
      let thresholds = logistic.thresholds
      // (a)'s probabilities in (d)'s class order.
      func lr(_ line: String) -> [Float] {
        let byClass = Dictionary(
          uniqueKeysWithValues: logistic.scores(line).map { ($0.intent, Float($0.probability)) })
        return e5.classes.map { byClass[$0] ?? 0 }
      }
      func mixed(_ a: [Float], _ b: [Float]) -> [Float] { zip(a, b).map { (1 - share) * $0 + share * $1 } }
      designs.append(("(d) E5 vectors + logistic regression", e5.verdict))
      designs.append(
        (
          "(e) E5 vectors, 7 nearest sentences",
          { line in
            ModelVerdict.deciding(e5.scores(e5.neighbourShares(e5.vector(line))), thresholds: thresholds)
          }
        ))
      designs.append(
        (
          "(a+d) n-gram and E5 heads averaged",
          { line in
            ModelVerdict.deciding(
              e5.scores(mixed(lr(line), e5.probabilities(e5.vector(line)))), thresholds: thresholds)
          }
        ))
      designs.append(
        (
          "(a+e) n-gram head and E5 neighbours averaged",
          { line in
            ModelVerdict.deciding(
              e5.scores(mixed(lr(line), e5.neighbourShares(e5.vector(line)))), thresholds: thresholds)
          }
        ))
      designs.append(
        (
          "(a+d) (a), when (d) names the same class",
          { line in
            var verdict = logistic.verdict(line)
            if let intent = verdict.intent,
              e5.scores(e5.probabilities(e5.vector(line))).first?.intent != intent
            {
              verdict.intent = nil
            }
            return verdict
          }
        ))
      designs.append(
        (
          "(a+d) (a), unless (d) finds none at 0.5",
          { line in
            var verdict = logistic.verdict(line)
            let none = e5.scores(e5.probabilities(e5.vector(line))).first { $0.intent == IntentScore.none }
            if verdict.intent != nil, (none?.probability ?? 0) >= 0.5 { verdict.intent = nil }
            return verdict
          }
        ))
    }
    // `CAL=1`: the temperature that fits a held-out tenth of the training sentences best (the
    // least cross-entropy), from a model trained on the other nine tenths: calibration without
    // the development lines.
    if env["CAL"] == "1" {
      let plain = TrainingSet.from(grammar, language: language, recipe: TrainingSet.Recipe())
      let kept = TrainingSet(
        examples: plain.examples.enumerated().filter { $0.offset % 10 != 0 }.map(\.element))
      let held = plain.examples.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
      let model = IntentModel.train(kept, language: language, settings: settings)
      let logs = held.map { example in
        (model.scores(example.text).map { ($0.intent, log(max($0.probability, 1e-30))) }, example.label)
      }
      var best = (temperature: 1.0, loss: Double.infinity)
      for step in 5...40 {
        let temperature = Double(step) / 10
        var loss = 0.0
        for (scores, label) in logs {
          let top = scores.map { $0.1 / temperature }.max() ?? 0
          let sum = scores.reduce(0) { $0 + exp($1.1 / temperature - top) }
          let mine = (scores.first { $0.0 == label }?.1 ?? -69) / temperature
          loss -= mine - top - log(sum)
        }
        if loss < best.loss { best = (temperature, loss) }
      }
      FileHandle.standardError.write(
        "\(language.rawValue): fitted temperature \(best.temperature) (held-out loss \(best.loss / Double(logs.count)))\n"
          .data(using: .utf8) ?? Data())
    }
    // `DUMP=FILE`: (a)'s scores of every line appended to FILE (set, gold, class=probability …),
    // to try thresholds without training again.
    if let dump = env["DUMP"] {
      var text = ""
      for (line, gold) in rows {
        let scores = logistic.scores(line).map { "\($0.intent)=\($0.probability)" }
        text += ([(file as NSString).lastPathComponent, gold] + scores).joined(separator: "\t") + "\n"
      }
      if let handle = FileHandle(forWritingAtPath: dump) {
        handle.seekToEndOfFile()
        handle.write(text.data(using: .utf8) ?? Data())
        handle.closeFile()
      } else {
        FileManager.default.createFile(atPath: dump, contents: text.data(using: .utf8))
      }
    }
    for (name, verdict) in designs {
      var inScope = 0
      var right = 0
      var outOfScope = 0
      var read = 0
      var times: [Double] = []
      for (line, gold) in rows {
        let start = ContinuousClock.now
        let intent = verdict(line).intent
        times.append(milliseconds(start))
        if gold == "out_of_scope" {
          outOfScope += 1
          if intent != nil { read += 1 }
        } else {
          inScope += 1
          if let intent, (mapping[gold] ?? []).contains(SchemaID(intent)) { right += 1 }
        }
      }
      let file = (file as NSString).lastPathComponent
      print(
        "| \(name) | \(file) | \(inScope) | \(right) (\(String(format: "%.1f", 100 * Double(right) / Double(max(1, inScope)))) %) | \(outOfScope) | \(read) (\(String(format: "%.1f", 100 * Double(read) / Double(max(1, outOfScope)))) %) | \(String(format: "%.3f", percentile(times, 0.5))) |"
      )
    }
  }
}

/// K-fold cross-validation of the learned stage over the lines written to train it: each fold of
/// a language's `examples:` and `out_of_scope:` lines (a line's fold is its hash's) is read by a
/// model trained on everything else (the other folds, the template samples), so a change of the
/// features or the decision rule can be chosen on the training data rather than on a set that
/// only measures. Prints in-scope lines routed right and out-of-scope lines given a reading.
func crossValidate(_ arguments: [String]) {
  let grammar = loadGrammar()
  let language = Language(arguments.first ?? "zh")
  let folds = arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5
  let data = TrainingSet.from(grammar, language: language)
  var written: [String: String] = [:]
  for (intent, sentences) in grammar.examples(language: language) {
    for sentence in sentences { written[sentence] = intent }
  }
  for sentence in grammar.outOfScope(language: language) { written[sentence] = IntentScore.none }
  func fold(_ text: String) -> Int {
    var hash = StableHash32()
    hash.add(bytes: text.utf8)
    return Int(hash.value % UInt32(folds))
  }
  var (inScope, right, outOfScope, read) = (0, 0, 0, 0)
  for held in 0..<folds {
    let training = TrainingSet(
      examples: data.examples.filter { written[$0.text] == nil || fold($0.text) != held })
    let model = IntentModel.train(training, language: language)
    for (text, label) in written where fold(text) == held {
      let intent = model.verdict(text).intent
      if label == IntentScore.none {
        outOfScope += 1
        if intent != nil { read += 1 }
      } else {
        inScope += 1
        if intent == label { right += 1 }
      }
    }
  }
  print(
    "\(language.rawValue), \(folds) folds: in scope \(right)/\(inScope) (\(String(format: "%.1f", 100 * Double(right) / Double(max(1, inScope)))) %), out of scope given a reading \(read)/\(outOfScope) (\(String(format: "%.1f", 100 * Double(read) / Double(max(1, outOfScope)))) %)"
  )
}

/// Each line of standard input with the model's best three classes.
func scores() {
  let understanding = Understanding.train(loadGrammar())
  while let line = readLine() {
    let verdict = understanding.verdict(line, language: Language.guess(line))
    print("\(line)\t\(verdict?.explanation ?? "no model")")
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "latency":
  // `latency DIR` times another grammars folder (the grammars without examples, say).
  latency(grammars: arguments.count > 1 ? URL(fileURLWithPath: arguments[1]) : checkoutGrammars)
case "compare": compare(Array(arguments.dropFirst()))
case "scores": scores()
case "cv": crossValidate(Array(arguments.dropFirst()))
default: fail("usage: hark-understanding-bench latency | compare FILE… | scores < LINES | cv LANG [FOLDS]")
}
