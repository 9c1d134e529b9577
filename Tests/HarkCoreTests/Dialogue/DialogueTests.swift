import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import Testing

/// The dialogue's decisions, checked on the Herd test app (two Flares, 王小明, relationships).
@Suite struct DialogueTests {
  static let grammar: GrammarSet? = GrammarSet.load(
    directory: ResourceLocator.checkout.appendingPathComponent("Grammars")
  ).grammar

  static func herd() throws -> (Conversation, Store) {
    let grammar = try #require(DialogueTests.grammar)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-dialogue-\(UUID().uuidString)")
    let store = try Store.create(at: folder, seed: [])
    let now = Date(timeIntervalSince1970: 1_780_998_060)
    let environment = ShellEnvironment(
      apps: AppRegistry([Herd(), Book()]), grammar: grammar, store: store, clock: { now },
      identifiers: .sequential(), timeZone: TimeZone(identifier: "UTC") ?? .current)
    return (Conversation(environment: environment), store)
  }

  static func say(_ lines: [String], to conversation: Conversation) -> [ShellEvent] {
    var events: [ShellEvent] = []
    for line in lines { conversation.respond(to: line) { events.append($0) } }
    return events
  }

  static func notes(_ store: Store) throws -> [String] {
    try store.records(app: "herd", collection: "notes").compactMap { record in
      if case .string(let body)? = record.fields["body"] { body } else { nil }
    }
  }

  @Test(arguments: [
    ("2", "Flare Sparkle"), ("1", "Flare Moonbeam"), ("the second one", "Flare Sparkle"),
    ("second", "Flare Sparkle"), ("the first", "Flare Moonbeam"), ("last", "Flare Sparkle"),
    ("Sparkle", "Flare Sparkle"), ("moonbeam", "Flare Moonbeam"), ("第二个", "Flare Sparkle"),
    ("第一个", "Flare Moonbeam"),
  ])
  func aChoiceIsAnsweredByNumberOrdinalOrName(_ answer: String, _ picked: String) throws {
    let (conversation, _) = try DialogueTests.herd()
    let events = DialogueTests.say(["text Flare hello", answer], to: conversation)
    #expect(events.map(\.kind) == [.question, .result])
    #expect(events.first?.choices == ["Flare Moonbeam (@moonbeam)", "Flare Sparkle (@sparkle)"])
    #expect(events.last?.parameters["destination"]?.displayText == picked)
  }

  @Test(arguments: ["cancel", "never mind", "forget it", "取消", "算了"])
  func aWayOutLeavesEveryQuestion(_ words: String) throws {
    for opening in ["text Flare hello", "send a message to Glow", "text glwo hi"] {
      let (conversation, store) = try DialogueTests.herd()
      let events = DialogueTests.say([opening, words], to: conversation)
      #expect(events.map(\.kind) == [.question, .error], "\(opening) / \(words)")
      #expect(!conversation.isAwaitingAnswer)
      #expect(try DialogueTests.notes(store).isEmpty)
    }
  }

  @Test func aMessageBodyThatLooksLikeACommandIsTheBody() throws {
    let (conversation, store) = try DialogueTests.herd()
    let events = DialogueTests.say(
      ["send a message to Glow", "text Flare Sparkle see you"], to: conversation)
    #expect(events.map(\.kind) == [.question, .result])
    #expect(try DialogueTests.notes(store) == ["text Flare Sparkle see you"])
  }

  @Test func aCommandWithoutFreeTextSwitchesAndSaysSo() throws {
    let (conversation, store) = try DialogueTests.herd()
    let events = DialogueTests.say(["send a message to Glow", "unsend the last message"], to: conversation)
    #expect(events.last?.intent == "messages.unsendMessage")
    #expect(events.last?.text.hasPrefix("(Switched to a new request.)") == true)
    #expect(try DialogueTests.notes(store).isEmpty)
  }

  @Test func aConfidentCommandSwitchesFromAChoice() throws {
    let (conversation, store) = try DialogueTests.herd()
    let events = DialogueTests.say(["text Flare hello", "text Glow see you at noon"], to: conversation)
    #expect(events.map(\.kind) == [.question, .result])
    #expect(try DialogueTests.notes(store) == ["see you at noon"])
  }

  @Test(arguments: [
    ("text glwo hi", "Just to be sure: Send message to Glow: “hi”? (yes/no)"),
    ("send a message to Glwo saying hi", "Just to be sure: Send message to Glow: “hi”? (yes/no)"),
    ("text Flrae hi", "Which Flrae? 1) Flare Moonbeam (@moonbeam) 2) Flare Sparkle (@sparkle)"),
  ])
  func aGuessedNameIsAskedAboutBeforeSending(_ line: String, _ question: String) throws {
    let (conversation, store) = try DialogueTests.herd()
    let asked = DialogueTests.say([line], to: conversation)
    #expect(asked.map(\.kind) == [.question])
    #expect(asked.first?.text == question)
    #expect(try DialogueTests.notes(store).isEmpty)
  }

  @Test func aDestructiveIntentAsksOnceMoreThenCancels() throws {
    let (conversation, store) = try DialogueTests.herd()
    let events = DialogueTests.say(["text Glow hi", "unsend it", "maybe", "perhaps"], to: conversation)
    #expect(events.map(\.kind) == [.result, .question, .question, .error])
    #expect(events[2].text == "Please answer yes or no.")
    #expect(try DialogueTests.notes(store) == ["hi"])
  }

  @Test func didYouMeanOffersTheRepairedSentence() throws {
    let (conversation, _) = try DialogueTests.herd()
    let events = DialogueTests.say(["sned a mesage to Glow"], to: conversation)
    #expect(events.map(\.kind) == [.unknown])
    #expect(
      events.first?.text
        == "I didn't understand “sned a mesage to Glow”.\nDid you mean: send a message to Glow?")
  }

  @Test func analysingRunsNothingAndAsksNothing() throws {
    let (conversation, store) = try DialogueTests.herd()
    let analysis = conversation.analyze("text my wife I love you")
    #expect(analysis.intent == "messages.sendMessage")
    #expect(analysis.app == "Herd")
    #expect(analysis.outcome == .run)
    #expect(analysis.slots.map(\.name) == ["destination", "content"])
    #expect(analysis.resolved["destination"]?.displayText == "Glow")
    #expect(analysis.slots.first?.resolution.via == "relationship spouse")
    #expect(!conversation.isAwaitingAnswer)
    #expect(try DialogueTests.notes(store).isEmpty)
  }

  @Test func parseJSONCarriesTheAgreedKeys() throws {
    let (conversation, _) = try DialogueTests.herd()
    let json = conversation.analyze("send a message to Flare").json
    guard case .object(let object) = json else {
      Issue.record("not an object")
      return
    }
    for key in ["input", "intent", "app", "slots", "resolved", "missing", "confidence"] {
      #expect(object[key] != nil, "\(key)")
    }
    #expect(object["slots"] == .object(["destination": .string("Flare")]))
    #expect(object["missing"] == .array([.string("content")]))
    #expect(object["outcome"] == .string("choose"))
  }

  @Test(arguments: [
    ("unsend the last message", 1.0, 1.01), ("text Flare Sparkle hello", 0.7, 1.0),
    ("text glwo hi", 0.0, 0.7),
  ])
  func confidenceFollowsTheReadingAndTheNames(_ line: String, _ atLeast: Double, _ below: Double) throws {
    let (conversation, _) = try DialogueTests.herd()
    conversation.respond(to: "text Glow hi") { _ in }
    let confidence = conversation.analyze(line).confidence
    #expect(confidence >= atLeast && confidence < below, "\(confidence)")
  }

  @Test func theExplanationShowsReadingsAndCandidates() throws {
    let (conversation, _) = try DialogueTests.herd()
    let text = conversation.analyze("text Flare hello").explanation
    // The tokens the matcher used: normalised, lower case.
    #expect(text.contains("tokens: text · flare · hello"))
    #expect(text.contains("* 0.85  messages.sendMessage [en]"))
    #expect(text.contains("0.90  Flare Moonbeam  [HarkCoreTests.HerdContact moonbeam]"))
    // The question word for word as the live dialogue asks it.
    #expect(
      text.contains(
        "outcome: choose — Which Flare? 1) Flare Moonbeam (@moonbeam) 2) Flare Sparkle (@sparkle)"))
  }
}
