import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkSemantic
import HarkTesting
import Testing

@testable import hark

/// The transcripts that search by meaning (`# needs: semantic index`: the talk's "show the messages
/// with Flare about movies", in English and Chinese), replayed with the shell's own index as
/// `hark test` does. Needs the sentence models, which `Scripts/setup.sh` installs; on CI their
/// absence is a failure, not a skip.
@Suite struct SemanticTranscriptTests {
  static let folder = ResourceLocator.checkout.appendingPathComponent("Transcripts")
  static let files = TranscriptSuite.files(in: [folder]).filter { file in
    (try? String(contentsOf: file, encoding: .utf8))?.contains("\n# needs: semantic index\n") == true
  }

  @Test func thereAreSemanticTranscriptsInBothLanguages() {
    let names = Self.files.map(\.lastPathComponent)
    #expect(names.contains("talk-movies-en.txt"))
    #expect(names.contains("talk-movies-zh.txt"))
  }

  @Test(arguments: files.map(\.lastPathComponent))
  func replaysWithTheShellsIndex(_ name: String) throws {
    let file = try #require(Self.files.first { $0.lastPathComponent == name })
    let grammar = try #require(GrammarSetFixture.shipped)
    let environment = ProcessInfo.processInfo.environment
    let suite = TranscriptSuite(
      runner: TranscriptRunner(
        grammar: grammar, apps: SampleApps.registry,
        semanticIndex: { store in TestCommand.semanticIndex(store, grammar: grammar, environment: environment)
        }))
    let outcome = suite.run(file)
    if let why = outcome.skipped {
      if environment["CI"] == "true" { Issue.record("\(name): \(why)") }
      return
    }
    #expect(outcome.error == nil, "\(outcome.error ?? "")")
    #expect(outcome.differences.isEmpty, "\n\(outcome.differences.joined(separator: "\n"))")
  }
}
