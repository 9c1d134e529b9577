import Foundation
import HarkApps
import HarkCore
import HarkTesting

/// `hark test [--update] [PATH…]`: replays transcripts and prints a diff for each that fails.
enum TestCommand {
  static func run(_ setup: ShellSetup) throws(ShellSetup.Failure) -> Int32 {
    let grammar = try setup.loadGrammar()
    var paths = setup.options.arguments.map { URL(fileURLWithPath: $0) }
    if paths.isEmpty {
      let local = URL(fileURLWithPath: "Transcripts")
      paths = [
        FileManager.default.fileExists(atPath: local.path)
          ? local : ResourceLocator.checkout.appendingPathComponent("Transcripts")
      ]
    }
    let files = TranscriptSuite.files(in: paths)
    guard !files.isEmpty else {
      Output.error("hark: no transcripts (.txt) under \(paths.map(\.path).joined(separator: ", "))")
      return 1
    }
    let suite = TranscriptSuite(runner: TranscriptRunner(grammar: grammar, apps: SampleApps.registry))
    var passed = 0
    var failed = 0
    for file in files {
      let outcome = suite.run(file, update: setup.options.update)
      if let error = outcome.error {
        failed += 1
        Output.write("FAIL \(outcome.file)\n  \(error)\n")
      } else if outcome.passed {
        passed += 1
        if setup.options.update { Output.write("updated \(outcome.file)\n") }
      } else {
        failed += 1
        Output.write("FAIL \(outcome.file)\n" + outcome.differences.map { "  \($0)\n" }.joined())
      }
    }
    Output.write("\(passed) passed, \(failed) failed\n")
    return failed == 0 ? 0 : 1
  }
}
