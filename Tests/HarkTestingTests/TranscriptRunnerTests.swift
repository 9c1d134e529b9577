import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import Testing

/// `TranscriptRunner` over an app of the test's own and the shipped grammars: `# store: demo`
/// means the apps' own demo data, and a fixture can be given instead.
@Suite struct TranscriptRunnerTests {
  static func grammar() throws -> GrammarSet {
    let load = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    return try #require(load.grammar, "grammars failed to load: \(load.diagnostics)")
  }

  static func replay(_ text: String, runner: TranscriptRunner) throws -> [String] {
    let transcript = try Transcript.parse(text, file: "t.txt")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-testing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let actual = try runner.replay(transcript, scratch: scratch)
    #expect(actual.exchanges.map(\.input) == transcript.exchanges.map(\.input))
    return actual.exchanges.flatMap(\.output)
  }

  static let session = """
    # store: STORE
    # now: 2026-06-09T09:41:00Z
    # language: en

    > send a message to Oona saying the tide is in

    """

  @Test func demoStoreIsTheAppsOwnDemoData() throws {
    let runner = TranscriptRunner(grammar: try Self.grammar(), apps: AppRegistry([Ferry()]))
    let output = try Self.replay(Self.session.replacingOccurrences(of: "STORE", with: "demo"), runner: runner)
    #expect(output == ["Ferried to Oona: “the tide is in”"])
  }

  @Test func emptyStoreKnowsNobody() throws {
    let runner = TranscriptRunner(grammar: try Self.grammar(), apps: AppRegistry([Ferry()]))
    let output = try Self.replay(
      Self.session.replacingOccurrences(of: "STORE", with: "empty"), runner: runner)
    #expect(output == ["I don't know a contact called Oona."])
  }

  @Test func aGivenFixtureReplacesTheDemoData() throws {
    let runner = TranscriptRunner(
      grammar: try Self.grammar(), apps: AppRegistry([Ferry()]),
      fixture: { _ in
        [
          StoreSeed(
            app: "ferry", collection: "contacts",
            records: [Record(id: "oona", fields: ["name": .string("Oona Vos")])])
        ]
      })
    let output = try Self.replay(
      Self.session.replacingOccurrences(of: "STORE", with: "empty"), runner: runner)
    #expect(output == ["Ferried to Oona Vos: “the tide is in”"])
  }

  @Test func demoFixtureFollowsTheHeader() throws {
    let fixture = TranscriptRunner.demoFixture(of: AppRegistry([Ferry()]))
    let demo = try Transcript.parse(
      Self.session.replacingOccurrences(of: "STORE", with: "demo"), file: "t.txt")
    let empty = try Transcript.parse(
      Self.session.replacingOccurrences(of: "STORE", with: "empty"), file: "t.txt")
    #expect(fixture(demo) == Ferry().demoData(now: demo.now))
    #expect(fixture(empty) == [])
  }
}
