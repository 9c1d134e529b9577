import Testing

@testable import HarkGrammar

/// `examples:` beside an intent's templates and `out_of_scope:` per language: the learned stage's
/// training data, read with the grammar and checked like it.
@Suite struct ExamplesTests {
  @Test func examplesAndOutOfScopeLinesAreRead() throws {
    let load = grammar(
      """
      intents:
        messages.sendMessage:
          data:
            - sentences: ["text {contact:destination}"]
          examples:
            - "msg glow running late"
            - tell flare thanks
      out_of_scope:
        - "what's the weather"
      lists:
        contact: {runtime: true}
      """)
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.rendered))")
    let set = try #require(load.grammar)
    #expect(set.examples(language: .english).map(\.intent) == ["messages.sendMessage"])
    #expect(
      set.examples(language: .english).first?.sentences == ["msg glow running late", "tell flare thanks"])
    #expect(set.outOfScope(language: .english) == ["what's the weather"])
    #expect(set.examples(language: .chinese).isEmpty)
  }

  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var yaml: String
    var expected: String  // "line:col: message prefix"
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "examples that are no list",
      yaml: """
        intents:
          a.b:
            examples: send a text
        """,
      expected: "3:15: 'examples' must be a list of sentences"),
    Case(
      name: "an empty example",
      yaml: """
        intents:
          a.b:
            examples:
              - "send a text"
              - ""
        """,
      expected: "5:10: an example in 'examples' is empty"),
    Case(
      name: "an example written twice",
      yaml: """
        intents:
          a.b:
            examples:
              - send a text
              - Send a text
        """,
      expected: "5:9: the example 'Send a text' is written twice in 'examples'"),
    Case(
      name: "an example that is a mapping",
      yaml: """
        out_of_scope:
          - {text: hello}
        """,
      expected: "2:5: an example in 'out_of_scope' must be one sentence of text"),
    Case(
      name: "a misspelt key in an intent",
      yaml: """
        intents:
          a.b:
            exampels: [hi]
        """,
      expected: "3:5: unknown key 'exampels' in an intent; expected data, questions, responses, examples"),
  ]

  @Test(arguments: cases)
  func badExamplesArePointedAt(_ test: Case) {
    let found = grammar(test.yaml).diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
    #expect(found.contains { $0.hasPrefix(test.expected) }, "\(found)")
    #expect(grammar(test.yaml).diagnostics.allSatisfy { $0.file == "test/en.yaml" })
  }
}
