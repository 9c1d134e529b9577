import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkOutside
import HarkTesting
import Synchronization
import Testing

/// Apps from outside in the shell: the example to-do app installed beside the built-in apps is
/// understood from the schema grammars, asked and confirmed as they are, and runs over JSON-RPC
/// against the person's todo.txt; an app not allowed to run is never started; an app that fails
/// is said in one line and the conversation goes on.
@Suite struct OutsideAppShellTests {
  let home: URL
  let apps: InstalledApps

  init() throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    apps = InstalledApps(folder: home.appendingPathComponent(".local/share/hark/apps"))
  }

  var environment: [String: String] {
    ["HOME": home.path, "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
  }

  /// A gate that says `answer` and counts the questions.
  final class Gate: AppGate {
    let answer: Bool
    let asked = Mutex(0)
    init(_ answer: Bool) { self.answer = answer }
    func mayRun(id: String, name: String, executable: String, digest: String) -> Bool {
      asked.withLock { $0 += 1 }
      return answer
    }
  }

  /// The built-in apps and the apps installed in the test's home, behind `gate`.
  func registry(gate: any AppGate) -> (AppRegistry, [OutsideApp]) {
    let outside = apps.apps(
      environment: environment, gate: gate, taken: Set(SampleApps.all.map { $0.id.lowercased() }))
    return (AppRegistry(SampleApps.all + outside.apps), outside.apps)
  }

  static func grammar() throws -> GrammarSet {
    let load = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    return try #require(load.grammar, "grammars failed to load: \(load.diagnostics)")
  }

  func todoLines() throws -> [String] {
    try String(contentsOf: home.appendingPathComponent(".todo-txt/todo.txt"), encoding: .utf8)
      .split(separator: "\n").map(String.init)
  }

  /// `todo-txt` run in the test's home.
  func todoTxt(_ arguments: [String]) throws -> String {
    try TodoTxt.run(arguments, environment: environment)
  }

  /// What the shell answers to `lines` (each answer's lines), in a new demo store.
  func replay(_ lines: [String], registry: AppRegistry, language: String = "en") throws -> [[String]] {
    let text =
      "# store: demo\n# now: 2026-12-03T10:00:00Z\n# language: \(language)\n\n"
      + lines.map { "> \($0)\n" }.joined()
    let transcript = try Transcript.parse(text, file: "inline")
    let runner = TranscriptRunner(grammar: try Self.grammar(), apps: registry)
    // Short: the demo's music server listens on a socket under it (at most 107 bytes of path).
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ho-" + UUID().uuidString.prefix(8))
    defer { try? FileManager.default.removeItem(at: scratch) }
    return try runner.replay(transcript, scratch: scratch).exchanges.map(\.output)
  }

  @Test(arguments: ["todo-en.txt", "todo-zh.txt"])
  func theTodoTranscriptReplaysExactly(_ name: String) throws {
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try apps.install(ResourceLocator.checkout.appendingPathComponent("Examples/todo"))
    let (registry, _) = registry(gate: Gate(true))
    let suite = TranscriptSuite(runner: TranscriptRunner(grammar: try Self.grammar(), apps: registry))
    let outcome = suite.run(
      ResourceLocator.checkout.appendingPathComponent("Examples/todo/Transcripts/\(name)"))
    #expect(outcome.error == nil, "\(outcome.error ?? "")")
    #expect(outcome.differences.isEmpty, "\n\(outcome.differences.joined(separator: "\n"))")
    // Both tasks were added, then completed, in todo.txt's own syntax.
    let title = name == "todo-en.txt" ? "call mom" : "给妈妈打电话"
    let milk = name == "todo-en.txt" ? "buy milk" : "买牛奶"
    #expect(
      try todoLines() == [
        "x 2026-12-03 2026-12-03 \(title) due:2026-12-04", "x 2026-12-03 2026-12-03 \(milk)",
      ])
  }

  /// Two apps adopt messages.sendMessage: the built-in UnicornChat and the SMS log from outside,
  /// whose address book holds Glow and Mom.
  @Test(arguments: ["two-apps-en.txt", "two-apps-zh.txt"])
  func theTwoMessagesAppsTranscriptReplaysExactly(_ name: String) throws {
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try apps.install(ResourceLocator.checkout.appendingPathComponent("Examples/smslog"))
    let log = home.appendingPathComponent(".local/share/smslog")
    try FileManager.default.createDirectory(at: log, withIntermediateDirectories: true)
    try "Glow\t+15550101\nMom\t+15550199\n".write(
      to: log.appendingPathComponent("contacts.tsv"), atomically: true, encoding: .utf8)
    let (registry, _) = registry(gate: Gate(true))
    let suite = TranscriptSuite(runner: TranscriptRunner(grammar: try Self.grammar(), apps: registry))
    let outcome = suite.run(
      ResourceLocator.checkout.appendingPathComponent("Examples/smslog/Transcripts/\(name)"))
    #expect(outcome.error == nil, "\(outcome.error ?? "")")
    #expect(outcome.differences.isEmpty, "\n\(outcome.differences.joined(separator: "\n"))")
    // What the SMS log was asked to send is in its log; what UnicornChat sent is not.
    let sent = try String(contentsOf: log.appendingPathComponent("messages.jsonl"), encoding: .utf8)
      .split(separator: "\n").map { line -> String in
        let row = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return "\(row["to"] ?? "") \(row["body"] ?? "")"
      }
    #expect(
      sent
        == (name == "two-apps-en.txt"
          ? ["Glow see you at noon", "Mom I am on my way"] : ["Glow 明天见", "Mom 我到了"]))
  }

  @Test func aReminderIsALineTodoTxtListsAndATaskTodoTxtAddedIsCompletedByHark() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try apps.install(ResourceLocator.checkout.appendingPathComponent("Examples/todo"))
    _ = try todoTxt(["add", "buy the milk +shopping"])
    let (registry, _) = registry(gate: Gate(true))
    let answers = try replay(
      ["remind me to call mom tomorrow", "yes", "i bought the milk", "yes"], registry: registry)
    #expect(answers[1] == ["Added to your to-do list: call mom"])
    #expect(answers[3] == ["Done: buy the milk +shopping"])
    let listed = try todoTxt(["ls"])
    #expect(listed.contains("2 2026-12-03 call mom due:2026-12-04"), "\(listed)")
    #expect(try todoTxt(["listall"]).contains("x 2026-12-03 buy the milk +shopping"))
  }

  /// IntentTester runs an app from outside's intent as it runs a Swift app's: by schema intent,
  /// with values and no language involved.
  @Test func intentTesterRunsAnAppFromOutside() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try apps.install(ResourceLocator.checkout.appendingPathComponent("Examples/todo"))
    let (_, outside) = registry(gate: Gate(true))
    let tester = try IntentTester(apps: outside, demoData: false)
    let due = try #require(ISO8601DateFormatter().date(from: "2026-06-10T00:00:00Z"))
    let added = try tester.run(
      .createTask, in: "todo", ["title": .string("water the plants"), "dueDate": .date(due)])
    #expect(added.dialog.full == "Added to your to-do list: water the plants")
    #expect(added.entities.map(\.type) == ["todo.Task"])
    #expect(added.entities.first?.property("dueDate") == .string("2026-06-10"))
    let listed = try tester.run(.findTasks, in: "todo")
    #expect(listed.listed.map(\.title) == ["water the plants"])
    #expect(try todoLines().count == 1 && todoLines()[0].hasSuffix(" water the plants due:2026-06-10"))
  }

  @Test func withoutAnAppAdoptingTasksAReminderIsStillAnEvent() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let answers = try replay(["remind me to call mom tomorrow"], registry: AppRegistry(SampleApps.all))
    #expect(answers[0] == ["Just to be sure: Create event: “call mom”, Friday 4 December? (yes/no)"])
  }

  @Test func anAppNotAllowedToRunIsNeverStartedAndTheRequestSaysSo() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try apps.install(ResourceLocator.checkout.appendingPathComponent("Examples/todo"))
    let gate = Gate(false)
    let (registry, outside) = registry(gate: gate)
    let answers = try replay(
      ["add buy milk to my to-do list", "what's on my to-do list"], registry: registry)
    #expect(
      answers[0] == [
        "That didn't work: To-do has not been allowed to run (it is new, or its program changed); allow it with `hark apps trust todo` or by answering its question in the shell."
      ])
    #expect(answers[1].count == 1 && answers[1][0].contains("has not been allowed to run"))
    #expect(try #require(outside.first).process.starts == 0)
    // Asked once: a no holds for the session.
    #expect(gate.asked.withLock { $0 } == 1)
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".todo-txt/todo.txt").path))
  }

  /// An app whose executable ends at once: one line says so, the next line is understood, and the
  /// app is started again for the next request.
  @Test func anAppThatEndsIsSaidInOneLineAndTheConversationGoesOn() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let source = home.appendingPathComponent("broken")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    var manifest = try String(
      contentsOf: ResourceLocator.checkout.appendingPathComponent("Examples/todo/manifest.json"),
      encoding: .utf8)
    manifest = manifest.replacingOccurrences(of: "\"todo.py\"", with: "\"app.sh\"")
    try manifest.write(to: source.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
    let script = source.appendingPathComponent("app.sh")
    try "#!/bin/sh\nexit 3\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    _ = try apps.install(source)
    let (registry, outside) = registry(gate: Gate(true))
    let answers = try replay(
      ["add buy milk to my to-do list", "what's on my calendar tomorrow", "what's on my to-do list"],
      registry: registry)
    #expect(
      answers[0] == [
        "That didn't work: To-do ended (exit status 3) before it answered; it starts again at the next request."
      ])
    #expect(answers[1].first?.hasPrefix("Tomorrow (Friday 4 December)") == true, "\(answers[1])")
    #expect(answers[2].count == 1 && answers[2][0].contains("ended (exit status 3)"))
    #expect(try #require(outside.first).process.starts == 2)
  }
}
