import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import Testing

/// A tiny app written only in this test (one entity, one intent adopting `messages.sendMessage`):
/// the shell understands it through the messages schema grammar, with no change to the shell.
struct Pigeon: AppEntity {
  static let schema = SchemaCatalog.entity("contacts.person")
  static let typeDisplayName = "pigeon"
  static func defaultQuery(in context: AppContext) -> any EntityQuery<Pigeon> {
    PigeonQuery(context: context)
  }
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id.capitalized) }
}

struct PigeonQuery: EntityQuery {
  let context: AppContext
  func entities(for identifiers: [String]) throws -> [Pigeon] {
    try suggestedEntities().filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() throws -> [Pigeon] { try context.records("pigeons").map { Pigeon(id: $0.id) } }
}

struct SendByPigeon: AppIntent {
  static let schema = SchemaIntent.named("messages.sendMessage")
  static var parameters: [IntentParameter<Self>] {
    [.init("destination", \.destination), .init("content", \.content)]
  }
  var destination: [Pigeon] = []
  var content: String?
  func perform(in context: AppContext) throws -> IntentResult {
    let note = Record(
      id: context.identifiers.next("note-"),
      fields: ["to": .string(destination.first?.id ?? ""), "text": .string(content ?? "")])
    try context.save("notes", [note])
    return IntentResult(dialog: IntentDialog(full: "A pigeon flies to \(destination.first?.title ?? "?")."))
  }
}

struct PigeonPost: App {
  let id = "pigeonpost"
  let name = "PigeonPost"
  var intents: [any AppIntent.Type] { [SendByPigeon.self] }
  var entityTypes: [EntityType] { [EntityType(Pigeon.self)] }
}

extension Pigeon { var title: String { displayRepresentation.title } }

@Suite struct TinyAppTests {
  static func conversation() throws -> (Conversation, Store) {
    let load = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    let grammar = try #require(load.grammar)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-tiny-\(UUID().uuidString)")
    let store = try Store.create(
      at: folder,
      seed: [StoreSeed(app: "pigeonpost", collection: "pigeons", records: [Record(id: "coo", fields: [:])])])
    let environment = ShellEnvironment(
      apps: AppRegistry([PigeonPost()]), grammar: grammar, store: store,
      clock: { Date(timeIntervalSince1970: 0) },
      identifiers: .sequential())
    return (Conversation(environment: environment), store)
  }

  @Test func theSchemaGrammarUnderstandsANewApp() throws {
    let (conversation, store) = try TinyAppTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "send a message to Coo saying the eagle has landed") { events.append($0) }
    let event = try #require(events.last)
    #expect(event.kind == .result)
    #expect(event.intent == "messages.sendMessage")
    #expect(event.app == "PigeonPost")
    #expect(event.parameters["content"] == .string("the eagle has landed"))
    let notes = try store.records(app: "pigeonpost", collection: "notes")
    #expect(notes.map(\.fields) == [["to": .string("coo"), "text": .string("the eagle has landed")]])
  }

  @Test func aMissingContentIsAskedForAndTheAnswerTaken() throws {
    let (conversation, store) = try TinyAppTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "send a message to Coo") { events.append($0) }
    #expect(events.map(\.kind) == [.question])
    #expect(events.first?.parameter == "content")
    #expect(conversation.isAwaitingAnswer)
    conversation.respond(to: "text Flare hello") { events.append($0) }
    #expect(events.map(\.kind) == [.question, .result])
    #expect(
      try store.records(app: "pigeonpost", collection: "notes").first?.fields["text"]
        == .string("text Flare hello"))
  }

  @Test func cancelDropsTheQuestionAndWritesNothing() throws {
    let (conversation, store) = try TinyAppTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "send a message to Coo") { events.append($0) }
    conversation.respond(to: "never mind") { events.append($0) }
    #expect(events.map(\.kind) == [.question, .error])
    #expect(!conversation.isAwaitingAnswer)
    #expect(try store.records(app: "pigeonpost", collection: "notes").isEmpty)
  }

  @Test func anUnknownNameIsSaidBackNotGuessed() throws {
    let (conversation, store) = try TinyAppTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "send a message to Hawk saying hi") { events.append($0) }
    #expect(events.map(\.kind) == [.error])
    #expect(events.first?.text.contains("Hawk") == true)
    #expect(try store.records(app: "pigeonpost", collection: "notes").isEmpty)
  }
}
