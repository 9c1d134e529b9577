import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkSemantic
import HarkStore
import Testing

@testable import hark

/// The seeds' demo: "show the messages with Flare about movies" finds messages that reference
/// films without saying "movies". Needs the sentence model, which `Scripts/setup.sh` installs.
@Suite(
  .enabled(
    if: SentenceEncoder.locateModel(environment: ProcessInfo.processInfo.environment) != nil,
    "the all-MiniLM-L6-v2 model is not installed (bash Scripts/semantic/install-model.sh)"))
struct SemanticBridgeTests {
  let store: Store
  let bridge: SemanticBridge
  let environment: ShellEnvironment

  init() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-bridge-\(UUID().uuidString)")
    let now = Date(timeIntervalSince1970: 1_781_000_000)
    store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: now))
    bridge = SemanticBridge(store: store, environment: ProcessInfo.processInfo.environment)
    environment = ShellEnvironment(
      apps: SampleApps.registry, grammar: try #require(GrammarSetFixture.shipped), store: store,
      clock: { now }, identifiers: .sequential(), index: bridge)
  }

  func flareAboutMovies() throws -> [String] {
    ShellSetup.indexDemoData(environment, bridge: bridge)
    let context = environment.context(for: UnicornChat())
    let flare = try #require(try UnicornContact.defaultQuery(in: context).entities(for: ["flare"]).first)
    let result = try IntentRunner.perform(
      FindMessagesIntent.self, with: ["person": .entity(flare.entityValue), "topic": .string("movies")],
      in: context)
    return result.listed.map(\.id)
  }

  @Test func findsMessagesAboutMoviesThatNeverSayMovies() throws {
    #expect(try flareAboutMovies() == ["msg-flare-1", "msg-flare-3"])
  }

  @Test func aQueuedWriteReachesTheIndexWhenItOpens() throws {
    try bridge.index([
      ContentEntry(
        id: "late", type: "HarkApps.UnicornMessage", fields: ["body": "we should see the new Pixar film"],
        filters: ["conversation": "conv-flare"], date: nil)
    ])
    let pending = try String(contentsOf: bridge.pendingFile, encoding: .utf8)
    #expect(pending.contains("\"late\""))
    let hits = bridge.search("a message about movies", type: nil, filters: [:], limit: 10)
    #expect(hits.contains { $0.id == "late" })
    #expect(try String(contentsOf: bridge.pendingFile, encoding: .utf8).isEmpty)
  }
}

enum GrammarSetFixture {
  static var shipped: GrammarSet? {
    GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar
  }
}
