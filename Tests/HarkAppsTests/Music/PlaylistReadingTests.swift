import Foundation
import HarkApps
import HarkCore
import Testing

/// A playlist's name is read from the runtime list of the playlists the apps hold, as a contact's
/// name is: "play my focus playlist" is a plain request, run without "Just to be sure".
@Suite struct PlaylistReadingTests {
  @Test(arguments: ["play my focus playlist", "播放我的专注播放列表", "put on the road trip playlist"])
  func aPlaylistNamedByItsNameRunsWithoutAsking(_ line: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.outcome == .run, "\(analysis.explanation)")
    #expect(analysis.stage == .grammar)
    #expect(analysis.intent == "audio.playAudio")
    #expect(analysis.confidence >= 0.7)
    #expect(analysis.explanation.contains("{playlist:target}"))
  }
}
