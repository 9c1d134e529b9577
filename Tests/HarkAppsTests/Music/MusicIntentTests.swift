import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Music's intent in isolation: a playlist plays from its first song and is recorded as playing.
@Suite struct MusicIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  @Test func playingAPlaylistRecordsWhatIsPlaying() throws {
    let focus = try tester.entity(Playlist.self, in: "music", id: "playlist-focus")
    let result = try tester.run("audio.playAudio", in: "music", ["target": focus])
    #expect(result.dialog.arguments["song"] == "Weightless")
    let playing = try #require(try tester.records("music", "nowPlaying").first)
    #expect(playing.fields["playlist"] == .string("playlist-focus"))
    #expect(playing.fields["song"] == .string("Weightless"))
  }

  @Test func aPlaylistIsFoundByItsChineseName() throws {
    let found = try tester.entities(Playlist.self, in: "music").filter {
      $0.displayRepresentation.synonyms.contains("专注")
    }
    #expect(found.map(\.id) == ["playlist-focus"])
  }

  @Test func playingNeedsAPlaylist() throws {
    #expect(throws: IntentError.needsValue(parameter: "target")) {
      try tester.run("audio.playAudio", in: "music")
    }
  }
}
