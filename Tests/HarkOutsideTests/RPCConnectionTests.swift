import Foundation
import HarkOutside
import HarkStore
import Testing

/// An app from outside spoken to over JSON-RPC: answers come back as values; an app that ends,
/// hangs, floods or writes what is not JSON-RPC is stopped and said as one failure, and the next
/// call starts it again.
@Suite struct RPCConnectionTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-rpc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// An executable script in the test's folder.
  func app(_ name: String, _ script: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    return path
  }

  var environment: [String: String] { ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder.path] }

  /// Answers every call with its method and params, after a notification of its own; `fail`
  /// answers with an error; `exit` ends the app.
  var echo: String {
    get throws {
      try app(
        "echo.py",
        """
        #!/usr/bin/env python3
        import json, sys
        for line in sys.stdin:
            message = json.loads(line)
            print("started a call", file=sys.stderr, flush=True)
            print(json.dumps({"jsonrpc": "2.0", "method": "log", "params": {"text": "working"}}), flush=True)
            if message["method"] == "fail":
                answer = {"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32000, "message": "no such task"}}
            elif message["method"] == "exit":
                sys.exit(7)
            else:
                answer = {"jsonrpc": "2.0", "id": message["id"], "result": {"method": message["method"], "params": message["params"]}}
            print(json.dumps(answer, ensure_ascii=False), flush=True)
        """)
    }
  }

  @Test func anAnswerComesBackAndTheAppStaysForTheNextCall() throws {
    let connection = RPCConnection(executable: try echo, environment: environment)
    let first = try connection.call("entities/query", ["string": "Glow 你好"])
    #expect(first == ["method": "entities/query", "params": ["string": "Glow 你好"]])
    let second = try connection.call("initialize")
    #expect(second.objectValue?["method"] == "initialize")
    #expect(connection.starts == 1)
    #expect(String(decoding: connection.standardError, as: UTF8.self).contains("started a call"))
  }

  @Test func anErrorAnswerIsAValueAndTheAppRunsOn() throws {
    let connection = RPCConnection(executable: try echo, environment: environment)
    #expect(throws: RPCFailure.answeredError(code: -32000, message: "no such task")) {
      try connection.call("fail")
    }
    #expect(connection.isRunning)
    #expect(try connection.call("again").objectValue?["method"] == "again")
    #expect(connection.starts == 1)
  }

  @Test func anAppThatEndsIsSaidWithItsStatusAndStartedAgainNextTime() throws {
    let connection = RPCConnection(executable: try echo, environment: environment)
    #expect(throws: RPCFailure.ended(status: 7)) { try connection.call("exit") }
    #expect(!connection.isRunning)
    #expect(try connection.call("back").objectValue?["method"] == "back")
    #expect(connection.starts == 2)
  }

  @Test func anAppThatHangsIsStoppedAtTheDeadline() throws {
    let hang = try app("hang.sh", "#!/bin/sh\nwhile read line; do sleep 30; done\n")
    let connection = RPCConnection(
      executable: hang, environment: environment, limits: RPCLimits(deadline: .milliseconds(300)))
    let start = ContinuousClock.now
    #expect(throws: RPCFailure.timedOut(method: "intents/perform", seconds: 0.3)) {
      try connection.call("intents/perform")
    }
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(!connection.isRunning)
  }

  @Test func anAppThatNeverReadsCannotBlockTheShell() throws {
    let deaf = try app("deaf.sh", "#!/bin/sh\nexec sleep 30\n")
    let connection = RPCConnection(
      executable: deaf, environment: environment, limits: RPCLimits(deadline: .milliseconds(300)))
    let big = JSONValue.string(String(repeating: "x", count: 4 << 20))
    #expect(throws: RPCFailure.timedOut(method: "transfer/import", seconds: 0.3)) {
      try connection.call("transfer/import", ["file": big])
    }
  }

  @Test func anAppThatFloodsIsStopped() throws {
    let flood = try app("flood.sh", "#!/bin/sh\nread line\nhead -c 10000000 /dev/zero\nsleep 30\n")
    let connection = RPCConnection(executable: flood, environment: environment)
    do {
      _ = try connection.call("initialize")
      Issue.record("a flood was taken as an answer")
    } catch {
      guard case .flooded(let bytes) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(bytes > RPCLimits().lineBytes && bytes < 10_000_000)
    }
    #expect(!connection.isRunning)
  }

  @Test(arguments: [
    ("printf 'hello\\n'", "not JSON (byte 1 of a 5-byte line)"),
    ("printf '[1,2]\\n'", "not a JSON-RPC 2.0 message"),
    ("printf '{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":1}\\n'", "an answer to a call that was not made"),
    ("printf '{\"jsonrpc\":\"2.0\",\"id\":1}\\n'", "an answer with no result"),
  ])
  func garbageIsSaidAndTheAppStopped(command: String, reason: String) throws {
    let garbage = try app("garbage.sh", "#!/bin/sh\nread line\n\(command)\nsleep 30\n")
    let connection = RPCConnection(executable: garbage, environment: environment)
    #expect(throws: RPCFailure.malformed(reason: reason)) { try connection.call("initialize") }
    #expect(!connection.isRunning)
  }

  @Test func theAppHoldsNoDescriptorOfTheShellsButItsStandardStreams() throws {
    // Opened without O_CLOEXEC, as Foundation opens some files.
    let leaked = open(folder.appendingPathComponent("open.txt").path, O_WRONLY | O_CREAT, 0o600)
    defer { close(leaked) }
    let fds = try app(
      "fds.sh",
      "#!/bin/sh\nread line\nprintf '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"%s\"}\\n' \"$(ls /proc/$$/fd | tr '\\n' ,)\"\n"
    )
    let connection = RPCConnection(executable: fds, environment: environment)
    let open = try #require(try connection.call("initialize").stringValue).split(separator: ",").map(
      String.init)
    #expect(open.contains("0") && open.contains("1") && open.contains("2"))
    #expect(!open.contains(String(leaked)), "\(open)")
  }

  @Test func aMissingExecutableIsSaidWithItsPath() throws {
    let path = folder.appendingPathComponent("nowhere").path
    let connection = RPCConnection(executable: path, environment: environment)
    #expect(throws: RPCFailure.couldNotStart(path: path, errno: nil)) { try connection.call("initialize") }
  }
}
