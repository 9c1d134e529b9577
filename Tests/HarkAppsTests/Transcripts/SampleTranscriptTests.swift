import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkTesting
import Testing

/// Every transcript under `Transcripts/` (the sample apps' sessions), replayed against a fresh copy
/// of its fixture store; the Herd transcripts under `Transcripts/dialogue/herd` are the core's.
@Suite struct SampleTranscriptTests {
  static let folder = ResourceLocator.checkout.appendingPathComponent("Transcripts")
  static let files = TranscriptSuite.files(in: [folder])

  static func suite() throws -> TranscriptSuite {
    let load = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    let grammar = try #require(load.grammar, "grammars failed to load: \(load.diagnostics)")
    return TranscriptSuite(runner: TranscriptRunner(grammar: grammar, apps: SampleApps.registry))
  }

  @Test func thereAreTranscripts() {
    #expect(SampleTranscriptTests.files.count >= 5)
  }

  @Test(arguments: files.map(\.lastPathComponent))
  func transcriptReplaysExactly(_ name: String) throws {
    let file = try #require(SampleTranscriptTests.files.first { $0.lastPathComponent == name })
    let outcome = try SampleTranscriptTests.suite().run(file)
    #expect(outcome.error == nil, "\(outcome.error ?? "")")
    #expect(outcome.differences.isEmpty, "\n\(outcome.differences.joined(separator: "\n"))")
  }
}
