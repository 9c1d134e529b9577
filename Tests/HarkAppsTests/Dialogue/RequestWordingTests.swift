import Foundation
import HarkApps
import HarkGrammar
import Testing

@testable import HarkCore

/// What the shell says back about a request, in the line's language: a person is not read out of
/// a topic ("email Mary about the tickets"), a file that is not there is said to be missing, a
/// confirmation names whom a request is with in the language's words, and a playlist that is not
/// there is said to be missing with the ones there are.
@Suite struct RequestWordingTests {
  // MARK: A topic after "about" is the subject, not part of a name.

  @Test(arguments: ["email Mary about the tickets", "write an email to Mary about the tickets"])
  func aTopicAfterAboutIsNoPartOfTheName(_ line: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "mail.createDraft", "\(analysis.explanation)")
    #expect(analysis.resolved["to"]?.displayText == "Mary Rivera", "\(analysis.explanation)")
    #expect(analysis.resolved["attachments"] == nil, "\(analysis.explanation)")
    #expect(analysis.resolved["subject"]?.displayText.contains("tickets") == true, "\(analysis.explanation)")
  }

  @Test func aTopicAfterSayInChineseIsNoPartOfTheName() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("给Mary发邮件说票的事")
    #expect(analysis.intent == "mail.createDraft", "\(analysis.explanation)")
    #expect(analysis.resolved["to"]?.displayText == "Mary Rivera", "\(analysis.explanation)")
    #expect(analysis.resolved["attachments"] == nil, "\(analysis.explanation)")
  }

  @Test func aFileNamedWithoutAboutIsStillAttached() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("email Mary the plane ticket")
    #expect(analysis.intent == "mail.createDraft", "\(analysis.explanation)")
    #expect(analysis.resolved["to"]?.displayText == "Mary Rivera", "\(analysis.explanation)")
    #expect(analysis.resolved["attachments"] != nil, "\(analysis.explanation)")
  }

  // MARK: A file reference that finds no file says so, naming the words.

  @Test(arguments: [
    ("附上年度计划", "没有找到叫“年度计划”的文件。"),
    ("attach the annual plan", "I couldn't find a file called “annual plan”."),
  ])
  func aFileThatIsNotThereIsSaidToBeMissing(_ line: String, _ expected: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.outcome == .problem, "\(analysis.explanation)")
    #expect(analysis.text == expected, "\(analysis.explanation)")
  }

  // MARK: Confirmations in the language's words.

  @Test func everyRequestThatWritesHasItsActionInChinese() throws {
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let adopted = SampleApps.registry.adoptedIntents
    let missing = SchemaCatalog.domains.flatMap(\.intents).filter { intent in
      adopted.contains(intent.id) && intent.sideEffects != .none
        && grammar.response("action_" + intent.name, intent: nil, language: .chinese) == nil
    }.map(\.id.rawValue)
    #expect(missing.isEmpty, "no Chinese action words for \(missing)")
  }

  @Test(arguments: [
    (Language.english, "Create event with Dana Brooks and Mary Rivera: “Lunch”"),
    (Language.chinese, "创建日程（与Dana Brooks和Mary Rivera）：“Lunch”"),
  ])
  func anEventIsWithItsAttendeesNotSentToThem(_ language: Language, _ expected: String) throws {
    let conversation = try DecisionAgreementTests.conversation()
    let adopter = try #require(SampleApps.registry.adopters(of: SchemaID("calendar.createEvent")).first)
    var invocation = Invocation(
      schema: adopter.intent.schema, app: adopter.app, kind: adopter.intent, language: language)
    invocation.values["title"] = .string("Lunch")
    invocation.values["attendees"] = .list([
      .person(IntentPerson(name: PersonNameComponents(displayName: "Dana Brooks"))),
      .person(IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))),
    ])
    #expect(conversation.responder.summary(of: invocation)["action"] == expected)
  }

  @Test func aMessageToTwoPeopleJoinsTheirNamesInChinese() throws {
    let conversation = try DecisionAgreementTests.conversation()
    let adopter = try #require(SampleApps.registry.adopters(of: SchemaID("messages.sendMessage")).first)
    var invocation = Invocation(
      schema: adopter.intent.schema, app: adopter.app, kind: adopter.intent, language: .chinese)
    invocation.values["destination"] = .list([
      .person(IntentPerson(name: PersonNameComponents(displayName: "Dana Brooks"))),
      .person(IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))),
    ])
    invocation.values["content"] = .string("你好")
    let action = try #require(conversation.responder.summary(of: invocation)["action"])
    #expect(action == "发消息给Dana Brooks和Mary Rivera：“你好”")
  }

  // MARK: A playlist that is not there.

  @Test(arguments: [
    (
      "play my jazz playlist",
      "I don't know a playlist called jazz. The playlists here: Focus, Road trip and Sleep."
    ),
    ("播放我的爵士歌单", "我不认识叫爵士的歌单。现有的歌单：Focus、Road trip和Sleep。"),
  ])
  func aPlaylistThatIsNotThereIsSaidToBeMissingWithTheOnesThereAre(_ line: String, _ expected: String) throws
  {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "audio.playAudio", "\(analysis.explanation)")
    #expect(analysis.outcome == .problem, "\(analysis.explanation)")
    #expect(analysis.text == expected, "\(analysis.explanation)")
  }
}
