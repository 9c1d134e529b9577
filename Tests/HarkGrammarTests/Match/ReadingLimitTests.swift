import Foundation
import Testing

@testable import HarkGrammar

/// Asked for one reading, `ReadingBuilder` finds the best match in one pass instead of ordering
/// them all: it must be the reading that asking for several puts first.
@Suite("One reading asked for")
struct ReadingLimitTests {
  @Test("the one reading is the first of several", arguments: ["hassil-en.json", "hassil-zh-cn.json"])
  func oneReadingIsTheFirstOfSeveral(_ file: String) throws {
    let corpus = try ConformanceCorpus.load(conformanceDirectory.appendingPathComponent(file)).get()
    var compared = 0
    for suite in corpus.suites {
      for test in suite.tests {
        let one = ConformanceGrader.request(for: test, suite: suite)
        var several = one
        several.limit = 8
        let best = suite.grammar.readings(for: test.sentence, request: one)
        let first = suite.grammar.readings(for: test.sentence, request: several).prefix(1)
        #expect(best == Array(first), "\(test.id): \(test.sentence)")
        compared += 1
      }
    }
    #expect(compared > 200)
  }

  @Test("the one reading of a shipped sample is the first of several")
  func shippedSamples() {
    var compared = 0
    for intent in shipped.intents {
      for sentence in shipped.samples(intent: intent, language: nil, limit: 10, lists: demoLists) {
        let request = ReadingRequest(lists: demoLists, limit: 1, allowPartial: false)
        var several = request
        several.limit = 8
        let best = shipped.readings(for: sentence, request: request)
        let first = shipped.readings(for: sentence, request: several).prefix(1)
        #expect(best == Array(first), "\(sentence)")
        compared += 1
      }
    }
    #expect(compared > 200)
  }
}
