import HarkCore
import Testing

/// What is read as the volume: a word for the sound must be there, or a verb that only the
/// volume takes; 放大 alone (zooming in on a picture) and 提高 alone are not the volume.
@Suite struct VolumeWordingTests {
  @Test(arguments: [
    ("turn the music down a little", "down"), ("make it louder", "up"), ("mute the speakers", "mute"),
    ("把音乐调大一点", "up"), ("开大点", "up"), ("降低音量", "down"), ("把喇叭静音", "mute"),
  ])
  func theVolumeIsReadWithItsChange(line: String, change: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "audio.setVolume")
    #expect(analysis.resolved["change"] == .string(change))
  }

  @Test(arguments: ["放大", "放大一点", "提高", "把照片放大一点"])
  func aVerbAloneIsNotTheVolume(_ line: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent != "audio.setVolume")
  }
}
