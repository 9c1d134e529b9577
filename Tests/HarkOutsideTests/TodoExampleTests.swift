import Foundation
import HarkCore
import HarkOutside
import HarkStore
import Testing

/// The example to-do app (Examples/todo, Python with the standard library alone) over JSON-RPC:
/// what Hark adds is a todo.txt line `todo-txt ls` lists, and what `todo-txt add` adds Hark finds
/// and completes.
@Suite struct TodoExampleTests {
  let home: URL
  let installed: URL

  init() throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-todo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let apps = InstalledApps(folder: home.appendingPathComponent(".local/share/hark/apps"))
    let manifest = try apps.install(ResourceLocator.checkout.appendingPathComponent("Examples/todo"))
    installed = apps.folder.appendingPathComponent(manifest.id)
  }

  var environment: [String: String] {
    ["HOME": home.path, "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
  }

  /// `todo-txt` run in the test's home.
  func todoTxt(_ arguments: [String]) throws -> String {
    try TodoTxt.run(arguments, environment: environment)
  }

  func connection() -> RPCConnection {
    RPCConnection(executable: installed.appendingPathComponent("todo.py").path, environment: environment)
  }

  @Test func aTaskHarkAddsIsATodoTxtLineTodoTxtLists() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let app = connection()
    #expect(try app.call("initialize", ["protocol": 1]).objectValue?["protocol"] == 1)
    let added = try app.call(
      "intents/perform",
      [
        "intent": "Add", "schema": "tasks.createTask", "language": "en", "now": "2026-12-03T10:00:00Z",
        "parameters": ["title": "call mom", "dueDate": "2026-12-04T00:00:00Z"],
      ])
    #expect(added.objectValue?["say"] == "Added to your to-do list: call mom")
    let line = try String(contentsOf: home.appendingPathComponent(".todo-txt/todo.txt"), encoding: .utf8)
    #expect(line == "2026-12-03 call mom due:2026-12-04\n")
    #expect(try todoTxt(["ls"]).contains("1 2026-12-03 call mom due:2026-12-04"))
  }

  @Test func aTaskTodoTxtAddedIsFoundAndCompleted() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try todoTxt(["add", "buy the milk +shopping"])
    let app = connection()
    let found = try #require(try app.call("entities/query", ["type": "Task", "string": "milk"]).objectValue)
    let task = try #require(found["entities"]?.arrayValue?.first)
    #expect(task.objectValue?["title"] == "buy the milk +shopping")
    let done = try app.call(
      "intents/perform",
      [
        "intent": "Complete", "schema": "tasks.completeTask", "language": "zh", "now": "2026-12-03T10:00:00Z",
        "parameters": ["task": ["id": task.objectValue?["id"] ?? .null, "type": "Task"]],
      ])
    #expect(done.objectValue?["say"] == "已完成：buy the milk +shopping")
    let listed = try todoTxt(["ls"])
    #expect(listed.contains("x 2026-12-03 "), "\(listed)")
    #expect(
      try app.call("entities/query", ["type": "Task", "string": "milk"]).objectValue?["entities"] == [])
    #expect(throws: RPCFailure.answeredError(code: -32000, message: "that task is not open any more")) {
      try app.call(
        "intents/perform", ["intent": "Complete", "parameters": ["task": ["id": "1", "type": "Task"]]])
    }
  }
}
