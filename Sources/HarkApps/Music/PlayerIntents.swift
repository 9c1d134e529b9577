import Foundation
import HarkCore
import HarkMPD

/// What the player is on, said the same way by every control: the song, its place in the queue.
struct NowOn {
  var song: MPDSong
  var status: MPDStatus

  /// Reads the player, or nil when no song is current.
  static func read(_ client: MPDClient) throws(MPDError) -> NowOn? {
    let status = try client.status()
    guard status.state != .stopped || status.songPosition != nil, let song = try client.currentSong() else {
      return nil
    }
    return NowOn(song: song, status: status)
  }

  var arguments: [String: String] {
    [
      "song": song.displayTitle, "artist": song.artist ?? "", "album": song.album ?? "",
      "position": String((status.songPosition ?? 0) + 1), "count": String(status.queueLength),
      "elapsed": Self.clock(Int(status.elapsed)), "duration": Self.clock(status.total),
    ]
  }

  /// "“Weightless” by Marconi Union": the title, and the artist when the song has one.
  var byLine: String {
    song.artist.map { "“\(song.displayTitle)” by \($0)" } ?? "“\(song.displayTitle)”"
  }

  var place: String { "song \((status.songPosition ?? 0) + 1) of \(status.queueLength)" }

  /// Minutes and seconds, as mpc shows them (3:07).
  static func clock(_ seconds: Int) -> String { "\(seconds / 60):" + String(format: "%02d", seconds % 60) }

  /// The result of a control that left the player on this song.
  func result(_ key: PhraseKey, _ full: String) -> IntentResult {
    IntentResult(
      dialog: IntentDialog(key: key, arguments: arguments, full: full), entities: [Song(song).entityValue])
  }
}

/// Nothing is on the player: said by every control that needs a song.
func nothingPlaying() -> IntentResult {
  IntentResult(dialog: IntentDialog(key: "nothing_playing", arguments: [:], full: "Nothing is playing."))
}

/// Pauses the song playing.
public struct PauseIntent: AppIntent {
  public static let schema = SchemaIntent.named(.pause)
  public static var parameters: [IntentParameter<Self>] { [] }
  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    try MusicServer(context: context).run(preparing: true) { client throws(MPDError) in
      guard let now = try NowOn.read(client) else { return nothingPlaying() }
      try client.pause(true)
      return now.result("paused", "Paused \(now.byLine).")
    }
  }
}

/// Plays again from where it was paused (from the start of the queue when stopped).
public struct ResumeIntent: AppIntent {
  public static let schema = SchemaIntent.named(.resume)
  public static var parameters: [IntentParameter<Self>] { [] }
  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    try MusicServer(context: context).run(preparing: true) { client throws(MPDError) in
      guard try client.status().queueLength > 0 else { return nothingPlaying() }
      try client.play()
      guard let now = try NowOn.read(client) else { return nothingPlaying() }
      return now.result("resumed", "Playing \(now.byLine) again.")
    }
  }
}

/// The next song of the queue.
public struct NextTrackIntent: AppIntent {
  public static let schema = SchemaIntent.named(.nextTrack)
  public static var parameters: [IntentParameter<Self>] { [] }
  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    try MusicServer(context: context).run(preparing: true) { client throws(MPDError) in
      guard try NowOn.read(client) != nil else { return nothingPlaying() }
      try client.next()
      guard let now = try NowOn.read(client) else {
        return IntentResult(
          dialog: IntentDialog(
            key: "queue_ended", arguments: [:], full: "That was the last song; the music stopped."))
      }
      return now.result("now_on", "Now playing \(now.byLine) (\(now.place)).")
    }
  }
}

/// The previous song of the queue.
public struct PreviousTrackIntent: AppIntent {
  public static let schema = SchemaIntent.named(.previousTrack)
  public static var parameters: [IntentParameter<Self>] { [] }
  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    try MusicServer(context: context).run(preparing: true) { client throws(MPDError) in
      guard try NowOn.read(client) != nil else { return nothingPlaying() }
      try client.previous()
      guard let now = try NowOn.read(client) else { return nothingPlaying() }
      return now.result("now_on", "Now playing \(now.byLine) (\(now.place)).")
    }
  }
}

/// Stops the music.
public struct StopAudioIntent: AppIntent {
  public static let schema = SchemaIntent.named(.stopAudio)
  public static var parameters: [IntentParameter<Self>] { [] }
  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    try MusicServer(context: context).run(preparing: true) { client throws(MPDError) in
      guard try client.status().state != .stopped else { return nothingPlaying() }
      try client.stop()
      return IntentResult(dialog: IntentDialog(key: "stopped", arguments: [:], full: "Stopped the music."))
    }
  }
}

/// Says what is playing: title, artist, album, place in the queue, time into it.
public struct NowPlayingIntent: AppIntent {
  public static let schema = SchemaIntent.named(.nowPlaying)
  public static var parameters: [IntentParameter<Self>] { [] }
  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    try MusicServer(context: context).run { client throws(MPDError) in
      guard let now = try NowOn.read(client) else { return nothingPlaying() }
      let album = now.song.album.map { " from \($0)" } ?? ""
      let times = "\(NowOn.clock(Int(now.status.elapsed))) of \(NowOn.clock(now.status.total))"
      if now.status.state == .paused {
        return now.result("paused_on", "Paused on \(now.byLine)\(album) (\(now.place), \(times)).")
      }
      return now.result("now_playing", "Playing \(now.byLine)\(album) (\(now.place), \(times)).")
    }
  }
}
