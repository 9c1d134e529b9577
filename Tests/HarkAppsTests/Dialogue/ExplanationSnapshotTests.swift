import Foundation
import HarkApps
import HarkCore
import Testing

/// What `:explain` prints for a table of lines, in English and Chinese, compared with the dumps in
/// `Explanations/` beside this file: a change to the tokens, the readings and their scores, a slot's
/// candidates or the outcome shows as a difference to read. `HARK_RECORD_SNAPSHOTS=1` writes the
/// dumps instead, and the test then fails saying so, so that a recording run is never taken for a
/// pass (swift-argument-parser's convention for its snapshots).
@Suite struct ExplanationSnapshotTests {
  /// One dump: the lines said first (so that "the first one" has a list to refer to), then the line
  /// explained.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var before: [String] = []
    var line: String

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "run-en", line: "show my last message from Bubbles"),
    Case(name: "run-zh", line: "显示我和Flare的消息"),
    Case(name: "ask-en", line: "text Flare"),
    Case(name: "ask-zh", line: "给Flare发消息"),
    Case(name: "choose-two-danas-en", line: "email Dana about lunch"),
    Case(name: "choose-two-danas-zh", line: "给Dana发邮件说明天见"),
    Case(name: "reference-after-a-list-en", before: ["show my photos"], line: "open the first one"),
    Case(name: "reference-after-a-list-zh", before: ["显示我的照片"], line: "打开这张照片"),
    Case(name: "problem-en", line: "send a message to Sparky saying hi"),
    Case(name: "problem-zh", line: "给Sparky发消息说你好"),
    Case(name: "not-understood-en", line: "tell me a joke"),
    Case(name: "not-understood-zh", line: "讲个笑话"),
    Case(name: "confirm-a-guess-en", line: "text glwo hi"),
    Case(name: "import-a-person-en", line: "text my wife hello"),
    Case(name: "import-a-person-zh", line: "给我妻子发消息说晚上见"),
  ]

  static let folder = ResourceLocator.checkout.appendingPathComponent(
    "Tests/HarkAppsTests/Dialogue/Explanations")
  static let recording = ProcessInfo.processInfo.environment["HARK_RECORD_SNAPSHOTS"] == "1"

  @Test(arguments: cases)
  func theExplanationIsTheRecordedOne(_ example: Case) throws {
    let conversation = try DecisionAgreementTests.conversation()
    for line in example.before { conversation.respond(to: line) { _ in } }
    let explanation = conversation.analyze(example.line).explanation + "\n"
    let file = Self.folder.appendingPathComponent(example.name + ".txt")
    if Self.recording {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try Data(explanation.utf8).write(to: file)
      Issue.record("recorded \(file.path); run again without HARK_RECORD_SNAPSHOTS to compare")
      return
    }
    let recorded = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "no dump at \(file.path): record it with HARK_RECORD_SNAPSHOTS=1")
    #expect(explanation == recorded, "\(example.name): run with HARK_RECORD_SNAPSHOTS=1 to record the change")
  }

  /// Every dump in the folder is one the table makes, so a case taken out leaves no stale file.
  @Test(.disabled(if: recording, "the dumps are being written")) func everyDumpBelongsToACase() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
    #expect(files == Self.cases.map { $0.name + ".txt" }.sorted())
  }
}
