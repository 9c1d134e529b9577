// The per-line cost in a batch: 10,000 lines (sends, finds, calendar questions, Chinese, lines
// nobody understands) through one `Conversation`, as `hark` runs piped lines, on a fresh demo
// store. Prints p50/p99/max per line of thread CPU time and of wall time, by the stage that read
// the line (grammar, model, none), then by kind of line. Printing is the executable's and is not
// timed. With WORDS, only the kinds of line containing them are run (to profile one of them).
// A send's reply waits for its message to be on the disk (`fdatasync`): the time a send spends
// off the CPU (its wall less its CPU time) is printed too, as the disk's part of its wall.
//
//   hark-batch-bench GRAMMARS_DIR [LINES [WORDS]]
import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import HarkUnderstanding

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("hark-batch-bench: \(message)\n".utf8))
  exit(1)
}

func threadCPU() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func wall() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: hark-batch-bench GRAMMARS_DIR [LINES [WORDS]]") }
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
let work = FileManager.default.temporaryDirectory.appendingPathComponent(
  "hark-batch-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: work) }
let cache = work.appendingPathComponent("cache")
let load = GrammarSet.load(directory: URL(fileURLWithPath: arguments[1]), cacheDirectory: cache)
guard let grammar = load.grammar, load.diagnostics.isEmpty else { fail("the grammars do not load") }
let now = Date(timeIntervalSince1970: 1_781_000_000)
guard
  let store = try? Store.create(
    at: work.appendingPathComponent("store"), seed: SampleApps.demoSeeds(now: now))
else { fail("cannot make the demo store") }
var environment = SampleApps.shellEnvironment(
  grammar: grammar, store: store, clock: { now }, index: nil,
  understanding: Understanding.lazy(grammar, cacheDirectory: cache))
environment.cacheDirectory = cache
let conversation = Conversation(environment: environment)

// Lines as people type them; `N` becomes the line's number so no two sends are the same.
let templates = [
  "text Flare see you at N", "show my last message from Flare", "what's on my calendar",
  "send a message to Glow saying room N is free", "show the messages with Bubbles",
  "what's the weather like", "what's on my calendar tomorrow", "给Glow发消息说明天N点见",
  "play some jazz", "find my latest report", "show my last message from Bubbles", "tell me a joke",
].filter { arguments.count < 4 || $0.contains(arguments[3]) }
guard !templates.isEmpty else { fail("no kind of line contains “\(arguments[3])”") }
var lines: [String] = []
for index in 0..<count {
  lines.append(templates[index % templates.count].replacingOccurrences(of: "N", with: String(index + 1)))
}
// Which stage reads each template, asked once beforehand (analyze runs nothing).
var stages: [String: String] = [:]
for template in templates {
  let line = template.replacingOccurrences(of: "N", with: "1")
  stages[template] = conversation.analyze(line).stage?.rawValue ?? "none"
}

var byTemplate: [String: [Double]] = [:]
var wallByTemplate: [String: [Double]] = [:]
var cpu: [String: [Double]] = [:]
var elapsed: [String: [Double]] = [:]
var waited: [Double] = []
let sending: Set = [
  "text Flare see you at N", "send a message to Glow saying room N is free", "给Glow发消息说明天N点见",
]
let started = wall()
for (index, line) in lines.enumerated() {
  let stage = stages[templates[index % templates.count]] ?? "none"
  let cpuStart = threadCPU()
  let wallStart = wall()
  conversation.respond(to: line) { _ in }
  // A question left open (none of these lines should leave one) would swallow the next line.
  if conversation.isAwaitingAnswer { conversation.cancelPendingQuestion { _ in } }
  let (used, took) = (threadCPU() - cpuStart, wall() - wallStart)
  let template = templates[index % templates.count]
  cpu[stage, default: []].append(used)
  byTemplate[template, default: []].append(used)
  elapsed[stage, default: []].append(took)
  wallByTemplate[template, default: []].append(took)
  if sending.contains(template) { waited.append(max(0, took - used)) }
}
let total = wall() - started

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}
print(
  String(format: "%d lines in %.2f s (%.3f ms a line on average)", count, total, total * 1000 / Double(count))
)
print("| stage | lines | CPU p50 ms | CPU p99 ms | CPU max ms | wall p50 ms | wall p99 ms |")
print("|---|---|---|---|---|---|---|")
for stage in ["grammar", "model", "none"] {
  guard let times = cpu[stage], let walls = elapsed[stage] else { continue }
  print(
    String(
      format: "| %@ | %d | %.3f | %.3f | %.3f | %.3f | %.3f |", stage, times.count,
      percentile(times, 0.5) * 1000,
      percentile(times, 0.99) * 1000, (times.max() ?? 0) * 1000, percentile(walls, 0.5) * 1000,
      percentile(walls, 0.99) * 1000))
}
if !waited.isEmpty {
  print(
    String(
      format: "sends (%d): off the CPU, waiting for the disk (wall less CPU): p50 %.3f ms, p99 %.3f ms",
      waited.count, percentile(waited, 0.5) * 1000, percentile(waited, 0.99) * 1000))
}
print("| line | stage | CPU p50 ms | CPU p99 ms | wall p50 ms | wall p99 ms |")
print("|---|---|---|---|---|---|")
for template in templates {
  guard let times = byTemplate[template], let walls = wallByTemplate[template] else { continue }
  print(
    String(
      format: "| %@ | %@ | %.3f | %.3f | %.3f | %.3f |", template, stages[template] ?? "none",
      percentile(times, 0.5) * 1000, percentile(times, 0.99) * 1000, percentile(walls, 0.5) * 1000,
      percentile(walls, 0.99) * 1000))
}
