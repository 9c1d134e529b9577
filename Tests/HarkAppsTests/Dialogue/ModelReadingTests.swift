import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import Testing

/// The learned stage on the one decision path: its readings carry the stage, a guess with side
/// effects is always confirmed first, and words that stand for a thing are never sent as text.
@Suite struct ModelReadingTests {
  @Test(arguments: [
    ("ping flare saying running late", "messages.sendMessage", Analysis.Outcome.confirmUnsure),
    ("捎个话给Flare说明天见", "messages.sendMessage", .confirmUnsure),
    ("msg glow", "messages.sendMessage", .ask),
    ("帮我写封邮件", "mail.createDraft", .ask),
    ("anything new in my inbox", "mail.findMail", .run),
  ])
  func linesNoGrammarReadsAreReadByTheModel(_ line: String, _ intent: String, _ outcome: Analysis.Outcome)
    throws
  {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.stage == .model)
    #expect(analysis.intent?.rawValue == intent)
    #expect(analysis.outcome == outcome)
    #expect(analysis.scores.first?.intent == intent)
    #expect(analysis.why?.hasPrefix("the best intent is sure enough") == true)
    let object = try #require(analysis.json.objectValue)
    #expect(object["stage"]?.stringValue == "model")
    #expect(analysis.explanation.contains("(read by the model)"))
  }

  @Test func aModelReadingWithSideEffectsIsConfirmedEvenWhenEveryValueIsSure() throws {
    let conversation = try DecisionAgreementTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "ping flare saying running late") { events.append($0) }
    #expect(events.last?.text == "Just to be sure: Send message to Flare: “running late”? (yes/no)")
    conversation.respond(to: "no") { events.append($0) }
    #expect(events.last?.text == "Cancelled.")
  }

  @Test func theMissingValueOfAModelReadingIsAskedThenTheGuessConfirmed() throws {
    let conversation = try DecisionAgreementTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "msg glow") { events.append($0) }
    #expect(events.last?.text == "What should the message say?")
    conversation.respond(to: "see you at six") { events.append($0) }
    #expect(events.last?.text == "Just to be sure: Send message to Glow: “see you at six”? (yes/no)")
  }

  /// Words that point at what was shown become the slot a template would give them: the model
  /// reading summarises the last message shown, in either language. (A vague "that message" after
  /// a list of several is a choice, not a run: ReferenceTableTests.)
  @Test(arguments: [
    ("show my messages from Flare", "sumarize the last message", "the last message"),
    ("显示Flare的消息", "最后一条消息总结下", "最后一条消息"),
  ])
  func aModelReadingTakesTheWordsThatPointAtWhatWasShown(_ show: String, _ line: String, _ words: String)
    throws
  {
    let conversation = try DecisionAgreementTests.conversation()
    conversation.respond(to: show) { _ in }
    let analysis = conversation.analyze(line)
    #expect(analysis.stage == .model)
    #expect(analysis.intent == "assistant.summarize")
    #expect(analysis.slots.contains { $0.name == "message" && $0.words == words })
    #expect(analysis.outcome == .run)
  }

  /// A date that takes a span takes the span said ("this week", 下个月), not only a day: the
  /// model's reading of a line no template reads keeps the days it asks about.
  @Test(arguments: [
    ("how busy am i looking this week", "calendar.findEvents", "startDate", "this week"),
    ("anything going on in my calendar next month", "calendar.findEvents", "startDate", "next month"),
    ("帮我看看下个月跟房租有关的邮件", "mail.findMail", "received", "下个月"),
  ])
  func aModelReadingTakesTheSpanADateParameterTakes(
    _ line: String, _ intent: String, _ parameter: String, _ words: String
  ) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.stage == .model)
    #expect(analysis.intent?.rawValue == intent)
    #expect(analysis.slots.contains { $0.name == parameter && $0.words == words })
  }

  /// What a line is about is the words after its cue, less a date said after them; Chinese says
  /// a topic between two words (跟…有关). A phrase for a thing may be a topic, never a body.
  @Test(arguments: [
    ("find emails related to the budget from last week", "topic", "the budget", "last week"),
    ("who sent me the mail about the party yesterday", "topic", "the party", "yesterday"),
    ("帮我看看下个月跟房租有关的邮件", "topic", "房租", "下个月"),
  ])
  func aModelReadingsTopicLeavesItsDate(_ line: String, _ parameter: String, _ topic: String, _ date: String)
    throws
  {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.stage == .model)
    #expect(analysis.intent == "mail.findMail")
    #expect(analysis.slots.contains { $0.name == parameter && $0.words == topic })
    #expect(analysis.slots.contains { $0.name == "received" && $0.words == date })
  }

  /// A new event's title from the line, as the model's reading takes it. Chinese says it after its
  /// date with nothing between (周五晚上七点吃饭) or after who it is with (周五晚上和Flare吃饭), less the
  /// words asking for it to be noted; a question is no title. English names the event by its kind
  /// ("coffee with Flare on Thursday at 10"): the last run of the lexicon's event kinds outside the
  /// other slots.
  @Test(arguments: [
    ("周五晚上七点吃饭 记一下", "吃饭"),
    ("下周二上午九点去看牙医", "去看牙医"),
    ("帮我建一个日程 周六去爬山", "去爬山"),
    ("周五晚上和Flare吃饭", "吃饭"),
    ("coffee with flare on thursday at 10", "coffee"),
    ("i'm meeting leo for drinks at 6 tonight", "drinks"),
    ("birthday party for glow on saturday at 3", "birthday party"),
  ])
  func theNewEventsTitleIsTakenFromTheLine(_ line: String, _ title: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.stage == .model)
    #expect(analysis.intent == "calendar.createEvent")
    #expect(analysis.slots.contains { $0.name == "title" && $0.words == title })
    #expect(analysis.outcome == .confirmUnsure)
  }

  @Test(arguments: ["周四一共有几个会议"])
  func aQuestionAfterTheDateIsNoTitle(_ line: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(!analysis.slots.contains { $0.name == "title" })
  }

  /// A free text's cue is no word pointing at what was shown: "that" before a message's words
  /// starts them, and names no message to reply to.
  @Test func theCueOfTheWordsPointsAtNothing() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(
      "write to my boss that i'll be late tomorrow")
    #expect(analysis.stage == .model)
    #expect(analysis.intent == "mail.createDraft")
    #expect(analysis.slots.contains { $0.name == "body" && $0.words == "i'll be late tomorrow" })
    #expect(analysis.slots.map(\.name).sorted() == ["body", "to"])
    #expect(analysis.outcome == .confirmUnsure)
  }

  /// A send's date schedules it: a day said after what a message is about stays in the topic.
  @Test func aSendsTopicKeepsItsDay() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(
      "shoot glow a quick msg about the gig tonight")
    #expect(analysis.stage == .model)
    #expect(analysis.intent == "messages.sendMessage")
    #expect(analysis.slots.contains { $0.name == "subject" && $0.words == "the gig tonight" })
    #expect(!analysis.slots.contains { $0.name == "scheduledDate" })
  }

  @Test func grammarReadingsSayTheirStage() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("text Flare hello")
    #expect(analysis.stage == .grammar)
    #expect(analysis.scores.isEmpty)
  }

  @Test func whatNoIntentDoesIsNotUnderstoodWithTheModelsScores() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("play some jazz")
    #expect(analysis.outcome == .notUnderstood)
    #expect(analysis.stage == nil)
    #expect(analysis.scores.first?.intent == IntentScore.none)
  }

  /// The grammar's "send {content} to {contact}" would send Mary the words "my latest report":
  /// a phrase for a thing is never message text, whichever stage reads the line.
  @Test(arguments: [
    "send my latest report to Mary", "send her plane ticket to Glow", "send this photo to Flare",
    "给Mary发我的最新报告",
  ])
  func aPhraseForAThingIsNeverMessageText(_ line: String) throws {
    let conversation = try DecisionAgreementTests.conversation()
    let analysis = conversation.analyze(line)
    let phrase = ["my latest report", "her plane ticket", "this photo", "我的最新报告"]
    #expect(!analysis.slots.contains { ["content", "body"].contains($0.name) && phrase.contains($0.words) })
    var events: [ShellEvent] = []
    conversation.respond(to: line) { events.append($0) }
    #expect(events.allSatisfy { $0.kind != .result })
    #expect(
      !events.contains { event in phrase.contains { event.text.contains("“\($0)”") && event.kind != .unknown }
      })
  }
}
