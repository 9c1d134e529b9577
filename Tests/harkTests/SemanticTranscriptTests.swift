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
/// `hark test` does. Needs a sentence model, which `Scripts/setup.sh` installs: without one the replays
/// are skipped with the reason, except on CI (`CI=true`), where they run and fail.
@Suite struct SemanticTranscriptTests {
  static let environment = ProcessInfo.processInfo.environment
  /// Whether the replays run: a sentence model is installed, or the run is CI's, which requires one.
  static let replays =
    EmbeddingModel.allCases.contains { $0.isInstalled(environment: environment) }
    || ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")

  static let folder = ResourceLocator.checkout.appendingPathComponent("Transcripts")
  static let files = TranscriptSuite.files(in: [folder]).filter { file in
    (try? String(contentsOf: file, encoding: .utf8))?.contains("\n# needs: semantic index\n") == true
  }

  @Test func thereAreSemanticTranscriptsInBothLanguages() {
    let names = Self.files.map(\.lastPathComponent)
    #expect(names.contains("talk-movies-en.txt"))
    #expect(names.contains("talk-movies-zh.txt"))
  }

  @Test(
    .enabled(if: replays, "no sentence model is installed (bash Scripts/semantic/install-model.sh)"),
    arguments: files.map(\.lastPathComponent))
  func replaysWithTheShellsIndex(_ name: String) throws {
    let file = try #require(Self.files.first { $0.lastPathComponent == name })
    let grammar = try #require(GrammarSetFixture.shipped)
    let environment = Self.environment
    let suite = TranscriptSuite(
      runner: TranscriptRunner(
        grammar: grammar, apps: SampleApps.registry,
        semanticIndex: { store in TestCommand.semanticIndex(store, grammar: grammar, environment: environment)
        }))
    let outcome = suite.run(file)
    // Enabled, the replay must run: a skip here is a model missing on CI or one that did not load.
    #expect(outcome.skipped == nil, "\(name): \(outcome.skipped ?? "")")
    #expect(outcome.error == nil, "\(outcome.error ?? "")")
    #expect(outcome.differences.isEmpty, "\n\(outcome.differences.joined(separator: "\n"))")
  }
}
