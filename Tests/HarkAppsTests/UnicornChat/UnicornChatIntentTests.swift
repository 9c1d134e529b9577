import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Every messages-domain intent of UnicornChat, run in isolation, with the store checked after.
@Suite struct UnicornChatIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func glow() throws -> ParameterValue {
    try tester.entity(UnicornContact.self, in: "unicornchat", id: "glow")
  }

  func messages() throws -> [Record] { try tester.records("unicornchat", "messages") }

  /// "Show my last (first) message from Flare" is Flare's newest (oldest) message by date, whatever
  /// order the lines were written in, and never one of yours: checked against every message.
  @Test func lastAndFirstMessageFromSomeoneAreTheirsByDate() throws {
    let flare = try tester.entity(UnicornContact.self, in: "unicornchat", id: "flare")
    let conversation = "conv-flare"
    func message(_ id: String, _ author: String, hours: Double) -> Record {
      let date = tester.now.addingTimeInterval(hours * 3600).formatted(.iso8601)
      return Record(
        id: id,
        fields: [
          "conversation": .string(conversation), "author": .string(author), "authorName": .string(author),
          "body": .string(id), "date": .string(date),
          "isRead": .bool(true), "status": .string("received"),
        ])
    }
    // Written out of date order: a later line with an earlier date, yours newer than theirs.
    try tester.store.append(
      app: "unicornchat", collection: "messages",
      [
        message("x-theirs-new", "flare", hours: -1), message("x-mine-newest", "me", hours: -0.5),
        message("x-theirs-old", "flare", hours: -900), message("x-mine-oldest", "me", hours: -1000),
      ])
    let all = try messages().filter { $0.fields["conversation"] == .string(conversation) }
    func date(_ record: Record) -> Date {
      (try? Date(record.fields["date"]?.stringValue ?? "", strategy: .iso8601)) ?? .distantPast
    }
    let theirs = all.filter { $0.fields["author"] == .string("flare") }.sorted { date($0) < date($1) }
    #expect(theirs.last?.id == "x-theirs-new")
    #expect(theirs.first?.id == "x-theirs-old")
    for (which, expected) in [("last", theirs.last?.id), ("first", theirs.first?.id)] {
      let result = try tester.run(
        "messages.findMessages", in: "unicornchat", ["person": flare, "message": .string(which)])
      #expect(result.listed.map(\.id) == [expected].compactMap { $0 })
    }
  }

  @Test func sendMessageWritesTheMessageToTheConversation() throws {
    let before = try messages().count
    let result = try tester.run(
      "messages.sendMessage", in: "unicornchat",
      ["destination": .list([try glow()]), "content": .string("What movie do you recommend?")])
    let stored = try messages()
    #expect(stored.count == before + 1)
    let sent = try #require(stored.first { $0.fields["body"] == .string("What movie do you recommend?") })
    #expect(sent.fields["conversation"] == .string("conv-glow"))
    #expect(sent.fields["author"] == .string("me"))
    #expect(result.entities.map(\.id) == [sent.id])
    #expect(result.dialog.full == "Sent to Glow in UnicornChat: “What movie do you recommend?”")
  }

  @Test func aLaterDateSchedulesTheMessageInsteadOfSendingIt() throws {
    let later = tester.now.addingTimeInterval(3600)
    let result = try tester.run(
      "messages.sendMessage", in: "unicornchat",
      ["destination": .list([try glow()]), "content": .string("later"), "scheduledDate": .date(later)])
    #expect(result.dialog.key == "scheduled")
    let stored = try #require(try messages().first { $0.fields["body"] == .string("later") })
    #expect(stored.fields["status"] == .string("scheduled"))
    #expect(stored.fields["date"] == .string(later.formatted(.iso8601)))
  }

  @Test func sendMessageWithoutContentNeedsIt() throws {
    #expect(throws: IntentError.needsValue(parameter: "content")) {
      try tester.run("messages.sendMessage", in: "unicornchat", ["destination": .list([try glow()])])
    }
  }

  @Test func forwardingSendsTheMessageText() throws {
    let original = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-flare-1")
    let result = try tester.run(
      "messages.sendMessage", in: "unicornchat", ["destination": .list([try glow()]), "message": original])
    #expect(result.dialog.key == "forwarded")
    #expect(
      try messages().contains {
        $0.fields["body"] == .string("Have you seen Dune yet? The desert scenes were unreal")
          && $0.fields["conversation"] == .string("conv-glow")
      })
  }

  @Test func draftMessageKeepsADraft() throws {
    try tester.run(
      "messages.draftMessage", in: "unicornchat",
      ["destination": .list([try glow()]), "content": .string("see you")])
    let draft = try #require(try messages().first { $0.fields["body"] == .string("see you") })
    #expect(draft.fields["status"] == .string("draft"))
  }

  @Test func editSentMessageChangesTheBody() throws {
    let mine = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-glow-2")
    try tester.run(
      "messages.editSentMessage", in: "unicornchat",
      ["message": mine, "content": .string("Send me two photos!")])
    let edited = try #require(
      try tester.store.record(app: "unicornchat", collection: "messages", id: "msg-glow-2"))
    #expect(edited.fields["body"] == .string("Send me two photos!"))
    #expect(edited.fields["edited"] == .bool(true))
  }

  @Test func editingSomeoneElsesMessageFails() throws {
    let theirs = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-glow-1")
    #expect(throws: IntentError.notYours(IntentSubject(UnicornMessage.self))) {
      try tester.run(
        "messages.editSentMessage", in: "unicornchat", ["message": theirs, "content": .string("x")])
    }
  }

  @Test func unsendMessageMarksItUnsent() throws {
    let mine = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-flare-2")
    try tester.run("messages.unsendMessage", in: "unicornchat", ["message": mine])
    let record = try #require(
      try tester.store.record(app: "unicornchat", collection: "messages", id: "msg-flare-2"))
    #expect(record.fields["status"] == .string("unsent"))
  }

  @Test(arguments: [true, false])
  func setMessageReadStatusStoresTheFlag(read: Bool) throws {
    let message = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-glow-3")
    try tester.run(
      "messages.setMessageReadStatus", in: "unicornchat", ["message": message, "isRead": .bool(read)])
    let record = try #require(
      try tester.store.record(app: "unicornchat", collection: "messages", id: "msg-glow-3"))
    #expect(record.fields["isRead"] == .bool(read))
  }

  @Test func findMessagesFiltersByPersonAndTopic() throws {
    let flare = try tester.entity(UnicornContact.self, in: "unicornchat", id: "flare")
    let result = try tester.run(
      "messages.findMessages", in: "unicornchat", ["person": flare, "topic": .string("popcorn")])
    #expect(result.listed.map(\.id) == ["msg-flare-3"])
  }

  @Test func openConversationListsTheLatestMessages() throws {
    let result = try tester.run("messages.openConversation", in: "unicornchat", ["person": try glow()])
    #expect(result.listed.map(\.id) == ["msg-glow-1", "msg-glow-2", "msg-glow-3"])
    #expect(result.entities.map(\.id) == ["conv-glow"])
  }

  @Test func anUndeclaredParameterIsRefused() throws {
    #expect(throws: IntentError.unknownParameter(intent: "messages.unsendMessage", parameter: "colour")) {
      try tester.run("messages.unsendMessage", in: "unicornchat", ["colour": .string("blue")])
    }
  }
}
