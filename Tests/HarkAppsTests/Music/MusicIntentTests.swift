import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkMPD
import HarkStore
import HarkTesting
import Testing

/// The Music app against a private MPD over the demo store's music (`<store>/music/mpd.conf`, a
/// null output, a Unix socket in the store): each line said to the shell, then checked with mpc.
@Suite(.serialized) struct MusicIntentTests {
  static let now = Date(timeIntervalSince1970: 1_796_000_000)

  /// A demo store, its music server started, and a session over it; nil when mpd is missing
  /// outside CI (under CI that fails).
  static func session() throws -> (Session, MPDServer, URL)? {
    guard MPDServer.isInstalled else {
      #expect(!MPDServer.isCI, "mpd and mpc must be installed under CI")
      return nil
    }
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let folder = URL(fileURLWithPath: "/tmp/hark-music-\(UUID().uuidString.prefix(8))")
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: now))
    let server = try MPDServer.start(folder: folder.appendingPathComponent("music"))
    var environment = ShellEnvironment(
      apps: SampleApps.registry, grammar: grammar, store: store, clock: { now }, identifiers: .sequential(),
      understanding: nil)
    environment.sources.music?.timeout = MPDServer.patientTimeout
    return (Session(conversation: Conversation(environment: environment)), server, folder)
  }

  /// What the shell says to `line`, one line.
  static func say(_ session: Session, _ line: String) -> String {
    var output: [String] = []
    _ = session.handle(line) { output.append($0.text) }
    return output.joined(separator: "\n")
  }

  @Test func playNextPauseWhatsPlayingAndAddAsMPDSeesThem() throws {
    guard let (session, server, folder) = try Self.session() else { return }
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(
      Self.say(session, "play my focus playlist")
        == "Playing your Focus playlist (4 songs), starting with “Weightless”.")
    #expect(try server.mpc("status").contains("[playing] #1/4"))
    #expect(
      try server.mpc("playlist")
        == "Marconi Union - Weightless\nClaude Debussy - Clair de lune\nAphex Twin - Avril 14th\n"
        + "Ludovico Einaudi - Experience\n")

    #expect(
      Self.say(session, "next song")
        == "Now playing “Clair de lune” by Claude Debussy (song 2 of 4).")
    #expect(try server.mpc("current") == "Claude Debussy - Clair de lune\n")

    #expect(Self.say(session, "pause") == "Paused “Clair de lune” by Claude Debussy.")
    #expect(try server.mpc("status").contains("[paused]  #2/4"))

    let playing = Self.say(session, "what's playing")
    #expect(
      playing.hasPrefix("Paused on “Clair de lune” by Claude Debussy from Suite bergamasque (song 2 of 4, 0:")
    )
    #expect(
      try server.mpc("-f", "“%title%” by %artist% from %album%", "current")
        == "“Clair de lune” by Claude Debussy from Suite bergamasque\n")

    #expect(try server.mpc("playlist", "Focus").split(separator: "\n").count == 4)
    #expect(
      Self.say(session, "add this song to road trip")
        == "Added “Clair de lune” to your Road trip playlist (4 songs).")
    #expect(try server.mpc("playlist", "Road trip").hasSuffix("Claude Debussy - Clair de lune\n"))

    #expect(Self.say(session, "resume") == "Playing “Clair de lune” by Claude Debussy again.")
    #expect(try server.mpc("current") == "Claude Debussy - Clair de lune\n")
    #expect(try server.mpc("status").contains("[playing]"))
    #expect(Self.say(session, "stop the music") == "Stopped the music.")
    #expect(!(try server.mpc("status").contains("[playing]")))
  }

  /// The demo's songs keep MPD answering: at 4,000 Hz, MPD 0.23 held a `next` after a pause and a
  /// `play` until the song had played out (18 s), past the client's three seconds; at 8,000 Hz it
  /// answers at once.
  @Test func nextAfterAPauseAndAResumeAnswersWithinTheClientsWait() throws {
    guard let (_, server, folder) = try Self.session() else { return }
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    let client = try MPDClient(server.location)
    #expect(client.location.timeoutMilliseconds == MPDLocation.defaultTimeoutMilliseconds)
    try client.clear()
    try client.load(playlist: "Focus")
    try client.play()
    let steps: [() throws -> Void] = [
      client.next, { try client.pause() }, { try client.play() }, client.next,
    ]
    for step in steps {
      sleep(1)
      try step()
    }
    #expect(try client.currentSong()?.title == "Avril 14th")
    #expect(try server.mpc("status").contains("[playing] #3/4"))
  }

  @Test func chineseLinesDriveTheSameServer() throws {
    guard let (session, server, folder) = try Self.session() else { return }
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(Self.say(session, "播放我的专注播放列表") == "正在播放你的Focus歌单（4首），第一首是“Weightless”。")
    #expect(try server.mpc("current") == "Marconi Union - Weightless\n")
    #expect(Self.say(session, "下一首") == "现在播放Claude Debussy的“Clair de lune”（第2首，共4首）。")
    #expect(try server.mpc("current") == "Claude Debussy - Clair de lune\n")
    #expect(Self.say(session, "把这首歌加到专注") == "已把“Clair de lune”加到你的Focus歌单（5首）。")
    #expect(try server.mpc("playlist", "Focus").split(separator: "\n").count == 5)
    #expect(Self.say(session, "播放周杰伦的歌") == "正在播放周杰伦的2首歌，第一首是“晴天”。")
    #expect(try server.mpc("playlist") == "周杰伦 - 晴天\n周杰伦 - 稻香\n")
    #expect(Self.say(session, "暂停") == "已暂停周杰伦的“晴天”。")
    #expect(try server.mpc("status").contains("[paused]"))
    #expect(Self.say(session, "现在放的是什么歌").hasPrefix("暂停在周杰伦的“晴天”，专辑《叶惠美》（第1首，共2首，"))
  }

  @Test func somethingByAnArtistPlaysTheirSongs() throws {
    guard let (session, server, folder) = try Self.session() else { return }
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(
      Self.say(session, "play something by Adele")
        == "Playing 2 songs by Adele, starting with “Someone Like You”.")
    #expect(try server.mpc("playlist") == "Adele - Someone Like You\nAdele - Hello\n")
    #expect(try server.mpc("status").contains("[playing] #1/2"))
  }

  /// The volume as mpc reads it ("volume: 40%" → 40).
  static func volume(_ server: MPDServer) throws -> Int? {
    let words = try server.mpc("volume").split(whereSeparator: { !$0.isNumber })
    return words.first.flatMap { Int($0) }
  }

  @Test func theVolumeMovesAsSaidAndAnUnmuteGoesBackToWhereTheMuteFoundIt() throws {
    guard let (session, server, folder) = try Self.session() else { return }
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(Self.say(session, "put the volume at 40 percent") == "The volume is at 40 %.")
    #expect(try Self.volume(server) == 40)
    #expect(Self.say(session, "turn it up a bit") == "The volume is at 50 %.")
    #expect(Self.say(session, "the music is too loud") == "The volume is at 40 %.")
    #expect(try Self.volume(server) == 40)
    #expect(Self.say(session, "what's the volume") == "The volume is at 40 %.")
    #expect(Self.say(session, "mute the music") == "Muted the music (it was at 40 %).")
    #expect(try Self.volume(server) == 0)
    #expect(Self.say(session, "mute the speakers") == "The music is already muted.")
    #expect(Self.say(session, "unmute") == "The volume is back at 40 %.")
    #expect(try Self.volume(server) == 40)
    #expect(Self.say(session, "unmute") == "The music isn't muted: the volume is at 40 %.")
    #expect(Self.say(session, "volume to a hundred percent") == "The volume is at 100 %.")
    #expect(Self.say(session, "louder") == "The volume is already at 100 %.")
    #expect(try Self.volume(server) == 100)
    // In Chinese, numbers in characters too.
    #expect(Self.say(session, "把音量调到二十") == "音量已调到20%。")
    #expect(try Self.volume(server) == 20)
    #expect(Self.say(session, "声音开小一些") == "音量已调到10%。")
    #expect(Self.say(session, "把音乐静音") == "已静音（之前是10%）。")
    #expect(Self.say(session, "解除静音") == "音量已恢复到10%。")
    #expect(try Self.volume(server) == 10)
  }

  @Test func aServerWithoutAMixerSaysSoAndSetsNothing() throws {
    guard MPDServer.isInstalled else {
      #expect(!MPDServer.isCI, "mpd and mpc must be installed under CI")
      return
    }
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let folder = URL(fileURLWithPath: "/tmp/hark-music-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: Self.now))
    // The demo's configuration with the mixer taken out: MPD then has no volume to set.
    let config = folder.appendingPathComponent("music/mpd.conf")
    let text = try String(contentsOf: config, encoding: .utf8)
    #expect(text.contains("mixer_type \"software\""))
    try Data(text.replacingOccurrences(of: "mixer_type \"software\"", with: "").utf8).write(to: config)
    let server = try MPDServer.start(folder: folder.appendingPathComponent("music"))
    defer { server.stop() }
    var environment = ShellEnvironment(
      apps: SampleApps.registry, grammar: grammar, store: store, clock: { Self.now },
      identifiers: .sequential(), understanding: nil)
    environment.sources.music?.timeout = MPDServer.patientTimeout
    let session = Session(conversation: Conversation(environment: environment))
    #expect(
      Self.say(session, "turn the music down")
        == "The music server has no volume control: give its audio output a mixer_type in mpd.conf.")
    #expect(try server.mpc("volume").contains("n/a"))
  }

  @Test func noServerSaysHowToStartTheStoresOwn() throws {
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let folder = URL(fileURLWithPath: "/tmp/hark-music-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: Self.now))
    let environment = ShellEnvironment(
      apps: SampleApps.registry, grammar: grammar, store: store, clock: { Self.now },
      identifiers: .sequential(),
      understanding: nil)
    let session = Session(conversation: Conversation(environment: environment))
    let music = folder.appendingPathComponent("music").path
    #expect(
      Self.say(session, "play my focus playlist")
        == "That didn't work: no music server answers at \(music)/mpd.socket; start one with: mpd \(music)/mpd.conf."
    )
    // The command works as printed: the configuration's paths were made absolute.
    let config = try String(contentsOfFile: "\(music)/mpd.conf", encoding: .utf8)
    #expect(config.contains("music_directory \"\(music)/music\""))
  }
}
