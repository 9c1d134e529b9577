import Foundation
import Testing

@testable import HarkGrammar

@Suite("The shipped messages grammar")
struct MessagesGrammarTests {
  struct Case: CustomStringConvertible, Sendable {
    var sentence: String
    var intent: String
    var slots: [String: String]
    var description: String { sentence }
  }

  static let cases: [Case] = [
    Case(
      sentence: "send a message to Glow saying what movie do you recommend", intent: "messages.sendMessage",
      slots: ["destination": "Glow", "content": "what movie do you recommend"]),
    Case(
      sentence: "Send a message to Glow in UnicornChat, saying 'What movies do you recommend?'",
      intent: "messages.sendMessage",
      slots: ["destination": "Glow", "app": "UnicornChat", "content": "What movies do you recommend?"]),
    Case(
      sentence: "text Flare hello", intent: "messages.sendMessage",
      slots: ["destination": "Flare", "content": "hello"]),
    Case(
      sentence: "message Bubbles that I'm late", intent: "messages.sendMessage",
      slots: ["destination": "Bubbles", "content": "I'm late"]),
    Case(
      sentence: "tell Glow I'll be there soon", intent: "messages.sendMessage",
      slots: ["destination": "Glow", "content": "I'll be there soon"]),
    Case(sentence: "send Glow a message", intent: "messages.sendMessage", slots: ["destination": "Glow"]),
    Case(sentence: "Send a message to Mary", intent: "messages.sendMessage", slots: ["destination": "Mary"]),
    Case(
      sentence: "draft a message to Flare", intent: "messages.draftMessage", slots: ["destination": "Flare"]),
    Case(sentence: "Edit this message", intent: "messages.editSentMessage", slots: ["message": "this"]),
    Case(
      sentence: "change the last message to see you at 6", intent: "messages.editSentMessage",
      slots: ["message": "last", "content": "see you at 6"]),
    Case(
      sentence: "forward the last one to Glow", intent: "messages.sendMessage",
      slots: ["message": "last", "destination": "Glow"]),
    Case(sentence: "Forward the last one", intent: "messages.sendMessage", slots: ["message": "last"]),
    Case(sentence: "unsend this message", intent: "messages.unsendMessage", slots: ["message": "this"]),
    Case(
      sentence: "mark this message as read", intent: "messages.setMessageReadStatus",
      slots: ["message": "this", "isRead": "true"]),
    Case(
      sentence: "Show my last message from Flare", intent: "messages.findMessages",
      slots: ["message": "last", "person": "Flare"]),
    Case(
      sentence: "Show the messages with Flare about movies", intent: "messages.findMessages",
      slots: ["person": "Flare", "topic": "movies"]),
    Case(
      sentence: "Open UnicornChat with Glow", intent: "messages.openConversation",
      slots: ["app": "UnicornChat", "person": "Glow"]),
    Case(
      sentence: "给Glow发消息说你推荐什么电影", intent: "messages.sendMessage",
      slots: ["destination": "Glow", "content": "你推荐什么电影"]),
    Case(sentence: "发消息给Mary", intent: "messages.sendMessage", slots: ["destination": "Mary"]),
    Case(
      sentence: "在UnicornChat中发消息给Glow 内容是“你推荐什么电影?”", intent: "messages.sendMessage",
      slots: ["app": "UnicornChat", "destination": "Glow", "content": "你推荐什么电影?"]),
    Case(sentence: "编辑这条消息", intent: "messages.editSentMessage", slots: ["message": "this"]),
    Case(sentence: "转发最后一条", intent: "messages.sendMessage", slots: ["message": "last"]),
    Case(
      sentence: "显示Flare发来的最后一条消息", intent: "messages.findMessages",
      slots: ["person": "Flare", "message": "last"]),
    Case(
      sentence: "打开UnicornChat与Glow聊天", intent: "messages.openConversation",
      slots: ["app": "UnicornChat", "person": "Glow"]),
    Case(
      sentence: "显示我与Flare 关于电影的消息", intent: "messages.findMessages",
      slots: ["person": "Flare", "topic": "电影"]),
    Case(
      sentence: "text my wife her plane ticket", intent: "messages.sendMessage",
      slots: ["destination": "my wife", "content": "her plane ticket"]),
    Case(
      sentence: "Text my wife this conversation", intent: "messages.sendMessage",
      slots: ["destination": "my wife", "conversation": "conversation"]),
    Case(
      sentence: "send Flare the last message", intent: "messages.sendMessage",
      slots: ["destination": "Flare", "message": "last"]),
    Case(
      sentence: "Hey Siri, tell Flare that I'm running late", intent: "messages.sendMessage",
      slots: ["destination": "Flare", "content": "I'm running late"]),
    Case(
      sentence: "could you send a message to Glow in UnicornChat", intent: "messages.sendMessage",
      slots: ["destination": "Glow", "app": "UnicornChat"]),
    Case(
      sentence: "schedule a message to Glow for tomorrow at 9 saying wake up", intent: "messages.sendMessage",
      slots: ["destination": "Glow", "scheduledDate": "tomorrow at 9", "content": "wake up"]),
    Case(sentence: "delete the last message", intent: "messages.unsendMessage", slots: ["message": "last"]),
    Case(
      sentence: "mark it as unread", intent: "messages.setMessageReadStatus",
      slots: ["message": "this", "isRead": "false"]),
    Case(sentence: "what did Flare say", intent: "messages.findMessages", slots: ["person": "Flare"]),
    Case(
      sentence: "open the conversation with Flare in UnicornChat", intent: "messages.openConversation",
      slots: ["person": "Flare", "app": "UnicornChat"]),
    Case(
      sentence: "跟Glow说你好", intent: "messages.sendMessage", slots: ["destination": "Glow", "content": "你好"]),
    Case(
      sentence: "把这段对话发短信给我妻子", intent: "messages.sendMessage",
      slots: ["destination": "我妻子", "conversation": "conversation"]),
    Case(
      sentence: "把最后一条消息改成你好", intent: "messages.editSentMessage",
      slots: ["message": "last", "content": "你好"]),
    Case(
      sentence: "把这条消息标记为已读", intent: "messages.setMessageReadStatus",
      slots: ["message": "this", "isRead": "true"]),
  ]

  @Test("each sentence gets its intent and slots", arguments: cases)
  func sentenceIsUnderstood(_ testCase: Case) throws {
    let best = try #require(shipped.readings(for: testCase.sentence, lists: demoLists).first)
    #expect(best.intent.rawValue == testCase.intent)
    #expect(!best.isPartial)
    var got: [String: String] = [:]
    for (name, slot) in best.slots { got[name] = slot.value?.description ?? slot.text }
    #expect(got == testCase.slots)
  }

  @Test func unknownContactGivesPartialReading() throws {
    let best = try #require(shipped.readings(for: "text Sparky hello there", lists: demoLists).first)
    #expect(best.intent == "messages.sendMessage")
    #expect(best.isPartial)
    let destination = try #require(best.slots["destination"])
    #expect(destination.isUnmatched)
    #expect(destination.text == "Sparky")
  }

  @Test func preparedListsGiveTheSameReadings() {
    let prepared = RuntimeLists(demoLists)
    for testCase in Self.cases {
      #expect(
        shipped.readings(for: testCase.sentence, lists: prepared)
          == shipped.readings(
            for: testCase.sentence, lists: demoLists), "\(testCase.sentence)")
    }
  }

  @Test func slotTextKeepsOriginalCaseAndSpan() throws {
    let sentence = "Text FLARE Hello There"
    let best = try #require(shipped.readings(for: sentence, lists: demoLists).first)
    let content = try #require(best.slots["content"])
    #expect(content.text == "Hello There")
    #expect(content.isWildcard)
    #expect(content.range == 11..<22)
    #expect(best.slots["destination"]?.value == .text("Flare"))
  }

  @Test(
    "answers are read from the shared word lists",
    arguments: [
      ("Yeah!", "yes", "yes"), ("yes please", "yes", "yes"), ("nope", "no", "no"),
      ("never mind", "cancel", "cancel"),
      ("the second", "ordinal", "2"), ("好的", "yes", "yes"), ("第三个", "ordinal", "3"),
    ])
  func answerIsRead(_ utterance: String, _ list: String, _ expected: String) {
    #expect(shipped.listMatch(utterance, list: list)?.output?.description == expected)
  }

  @Test func aSentenceIsNotAnAnswer() {
    #expect(shipped.listMatch("yes please send it to Glow", list: "yes") == nil)
  }

  @Test func shippedGrammarsHaveNoDiagnostics() {
    let load = GrammarSet.load(directory: grammarsDirectory)
    #expect(load.diagnostics.map(\.rendered) == [])
    #expect(load.grammar?.languages == ["en", "zh"])
  }

  @Test func questionsAndResponsesComeInTheirLanguage() {
    #expect(
      shipped.question(intent: "messages.sendMessage", parameter: "content", language: "en")
        == "What should the message say?")
    #expect(
      shipped.question(intent: "messages.sendMessage", parameter: "destination", language: "zh") == "要发给谁？")
    #expect(
      shipped.response("sent", intent: "messages.sendMessage", language: "en")
        == "Sent to {destination} in {app}: “{content}”")
    #expect(shipped.response("cancelled", intent: "messages.sendMessage", language: "en") == "Cancelled.")
    #expect(shipped.listValues("yes", language: "en").first?.output == .text("yes"))
  }
}
