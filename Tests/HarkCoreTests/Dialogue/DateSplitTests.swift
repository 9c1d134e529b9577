import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import Testing

/// A diary written only for these tests: it adopts `calendar.createEvent` and keeps what it is
/// given, so the tests see how the dialogue split a sentence into a title and a date.
struct JotEvent: AppIntent {
  static let schema = SchemaIntent.named("calendar.createEvent")
  static var parameters: [IntentParameter<Self>] {
    [.init("title", \.title), .init("startDate", \.startDate)]
  }
  var title: String?
  var startDate: Date?
  func perform(in context: AppContext) throws -> IntentResult {
    guard let title else { throw IntentError.needsValue(parameter: "title") }
    guard let startDate else { throw IntentError.needsValue(parameter: "startDate") }
    let entry = Record(
      id: context.identifiers.next("entry-"),
      fields: ["title": .string(title), "start": .number(startDate.timeIntervalSince1970)])
    try context.save("entries", [entry])
    return IntentResult(dialog: IntentDialog(full: "Jotted \(title)."))
  }
}

struct Jot: App {
  let id = "jot"
  let name = "Jot"
  var intents: [any AppIntent.Type] { [JotEvent.self] }
  var entityTypes: [EntityType] { [] }
}

@Suite struct DateSplitTests {
  /// Tuesday 9 June 2026, 09:41 UTC.
  static let now = Date(timeIntervalSince1970: 1_780_998_060)

  static func conversation() throws -> Conversation {
    let load = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    let grammar = try #require(load.grammar)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-jot-\(UUID().uuidString)")
    let store = try Store.create(at: folder, seed: [])
    let environment = ShellEnvironment(
      apps: AppRegistry([Jot()]), grammar: grammar, store: store, clock: { DateSplitTests.now },
      identifiers: .sequential(), timeZone: TimeZone(identifier: "UTC") ?? .current)
    return Conversation(environment: environment)
  }

  static func date(_ iso: String) -> Date? { try? Date(iso, strategy: .iso8601) }

  @Test(
    "free text before a spoken date leaves the date whole",
    arguments: [
      ("add lunch next monday at noon", "lunch", "2026-06-15T12:00:00Z"),
      ("schedule dentist tomorrow at 9am", "dentist", "2026-06-10T09:00:00Z"),
      ("remind me to call grandma this sunday", "call grandma", "2026-06-14T00:00:00Z"),
      ("remind me to call mom on sunday", "call mom", "2026-06-14T00:00:00Z"),
      ("提醒我明天下午三点开会", "开会", "2026-06-10T15:00:00Z"),
    ])
  func theDateTakesTheWordsItReads(_ sentence: String, _ title: String, _ start: String) throws {
    var events: [ShellEvent] = []
    try DateSplitTests.conversation().respond(to: sentence) { events.append($0) }
    let event = try #require(events.last)
    #expect(event.intent == "calendar.createEvent")
    #expect(event.parameters["title"] == .string(title))
    #expect(event.parameters["startDate"] == DateSplitTests.date(start).map(ParameterValue.date))
  }

  @Test(
    "free text beside words that are no date is no reading",
    arguments: ["add cereal to my shopping list", "book me a taxi from castle street to the airport"])
  func freeTextBesideNoDateIsNoReading(_ sentence: String) throws {
    var events: [ShellEvent] = []
    try DateSplitTests.conversation().respond(to: sentence) { events.append($0) }
    #expect(events.map(\.kind) == [.unknown])
  }
}
