import Foundation
import Testing

@testable import hark

/// The generated scripts, run by the shells themselves: what Tab offers for a line typed so far.
@Suite struct CompletionScriptTests {
  static func installed(_ program: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/\(program)")
  }

  /// Runs `program arguments…` with `input` on standard input, in a home of its own (fish keeps
  /// state there); its standard output and status.
  static func run(_ program: String, _ arguments: [String], input: String = "") throws -> (String, Int32) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/\(program)")
    process.arguments = arguments
    process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: output, as: UTF8.self), process.terminationStatus)
  }

  @Test(arguments: [
    (["hark", "con"], ["conformance"]),
    (["hark", "--js"], ["--json"]),
    (["hark", "--store", "/tmp", "sa"], ["sample"]),
    (["hark", "conformance", "--re"], ["--repeat"]),
    (["hark", "completion", ""], ["bash", "zsh", "fish"]),
    (["hark", "help", "dem"], ["demo-store"]),
    (["hark", "-c", "con"], []),
    (["hark", "--now", ""], []),
  ])
  func bashOffersWhatTheTableAllows(words: [String], expected: [String]) throws {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      \(Completion.script(for: .bash))
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _hark
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let (output, status) = try Self.run("bash", ["--norc", "-s"], input: program)
    #expect(status == 0)
    #expect(output.split(separator: "\n").map(String.init) == expected)
  }

  @Test(
    .enabled(if: installed("fish")),
    arguments: [
      ("hark con", ["conformance"]),
      ("hark conformance --re", ["--repeat"]),
      ("hark completion ", ["bash", "fish", "zsh"]),
    ])
  func fishOffersWhatTheTableAllows(line: String, expected: [String]) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID().uuidString).fish")
    try Completion.script(for: .fish).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let (output, status) = try Self.run(
      "fish", ["--no-config", "-c", "source \(file.path); complete -C '\(line)'"])
    #expect(status == 0)
    let offered = output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
    #expect(offered == expected)
  }

  @Test(.enabled(if: installed("zsh")))
  func zshReadsTheFunction() throws {
    let (_, status) = try Self.run("zsh", ["-n"], input: Completion.script(for: .zsh))
    #expect(status == 0)
  }
}
