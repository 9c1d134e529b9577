import Foundation
import HarkTesting
import Testing

/// The transcript file format: header, exchanges, round trip, and the diff shown on failure.
@Suite struct TranscriptFormatTests {
  static let sample = """
    # store: demo
    # now: 2026-06-09T09:41:00Z
    # language: en

    > send a message to Glow
    What should the message say?
    > hi
    Sent to Glow: hi

    """

  @Test func parsesHeaderAndExchanges() throws {
    let transcript = try Transcript.parse(TranscriptFormatTests.sample, file: "t.txt")
    #expect(transcript.store == "demo")
    #expect(transcript.language == "en")
    #expect(transcript.exchanges.map(\.input) == ["send a message to Glow", "hi"])
    #expect(transcript.exchanges.map(\.line) == [5, 7])
    #expect(transcript.exchanges[1].output == ["Sent to Glow: hi"])
  }

  @Test func textRoundTrips() throws {
    let transcript = try Transcript.parse(TranscriptFormatTests.sample, file: "t.txt")
    #expect(try Transcript.parse(transcript.text, file: "t.txt") == transcript)
  }

  @Test(arguments: [
    ("# store: demo\n> hi\n", "t.txt:1: the header needs “# now: <ISO-8601>”"),
    ("# now: yesterday\n", "t.txt:1: now must be an ISO-8601 time, not “yesterday”"),
    ("# now: 2026-06-09T09:41:00Z\n# store: huge\n", "t.txt:2: store must be demo or empty, not “huge”"),
    ("# now: 2026-06-09T09:41:00Z\nhello\n", "t.txt:2: expected “> ” before the shell's answer"),
  ])
  func badHeadersNameTheLine(text: String, message: String) {
    #expect(throws: Error.self) { try Transcript.parse(text, file: "t.txt") }
    do { _ = try Transcript.parse(text, file: "t.txt") } catch { #expect(error.description == message) }
  }

  @Test func aChangedLineShowsAsAReadableDiff() throws {
    let expected = try Transcript.parse(TranscriptFormatTests.sample, file: "t.txt")
    var actual = expected
    actual.exchanges[1].output = ["Sent to Flare: hi"]
    let diff = TranscriptRunner.differences(expected: expected, actual: actual, file: "t.txt")
    #expect(diff == ["t.txt:7: after “> hi”", "- Sent to Glow: hi", "+ Sent to Flare: hi"])
  }
}
