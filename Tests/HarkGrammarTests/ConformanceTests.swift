import Foundation
import Testing

@testable import HarkGrammar

/// Home Assistant's intent corpora (CC BY 4.0, see `Resources/conformance/NOTICE`), kept in the
/// repository so a bare clone tests itself.
let conformanceDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("Resources/conformance")

@Suite("Home Assistant conformance corpus")
struct ConformanceTests {
  func grade(_ file: String) throws -> (passed: Int, total: Int, failed: [String]) {
    let corpus = try ConformanceCorpus.load(conformanceDirectory.appendingPathComponent(file)).get()
    #expect(corpus.diagnostics.map(\.rendered) == [])
    var passed = 0
    var total = 0
    var failed: [String] = []
    for suite in corpus.suites {
      for test in suite.tests {
        total += 1
        let outcome = ConformanceGrader.run(test, suite: suite)
        if outcome.passed { passed += 1 } else { failed.append("\(test.id): \(outcome.reason)") }
      }
    }
    return (passed, total, failed)
  }

  @Test func englishCorpusPassesEveryTest() throws {
    let result = try grade("hassil-en.json")
    #expect(result.total == 1024 + 65)
    #expect(result.failed == [])
  }

  @Test func chineseCorpusPassesEveryTest() throws {
    let result = try grade("hassil-zh-cn.json")
    #expect(result.total == 232)
    #expect(result.failed == [])
  }

  @Test func aFailingReadingIsGradedAsFailing() throws {
    let test = ConformanceCorpus.Test(
      id: "x", sentence: "turn on the light", intent: "HassTurnOn", slots: ["name": .string("Lamp")],
      context: [:],
      lists: [:], slotCombination: nil, contextArea: false)
    #expect(!ConformanceGrader.grade(nil, test).passed)
  }
}
