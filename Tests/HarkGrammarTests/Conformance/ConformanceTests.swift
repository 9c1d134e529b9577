import Foundation
import Testing

@testable import HarkGrammar

/// Home Assistant's intent corpora (CC BY 4.0, see `Resources/conformance/NOTICE`), kept in the
/// repository so a bare clone tests itself.
let conformanceDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/conformance")

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

  /// The grader looks each expected slot up once; a missing slot is still reported before a wrong
  /// value (whichever comes first in the test's slots), and a wrong value when every slot is there.
  @Test(arguments: [
    (
      ["name": "Lamp", "area": "Kitchen"],
      "slots [\"area\", \"name\"] instead of [\"brightness\", \"name\"]"
    ),
    (["name": "Desk", "brightness": "40"], "slot brightness = 40"),
    (["name": "Desk", "brightness": "50"], ""),
  ])
  func aMissingSlotIsReportedBeforeAWrongValue(given: [String: String], reason: String) {
    let test = ConformanceCorpus.Test(
      id: "x", sentence: "set the lamp to 50", intent: "HassLightSet",
      slots: ["name": .string("Desk"), "brightness": .number(50)], context: [:], lists: [:],
      slotCombination: nil, contextArea: false)
    var slots: [String: SlotMatch] = [:]
    for (name, text) in given { slots[name] = SlotMatch(name: name, text: text, value: .text(text)) }
    let reading = Reading(
      intent: "HassLightSet", language: Language("en"), slots: slots, template: "",
      rank: ReadingRank(
        wildcards: 0, literalCharacters: 0, wildcardCharacters: 0, unmatchedCharacters: 0, templateOrder: 0))
    let outcome = ConformanceGrader.grade(reading, test)
    #expect(outcome.reason == reason)
    #expect(outcome.passed == reason.isEmpty)
  }
}
