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
    // A session searching by meaning needs the shell's index: it is skipped here and replayed by
    // `SemanticTranscriptTests` (harkTests) and `hark test`, which have it.
    #expect(outcome.error == nil, "\(outcome.error ?? "")")
    #expect(outcome.differences.isEmpty, "\n\(outcome.differences.joined(separator: "\n"))")
  }

  /// What the shell says never holds a raw ISO 8601 time ("2026-06-11T10:00:00Z"): dates are said
  /// as people say them. (What the user types may hold one.)
  @Test(arguments: files.map(\.lastPathComponent))
  func theShellNeverSaysARawTimestamp(_ name: String) throws {
    let file = try #require(SampleTranscriptTests.files.first { $0.lastPathComponent == name })
    let transcript = try Transcript.parse(String(contentsOf: file, encoding: .utf8), file: name)
    for exchange in transcript.exchanges {
      for line in exchange.output {
        #expect(!line.contains(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/), "\(name):\(exchange.line): \(line)")
      }
    }
  }

  /// At least one session runs where the user is not on UTC, so "3pm" and the dates said are theirs.
  @Test func aTranscriptRunsOutsideUTC() throws {
    let zones = try SampleTranscriptTests.files.map { file in
      try Transcript.parse(String(contentsOf: file, encoding: .utf8), file: file.path).timeZone
    }
    #expect(zones.contains { $0.secondsFromGMT() != 0 })
  }
}
