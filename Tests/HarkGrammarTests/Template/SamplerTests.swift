import Testing

@testable import HarkGrammar

@Suite("Sampling templates")
struct SamplerTests {
  static let intents: [String] = shipped.intents

  @Test("every sampled sentence matches its own intent", arguments: intents)
  func sampledSentencesMatchTheirIntent(_ intent: String) {
    for language in shipped.languages {
      let samples = shipped.samples(intent: intent, language: language, limit: 400, lists: demoLists)
      #expect(!samples.isEmpty, "\(intent) has no \(language) samples")
      for sentence in samples {
        let readings = shipped.readings(
          for: sentence,
          request: ReadingRequest(lists: demoLists, limit: 50, allowPartial: false, language: language))
        #expect(readings.contains { $0.intent.rawValue == intent }, "\(language): \(sentence)")
      }
    }
  }

  @Test func samplingShowsEveryAlternativeAndOption() {
    let load = grammar(
      """
      intents:
        a.b:
          data:
            - sentences:
                - "(turn|switch) on [the] light"
      """)
    let samples = load.grammar?.samples(intent: "a.b", language: nil, limit: 10) ?? []
    #expect(
      Set(samples) == ["turn on the light", "switch on the light", "turn on light", "switch on light"])
  }

  @Test func samplingStopsOnHostileTemplates() {
    let load = grammar(
      """
      expansion_rules:
        a: "<b> <b> <b>"
        b: "<c> <c> <c>"
        c: "<d> <d> <d>"
        d: "(x|y) <a>"
      intents:
        a.b:
          data:
            - sentences:
                - "<a> (p;q;r;s;t;u;v;w;x)"
      """)
    #expect(!load.diagnostics.isEmpty)
    #expect(load.grammar?.samples(intent: "a.b", language: nil, limit: 5) == [])
  }

  @Test func samplingIsBounded() {
    let load = grammar(
      """
      intents:
        a.b:
          data:
            - sentences:
                - "(a|b|c|d) (e|f|g|h) (i|j|k|l) (m|n|o|p)"
      """)
    #expect(load.grammar?.samples(intent: "a.b", language: nil, limit: 7).count == 7)
  }
}
