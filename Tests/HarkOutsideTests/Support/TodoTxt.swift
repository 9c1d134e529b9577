import Foundation
import Testing

/// Debian's `todo-txt` (todotxt-cli), a todo.txt client no one here wrote, run with `environment`
/// (its configuration puts todo.txt in `$HOME/.todo-txt`): what it prints.
enum TodoTxt {
  static func run(_ arguments: [String], environment: [String: String]) throws -> String {
    let tool = try #require(
      ["/usr/bin/todo-txt", "/usr/local/bin/todo-txt"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      },
      "todo-txt (Debian's todotxt-cli) is missing")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-p"] + arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }
}
