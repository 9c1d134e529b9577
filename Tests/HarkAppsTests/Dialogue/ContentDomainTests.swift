import Foundation
import HarkApps
import HarkCore
import Testing

/// "What did X say …" is asked of mail and of messages in the same words: the shell answers from
/// the app where X is known and wrote, and never says it knows no Mary when Contacts does.
@Suite struct ContentDomainTests {
  @Test(arguments: [
    ("what did Mary say about the tickets?", "mail.findMail"),
    ("Mary说了什么？", "mail.findMail"),
    ("what did Glow say about the aurora", "messages.findMessages"),
    // No word of it matches (that is the semantic index's work), but Flare writes only messages.
    ("what did Flare say about movies", "messages.findMessages"),
    ("Glow关于极光说了什么", "messages.findMessages"),
    ("what was Flare's last message?", "messages.findMessages"),
    ("Flare的最后一条消息是什么？", "messages.findMessages"),
    ("what's my latest report?", "files.findFiles"),
    ("我的最新报告是什么？", "files.findFiles"),
  ])
  func theQuestionIsAnsweredWhereThePersonWrote(line: String, intent: String) throws {
    let conversation = try DecisionAgreementTests.conversation()
    let analysis = conversation.analyze(line)
    #expect(analysis.intent?.rawValue == intent, "\(analysis.explanation)")
    #expect(analysis.outcome == .run, "\(analysis.explanation)")
    var events: [ShellEvent] = []
    conversation.respond(to: line) { events.append($0) }
    let answer = try #require(events.last)
    #expect(answer.kind == .result)
    #expect(!answer.text.contains("I don't know"))
  }

  @Test func marysMailAboutTheTicketsIsTheOneListed() throws {
    let conversation = try DecisionAgreementTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "what did Mary say about the tickets?") { events.append($0) }
    let answer = try #require(events.last)
    #expect(answer.text.contains("Tickets for Saturday — Mary Rivera"))
    #expect(answer.text.split(separator: "\n").count == 2)
  }
}
