import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Content moving through UnicornChat: files attached, a conversation sent whole, summaries, and
/// who may edit what.
@Suite struct UnicornChatContentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func glow() throws -> ParameterValue {
    try tester.entity(UnicornContact.self, in: "unicornchat", id: "glow")
  }
  func message(_ id: String) throws -> ParameterValue {
    try tester.entity(UnicornMessage.self, in: "unicornchat", id: id)
  }
  func conversation(_ id: String) throws -> ParameterValue {
    try tester.entity(UnicornConversation.self, in: "unicornchat", id: id)
  }
  func attachmentFolder() -> URL {
    tester.store.root.appendingPathComponent("unicornchat").appendingPathComponent("attachments")
  }

  @Test func aFileFromFilesIsCopiedIntoUnicornChatAndSent() throws {
    let ticket = try tester.entity(FileItem.self, in: "files", id: "file-ticket")
    let result = try tester.run(
      "messages.sendMessage", in: "unicornchat",
      ["destination": .list([try glow()]), "attachments": .list([ticket])])
    #expect(result.dialog.key == "sent_attachments")
    let sent = try #require(try tester.records("unicornchat", "messages").last)
    let kept = try #require(sent.fields["attachments"]?.arrayValue?.first?.stringValue)
    #expect(kept.hasSuffix("plane ticket SFO-TUS Mary Rivera.pdf"))
    let bytes = try Data(contentsOf: attachmentFolder().appendingPathComponent(kept))
    #expect(String(decoding: bytes, as: UTF8.self).contains("Boarding pass: Mary Rivera"))
  }

  @Test func aConversationIsSentAsAReadableExport() throws {
    try tester.run(
      "messages.sendMessage", in: "unicornchat",
      ["destination": .list([try glow()]), "conversation": try conversation("conv-flare")])
    let sent = try #require(try tester.records("unicornchat", "messages").last)
    #expect(sent.fields["body"] == .string("Conversation with Flare.txt"))
    let kept = try #require(sent.fields["attachments"]?.arrayValue?.first?.stringValue)
    let text = String(
      decoding: try Data(contentsOf: attachmentFolder().appendingPathComponent(kept)), as: UTF8.self)
    #expect(text.contains("Flare ("))
    #expect(text.contains("My hoof still hurts from the race"))
    #expect(!text.contains("T0"), "no raw ISO time in the export")
  }

  @Test func aShortMessageIsGivenWholeAndSaidToBe() throws {
    let result = try tester.run(
      "assistant.summarize", in: "unicornchat", ["message": try message("msg-glow-1")])
    #expect(result.dialog.key == "summary_message_whole")
    #expect(result.quoted == ["The aurora was amazing last night, all green and violet"])
  }

  @Test func aConversationIsSummarisedByItsMostCentralMessages() throws {
    let result = try tester.run(
      "assistant.summarize", in: "unicornchat", ["conversation": try conversation("conv-flare")])
    #expect(result.dialog.key == "summary_conversation")
    #expect(result.quoted.count == 2)
  }

  @Test func someoneElsesMessageIsRefusedForEditingWithAReplyOffered() throws {
    let context = try tester.context(for: "unicornchat")
    let refusal = EditSentMessageIntent.refusal(of: try message("msg-glow-1"), for: "message", in: context)
    #expect(refusal?.key == "not_yours_edited")
    #expect(refusal?.full.contains("reply to Glow") == true)
    #expect(UnsendMessageIntent.refusal(of: try message("msg-glow-1"), for: "message", in: context) != nil)
  }

  @Test func yourOwnSentMessageMayBeEdited() throws {
    let context = try tester.context(for: "unicornchat")
    #expect(EditSentMessageIntent.refusal(of: try message("msg-glow-2"), for: "message", in: context) == nil)
  }
}
