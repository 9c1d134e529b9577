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

  func flareAbout(_ topic: String) throws -> [String] {
    ShellSetup.indexDemoData(environment, bridge: bridge)
    let context = environment.context(for: UnicornChat())
    let flare = try #require(try UnicornContact.defaultQuery(in: context).entities(for: ["flare"]).first)
    let result = try IntentRunner.perform(
      FindMessagesIntent.self, with: ["person": .entity(flare.entityValue), "topic": .string(topic)],
      in: context)
    return result.listed.map(\.id)
  }

  /// Both film messages (Dune, The Princess Bride), in the conversation's order, and never the one
  /// about a sore hoof. The demo store holds Chinese names, so its index takes the multilingual
  /// model, whose looser threshold may also let in the reply in the Dune thread ("is it better
  /// than the book?").
  @Test(arguments: ["movies", "电影"])
  func findsMessagesAboutMoviesThatNeverSayMovies(_ topic: String) throws {
    let found = try flareAbout(topic)
    #expect(
      found.filter { $0 == "msg-flare-1" || $0 == "msg-flare-3" } == ["msg-flare-1", "msg-flare-3"],
      "\(found)")
    #expect(!found.contains("msg-flare-4"), "\(found)")
  }

  @Test func aNewDemoStoreWithChineseNamesIsIndexedByTheMultilingualModel() throws {
    ShellSetup.indexDemoData(environment, bridge: bridge)
    let environment = ProcessInfo.processInfo.environment
    guard EmbeddingModel.multilingualE5Small.isInstalled(environment: environment) else {
      // Without the multilingual model only MiniLM can index; a CI run must have both.
      #expect(environment["CI"] != "true", "multilingual-e5-small is not installed")
      return
    }
    #expect(try bridge.semanticIndex().encoder?.model == .multilingualE5Small)
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
