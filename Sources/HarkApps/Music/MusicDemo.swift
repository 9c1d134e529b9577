import HarkMPD

/// The demo store's music: short tagged WAV files MPD reads, its stored playlists as `.m3u` files,
/// an `mpd.conf` for a server of the store's own, and the playlists' other names.
enum MusicDemo {
  struct Track {
    var file: String
    var wave: TaggedWave
  }

  /// Twenty seconds each (160 KB): long enough that a song does not end between two lines typed.
  static let tracks: [Track] = [
    track("Weightless", "Marconi Union", "Weightless", 262),
    track("Clair de lune", "Claude Debussy", "Suite bergamasque", 294),
    track("Avril 14th", "Aphex Twin", "Drukqs", 349),
    track("Experience", "Ludovico Einaudi", "In a Time Lapse", 392),
    track("Holiday Road", "Lindsey Buckingham", "National Lampoon's Vacation", 440),
    track("Life is a Highway", "Tom Cochrane", "Mad Mad World", 494),
    track("Go Your Own Way", "Fleetwood Mac", "Rumours", 523),
    track("Gymnopédie No. 1", "Erik Satie", "Gymnopédies", 220),
    track("Spiegel im Spiegel", "Arvo Pärt", "Alina", 247),
    track("Someone Like You", "Adele", "21", 277),
    track("Hello", "Adele", "25", 311),
    track("晴天", "周杰伦", "叶惠美", 330),
    track("稻香", "周杰伦", "魔杰座", 370),
  ]

  static let playlists: [(name: String, songs: [String], alsoCalled: [String])] = [
    ("Focus", ["Weightless", "Clair de lune", "Avril 14th", "Experience"], ["专注", "concentration"]),
    ("Road trip", ["Holiday Road", "Life is a Highway", "Go Your Own Way"], ["公路旅行", "driving"]),
    ("Sleep", ["Gymnopédie No. 1", "Spiegel im Spiegel"], ["睡眠", "bedtime"]),
  ]

  static func track(_ title: String, _ artist: String, _ album: String, _ pitch: Double) -> Track {
    Track(
      file: "\(artist)/\(album)/\(title).wav",
      wave: TaggedWave(title: title, artist: artist, album: album, seconds: 20, pitch: pitch))
  }

  /// The files under `<store>/music/`, made once a process.
  static let files: [String: [UInt8]] = {
    var files: [String: [UInt8]] = [:]
    for track in tracks { files["music/\(track.file)"] = track.wave.bytes }
    for playlist in playlists {
      let lines = playlist.songs.compactMap { title in tracks.first { $0.wave.title == title }?.file }
      files["playlists/\(playlist.name).m3u"] = Array(lines.map { $0 + "\n" }.joined().utf8)
    }
    files["mpd.conf"] = Array(MPDConfig.text(folder: nil).utf8)
    let names = playlists.map { "\($0.name): \($0.alsoCalled.joined(separator: ", "))\n" }.joined()
    files[Music.alsoCalledFile] = Array(
      ("# Other names of the music server's stored playlists, one playlist a line: NAME: OTHER, OTHER\n"
        + names).utf8)
    return files
  }()
}
