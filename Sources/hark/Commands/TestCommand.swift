import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
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
    let environment = setup.environment
    let suite = TranscriptSuite(
      runner: TranscriptRunner(
        grammar: grammar, apps: SampleApps.registry,
        semanticIndex: { store in semanticIndex(store, grammar: grammar, environment: environment) }))
    var passed = 0
    var failed = 0
    var skipped = 0
    for file in files {
      let outcome = suite.run(file, update: setup.options.update)
      if let why = outcome.skipped {
        skipped += 1
        Output.write("SKIP \(outcome.file): \(why)\n")
      } else if let error = outcome.error {
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
    Output.write("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "") + "\n")
    return failed == 0 ? 0 : 1
  }

  /// The shell's semantic index for a transcript's new store, its content taken in as a new demo
  /// store's is; nil when the sentence model is not installed (it would search by words alone).
  static func semanticIndex(_ store: Store, grammar: GrammarSet, environment: [String: String])
    -> (any ContentIndex)?
  {
    let bridge = SemanticBridge(store: store, environment: environment)
    let shell = SampleApps.shellEnvironment(
      grammar: grammar, store: store, clock: { Date() }, index: bridge, understanding: nil)
    ShellSetup.indexDemoData(shell, bridge: bridge)
    return bridge.modelDescription == nil ? nil : bridge
  }
}
