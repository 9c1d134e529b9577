import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import Testing

/// Transcripts of the Herd test app (`Transcripts/dialogue/herd/*.transcript`): choices,
/// transliterated names and relationships, in English and Chinese, replayed exactly with the
/// clock and time zone fixed. `HARK_UPDATE_TRANSCRIPTS=1` rewrites them with what the shell said.
@Suite struct HerdTranscriptTests {
  static let folder = ResourceLocator.checkout.appendingPathComponent("Transcripts/dialogue/herd")
  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".transcript") }.sorted()

  @Test func thereAreHerdTranscripts() {
    #expect(HerdTranscriptTests.names.count >= 2)
  }

  @Test(arguments: names)
  func herdTranscriptReplaysExactly(_ name: String) throws {
    let file = HerdTranscriptTests.folder.appendingPathComponent(name)
    let expected = try Transcript.parse(String(contentsOf: file, encoding: .utf8), file: name)
    let actual = try HerdTranscriptTests.replay(expected)
    if ProcessInfo.processInfo.environment["HARK_UPDATE_TRANSCRIPTS"] == "1", actual != expected {
      try actual.text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let differences = TranscriptRunner.differences(expected: expected, actual: actual, file: name)
    #expect(differences.isEmpty, "\n\(differences.joined(separator: "\n"))")
  }

  static func replay(_ transcript: Transcript) throws -> Transcript {
    let load = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    let runner = TranscriptRunner(
      grammar: try #require(load.grammar), apps: AppRegistry([Herd(), Book()]), fixture: { _ in [] })
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-herd-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    return try runner.replay(transcript, scratch: scratch)
  }
}
