import Foundation
import HarkCore
import HarkStore
import Testing

/// `Session.handle`, the one line handler of the interactive shell, batches and transcripts, over
/// the tiny app of `TinyAppTests`.
@Suite struct SessionTests {
  /// An index that finds Coo for any words and says it searches by words alone.
  struct WordsOnlyIndex: ContentIndex {
    func index(_ entries: [ContentEntry]) throws {}
    func search(_ query: String, type: String?, filters: [String: String], limit: Int) -> [ContentHit] {
      [ContentHit(id: "coo", type: "Pigeon", score: 0.5, reason: "words")]
    }
    var notice: String? { "searching by words: no sentence model" }
  }

  static func session(index: (any ContentIndex)? = nil) throws -> (Session, Store) {
    let (conversation, store) = try TinyAppTests.conversation()
    var environment = conversation.environment
    environment.index = index
    return (Session(conversation: Conversation(environment: environment)), store)
  }

  static func handle(_ line: String, in session: Session) -> (Session.Outcome, [ShellEvent]) {
    var events: [ShellEvent] = []
    let outcome = session.handle(line) { events.append($0) }
    return (outcome, events)
  }

  @Test func aShellCommandAtAQuestionAnswersThenTheQuestionIsAskedAgain() throws {
    let (session, store) = try Self.session()
    let (_, asked) = Self.handle("send a message to Coo", in: session)
    let question = try #require(asked.first)
    #expect(asked.map(\.kind) == [.question])
    let (outcome, events) = Self.handle("  :help ", in: session)
    #expect(outcome == .handled)
    #expect(events.map(\.kind) == [.info, .question])
    #expect(events.first?.text == ShellCommand.helpText)
    #expect(events.first?.input == ":help")
    #expect(events.last == question)
    #expect(session.isAwaitingAnswer)
    let (_, answered) = Self.handle("the eagle has landed", in: session)
    #expect(answered.map(\.kind) == [.result])
    #expect(
      try store.records(app: "pigeonpost", collection: "notes").map { $0.fields["text"] } == [
        .string("the eagle has landed")
      ])
  }

  @Test(arguments: [
    ("", Session.Outcome.blank, [ShellEvent.Kind]()),
    ("   ", .blank, []),
    (":quit", .quit, []),
    (":q", .quit, []),
    (":hepl", .handled, [.notice]),
    (":explain", .handled, [.notice]),
    (":search", .handled, [.notice]),
    (":search pigeons", .handled, [.notice]),
    (":explain send a message to Coo saying hi", .handled, [.info]),
    ("send a message to Coo saying hi", .handled, [.result]),
  ])
  func aLineIsBlankACommandOrAnUtterance(line: String, outcome: Session.Outcome, kinds: [ShellEvent.Kind])
    throws
  {
    let (session, _) = try Self.session()
    let (got, events) = Self.handle(line, in: session)
    #expect(got == outcome)
    #expect(events.map(\.kind) == kinds)
    #expect(events.filter { $0.kind == .notice }.allSatisfy { $0.text.hasPrefix("hark: ") })
  }

  @Test func anUnknownCommandIsAnsweredWithTheNearestOne() throws {
    let (session, _) = try Self.session()
    let (_, events) = Self.handle(":hepl", in: session)
    #expect(
      events.map(\.text) == ["hark: unknown shell command “:hepl”. Did you mean :help? (:help lists them)"])
  }

  @Test func explainRunsNothing() throws {
    let (session, store) = try Self.session()
    let (_, events) = Self.handle(":explain send a message to Coo saying hi", in: session)
    #expect(events.first?.text.hasPrefix("input: send a message to Coo saying hi") == true)
    #expect(try store.records(app: "pigeonpost", collection: "notes").isEmpty)
  }

  @Test func searchSaysTheIndexNoticeThenItsHits() throws {
    let (session, _) = try Self.session(index: WordsOnlyIndex())
    let (_, events) = Self.handle(":search pigeons", in: session)
    let lines = try #require(events.first).text.split(separator: "\n")
    #expect(events.map(\.kind) == [.info])
    #expect(lines.first == "searching by words: no sentence model")
    #expect(lines.last?.hasPrefix("0.500  words") == true)
  }

  @Test func aStoreWarningIsSaidAfterTheLineThatFoundIt() throws {
    let (session, store) = try Self.session()
    let file = store.root.appendingPathComponent("pigeonpost/pigeons.jsonl")
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("this is not json\n".utf8))
    try handle.close()
    let (_, events) = Self.handle("send a message to Coo saying hi", in: session)
    #expect(events.map(\.kind) == [.result, .notice])
    #expect(events.last?.text.hasPrefix("hark: pigeonpost/pigeons.jsonl:") == true)
    let (_, next) = Self.handle("send a message to Coo saying bye", in: session)
    #expect(next.map(\.kind) == [.result])
  }
}
