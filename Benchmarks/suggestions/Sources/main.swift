import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import HarkSupport

// The did-you-mean benchmark. Lines nobody understands — sentences the grammars accept with one
// slip of the keyboard, in English and Chinese, and requests no grammar has — over the demo
// store. Prints what building the suggestion index costs (once per grammar set: a conversation
// keeps it), p50/p99 of the suggestion for one such line (the index lookup and the matcher calls
// that check the repair, as `Conversation.notUnderstoodText` makes them), and for context p50/p99
// of the shell's whole answer to the line. Times are CPU time of this thread: the machine is
// shared, so wall time would measure the neighbours too.
//
// Usage: hark-suggestion-bench [GRAMMARS]   (Benchmarks/suggestions/run.sh builds and runs it)

func cpuSeconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
  sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("hark-suggestion-bench: \(message)\n".utf8))
  exit(1)
}

let grammarFolder = ResourceLocator.grammars(
  explicit: CommandLine.arguments.dropFirst().first, environment: ProcessInfo.processInfo.environment,
  executable: nil)
guard let grammar = GrammarSet.load(directory: grammarFolder).grammar else {
  fail("the grammars in \(grammarFolder.path) do not load")
}

let now = Date(timeIntervalSince1970: 1_781_000_000)
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
  "hark-suggestion-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: scratch) }
let environment: ShellEnvironment
do {
  let store = try Store.create(at: scratch, seed: SampleApps.demoSeeds(now: now))
  environment = ShellEnvironment(
    apps: SampleApps.registry, grammar: grammar, store: store, clock: { now }, identifiers: .sequential(),
    timeZone: TimeZone(identifier: "UTC") ?? .current)
} catch {
  fail("cannot make the demo store in \(scratch.path): \(error)")
}
let conversation = Conversation(environment: environment)

/// The first event the shell answers `line` with.
func answer(_ line: String, in conversation: Conversation) -> ShellEvent? {
  var result: ShellEvent?
  conversation.respond(to: line) { event in if result == nil { result = event } }
  return result
}

// The runtime lists the shell reads lines with: the people of every app, and the apps.
var people: [String] = []
for (app, type) in environment.apps.entityTypes(adopting: .person) {
  people += ((try? type.finder(in: environment.context(for: app)).suggestedEntities()) ?? []).map(\.title)
}
let appNames = environment.apps.apps.flatMap { [$0.name] + $0.synonyms }
let lists = RuntimeLists([
  .contact: Set(people).sorted().map { ListValue($0) }, .app: appNames.map { ListValue($0) },
])
let adopted = environment.apps.adoptedIntents

/// One slip in an English sentence: a transposition, a deletion or a substitution in a word of
/// four letters or more.
func englishSlip(_ text: String, _ g: inout SplitMix64) -> String? {
  var words = text.split(separator: " ").map { Array($0) }
  let candidates = words.indices.filter { words[$0].count >= 4 && words[$0].allSatisfy(\.isLetter) }
  guard !candidates.isEmpty else { return nil }
  let w = candidates[g.below(candidates.count)]
  var letters = words[w]
  let i = 1 + g.below(letters.count - 2)
  switch g.below(3) {
  case 0: letters.swapAt(i, i + 1)
  case 1: letters.remove(at: i)
  default: letters[i] = Character(UnicodeScalar(UInt8(97 + g.below(26))))
  }
  words[w] = letters
  return words.map { String($0) }.joined(separator: " ")
}

/// One wrong character in a Chinese sentence, from characters often typed for one another.
let wrongCharacters = Array("会回汇惠慧绘给急级记纪发法罚伐消销小晓息西系戏说硕朔所找照招兆开凯看刊")
func chineseSlip(_ text: String, _ g: inout SplitMix64) -> String? {
  var characters = Array(text)
  let han = characters.indices.filter { characters[$0].unicodeScalars.allSatisfy { $0.value >= 0x4E00 } }
  guard !han.isEmpty else { return nil }
  characters[han[g.below(han.count)]] = g.pick(wrongCharacters)
  return String(characters)
}

let requestsNobodyHas = [
  "make me a sandwich", "what's the weather like tomorrow", "play some jazz", "turn off the lights",
  "how tall is mount everest", "order a pizza", "set a timer for ten minutes", "who won the game",
  "做个三明治", "明天天气怎么样", "放点爵士乐", "把灯关掉", "订一个披萨", "定一个十分钟的计时器",
]

var generator = SplitMix64(seed: 2026)
var lines: [String] = []
var seen: Set<String> = []
let sampleLists: [RuntimeListName: [ListValue]] = [.contact: people.prefix(6).map { ListValue($0) }]
for language in grammar.languages {
  for intent in grammar.intents {
    for sample in grammar.samples(intent: intent, language: language, limit: 12, lists: sampleLists) {
      let slipped =
        language.isChinese ? chineseSlip(sample, &generator) : englishSlip(sample, &generator)
      guard let slipped, seen.insert(slipped).inserted, answer(slipped, in: conversation)?.kind == .unknown
      else { continue }
      lines.append(slipped)
    }
  }
}
lines += requestsNobodyHas.filter { answer($0, in: conversation)?.kind == .unknown }
guard !lines.isEmpty else { fail("no line went not understood") }

// Building the index: what the first line nobody understands costs a new conversation.
var builds: [Double] = []
var index = SuggestionIndex(grammar: grammar)
for _ in 0..<3 {
  let start = cpuSeconds()
  index = SuggestionIndex(grammar: grammar)
  builds.append(cpuSeconds() - start)
}

// The suggestion for each line, and the shell's whole answer, over several rounds.
let rounds = 5
var suggesting: [Double] = []
var answering: [Double] = []
var suggested = 0
var agreements = 0
for round in 0..<rounds {
  for line in lines {
    let start = cpuSeconds()
    let sentence = index.suggestion(for: line, lists: lists, adopted: adopted)
    suggesting.append(cpuSeconds() - start)
    let begin = cpuSeconds()
    let text = answer(line, in: conversation)?.text ?? ""
    answering.append(cpuSeconds() - begin)
    guard round == 0 else { continue }
    if sentence != nil { suggested += 1 }
    // Whether the shell's answer carries this suggestion (or none): it also turns down a repair
    // whose date slot holds no date, which this loop does not ask.
    if let sentence, text.contains(sentence) { agreements += 1 }
    if sentence == nil, !text.contains("\n") { agreements += 1 }
  }
}
suggesting.sort()
answering.sort()
let chinese = lines.filter { $0.unicodeScalars.contains { $0.value >= 0x4E00 } }.count
print(
  "lines nobody understands: \(lines.count) (\(lines.count - chinese) English, \(chinese) Chinese), "
    + "\(suggested) with a suggestion, \(rounds) rounds")
print("index build (once per grammar set): \(milliseconds(builds.sorted()[builds.count / 2])) (median of 3)")
print(
  "suggestion per line: p50 \(milliseconds(percentile(suggesting, 0.5))), "
    + "p99 \(milliseconds(percentile(suggesting, 0.99))), max \(milliseconds(suggesting.last ?? 0))")
print(
  "whole answer per line: p50 \(milliseconds(percentile(answering, 0.5))), "
    + "p99 \(milliseconds(percentile(answering, 0.99)))")
print("the shell's own answer carried the same suggestion for \(agreements) of \(lines.count) lines")
