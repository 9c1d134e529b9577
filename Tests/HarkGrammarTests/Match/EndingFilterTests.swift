import Foundation
import Testing

@testable import HarkGrammar

/// The matcher skips templates whose sentences cannot end as the line does
/// (`LanguageProgram.computeSuffixes`): a filter, so every line must read as it does without it.
@Suite("The last-scalars filter")
struct EndingFilterTests {
  /// Readings with and without the filter.
  func both(_ grammar: GrammarSet, _ line: String, _ request: ReadingRequest) -> ([Reading], [Reading]) {
    var unfiltered = request
    unfiltered.filtersEndings = false
    return (grammar.readings(for: line, request: request), grammar.readings(for: line, request: unfiltered))
  }

  @Test("conformance lines read as without the filter", arguments: ["hassil-en.json", "hassil-zh-cn.json"])
  func conformanceLinesReadAsWithoutIt(_ file: String) throws {
    let corpus = try ConformanceCorpus.load(conformanceDirectory.appendingPathComponent(file)).get()
    var compared = 0
    for suite in corpus.suites {
      for test in suite.tests {
        var request = ConformanceGrader.request(for: test, suite: suite)
        request.limit = 8
        let (filtered, unfiltered) = both(suite.grammar, test.sentence, request)
        #expect(filtered == unfiltered, "\(test.id): \(test.sentence)")
        compared += 1
      }
    }
    #expect(compared > 200)
  }

  /// The shipped grammars' own sentences, with partial readings on (the shell's way: a runtime slot
  /// may then hold any text) and off, and cut short or lengthened so that many templates fail.
  @Test("the shipped grammars' samples read as without the filter", arguments: [true, false])
  func samplesReadAsWithoutIt(_ allowPartial: Bool) {
    let lists = RuntimeLists(demoLists)
    var compared = 0
    for intent in shipped.intents {
      for sentence in shipped.samples(intent: intent, language: nil, limit: 12, lists: demoLists) {
        for line in [sentence, sentence + " for me", String(sentence.dropLast(3)), "ok " + sentence] {
          let request = ReadingRequest(runtime: lists, allowPartial: allowPartial)
          let (filtered, unfiltered) = both(shipped, line, request)
          #expect(filtered == unfiltered, "\(line)")
          compared += 1
        }
      }
    }
    #expect(compared > 400)
  }

  /// Lines shorter than an ending, and lines ending in a runtime value shorter than one, are left
  /// to the matcher.
  @Test(
    "short lines and short runtime values still read", arguments: ["tv", "tv on", "turn tv on", "hi"])
  func shortLinesStillRead(_ line: String) throws {
    let load = grammar(
      """
      language: en
      intents:
        Power:
          data:
            - sentences:
                - "[turn] {name} on"
                - "{name}"
                - "{device}"
                - "hi"
      lists:
        name:
          values:
            - tv
        device:
          runtime: true
      """)
    let compiled = try #require(load.grammar)
    let request = ReadingRequest(runtime: RuntimeLists(["device": [ListValue("tv on")]]), allowPartial: false)
    let (filtered, unfiltered) = both(compiled, line, request)
    #expect(!filtered.isEmpty)
    #expect(filtered == unfiltered)
  }
}
