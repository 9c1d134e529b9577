import Foundation
import HarkCore
import HarkMPD

/// Plays a stored playlist: the queue emptied, the playlist loaded into it, played from its first song.
public struct PlayAudioIntent: AppIntent {
  public static let schema = SchemaIntent.named(.playAudio)
  public static var parameters: [IntentParameter<Self>] { [.init("target", \.target)] }

  public var target: Playlist?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let playlist = target else { throw Self.needsValue(\.target) }
    let songs = try MusicServer(context: context).run(preparing: true) {
      client throws(MPDError) -> [MPDSong] in
      let songs = try client.songs(ofPlaylist: playlist.name)
      guard !songs.isEmpty else { return [] }
      try client.clear()
      try client.load(playlist: playlist.name)
      try client.play(position: 0)
      return songs
    }
    guard let first = songs.first else {
      throw IntentError.empty(IntentSubject(Playlist.self, name: playlist.name))
    }
    return IntentResult(
      dialog: IntentDialog(
        key: "playing",
        arguments: ["playlist": playlist.name, "song": first.displayTitle, "count": String(songs.count)],
        full:
          "Playing your \(playlist.name) playlist (\(songs.count) songs), starting with “\(first.displayTitle)”."
      ),
      entities: [playlist.entityValue, Song(first).entityValue])
  }
}

/// Plays songs MPD's database finds: by an artist ("something by Adele"), or one song.
public struct PlaySongsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.playSongs)
  public static var parameters: [IntentParameter<Self>] {
    [.init("artist", \.artist), .init("song", \.song)]
  }

  public var artist: Artist?
  public var song: Song?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    let server = MusicServer(context: context)
    if let song {
      try server.run(preparing: true) { client throws(MPDError) in
        try client.clear()
        try client.add(song.id)
        try client.play(position: 0)
      }
      let by = song.artist.map { " by \($0)" } ?? ""
      return IntentResult(
        dialog: IntentDialog(
          key: "playing_song", arguments: ["song": song.title, "artist": song.artist ?? ""],
          full: "Playing “\(song.title)”\(by)."),
        entities: [song.entityValue])
    }
    guard let artist = artist?.name else { throw Self.needsValue(\.artist) }
    let found = try server.run(preparing: true) { client throws(MPDError) -> [MPDSong] in
      let songs = try client.search(.artist, artist)
      guard !songs.isEmpty else { return [] }
      try client.clear()
      for song in songs { try client.add(song.uri) }
      try client.play(position: 0)
      return songs
    }
    guard let first = found.first else {
      return IntentResult(
        dialog: IntentDialog(
          key: "nothing_by", arguments: ["artist": artist],
          full: "There is nothing by \(artist) in your music library."))
    }
    // The artist as the library spells it (Adele, not adele).
    let name = first.artist ?? artist
    return IntentResult(
      dialog: IntentDialog(
        key: "playing_artist",
        arguments: ["artist": name, "song": first.displayTitle, "count": String(found.count)],
        full: "Playing \(found.count) songs by \(name), starting with “\(first.displayTitle)”."),
      entities: [Song(first).entityValue])
  }
}

/// Adds a song — the one named, else the one on the player — to the end of a stored playlist.
public struct AddToPlaylistIntent: AppIntent {
  public static let schema = SchemaIntent.named(.addToPlaylist)
  public static var parameters: [IntentParameter<Self>] {
    [.init("song", \.song), .init("playlist", \.playlist)]
  }

  public var song: Song?
  public var playlist: Playlist?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let playlist else { throw Self.needsValue(\.playlist) }
    let given = song
    let done = try MusicServer(context: context).run(preparing: true) {
      client throws(MPDError) -> (Song, Int)? in
      var song = given
      if song == nil, let current = try client.currentSong() { song = Song(current) }
      guard let song else { return nil }
      try client.addToPlaylist(playlist.name, uri: song.id)
      return (song, try client.songs(ofPlaylist: playlist.name).count)
    }
    guard let (song, count) = done else { return nothingPlaying() }
    return IntentResult(
      dialog: IntentDialog(
        key: "added", arguments: ["song": song.title, "playlist": playlist.name, "count": String(count)],
        full: "Added “\(song.title)” to your \(playlist.name) playlist (\(count) songs)."),
      entities: [song.entityValue, playlist.entityValue])
  }
}
