import Testing

@testable import HarkGrammar

@Suite("Template syntax")
struct TemplateSyntaxTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var template: String
    var sentence: String
    /// Expected slot values (text form); nil when the sentence must not match.
    var slots: [String: String]?
    var description: String { name }
  }

  static let header = """
    lists:
      color:
        values:
          - red
          - in: "(dark|deep) blue"
            out: navy
      level:
        range:
          from: 0
          to: 100
      note:
        wildcard: true
      who:
        runtime: true
    expansion_rules:
      the: "(the|my)"
      light: "<the> light[s]"
    intents:
      test.intent:
        data:
          - sentences:
              - 
    """

  static let cases: [Case] = [
    Case(name: "literal text matches", template: "turn on", sentence: "Turn on", slots: [:]),
    Case(name: "literal text must all match", template: "turn on", sentence: "turn", slots: nil),
    Case(name: "extra words do not match", template: "turn on", sentence: "turn on now", slots: nil),
    Case(name: "alternative first", template: "(turn|switch) on", sentence: "turn on", slots: [:]),
    Case(name: "alternative second", template: "(turn|switch) on", sentence: "switch on", slots: [:]),
    Case(
      name: "optional word may be present", template: "turn [the] light", sentence: "turn the light",
      slots: [:]),
    Case(
      name: "optional word may be omitted", template: "turn [the] light", sentence: "turn light", slots: [:]),
    Case(
      name: "optional alternatives", template: "turn [the|my] light", sentence: "turn my light", slots: [:]),
    Case(name: "optional suffix inside a word", template: "light[s] on", sentence: "lights on", slots: [:]),
    Case(name: "permutation in order", template: "(on;now) please", sentence: "on now please", slots: [:]),
    Case(name: "permutation reversed", template: "(on;now) please", sentence: "now on please", slots: [:]),
    Case(name: "list value", template: "set {color}", sentence: "set red", slots: ["color": "red"]),
    Case(
      name: "list value template with out", template: "set {color}", sentence: "set deep blue",
      slots: ["color": "navy"]),
    // Values are looked for at word starts only when every slot of the list is at one.
    Case(
      name: "list value after an optional word", template: "set [the] {color}", sentence: "set deep blue",
      slots: ["color": "navy"]),
    Case(
      name: "list value glued to a word", template: "set x{color}", sentence: "set xred",
      slots: ["color": "red"]),
    Case(
      name: "list value template glued to a word", template: "set x{color}", sentence: "set xdeep blue",
      slots: ["color": "navy"]),
    Case(
      name: "list value inside a word is none", template: "is it {color}", sentence: "is it bored", slots: nil
    ),
    Case(
      name: "list renamed slot", template: "set {color:shade}", sentence: "set red", slots: ["shade": "red"]),
    Case(name: "unknown list word fails", template: "set {color}", sentence: "set green", slots: nil),
    Case(name: "range digits", template: "level {level}", sentence: "level 42", slots: ["level": "42"]),
    Case(name: "range words", template: "level {level}", sentence: "level forty-two", slots: ["level": "42"]),
    Case(name: "range out of bounds", template: "level {level}", sentence: "level 420", slots: nil),
    Case(
      name: "range followed by percent sign", template: "level {level}[([ ]%)| percent]",
      sentence: "level 50%",
      slots: ["level": "50"]),
    Case(
      name: "wildcard at end", template: "note {note}", sentence: "note buy milk", slots: ["note": "buy milk"]
    ),
    Case(
      name: "wildcard before text", template: "note {note} now", sentence: "note buy milk now",
      slots: ["note": "buy milk"]),
    Case(name: "empty wildcard fails", template: "note {note}", sentence: "note", slots: nil),
    Case(name: "expansion rule", template: "turn on <light>", sentence: "turn on my lights", slots: [:]),
    Case(name: "escaped bracket is text", template: "say \\[hi\\]", sentence: "say [hi]", slots: [:]),
    Case(name: "runtime list value", template: "call {who}", sentence: "call Glow", slots: ["who": "Glow"]),
    Case(name: "punctuation at word edges ignored", template: "turn on", sentence: "Turn, on!", slots: [:]),
    Case(name: "apostrophes unified", template: "what's up", sentence: "What’s up?", slots: [:]),
    Case(name: "whitespace collapses", template: "turn on", sentence: "  turn    on ", slots: [:]),
    Case(name: "top-level alternatives", template: "hi|hello", sentence: "hello", slots: [:]),
  ]

  @Test("a construct matches as hassil's does", arguments: cases)
  func constructMatches(_ testCase: Case) throws {
    let yaml = Self.header + "\"" + testCase.template.replacingOccurrences(of: "\\", with: "\\\\") + "\"\n"
    let load = grammar(yaml)
    #expect(load.diagnostics.map(\.rendered) == [])
    let set = try #require(load.grammar)
    let readings = set.readings(
      for: testCase.sentence,
      request: ReadingRequest(lists: ["who": [ListValue("Glow")]], allowPartial: false))
    guard let expected = testCase.slots else {
      #expect(readings.isEmpty)
      return
    }
    let best = try #require(readings.first)
    var got: [String: String] = [:]
    for (name, slot) in best.slots { got[name] = slot.value?.description ?? slot.text }
    #expect(got == expected)
  }

  @Test(
    "the parser builds the tree",
    arguments: [
      ("a (b|c) [d]", "seq('a ' alt('b'|'c') ' ' opt('d'))"),
      ("(a;b)", "perm('a';'b')"),
      ("{x:y} <r>", "seq({x:y} ' ' <r>)"),
      ("[a|b]", "opt('a'|'b')"),
      ("a|b", "alt('a'|'b')"),
    ])
  func parserBuildsTree(_ template: String, _ dump: String) throws {
    let expression = try TemplateParser.parse(template).get()
    #expect(expression.dump == dump)
  }
}
