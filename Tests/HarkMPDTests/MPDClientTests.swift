import Foundation
import HarkMPD
import HarkTesting
import Testing

/// The client against a private MPD (null output, a Unix socket in a temporary folder), checked with mpc.
@Suite(.serialized) struct MPDClientTests {
  static let songs: [String: TaggedWave] = [
    "a/one.wav": TaggedWave(title: "One", artist: "Alpha", album: "First", seconds: 60),
    "a/two.wav": TaggedWave(title: "Two", artist: "Alpha", album: "First", seconds: 60),
    "b/three.wav": TaggedWave(title: "三", artist: "周杰伦", album: "叶惠美", seconds: 60),
  ]

  /// A server, or nil (with the reason recorded) when mpd is missing outside CI.
  static func server() throws -> MPDServer? {
    guard MPDServer.isInstalled else {
      #expect(!MPDServer.isCI, "mpd and mpc must be installed under CI")
      return nil
    }
    return try MPDServer.start(songs: songs, playlists: ["Mix": ["a/one.wav", "b/three.wav"]])
  }

  @Test func loadsAStoredPlaylistAndPlaysIt() throws {
    guard let server = try Self.server() else { return }
    defer { server.stop() }
    let client = try MPDClient(server.location)
    #expect(try client.playlists() == ["Mix"])
    #expect(try client.songs(ofPlaylist: "Mix").map(\.title) == ["One", "三"])
    try client.clear()
    try client.load(playlist: "Mix")
    try client.play()
    #expect(try server.mpc("status").contains("[playing] #1/2"))
    #expect(try server.mpc("current") == "Alpha - One\n")
    try client.next()
    #expect(try client.currentSong()?.title == "三")
    try client.pause()
    #expect(try client.status().state == .paused)
    #expect(try server.mpc("status").contains("[paused]  #2/2"))
  }

  @Test func searchesTheDatabaseAndAddsToAStoredPlaylist() throws {
    guard let server = try Self.server() else { return }
    defer { server.stop() }
    let client = try MPDClient(server.location)
    #expect(try client.search(.artist, "alpha").compactMap(\.title).sorted() == ["One", "Two"])
    #expect(try client.search(.any, "叶惠").map(\.uri) == ["b/three.wav"])
    try client.addToPlaylist("Mix", uri: "a/two.wav")
    #expect(try server.mpc("playlist", "Mix") == "Alpha - One\n周杰伦 - 三\nAlpha - Two\n")
  }

  @Test func mpdsOwnMessageComesBackAsAValue() throws {
    guard let server = try Self.server() else { return }
    defer { server.stop() }
    let client = try MPDClient(server.location)
    #expect(throws: MPDError.refused(message: "No such playlist")) { try client.load(playlist: "Nope") }
    // The connection goes on after a refused command.
    #expect(try client.playlists() == ["Mix"])
  }

  @Test func noServerIsUnreachableNotAHang() throws {
    let error = #expect(throws: MPDError.self) { try MPDClient(.socket("/tmp/hark-no-such-mpd.socket")) }
    guard case .unreachable(let location, _) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(location == "/tmp/hark-no-such-mpd.socket")
  }
}
