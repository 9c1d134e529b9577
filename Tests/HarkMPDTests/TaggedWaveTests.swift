import Testing

@testable import HarkMPD

@Suite struct TaggedWaveTests {
  @Test func aWaveCarriesItsTagsInAnID3Chunk() {
    let bytes = TaggedWave(title: "Weightless", artist: "Marconi Union", album: "Weightless", seconds: 1)
      .bytes
    #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
    #expect(Array(bytes[8..<12]) == Array("WAVE".utf8))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("id3 "))
    #expect(text.contains("TIT2"))
    #expect(text.contains("Marconi Union"))
  }

  @Test func relativePathsAreMadeAbsoluteUnderTheFolder() throws {
    let text = MPDConfig.text(folder: nil)
    let absolute = try #require(MPDConfig.absolutized(text, folder: "/s/music"))
    #expect(absolute.contains("music_directory \"/s/music/music\""))
    #expect(!absolute.contains("relative"))
    #expect(MPDConfig.socket(in: absolute) == "/s/music/mpd.socket")
    #expect(MPDConfig.absolutized(absolute, folder: "/s/music") == nil)
  }
}
