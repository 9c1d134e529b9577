import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import HarkTesting
import HarkUnderstanding
import Testing

/// `:explain`, `hark parse --json` and the live dialogue take one decision path: for every line
/// here, in English and Chinese, what the analysis says the shell would do is what the shell does
/// (the first event of the live line): the same intent, values, question, parameter asked for,
/// choices and words.
@Suite struct DecisionAgreementTests {
  static let lines: [String] = [
    // Runs.
    "send a message to Glow saying what movie do you recommend",
    "show my last message from Bubbles",
    "what's on my calendar tomorrow",
    "look up Mary",
    "reply to Flare thanks",
    "显示我和Flare的消息",
    "给Glow发消息说明天见",
    "查一下Leo的电话号码",
    "今天的日程",
    // Asks for a missing value.
    "text Flare",
    "email Mary about the tickets",
    "给Flare发消息",
    "给Mary发邮件",
    // A choice between people of one name (the demo's contacts and a second Dana).
    "email Dana about lunch",
    "给Dana发邮件说明天见",
    // Taking in a person another app knows.
    "text my wife hello",
    "给我妻子发消息说晚上见",
    // Confirms a guess.
    "text glwo hi",
    "schedule dinner tomorrow at 7pm",
    // Words that name nothing.
    "send a message to Sparky saying hi",
    "给Sparky发消息说你好",
    "给王小明发消息 你好",
    "unsend the last message",
    "edit this message",
    "forward the last one to Glow",
    // Not understood.
    "tell me a joke",
    "what's the weather like",
    "讲个笑话",
    "今天天气怎么样",
    "send an email",
    // More of each, to be sure of the table's reach.
    "add lunch with Dana next monday at noon",
    "明天下午三点和Dana开会",
    "text Bubbles and Glow see you at noon",
    // The WWDC26 talk's requests (Transcripts/seeds), English and the Chinese page's words.
    "when and where is my next meeting",
    "我的下次会议是何时何地",
    "send my latest report to Mary",
    "把我的最新报告发给Mary",
    "text my wife her plane ticket",
    "给我妻子发送她的机票",
    "send a message to Mary",
    "发消息给Mary",
    "show my photos",
    "apply a cinematic filter to this photo",
    "为这张照片添加电影效果滤镜",
    "text my wife this conversation",
    "把这段对话发短信给我妻子",
    "summarize this message",
    "总结这条消息",
    "explain this text",
    "解释这段文字",
    "call my wife",
    "拨打这个联系人",
    "play my focus playlist",
    "播放我的专注播放列表",
    "what did Mary say about the tickets?",
    "what did Glow say about the aurora",
    "Mary说了什么？",
    "add a meeting tomorrow at 3pm with Dana",
    "move the quarterly review to friday",
    "把Quarterly review改到周五",
    "email the budget to Dana",
    // Read by the learned stage (no grammar reads them): a guess with side effects is confirmed,
    // a missing value asked, a read-only request run; "none of these" is not understood.
    "ping flare saying running late",
    "msg glow",
    "anything new in my inbox",
    "捎个话给Flare说明天见",
    "帮我写封邮件",
    "play some jazz",
  ]

  static let now = Date(timeIntervalSince1970: 1_781_000_000)

  /// A conversation on a fresh demo store (with a second Dana), after `damage` has had its way
  /// with the store's folder.
  static func conversation(
    timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, damage: (URL) throws -> Void = { _ in }
  ) throws -> Conversation {
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-agreement-\(UUID().uuidString)")
    var seeds = SampleApps.demoSeeds(now: now)
    // A second Dana, so that "Dana" names two people and the shell offers a choice.
    let contacts = try #require(seeds.firstIndex { $0.app == "contacts" })
    seeds[contacts].files["addressbooks/main/dana-2.vcf"] = Array(
      """
      BEGIN:VCARD\r
      VERSION:3.0\r
      UID:dana-2\r
      FN:Dana Whitfield\r
      N:Whitfield;Dana;;;\r
      EMAIL:dana.w@example.org\r
      END:VCARD\r

      """.utf8)
    _ = try Store.create(at: folder, seed: seeds)
    try damage(folder)
    let store = try Store.open(at: folder)
    var environment = ShellEnvironment(
      apps: SampleApps.registry, grammar: grammar, store: store, clock: { now }, identifiers: .sequential(),
      timeZone: timeZone,
      understanding: Understanding.load(
        grammar,
        cacheDirectory: Understanding.cacheDirectory(environment: ProcessInfo.processInfo.environment)))
    environment.sources.music?.timeout = MPDServer.patientTimeout
    return Conversation(environment: environment)
  }

  static func kind(of outcome: Analysis.Outcome) -> ShellEvent.Kind {
    switch outcome {
    case .run: .result
    case .ask, .choose, .chooseApp, .importPerson, .confirm, .confirmUnsure: .question
    case .problem, .noApp: .error
    case .notUnderstood: .unknown
    }
  }

  @Test func theTableReachesEveryOutcomeInBothLanguages() throws {
    let conversation = try Self.conversation()
    var seen: Set<String> = []
    for line in Self.lines {
      let analysis = conversation.analyze(line)
      seen.insert("\(analysis.outcome.rawValue) \(analysis.language.isChinese ? "zh" : "en")")
    }
    for outcome in ["run", "ask", "choose", "import-person", "problem", "not-understood"] {
      #expect(
        seen.contains("\(outcome) en") && seen.contains("\(outcome) zh"), "\(outcome): \(seen.sorted())")
    }
    #expect(seen.contains("confirm-unsure en"))
    #expect(seen.contains("confirm-unsure zh"))
  }

  @Test(arguments: lines)
  func theAnalysisSaysWhatTheShellDoes(_ line: String) throws {
    let analysis = try Self.conversation().analyze(line)
    var events: [ShellEvent] = []
    let live = try Self.conversation()
    // Music plays through the store's own MPD: the shell does what the analysis says only when
    // one answers (without one it says how to start it).
    var music: MPDServer?
    if analysis.intent?.rawValue.hasPrefix("audio.") == true {
      guard MPDServer.isInstalled else {
        #expect(!MPDServer.isCI, "mpd must be installed under CI")
        return
      }
      music = try MPDServer.start(folder: live.environment.store.root.appendingPathComponent("music"))
    }
    defer { music?.stop() }
    live.respond(to: line) { events.append($0) }
    let event = try #require(events.first)

    #expect(Self.kind(of: analysis.outcome) == event.kind)
    #expect(analysis.intent == event.intent)
    #expect(analysis.app == event.app)
    #expect(analysis.resolved == event.parameters)
    #expect(analysis.parameter == event.parameter)
    #expect(analysis.choices == event.choices)
    if analysis.outcome != .run { #expect(analysis.text == event.text) }
    if analysis.outcome == .ask { #expect(analysis.missing.first == event.parameter) }

    // `hark parse --json` writes `analysis.json`; read back, it says the same.
    let json = try HarkStore.JSONValue.decode(analysis.json.jsonText)
    let object = try #require(json.objectValue)
    #expect(object["intent"]?.stringValue == event.intent?.rawValue)
    #expect(object["missing"]?.arrayValue?.compactMap(\.stringValue) == analysis.missing)
    #expect(object["choices"]?.arrayValue?.compactMap(\.stringValue) == event.choices)
    #expect(object["parameter"]?.stringValue == event.parameter)
    if analysis.outcome != .run { #expect(object["text"]?.stringValue == event.text) }

    // `:explain` writes `analysis.explanation`: the outcome line quotes what the shell says.
    let outcome = analysis.explanation.split(separator: "\n").last.map(String.init) ?? ""
    if analysis.outcome == .run {
      #expect(outcome == "outcome: run")
    } else {
      #expect(
        outcome.hasPrefix("outcome: \(analysis.outcome.rawValue) — \(event.text.split(separator: "\n")[0])"))
    }
  }
}

/// People who share a name are a choice for any app that takes a person, and the one picked is
/// the one the app gets: "email Dana" with two Danas never drafts to a guess.
@Suite struct PersonChoiceTests {
  @Test func twoPeopleOfOneNameAreAChoiceAndThePickIsWhoGetsTheMail() throws {
    let conversation = try DecisionAgreementTests.conversation()
    var events: [ShellEvent] = []
    conversation.respond(to: "email Dana saying see you at noon") { events.append($0) }
    let question = try #require(events.last)
    #expect(question.kind == .question)
    #expect(question.choices?.count == 2)
    let whitfield = try #require(question.choices?.firstIndex { $0.hasPrefix("Dana Whitfield") })
    conversation.respond(to: "\(whitfield + 1)") { events.append($0) }
    let result = try #require(events.last)
    #expect(result.kind == .result, "\(result.text)")
    #expect(result.text.contains("Dana Whitfield"))
    #expect(!result.text.contains("Dana Brooks"))
  }
}
