import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import Testing

/// A collection the shell cannot read is reported as a store fault (the `fault` event, exit 3), with
/// the store's reason; it is never taken for "nobody by that name", which would blame the words.
@Suite struct UnreadableStoreTests {
  @Test(arguments: ["text Flare hi", "给Flare发消息说你好", "text my wife hello"])
  func aContactsFileThatIsAFolderIsReportedNotTakenForNobody(_ line: String) throws {
    let conversation = try DecisionAgreementTests.conversation { root in
      let contacts = root.appendingPathComponent("unicornchat/contacts.jsonl")
      try FileManager.default.removeItem(at: contacts)
      try FileManager.default.createDirectory(at: contacts, withIntermediateDirectories: false)
    }
    var events: [ShellEvent] = []
    conversation.respond(to: line) { events.append($0) }
    let event = try #require(events.first)
    #expect(event.kind == .fault)
    #expect(event.text.contains("contacts.jsonl"), "\(event.text)")
    #expect(!event.text.contains("don't know"), "\(event.text)")
    #expect(conversation.analyze(line).outcome == .problem)
  }
}
