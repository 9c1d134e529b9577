// What an app from outside costs a line (issue 32, Build item 6), in one run:
//   (a) the round trip of one JSON-RPC call to an app whose process is already running
//       (OutsideProcess.call), p50/p99 of ROUNDS calls: to an app that answers at once (the
//       protocol's own cost: a line written, a line read, JSON both ways) and to Examples/todo
//       (the same plus the app's work: Python reading todo.txt);
//   (b) the peer design, measured in the same run: an app started for each request, as a git
//       subcommand is (start, initialize, the call, stop), p50/p99, and the ratio to (a);
//   (c) the first call of a session (the app started and greeted), reported apart;
//   (d) whole lines through a Conversation with the built-in apps and the to-do app installed:
//       "what's on my to-do list" (an outside call) and, as the shell's own line of the same
//       shape, "what's on my calendar tomorrow", p50/p99 of wall time.
//
//   hark-outside-bench CHECKOUT [ROUNDS]
import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkOutside
import HarkStore

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("hark-outside-bench: \(message)\n".utf8))
  exit(1)
}

func wall() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func percentiles(_ seconds: [Double]) -> (p50: Double, p99: Double) {
  let sorted = seconds.sorted()
  func at(_ q: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * q).rounded(.down)))]
  }
  return (at(0.5) * 1000, at(0.99) * 1000)
}

func line(_ label: String, _ seconds: [Double]) -> (p50: Double, p99: Double) {
  let (p50, p99) = percentiles(seconds)
  let padded = label.count < 46 ? label + String(repeating: " ", count: 46 - label.count) : label
  print("  " + padded + String(format: " p50 %7.3f ms   p99 %7.3f ms   (%d)", p50, p99, seconds.count))
  return (p50, p99)
}

struct Yes: AppGate {
  func mayRun(id: String, name: String, executable: String, digest: String) -> Bool { true }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: hark-outside-bench CHECKOUT [ROUNDS]") }
let checkout = URL(fileURLWithPath: arguments[1])
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 2000 : 2000
let work = FileManager.default.temporaryDirectory.appendingPathComponent("hob-\(UUID().uuidString.prefix(8))")
defer { try? FileManager.default.removeItem(at: work) }
let home = work.appendingPathComponent("home")
let environment = ["HOME": home.path, "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
let installed = InstalledApps(folder: home.appendingPathComponent(".local/share/hark/apps"))

// An app that answers every call at once with a fixed task: the protocol alone.
let echo = work.appendingPathComponent("echo")
try? FileManager.default.createDirectory(at: echo, withIntermediateDirectories: true)
let echoProgram = """
  #!/usr/bin/env python3
  import json, sys
  task = {"id": "1", "type": "Task", "title": "call mom", "properties": {"title": "call mom", "isCompleted": False}}
  for line in sys.stdin:
      message = json.loads(line)
      result = {"protocol": 1, "name": "Echo"} if message["method"] == "initialize" else {"entities": [task]}
      print(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}), flush=True)

  """
do {
  var manifest = try String(
    contentsOf: checkout.appendingPathComponent("Examples/todo/manifest.json"), encoding: .utf8)
  manifest = manifest.replacingOccurrences(of: "\"id\": \"todo\"", with: "\"id\": \"echo\"")
    .replacingOccurrences(of: "\"todo.py\"", with: "\"echo.py\"")
  try manifest.write(to: echo.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
  try echoProgram.write(to: echo.appendingPathComponent("echo.py"), atomically: true, encoding: .utf8)
  try FileManager.default.setAttributes(
    [.posixPermissions: 0o755], ofItemAtPath: echo.appendingPathComponent("echo.py").path)
  _ = try installed.install(echo)
  _ = try installed.install(checkout.appendingPathComponent("Examples/todo"))
} catch {
  fail("cannot install the apps: \(error)")
}
let outside = installed.apps(environment: environment, gate: Yes(), taken: [])
guard let echoApp = outside.apps.first(where: { $0.id == "echo" }),
  let todoApp = outside.apps.first(where: { $0.id == "todo" })
else { fail("the apps did not register: \(outside.problems)") }
// Ten tasks in todo.txt, as a short real list.
try? FileManager.default.createDirectory(
  at: home.appendingPathComponent(".todo-txt"), withIntermediateDirectories: true)
try? (1...10).map { "2026-12-0\($0 % 9 + 1) task number \($0)\n" }.joined()
  .write(to: home.appendingPathComponent(".todo-txt/todo.txt"), atomically: true, encoding: .utf8)

let query: [String: HarkStore.JSONValue] = ["type": "Task", "string": "task number 7", "language": "en"]
let loadAverage =
  (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
print("hark-outside-bench: \(rounds) rounds, load \(loadAverage)")

print("(c) the first call of a session (start, initialize, the call):")
var firsts: [Double] = []
for _ in 0..<20 {
  let started = wall()
  _ = try? echoApp.process.call("entities/query", query)
  firsts.append(wall() - started)
  echoApp.process.stop()
}
_ = line("echo app (python3)", firsts)

print("(a) a call to a running app (its process kept for the session):")
@MainActor func kept(_ app: OutsideApp, _ method: String, _ params: [String: HarkStore.JSONValue]) -> [Double]
{
  _ = try? app.process.call(method, params)  // started, not counted
  var times: [Double] = []
  for _ in 0..<rounds {
    let started = wall()
    guard (try? app.process.call(method, params)) != nil else { fail("\(app.id) \(method) failed") }
    times.append(wall() - started)
  }
  return times
}
let echoKept = line("echo app, entities/query", kept(echoApp, "entities/query", query))
_ = line("to-do app, entities/query (reads todo.txt)", kept(todoApp, "entities/query", query))
_ = line(
  "to-do app, intents/perform List",
  kept(todoApp, "intents/perform", ["intent": "List", "language": "en", "parameters": [:]]))

print("(b) the peer: the app started for each request (start, initialize, call, stop):")
var spawned: [Double] = []
for _ in 0..<max(20, rounds / 20) {
  let started = wall()
  _ = try? echoApp.process.call("entities/query", query)
  echoApp.process.stop()
  spawned.append(wall() - started)
}
let peer = line("echo app, entities/query", spawned)
print(
  String(
    format: "  kept process vs started per request: p50 %.1fx, p99 %.1fx faster", peer.p50 / echoKept.p50,
    peer.p99 / echoKept.p99))

print("(d) whole lines through a Conversation (built-in apps and the to-do app):")
let load = GrammarSet.load(directory: checkout.appendingPathComponent("Grammars"))
guard let grammar = load.grammar else { fail("the grammars do not load") }
let now = Date(timeIntervalSince1970: 1_796_292_000)  // 2026-12-03T10:00:00Z
guard
  let store = try? Store.create(
    at: work.appendingPathComponent("store"), seed: SampleApps.demoSeeds(now: now))
else { fail("cannot make the demo store") }
let shell = SampleApps.shellEnvironment(
  grammar: grammar, store: store, clock: { now }, index: nil, outside: [todoApp])
let conversation = Conversation(environment: shell)
@MainActor func lines(_ text: String, expecting: String) -> [Double] {
  var said = ""
  conversation.respond(to: text) { said += $0.text }
  guard said.contains(expecting) else { fail("“\(text)” answered “\(said)”") }
  var times: [Double] = []
  for _ in 0..<max(50, rounds / 10) {
    let started = wall()
    conversation.respond(to: text) { _ in }
    times.append(wall() - started)
  }
  return times
}
let outsideLine = line(
  "“what's on my to-do list” (the to-do app)", lines("what's on my to-do list", expecting: "task number"))
let ownLine = line(
  "“what's on my calendar tomorrow” (built-in)",
  lines("what's on my calendar tomorrow", expecting: "Tomorrow"))
print(
  String(
    format:
      "  the round trip's share of the to-do line: p99 %.3f ms of %.3f ms; the built-in line p99 %.3f ms",
    echoKept.p99, outsideLine.p99, ownLine.p99))
