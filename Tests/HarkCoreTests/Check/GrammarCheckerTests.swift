import Foundation
import HarkCore
import HarkGrammar
import Testing

@Suite struct GrammarCheckerTests {
  static let english = """
    language: en
    lists:
      content:
        wildcard: true
      contact:
        runtime: true
    expansion_rules:
      dest: "{contact:destinaton}"
    intents:
      messages.sendMessage:
        data:
          - sentences:
              - "courier <dest> {content}"
              - "courier {content} from {contact:sender}"
        questions:
          content: "What should it say?"
    """

  static func findings() throws -> [CheckFinding] {
    let files = [(path: "messages/en.yaml", text: english)]
    let grammar = try #require(GrammarSet.load(files: files).grammar)
    return GrammarChecker(grammar: grammar, slots: GrammarSlots(files: files)).check(
      AppRegistry([CourierApp()]))
  }

  @Test func slotsAreFoundThroughExpansionRules() {
    let slots = GrammarSlots(files: [(path: "messages/en.yaml", text: Self.english)])
    #expect(
      slots.slots(intent: "messages.sendMessage", language: "en") == ["destinaton", "content", "sender"])
  }

  @Test func aMisspeltSlotIsAnErrorWithTheNameItMeant() throws {
    let finding = try #require(try Self.findings().first { $0.message.contains("destinaton") })
    #expect(finding.severity == .error)
    #expect(finding.subject == "grammar en: messages.sendMessage")
    #expect(finding.message.hasSuffix("did you mean “destination”?"))
  }

  @Test func aSlotNamingNoParameterAtAllIsAWarning() throws {
    let finding = try #require(try Self.findings().first { $0.message.contains("“sender”") })
    #expect(finding.severity == .warning)
  }

  @Test func aParameterNoSentenceFillsIsAWarning() throws {
    let finding = try #require(
      try Self.findings().first { $0.message.contains("fills “destination”") })
    #expect(finding.severity == .warning)
    #expect(finding.subject == "Courier: SendByCourier")
  }

  @Test func anAskedParameterWithoutAQuestionIsReportedWithAFixIt() throws {
    let finding = try #require(
      try Self.findings().first { $0.message.contains("asks for “destination”") })
    #expect(finding.severity == .warning)
    #expect(finding.fixIt == "questions:\n  destination: \"<the question>\"")
    #expect(!(try Self.findings()).contains { $0.message.contains("asks for “content”") })
  }

  @Test(arguments: [
    ("mail.replyMial", "no schema intent is called “mail.replyMial”; did you mean “mail.replyMail”?"),
    (
      "messages.sendWhistle",
      "no schema intent is called “messages.sendWhistle”; grammars are written for the catalog's intents"
    ),
  ])
  func anIntentTheCatalogLacksIsAnErrorAtTheLineItIsWrittenOn(intent: String, message: String) throws {
    let text = """
      language: en
      intents:
        messages.sendMessage:
          data:
            - sentences:
                - "courier {content}"
        \(intent):
          data:
            - sentences:
                - "whistle"
      """
    // A Chinese grammar without the intent: the finding is the English file's alone.
    let chinese = """
      language: zh
      intents:
        messages.sendMessage:
          data:
            - sentences:
                - "发{content}"
      """
    let files = [
      (path: "Grammars/messages/en.yaml", text: text), (path: "Grammars/messages/zh.yaml", text: chinese),
    ]
    let grammar = try #require(GrammarSet.load(files: files).grammar)
    let findings = GrammarChecker(grammar: grammar, slots: GrammarSlots(files: files)).check(AppRegistry([]))
    let finding = try #require(findings.first { $0.message.contains(intent) })
    #expect(finding.severity == .error)
    #expect(finding.subject == "Grammars/messages/en.yaml:7:3")
    #expect(findings.filter { $0.message.contains(intent) }.count == 1)
    #expect(finding.message == message)
  }
}
