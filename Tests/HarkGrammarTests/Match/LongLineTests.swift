import Testing

@testable import HarkGrammar

/// A line at the shell's 64 KB limit is read like a short one. (How fast is a benchmark's business:
/// `Benchmarks/grammar/long-lines.sh`; these check only what is read.)
@Suite struct LongLineTests {
  static let tail = String(repeating: "photo of ", count: 7_200) + "the cat"

  @Test func aLongPhotoNameIsOneFreeTextSlot() throws {
    let line = "open the photo of " + Self.tail
    #expect(line.utf8.count > 64_000)
    let reading = try #require(shipped.readings(for: line, lists: demoLists).first)
    #expect(reading.intent == "photos.openAsset")
    #expect(reading.slots["target"]?.text == Self.tail)
  }

  @Test func aLongMessageIsTheContent() throws {
    let content = String(repeating: "hello there ", count: 5_400) + "bye"
    let reading = try #require(
      shipped.readings(for: "send a message to Glow saying " + content, lists: demoLists).first)
    #expect(reading.intent == "messages.sendMessage")
    #expect(reading.slots["content"]?.text == content)
  }
}
