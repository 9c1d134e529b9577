import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import Testing

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
}
