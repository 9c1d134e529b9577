import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import Synchronization
import Testing

@testable import HarkApps

/// Shells that share one store, one after another or at once, never overwrite each other.
@Suite struct SharedStoreTests {
  static let grammar = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    .grammar
  static let fixedNow = Date(timeIntervalSince1970: 1_781_000_000)

  /// A new demo store; its folder.
  static func demoStore() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-shared-\(UUID().uuidString)")
    _ = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: fixedNow))
    return folder
  }

  /// One shell's run: opens the store as a new process would, with the shell's environment and the
  /// fixed clock, and says `line`.
  static func shell(_ folder: URL, says line: String) throws -> [ShellEvent] {
    let store = try Store.open(at: folder)
    let environment = SampleApps.shellEnvironment(
      grammar: try #require(grammar), store: store, clock: { fixedNow }, index: nil)
    var events: [ShellEvent] = []
    Conversation(environment: environment).respond(to: line) { events.append($0) }
    return events
  }

  static func messages(_ folder: URL, saying text: String) throws -> [Record] {
    try Store.open(at: folder).records(app: "unicornchat", collection: "messages").filter {
      $0.fields["body"]?.stringValue == text
    }
  }

  /// The runtime lists are kept between lines while the collections they came from are unchanged;
  /// a contact another writer adds is a name the next line of a running conversation reads.
  @Test func aContactAnotherWriterAddsIsReadOnTheNextLine() throws {
    let folder = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = SampleApps.shellEnvironment(
      grammar: try #require(Self.grammar), store: try Store.open(at: folder), clock: { Self.fixedNow },
      index: nil)
    let conversation = Conversation(environment: environment)
    func say(_ line: String) -> [ShellEvent] {
      var events: [ShellEvent] = []
      conversation.respond(to: line) { events.append($0) }
      if conversation.isAwaitingAnswer { conversation.cancelPendingQuestion { _ in } }
      return events
    }
    // Whether the grammar reads the line whole: the name in its runtime list of contacts.
    func readWhole(_ line: String) -> Bool {
      let analysis = conversation.analyze(line)
      return analysis.chosen.map { !analysis.readings[$0].isPartial } ?? false
    }
    #expect(say("text Flare one").map(\.kind) == [.result])
    #expect(readWhole("text Flare two"))
    #expect(!readWhole("text Zephyrine three"))
    // Another writer: a store object of its own over the same folder, as another process.
    let other = try Store.open(at: folder)
    let contact = UnicornContact(id: "zephyrine", name: "Zephyrine", handle: "@zephyrine", nicknames: [])
    try other.append(app: "unicornchat", collection: "contacts", [contact.record])
    #expect(readWhole("text Zephyrine three"))
    #expect(say("text Zephyrine from zephyrine").map(\.kind) == [.result])
    let sent = try Self.messages(folder, saying: "from zephyrine")
    #expect(sent.count == 1)
    // And a rename by the other writer: the old name is gone from the lists at the next line.
    let renamed = UnicornContact(id: "zephyrine", name: "Quillon", handle: "@zephyrine", nicknames: [])
    try other.append(app: "unicornchat", collection: "contacts", [renamed.record])
    #expect(readWhole("text Quillon four"))
    #expect(!readWhole("text Zephyrine four"))
    #expect(say("text Quillon from quillon").map(\.kind) == [.result])
    #expect(try Self.messages(folder, saying: "from quillon").count == 1)
  }

  @Test func twoSendsWithTheSameFixedClockKeepBothMessages() throws {
    let folder = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.shell(folder, says: "text Glow first").map(\.kind) == [.result])
    #expect(try Self.shell(folder, says: "text Glow second").map(\.kind) == [.result])
    let first = try Self.messages(folder, saying: "first")
    let second = try Self.messages(folder, saying: "second")
    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(first.first?.id != second.first?.id)
  }

  @Test func threeShellsSendingToANewGroupAtOnceShareOneConversation() async throws {
    let folder = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Three stores over one folder, each with its own lock descriptor: three processes, as far as
    // the files and the lock can tell.
    try await withThrowingTaskGroup(of: [ShellEvent].self) { group in
      for word in ["one", "two", "three"] {
        group.addTask { try Self.shell(folder, says: "send a message to Bubbles and Glow saying \(word)") }
      }
      for try await events in group { #expect(events.map(\.kind) == [.result]) }
    }
    let store = try Store.open(at: folder)
    let groups = try store.records(app: "unicornchat", collection: "conversations").filter {
      $0.fields["recipients"] == .array(["bubbles", "glow"])
    }
    #expect(groups.count == 1)
    let conversation = try #require(groups.first).id
    for word in ["one", "two", "three"] {
      #expect(
        try Self.messages(folder, saying: word).map { $0.fields["conversation"] } == [.string(conversation)])
    }
  }

  @Test func eightWritersFindingOrMakingOneConversationMakeOne() throws {
    let bubbles = UnicornContact(id: "bubbles", name: "Bubbles", handle: "@bubbles", nicknames: [])
    let glow = UnicornContact(id: "glow", name: "Glow", handle: "@glow", nicknames: [])
    for _ in 0..<10 {
      let folder = try Self.demoStore()
      defer { try? FileManager.default.removeItem(at: folder) }
      // Eight stores over one folder (eight lock descriptors: eight processes, as the lock sees it),
      // on eight threads, started together.
      let stores = try (0..<8).map { _ in try Store.open(at: folder) }
      let found = Mutex<[String]>([])
      let start = DispatchSemaphore(value: 0)
      let done = DispatchGroup()
      for store in stores {
        done.enter()
        Thread.detachNewThread {
          start.wait()
          let context = AppContext(
            appID: "unicornchat", store: store, now: Self.fixedNow, identifiers: .random(),
            apps: SampleApps.registry)
          let id = (try? UnicornChatData(context: context).conversation(with: [bubbles, glow]).id) ?? "error"
          found.withLock { $0.append(id) }
          done.leave()
        }
      }
      for _ in stores { start.signal() }
      done.wait()
      let groups = try Store.open(at: folder).records(app: "unicornchat", collection: "conversations").filter
      {
        $0.fields["recipients"] == .array(["bubbles", "glow"])
      }
      #expect(groups.count == 1)
      #expect(Set(found.withLock { $0 }) == Set(groups.map(\.id)))
    }
  }
}
