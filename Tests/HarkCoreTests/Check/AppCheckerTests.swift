import Foundation
import HarkCore
import Testing

/// Entities with a missing schema property, for the conformance checks.
struct HalfDraft: AppEntity {
  static let schema = SchemaCatalog.entity("mail.draft")
  static let typeDisplayName = "draft"
  static var properties: [EntityProperty<Self>] { [EntityProperty("subject") { _ in .none }] }
  static func defaultQuery(in context: AppContext) -> any EntityQuery<HalfDraft> { HalfDraftQuery() }
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

struct HalfDraftQuery: EntityQuery {
  func entities(for identifiers: [String]) throws -> [HalfDraft] { [] }
  func suggestedEntities() throws -> [HalfDraft] { [] }
}

/// An intent with a misspelt parameter, a wrong kind, and no required `to`.
struct SloppyForward: AppIntent {
  static let schema = SchemaIntent.named("mail.forwardMail")
  static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("bodyy", \.body)]
  }
  var target: String?
  var body: String?
  func perform(in context: AppContext) throws -> IntentResult { IntentResult(dialog: IntentDialog(full: "")) }
}

struct SloppyMail: App {
  let id = "sloppy"
  let name = "Sloppy"
  var intents: [any AppIntent.Type] { [SloppyForward.self] }
  var entityTypes: [EntityType] { [EntityType(HalfDraft.self)] }
}

@Suite struct AppCheckerTests {
  @Test func sendMessageWithoutDraftMessageFailsNamingBothWithAStub() throws {
    let findings = AppChecker().check(CourierApp())
    let companion = try #require(findings.first { $0.message.contains("messages.draftMessage") })
    #expect(companion.severity == .error)
    #expect(companion.subject == "Courier")
    #expect(companion.message.hasPrefix("adopts messages.sendMessage but not messages.draftMessage"))
    let draft = try #require(SchemaCatalog.intent("messages.draftMessage"))
    #expect(
      companion.fixIt == IntentStubGenerator().stub(for: draft, entityTypes: ["contacts.person": "Courier"]))
    #expect(findings.containsErrors)
  }

  @Test func everyMissingCompanionIsReported() {
    let missing = AppChecker().check(CourierApp()).filter { $0.message.contains("must be adopted whole") }
    let named = missing.compactMap { $0.message.split(separator: " ").dropFirst(4).first.map(String.init) }
    #expect(
      named == [
        "messages.draftMessage:", "messages.editSentMessage:", "messages.unsendMessage:",
        "messages.setMessageReadStatus:",
      ])
  }

  @Test func theStubComesFromTheCatalogTheCheckReads() throws {
    // A catalog in which draftMessage has one made-up parameter: the stub follows it.
    let draft = SchemaIntent(
      domain: "messages", name: "draftMessage",
      parameters: [SchemaParameter("mood", .string, requirement: .required)])
    let send = try #require(SchemaCatalog.intent("messages.sendMessage"))
    let domain = SchemaDomain(
      name: "messages", intents: [send, draft], entities: SchemaCatalog.messages.entities,
      companions: ["messages.sendMessage", "messages.draftMessage"])
    let finding = try #require(
      AppChecker(domains: [domain, SchemaCatalog.contacts]).check(CourierApp()).first)
    #expect(finding.fixIt?.contains("var mood: String?") == true)
    #expect(finding.fixIt?.contains(".init(\"mood\", \\.mood)") == true)
  }

  @Test func anEntityMustDeclareItsSchemasProperties() throws {
    let findings = AppChecker().check(SloppyMail())
    let entity = try #require(findings.first { $0.subject == "Sloppy: HarkCoreTests.HalfDraft" })
    #expect(entity.severity == .error)
    #expect(entity.message == "adopts mail.draft but does not declare its property “to” in `properties`")
    #expect(entity.fixIt?.contains("EntityProperty(\"to\")") == true)
  }

  @Test(arguments: [
    (
      "declares “bodyy”, which mail.forwardMail has no parameter of; did you mean “body”?",
      CheckFinding.Severity.error
    ),
    ("“target” is a String, but mail.forwardMail gives it the type mail.message", .error),
    ("does not declare “to”, which mail.forwardMail requires", .error),
  ])
  func intentsMustMatchTheirSchemaIntent(message: String, severity: CheckFinding.Severity) {
    let findings = AppChecker().check(SloppyMail())
    #expect(findings.contains { $0.message == message && $0.severity == severity })
  }
}

/// Intents adopting schema intents the catalog does not have.
struct WhistleIntent: AppIntent {
  static let schema = SchemaIntent.named("messages.sendWhistle")
  static var parameters: [IntentParameter<Self>] { [] }
  func perform(in context: AppContext) throws -> IntentResult { IntentResult(dialog: IntentDialog(full: "")) }
}

struct MisspeltIntent: AppIntent {
  static let schema = SchemaIntent.named("mail.replyMial")
  static var parameters: [IntentParameter<Self>] { [] }
  func perform(in context: AppContext) throws -> IntentResult { IntentResult(dialog: IntentDialog(full: "")) }
}

struct WhistleApp: App {
  let id = "whistle"
  let name = "Whistle"
  var intents: [any AppIntent.Type] { [WhistleIntent.self, MisspeltIntent.self] }
  var entityTypes: [EntityType] { [] }
}

@Suite struct UnknownSchemaTests {
  @Test(arguments: [
    (
      "Whistle: WhistleIntent",
      "adopts “messages.sendWhistle”, which is no schema intent; it has “messages.sendMessage”, "
        + "“messages.draftMessage”, “messages.editSentMessage”, “messages.unsendMessage”, "
        + "“messages.setMessageReadStatus”, “messages.findMessages”, “messages.openConversation”"
    ),
    (
      "Whistle: MisspeltIntent",
      "adopts “mail.replyMial”, which is no schema intent; did you mean “mail.replyMail”?"
    ),
  ])
  func anIntentAdoptingNoCatalogIntentIsAnError(subject: String, message: String) throws {
    let finding = try #require(AppChecker().check(WhistleApp()).first { $0.subject == subject })
    #expect(finding.severity == .error)
    #expect(finding.message == message)
  }
}
