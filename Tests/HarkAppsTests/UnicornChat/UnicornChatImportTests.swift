import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import Testing

/// "Text my wife" when UnicornChat does not have her: the shell asks, and only a yes adds her.
@Suite struct UnicornChatImportTests {
  static func conversation() throws -> (Conversation, Store) {
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let now = Date(timeIntervalSince1970: 1_781_000_000)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-import-\(UUID().uuidString)")
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: now))
    let environment = ShellEnvironment(
      apps: SampleApps.registry, grammar: grammar, store: store, clock: { now }, identifiers: .sequential())
    return (Conversation(environment: environment), store)
  }

  func unicornNames(_ store: Store) throws -> [String] {
    try store.records(app: "unicornchat", collection: "contacts").compactMap {
      $0.fields["name"]?.stringValue
    }
  }

  @Test func noAddsNobodyAndSendsNothing() throws {
    let (conversation, store) = try Self.conversation()
    let before = try store.records(app: "unicornchat", collection: "messages").count
    var events: [ShellEvent] = []
    conversation.respond(to: "text my wife hello") { events.append($0) }
    conversation.respond(to: "no") { events.append($0) }
    #expect(events.map(\.kind) == [.question, .error])
    #expect(!(try unicornNames(store)).contains("Mary Rivera"))
    #expect(try store.records(app: "unicornchat", collection: "messages").count == before)
  }

  @Test func yesAddsHerOnceAndSends() throws {
    let (conversation, store) = try Self.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "text my wife hello") { events.append($0) }
    conversation.respond(to: "yes") { events.append($0) }
    conversation.respond(to: "text my wife again") { events.append($0) }
    #expect(events.map(\.kind) == [.question, .result, .result])
    #expect(try unicornNames(store).filter { $0 == "Mary Rivera" }.count == 1)
  }

  /// What follows the yes that added her, and whether she stays: only a request that ran keeps her.
  static let afterTheImport: [(lines: [String], breakAttachments: Bool, stays: Bool)] = [
    (["yes"], false, true),  // sent with the budget attached
    (["no"], false, false),  // "just to be sure" answered no
    (["show my files"], false, false),  // another request took over
    (["yes"], true, false),  // the attachment could not be kept
  ]

  @Test(arguments: afterTheImport)
  func aPersonAddedForARequestStaysOnlyIfItRuns(lines: [String], breakAttachments: Bool, stays: Bool) throws {
    let (conversation, store) = try Self.conversation()
    if breakAttachments {
      // A file where the attachments' folder goes: keeping the file fails after she was added.
      let folder = store.root.appendingPathComponent("unicornchat").appendingPathComponent("attachments")
      try Data("not a folder".utf8).write(to: folder)
    }
    var events: [ShellEvent] = []
    conversation.respond(to: "text Mary the budget") { events.append($0) }
    conversation.respond(to: "yes") { events.append($0) }
    #expect(try unicornNames(store).contains("Mary Rivera"), "added while the request goes on")
    for line in lines { conversation.respond(to: line) { events.append($0) } }
    #expect(try unicornNames(store).contains("Mary Rivera") == stays)
    let conversations = try store.records(app: "unicornchat", collection: "conversations")
    #expect(conversations.contains { $0.fields["displayName"] == .string("Mary Rivera") } == stays)
  }

  @Test func aPersonAddedForAQuestionLeftUnansweredIsTakenBack() throws {
    let (conversation, store) = try Self.conversation()
    conversation.respond(to: "text Mary the budget") { _ in }
    conversation.respond(to: "yes") { _ in }
    conversation.endOfInput { _ in }
    #expect(!(try unicornNames(store)).contains("Mary Rivera"))
  }

  @Test func theValueQueryFindsAnImportedPersonByName() throws {
    let tester = try IntentTester(apps: SampleApps.all)
    let context = try tester.context(for: "unicornchat")
    let mary = IntentPerson(name: PersonNameComponents(givenName: "Mary", familyName: "Rivera"))
    #expect(try UnicornContact.values(for: [mary], in: context).isEmpty)
    let made = try UnicornContact.importing(mary, in: context)
    #expect(try UnicornContact.values(for: [mary], in: context).map(\.id) == [made.id])
    #expect(made.handle == "@mary")
  }
}
