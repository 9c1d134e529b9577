import Foundation
import HarkCore
import HarkStore
import HarkTesting
import Testing

@testable import HarkApps

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
    let ticket = try tester.entity(
      FileItem.self, in: "files", id: "Documents/Travel/plane ticket SFO-TUS Mary Rivera.pdf")
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

  @Test func aLongConversationIsSummarisedFromItsNewestMessagesAndSaysHowMany() throws {
    // Flare's conversation has four messages; a sample of three reads the newest three.
    var context = try tester.context(for: "unicornchat")
    context.sampleLimit = 3
    let result = try IntentRunner.perform(
      SummarizeIntent.self, with: ["conversation": try conversation("conv-flare")], in: context)
    #expect(result.dialog.key == "summary_conversation_recent")
    #expect(result.dialog.arguments["count"] == "3")
    #expect(result.dialog.arguments["total"] == "4")
    // The four share no word, so the earliest win the tie: the whole conversation's summary opens
    // with the oldest message, which the sample of the newest three does not hold.
    let everything = try tester.run(
      "assistant.summarize", in: "unicornchat", ["conversation": try conversation("conv-flare")])
    #expect(everything.quoted.first?.contains("Have you seen Dune yet?") == true)
    #expect(result.quoted.count == 2)
    #expect(!result.quoted.contains { $0.contains("Have you seen Dune yet?") })
  }

  @Test func aSummaryAskedToStopSaysNothingAndThrowsCancellation() throws {
    var context = try tester.context(for: "unicornchat")
    context.cancellation = Cancellation { true }
    #expect(throws: CancellationError.self) {
      try IntentRunner.perform(
        SummarizeIntent.self, with: ["conversation": try conversation("conv-flare")], in: context)
    }
  }

  @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (9_972, "9,972"), (1_234_567, "1,234,567")])
  func countsAreSaidWithTheirThousandsGrouped(count: Int, said: String) {
    #expect(UnicornChatData.grouped(count) == said)
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
