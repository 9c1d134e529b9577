import Testing

@testable import HarkGrammar

@Suite("Grammar diagnostics")
struct DiagnosticsTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var yaml: String
    var expected: [String]  // "line:col: message prefix"
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unclosed flow list",
      yaml: """
        intents:
          a.b:
            data:
              - sentences: [turn on, turn off
        """,
      expected: ["4:38: '[' is never closed"]),
    Case(
      name: "flow mapping with a stray word between entries",
      yaml: """
        lists:
          colour: {values: [red] blue}
        """,
      expected: ["2:26: expected ',' or '}' in a flow mapping"]),
    Case(
      name: "unclosed group in a template",
      yaml: """
        intents:
          a.b:
            data:
              - sentences:
                  - "turn (on|off"
        """,
      expected: ["5:19: '(' is never closed"]),
    Case(
      name: "closer without opener",
      yaml: """
        intents:
          a.b:
            data:
              - sentences:
                  - "turn on]"
        """,
      expected: ["5:21: ']' closes nothing"]),
    Case(
      name: "unknown list and unknown rule are both reported",
      yaml: """
        intents:
          a.b:
            data:
              - sentences:
                  - "set {colour} <brightness>"
        """,
      expected: ["5:18: unknown list {colour}", "5:27: unknown expansion rule <brightness>"]),
    Case(
      name: "unknown key in a data block",
      yaml: """
        intents:
          a.b:
            data:
              - sentence:
                  - "x"
        """,
      expected: ["4:9: unknown key 'sentence'", "4:9: a data block needs 'sentences'"]),
    Case(
      name: "bad indentation",
      yaml: """
        lists:
          a:
            wildcard: true
           b: x
        """,
      expected: ["4:4: unexpected indentation"]),
    Case(
      name: "unterminated quote",
      yaml: """
        skip_words: ["please]
        """,
      expected: ["1:14: unterminated double-quoted text"]),
    Case(
      name: "unterminated single quote",
      yaml: """
        skip_words: ['please]
        """,
      expected: ["1:14: unterminated single-quoted text"]),
    Case(
      name: "template starting with a bracket must be quoted",
      yaml: """
        intents:
          a.b:
            data:
              - sentences:
                  - [the] light
        """,
      expected: [
        "5:19: unexpected text after the value", "5:13: a sentence must be text, not a list",
        "4:9: a data block needs",
      ]),
    Case(
      name: "mixed separators",
      yaml: """
        intents:
          a.b:
            data:
              - sentences:
                  - "(a|b;c)"
        """,
      expected: ["5:18: a group mixes '|' and ';'"]),
    Case(
      name: "a permutation with too many items is refused",
      yaml: """
        intents:
          a.b:
            data:
              - sentences:
                  - "(a;b;c;d;e;f;g)"
        """,
      expected: ["5:14: a permutation may have at most 6 items"]),
    Case(
      name: "groups nested too deep are refused",
      yaml: """
        intents:
          a.b:
            data:
              - sentences:
                  - "\(String(repeating: "(", count: 70))a\(String(repeating: ")", count: 70))"
        """,
      expected: ["5:78: groups nested more than 64 deep"]),
  ]

  @Test("errors point at file, line and column", arguments: cases)
  func errorPointsAtLocation(_ testCase: Case) {
    let load = grammar(testCase.yaml)
    let got = load.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
    #expect(got.count == testCase.expected.count, "\(got)")
    for (got, expected) in zip(got, testCase.expected) {
      #expect(got.hasPrefix(expected), "\(got)")
    }
    #expect(load.diagnostics.allSatisfy { $0.file == "test/en.yaml" })
  }

  @Test func renderingShowsTheLineAndACaret() {
    let diagnostic = GrammarDiagnostic(
      file: "Grammars/messages/en.yaml", line: 3, column: 9, message: "unknown list {x}",
      sourceLine: "  - \"set {x}\"")
    #expect(
      diagnostic.rendered == """
        Grammars/messages/en.yaml:3:9: error: unknown list {x}
          - "set {x}"
                ^
        """)
  }
}
