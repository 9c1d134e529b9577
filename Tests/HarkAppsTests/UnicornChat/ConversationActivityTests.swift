import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// A conversation's `dateLastActive` comes from its newest message, so a send appends only the
/// message: the dates read are those the send used to write into the conversation's record.
@Suite struct ConversationActivityTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func glow() throws -> ParameterValue {
    try tester.entity(UnicornContact.self, in: "unicornchat", id: "glow")
  }

  /// The conversation with Glow as the app's query gives it (and so every reader).
  func glowsConversation() throws -> UnicornConversation {
    try #require(
      try tester.entities(UnicornConversation.self, in: "unicornchat").first { $0.id == "conv-glow" })
  }

  /// The conversation with Glow by identifier, the other way a reader gets it.
  func glowsConversationByID() throws -> UnicornConversation {
    let value = try tester.entity(UnicornConversation.self, in: "unicornchat", id: "conv-glow")
    guard case .entity(let entity) = value else {
      throw IntentTesterError.noEntity(type: "conversation", id: "")
    }
    return try #require(entity.as(UnicornConversation.self))
  }

  /// Runs an intent at another time than the tester's clock.
  func run(_ intent: SchemaID, at now: Date, _ parameters: [String: ParameterValue]) throws {
    let context = try tester.context(for: "unicornchat")
    let later = AppContext(
      appID: context.appID, store: context.store, now: now, identifiers: context.identifiers,
      apps: context.apps, wording: context.wording)
    let app = UnicornChat()
    let type = try #require(app.intents.first { $0.schema.id == intent })
    _ = try IntentRunner.perform(type, with: parameters, in: later)
  }

  func conversationsFileSize() throws -> Int {
    let path = tester.store.root.appendingPathComponent("unicornchat/conversations.jsonl").path
    return try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
  }

  @Test func aSendMakesTheConversationActiveAtTheMessageDateWritingOnlyTheMessage() throws {
    let before = try glowsConversation()
    #expect(before.dateLastActive == tester.now.addingTimeInterval(-3600))
    let size = try conversationsFileSize()
    let later = tester.now.addingTimeInterval(600)
    try run(
      "messages.sendMessage", at: later, ["destination": .list([try glow()]), "content": .string("hi")])
    #expect(try conversationsFileSize() == size)
    #expect(try glowsConversation().dateLastActive == later)
    #expect(try glowsConversationByID().dateLastActive == later)
    // Everything else about the conversation is as before.
    var expected = before
    expected.dateLastActive = later
    #expect(try glowsConversation() == expected)
  }

  @Test func aScheduledSendCountsUntilTheNextSendAsWhenTheSendWroteIt() throws {
    let scheduled = tester.now.addingTimeInterval(86_400)
    try run(
      "messages.sendMessage", at: tester.now,
      ["destination": .list([try glow()]), "content": .string("tomorrow"), "scheduledDate": .date(scheduled)])
    #expect(try glowsConversation().dateLastActive == scheduled)
    let next = tester.now.addingTimeInterval(60)
    try run(
      "messages.sendMessage", at: next, ["destination": .list([try glow()]), "content": .string("now")])
    #expect(try glowsConversation().dateLastActive == next)
  }

  @Test func aDraftDoesNotMakeTheConversationActive() throws {
    let before = try glowsConversation().dateLastActive
    try run(
      "messages.draftMessage", at: tester.now.addingTimeInterval(600),
      ["destination": .list([try glow()]), "content": .string("maybe")])
    #expect(try glowsConversation().dateLastActive == before)
    // A send after the draft is found behind it.
    let later = tester.now.addingTimeInterval(900)
    try run(
      "messages.sendMessage", at: later, ["destination": .list([try glow()]), "content": .string("yes")])
    try run(
      "messages.draftMessage", at: tester.now.addingTimeInterval(1200),
      ["destination": .list([try glow()]), "content": .string("again")])
    #expect(try glowsConversation().dateLastActive == later)
  }

  /// Marking, editing or unsending an older message writes it last; the conversation keeps the
  /// date of the send before it.
  @Test(arguments: ["read", "unread", "edit", "unsend"])
  func rewritingAnOlderMessageKeepsTheDateOfTheLastSend(change: String) throws {
    let later = tester.now.addingTimeInterval(600)
    try run(
      "messages.sendMessage", at: later, ["destination": .list([try glow()]), "content": .string("hi")])
    let mine = try tester.entity(UnicornMessage.self, in: "unicornchat", id: "msg-glow-2")
    let changedAt = tester.now.addingTimeInterval(1200)
    switch change {
    case "edit":
      try run("messages.editSentMessage", at: changedAt, ["message": mine, "content": .string("Send two!")])
    case "unsend": try run("messages.unsendMessage", at: changedAt, ["message": mine])
    default:
      try run(
        "messages.setMessageReadStatus", at: changedAt, ["message": mine, "isRead": .bool(change == "read")])
    }
    let last = try tester.store.lastRecords(
      app: "unicornchat", collection: "messages", where: "conversation", equals: "conv-glow", count: 1)
    #expect(last.map(\.id) == ["msg-glow-2"])
    #expect(try glowsConversation().dateLastActive == later)
    // Again, with the conversation's date now written down: nothing more is appended to it.
    let size = try conversationsFileSize()
    try run(
      "messages.setMessageReadStatus", at: changedAt, ["message": mine, "isRead": .bool(true)])
    #expect(try conversationsFileSize() == size)
    #expect(try glowsConversation().dateLastActive == later)
  }

  /// Stores written before kept the date in the conversation's record, re-appended after each
  /// message; a record's date later than any message (synthetic stores) is kept too.
  @Test func theDateInAnOlderRecordStillReads() throws {
    let sent = tester.now.addingTimeInterval(300)
    let message = Record(
      id: "old-1",
      fields: [
        "conversation": "conv-glow", "author": "me", "authorName": "You", "body": "old way",
        "date": .string(sent.formatted(.iso8601)), "isRead": true, "status": "sent",
      ])
    try tester.store.append(app: "unicornchat", collection: "messages", [message])
    var touched = try glowsConversation()
    touched.dateLastActive = sent
    try tester.store.append(
      app: "unicornchat", collection: "conversations", [conversationRecord(touched)])
    #expect(try glowsConversation().dateLastActive == sent)
    let ahead = tester.now.addingTimeInterval(7200)
    touched.dateLastActive = ahead
    try tester.store.append(
      app: "unicornchat", collection: "conversations", [conversationRecord(touched)])
    #expect(try glowsConversation().dateLastActive == ahead)
  }

  /// A conversation as UnicornChat writes it (`dateLastActive` as ISO 8601 text).
  func conversationRecord(_ conversation: UnicornConversation) -> Record {
    Record(
      id: conversation.id,
      fields: [
        "recipients": .array(conversation.recipients.map(JSONValue.string)),
        "displayName": .string(conversation.displayName), "isRead": .bool(conversation.isRead),
        "dateLastActive": .string(conversation.dateLastActive.formatted(.iso8601)),
      ])
  }

  /// A new conversation (no message yet) is active from when it was made.
  @Test func aNewConversationIsActiveFromItsFirstSend() throws {
    let people = try tester.entities(UnicornContact.self, in: "unicornchat")
    let group = ParameterValue.list(people.filter { $0.id != "bubbles" }.map { .entity($0.entityValue) })
    let later = tester.now.addingTimeInterval(60)
    try run("messages.sendMessage", at: later, ["destination": group, "content": .string("both of you")])
    let made = try #require(
      try tester.entities(UnicornConversation.self, in: "unicornchat").first {
        $0.recipients == ["flare", "glow"]
      })
    #expect(made.dateLastActive == later)
  }
}
