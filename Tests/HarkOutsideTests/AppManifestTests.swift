import Foundation
import HarkCore
import HarkGrammar
import HarkOutside
import Testing

/// An app from outside declares itself in `manifest.json`: every problem is said at its line and
/// column, and `hark check`'s rules (schemas, required parameters, companions) hold for it as for
/// a Swift app, with fix-its in the app's own language.
@Suite struct AppManifestTests {
  @Test func valuesKnowWhereTheyAreCountingCharactersNotBytes() throws {
    let text = "{\n  \"名字\": \"待办\", \"n\": [1, true,\n    null]\n}"
    let root = try LocatedJSON.parse(text)
    #expect(root.location == TextLocation(line: 1, column: 1))
    let members = try #require(root.members)
    #expect(members.map(\.key) == ["名字", "n"])
    #expect(members[0].keyLocation == TextLocation(line: 2, column: 3))
    #expect(members[0].value == .string("待办", TextLocation(line: 2, column: 9)))
    #expect(members[1].keyLocation == TextLocation(line: 2, column: 15))
    let items = try #require(root["n"]?.arrayValue)
    #expect(
      items.map(\.location) == [
        .init(line: 2, column: 21), .init(line: 2, column: 24), .init(line: 3, column: 5),
      ])
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "a member's name in double quotes was expected"),
    ("{\"a\" 1}", 1, 6, "“:” was expected after “a”"),
    ("[1,\n 02]", 2, 2, "a number does not start with 0"),
    ("{\"a\": \"x\ny\"}", 1, 9, "a control character must be escaped in a string"),
    ("{} {}", 1, 4, "the text goes on after the value ends"),
    ("[\"\\ud800\"]", 1, 9, "a lone surrogate in a \\u escape"),
  ])
  func notJSONIsSaidWhereReadingStopped(text: String, line: Int, column: Int, message: String) {
    #expect(
      throws: LocatedJSON.SyntaxError(location: TextLocation(line: line, column: column), message: message)
    ) {
      try LocatedJSON.parse(text)
    }
  }

  /// Every problem of `text`, as `line:col: message`.
  func problems(_ text: String) -> [String] {
    guard case .problems(let problems) = AppManifest.parse(text, file: "manifest.json") else { return [] }
    return problems.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }

  @Test func aManifestsProblemsAreAllSaidEachAtItsPlace() {
    let text = """
      {
        "id": "to do",
        "run": 5,
        "deadline": 0,
        "entities": [{"type": "Task", "properties": {"title": "text"}, "indexed": ["due"]}],
        "intents": [{"name": "Add", "schema": "tasks.createTask", "parameters": {"task": "entity:Chore"}}]
      }
      """
    #expect(
      problems(text) == [
        "2:9: “id” may hold only ASCII letters, digits, - and _",
        "1:1: “name” is missing",
        "3:10: “run” must be a string that is not empty, not a number",
        "4:15: “deadline” is a number of seconds above 0 and at most 600",
        "5:57: “title” has no type Hark knows: string, number, bool, date, dateSpan, person, file or entity:TYPE, in brackets for an array",
        "5:77: “indexed” names “due”, which “properties” does not declare",
        "6:76: “task” names the entity type “Chore”, which “entities” does not declare",
      ])
    #expect(problems("[1]") == ["1:1: a manifest is a JSON object, not an array"])
    #expect(problems("{\"id\": ") == ["1:8: not JSON: a value was expected, and the text ended"])
  }

  static let sendOnly = """
    {
      "id": "smslog", "name": "SMS log", "run": "smslog.py",
      "entities": [{"type": "Contact", "schema": "contacts.person", "properties": {"name": "string"}}],
      "intents": [
        {"name": "Send", "schema": "messages.sendMessage",
         "parameters": {"destination": "[entity:Contact]", "content": "string"}}
      ]
    }
    """

  func findings(_ text: String) throws -> [CheckFinding] {
    guard case .manifest(let manifest) = AppManifest.parse(text, file: "apps/smslog/manifest.json") else {
      Issue.record("the manifest did not read")
      return []
    }
    return AppChecker().check(manifest.shape)
  }

  @Test func sendingWithoutDraftingIsAnErrorAtTheIntentWithAPythonFixIt() throws {
    let found = try findings(Self.sendOnly)
    let draft = try #require(found.first { $0.message.contains("but not messages.draftMessage") })
    #expect(draft.location == CheckLocation(file: "apps/smslog/manifest.json", line: 5, column: 5))
    #expect(
      draft.rendered.hasPrefix("apps/smslog/manifest.json:5:5: error: SMS log: adopts messages.sendMessage"))
    let fixIt = try #require(draft.fixIt)
    #expect(fixIt.contains("{\"name\": \"DraftMessage\", \"schema\": \"messages.draftMessage\","))
    #expect(fixIt.contains("\"destination\": \"[entity:Contact]\""))
    #expect(fixIt.contains("if params[\"intent\"] == \"DraftMessage\":  # messages.draftMessage"))
    #expect(Set(found.map(\.severity)) == [.error])
  }

  @Test func aShellScriptsFixItIsAShellFunction() throws {
    let found = try findings(Self.sendOnly.replacingOccurrences(of: "smslog.py", with: "smslog.sh"))
    let fixIt = try #require(found.first { $0.message.contains("but not messages.unsendMessage") }?.fixIt)
    #expect(fixIt.contains("unsend_message() {  # messages.unsendMessage"))
    #expect(!fixIt.contains("params["))
  }

  @Test func aParameterOfTheWrongKindOrNameIsSaidWhereItIsDeclared() throws {
    let text = Self.sendOnly.replacingOccurrences(
      of: "\"content\": \"string\"", with: "\"content\": \"date\", \"to\": \"person\"")
    let found = try findings(text)
    let wrong = try #require(found.first { $0.message.hasPrefix("“content” is a date") })
    #expect(wrong.location?.line == 6 && wrong.location?.column == 56)
    let unknown = try #require(found.first { $0.message.hasPrefix("declares “to”") })
    #expect(unknown.location?.column == 75)
  }

  @Test func theMessagesDomainAdoptedWholePasses() throws {
    let text = """
      {
        "id": "smslog", "name": "SMS log", "run": "smslog.py",
        "entities": [
          {"type": "Contact", "schema": "contacts.person", "properties": {"name": "string"}},
          {"type": "Message", "schema": "messages.message",
           "properties": {"author": "entity:Contact", "isRead": "bool", "conversation": "string", "date": "date"}}
        ],
        "intents": [
          {"name": "Send", "schema": "messages.sendMessage",
           "parameters": {"destination": "[entity:Contact]", "content": "string"}},
          {"name": "Draft", "schema": "messages.draftMessage",
           "parameters": {"destination": "[entity:Contact]", "content": "string"}},
          {"name": "Edit", "schema": "messages.editSentMessage",
           "parameters": {"message": "entity:Message", "content": "string"}},
          {"name": "Unsend", "schema": "messages.unsendMessage", "parameters": {"message": "entity:Message"}},
          {"name": "MarkRead", "schema": "messages.setMessageReadStatus",
           "parameters": {"message": "entity:Message", "isRead": "bool"}}
        ]
      }
      """
    #expect(try findings(text).map(\.rendered) == [])
  }
}
