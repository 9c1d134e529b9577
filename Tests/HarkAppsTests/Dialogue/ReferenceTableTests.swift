import Foundation
import HarkCore
import Testing

/// "It", "this", "that", "the first one" in every app and both languages, after nothing, one and
/// several things were shown: a reference acts on one entity the person can see is the one meant,
/// or asks — it never picks one of several. The titles are read from what the shell listed, so the
/// table says "the first as shown", not which record that is.
@Suite struct ReferenceTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    /// The app and language, for the test's name.
    var name: String
    /// A line that lists several entities of the kind.
    var several: String
    /// A line that shows exactly one, or nil where the app has no such line.
    var one: String?
    /// Requests whose reference singles nothing out.
    var vague: [String]
    /// Requests that name a place on the list: the request and the index (-1: the last).
    var positional: [(String, Int)] = []

    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "files en", several: "show my files", one: "show my files about budget",
      vague: ["text it to Flare", "email this file to Priya", "delete that", "open it"],
      positional: [("text the first one to Flare", 0), ("text the last one to Flare", -1)]),
    Row(
      name: "files zh", several: "显示我的文件", one: nil, vague: ["把它发给Priya", "删除这个文件"],
      positional: [("打开第一个文件", 0), ("打开最后一个文件", -1)]),
    Row(
      name: "photos en", several: "show my photos", one: "show my photos of the beach",
      vague: ["make it mono", "apply a cinematic filter to this photo", "delete that photo"],
      positional: [("make the first one mono", 0)]),
    Row(
      name: "photos zh", several: "显示我的照片", one: "显示海滩的照片", vague: ["为这张照片添加电影效果滤镜", "删除这张照片"],
      positional: [("打开第一张照片", 0), ("删除最后一张照片", -1)]),
    Row(
      name: "mail en", several: "show my emails", one: "show my emails from Mary",
      vague: ["forward this email to Priya", "delete it"],
      positional: [("forward the last email to Priya", -1)]),
    Row(
      name: "mail zh", several: "显示我的邮件", one: "显示Mary的邮件", vague: ["把这封邮件转发给Priya", "删除这封邮件"],
      positional: [("把第一封邮件转发给Priya", 0)]),
    Row(
      name: "calendar en", several: "what's on my calendar", one: "what's on my calendar on june 11",
      vague: ["delete it", "move this event to 4pm", "cancel that meeting"],
      positional: [("move the last event to friday", -1)]),
    Row(
      name: "calendar zh", several: "显示我的日程", one: "6月11日的日程", vague: ["删除它", "把它改到周五", "取消这个会议"],
      positional: [("删除最后一个会议", -1), ("把第一个会议改到周五", 0)]),
    Row(
      name: "messages en", several: "show messages from Flare", one: "show my last message from Flare",
      vague: ["forward it to Glow", "mark it as unread"],
      positional: [("forward the first one to Glow", 0)]),
    Row(
      name: "messages zh", several: "显示和Glow的消息", one: "显示Flare发来的最后一条消息",
      vague: ["把它转发给Glow", "把这条消息标记为未读"], positional: [("把第一条消息转发给Flare", 0)]),
  ]

  /// The titles a listing event showed, in order ("  3. Q2 sales report.pdf — Work, …").
  static func titles(of event: ShellEvent) -> [String] {
    event.text.split(separator: "\n").dropFirst().compactMap { line in
      let trimmed = line.drop { $0 == " " }
      guard let dot = trimmed.firstIndex(of: "."), Int(trimmed[..<dot]) != nil else { return nil }
      let title = trimmed[trimmed.index(dot, offsetBy: 2)...]
      return String(title.components(separatedBy: " — ").first ?? String(title))
    }
  }

  /// Whether `text` names `title`: its first words, as a confirmation may shorten a long one.
  static func names(_ text: String, _ title: String) -> Bool {
    let bare = title.trimmingCharacters(in: CharacterSet(charactersIn: "“”"))
    return text.contains(String(bare.prefix(14)))
  }

  /// The events of each line said in turn to one conversation on a fresh demo store.
  static func say(_ lines: [String]) throws -> [[ShellEvent]] {
    let conversation = try DecisionAgreementTests.conversation()
    return lines.map { line in
      var events: [ShellEvent] = []
      conversation.respond(to: line) { events.append($0) }
      return events
    }
  }

  /// Whether `event` is a yes/no confirmation (not a numbered choice).
  static func isConfirmation(_ event: ShellEvent) -> Bool {
    event.kind == .question && [["yes", "no"], ["是", "否"]].contains(event.choices ?? [])
  }

  @Test(arguments: rows)
  func nothingShownIsNeverActedOn(_ row: Row) throws {
    for request in row.vague {
      let events = try Self.say([request])[0]
      #expect(!events.contains { $0.kind == .result }, "\(request): \(events.map(\.text))")
      #expect(!events.contains(where: Self.isConfirmation), "\(request): \(events.map(\.text))")
    }
  }

  @Test(arguments: rows)
  func theOnlyOneShownIsTheOneMeant(_ row: Row) throws {
    guard let one = row.one else { return }
    for request in row.vague {
      let events = try Self.say([one, request])
      let shown = try #require(events[0].first)
      let title = try #require(Self.titles(of: shown).first ?? Self.shownAlone(shown))
      let answer = try #require(events[1].last, "\(request)")
      #expect(answer.kind == .result || Self.isConfirmation(answer), "\(request): \(answer.text)")
      #expect(Self.names(answer.text, title), "\(request): \(answer.text) should name \(title)")
    }
  }

  @Test(arguments: rows)
  func severalShownAreOfferedAsTheyWereShown(_ row: Row) throws {
    for request in row.vague {
      let events = try Self.say([row.several, request, "2"])
      let shown = try Self.titles(of: #require(events[0].first))
      #expect(shown.count > 1, "\(row.several) lists several")
      #expect(
        !events[1].contains { $0.kind == .result }, "\(request) acted on a guess: \(events[1].map(\.text))")
      let question = try #require(events[1].last)
      #expect(question.kind == .question)
      let choices = question.choices ?? []
      #expect(choices.count == min(shown.count, 9), "\(request): \(question.text)")
      for (choice, title) in zip(choices, shown) {
        #expect(choice.hasPrefix(title), "\(request): choice \(choice) where \(title) was shown")
      }
      // The second one picked is the one acted on (or confirmed by name).
      let picked = try #require(events[2].last)
      #expect(picked.kind == .result || Self.isConfirmation(picked), "\(request): \(picked.text)")
      #expect(Self.names(picked.text, shown[1]), "\(request): \(picked.text) should name \(shown[1])")
    }
  }

  @Test(arguments: rows)
  func aPlaceOnTheListIsThePlaceAsShown(_ row: Row) throws {
    for (request, index) in row.positional {
      let events = try Self.say([row.several, request])
      let shown = try Self.titles(of: #require(events[0].first))
      let title = index < 0 ? try #require(shown.last) : shown[index]
      let answer = try #require(events[1].last)
      #expect(answer.kind == .result || Self.isConfirmation(answer), "\(request): \(answer.text)")
      #expect(Self.names(answer.text, title), "\(request): \(answer.text) should name \(title)")
    }
  }

  /// The one entity the shell chose is "it" from then on: no question the second time.
  @Test func theOneChosenIsItAfterwards() throws {
    let events = try Self.say(["show my photos", "make it mono", "3", "make it noir"])
    let shown = try Self.titles(of: #require(events[0].first))
    let second = try #require(events[3].last)
    #expect(second.kind == .result)
    #expect(Self.names(second.text, shown[2]), "\(second.text)")
  }

  /// A list shown before something else, with one entity: still that one, but confirmed first.
  @Test func anOlderListOfOneIsConfirmedBeforeActing() throws {
    let events = try Self.say(["show my emails from Mary", "show my photos", "forward this email to Priya"])
    let answer = try #require(events[2].last)
    #expect(Self.isConfirmation(answer), "\(answer.text)")
    #expect(Self.names(answer.text, "Tickets for Saturday"), "\(answer.text)")
    #expect(answer.text.contains("Priya"), "the confirmation names the recipient: \(answer.text)")
  }

  /// "Mary on the beach at sunset (…)": the title of an entity shown alone.
  static func shownAlone(_ event: ShellEvent) -> String? {
    event.text.components(separatedBy: " (").first
  }
}
