import Foundation
import Testing

@testable import HarkGrammar

/// Expansion rules that multiply, refer to themselves or hold mistakes are each reported once, at
/// the rule, in the file that defines it.
@Suite struct RuleExpansionTests {
  /// `r0` … `r<count>`, each using the one before twice, in a shared file; a sentence in another.
  static func doubling(_ count: Int) -> [(path: String, text: String)] {
    var rules = "expansion_rules:\n  r0: \"(a|b)\"\n"
    for index in 1...count { rules += "  r\(index): \"<r\(index - 1)> <r\(index - 1)>\"\n" }
    let intents = """
      intents:
        test.double:
          data:
            - sentences:
                - "say <r\(count)>"
                - "say it again <r\(count)>"
      """
    return [(path: "G/_common/en.yaml", text: rules), (path: "G/double/en.yaml", text: intents)]
  }

  @Test func doublingRulesAreReportedOnceAtTheRuleThatOutgrowsTheBudget() throws {
    let load = GrammarSet.load(files: Self.doubling(40))
    #expect(load.diagnostics.count == 1, "\(load.diagnostics.map(\.rendered))")
    let diagnostic = try #require(load.diagnostics.first)
    #expect(diagnostic.file == "G/_common/en.yaml")
    #expect(diagnostic.message.hasPrefix("expansion rule <r19> expands exponentially"))
    #expect(diagnostic.message.contains("uses <r18> 2 times"))
    #expect(diagnostic.line == 21)
    #expect(diagnostic.sourceLine.contains("r19:"))
  }

  @Test func doublingWithinTheBudgetCompiles() {
    let load = GrammarSet.load(files: Self.doubling(4))
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.rendered))")
    let readings = load.grammar?.readings(
      for: "say " + Array(repeating: "a", count: 16).joined(separator: " "))
    #expect(readings?.first?.intent == "test.double")
  }

  @Test func aRuleReferringToItselfIsReportedOnceWithItsPath() throws {
    let files = [
      (path: "G/_common/en.yaml", text: "expansion_rules:\n  a: \"x <b>\"\n  b: \"y [<a>]\"\n"),
      (
        path: "G/loop/en.yaml",
        text: """
        intents:
          test.loop:
            data:
              - sentences:
                  - "go <a>"
                  - "come <a>"
        """
      ),
    ]
    let load = GrammarSet.load(files: files)
    #expect(load.diagnostics.count == 1, "\(load.diagnostics.map(\.rendered))")
    let diagnostic = try #require(load.diagnostics.first)
    #expect(diagnostic.message == "expansion rule <a> refers to itself (<a> → <b> → <a>)")
    #expect(diagnostic.file == "G/_common/en.yaml")
    #expect(diagnostic.line == 3)
  }

  @Test func aMistakeInARuleIsReportedOnceWhereTheRuleIs() throws {
    let files = [
      (path: "G/_common/en.yaml", text: "expansion_rules:\n  polite: \"[please] {colour}\"\n"),
      (
        path: "G/paint/en.yaml",
        text: """
        intents:
          test.paint:
            data:
              - sentences:
                  - "paint it <polite>"
                  - "colour it <polite>"
        """
      ),
    ]
    let load = GrammarSet.load(files: files)
    #expect(load.diagnostics.count == 1, "\(load.diagnostics.map(\.rendered))")
    let diagnostic = try #require(load.diagnostics.first)
    #expect(diagnostic.file == "G/_common/en.yaml")
    #expect(diagnostic.line == 2)
    #expect(diagnostic.message.hasPrefix("unknown list {colour}"))
  }

  @Test func aFolderWithoutIntentsIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-empty-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = GrammarSet.load(directory: folder)
    #expect(empty.diagnostics.map(\.message).first?.hasPrefix("no grammar files here") == true)

    let common = folder.appendingPathComponent("_common")
    try FileManager.default.createDirectory(at: common, withIntermediateDirectories: true)
    try "expansion_rules:\n  a: \"x\"\n".write(
      to: common.appendingPathComponent("en.yaml"), atomically: true, encoding: .utf8)
    let noIntents = GrammarSet.load(directory: folder)
    #expect(
      noIntents.diagnostics.map(\.message) == [
        "the grammar files here define no intents (an 'intents:' section)"
      ])
  }

  @Test func theShippedGrammarsHaveNoDiagnostics() {
    #expect(GrammarSet.load(directory: grammarsDirectory).diagnostics.isEmpty)
  }
}
