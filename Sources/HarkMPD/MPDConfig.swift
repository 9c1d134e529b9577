/// An `mpd.conf` for a folder of its own: music and stored playlists in `music/` and `playlists/`,
/// the database, state, pid and log files beside them, a Unix socket `mpd.socket`, and a `null`
/// audio output (it plays in real time, to no sound card).
public enum MPDConfig {
  /// The settings that name files or folders (MPD wants them absolute).
  static let pathSettings: Set<String> = [
    "music_directory", "playlist_directory", "db_file", "state_file", "pid_file", "log_file", "sticker_file",
  ]

  /// The note a relative configuration starts with, dropped when its paths are made absolute.
  static let relativeNote =
    "# Paths are relative to this file's folder: Hark makes them absolute when it first uses it."

  /// The socket's name in the folder.
  public static let socketName = "mpd.socket"

  /// The configuration, its paths relative to its own folder when `folder` is nil (as a demo store
  /// ships it: ``absolutized(_:folder:)`` makes them absolute where the store is), else under `folder`.
  public static func text(folder: String?) -> String {
    func path(_ name: String) -> String { folder.map { "\($0)/\(name)" } ?? name }
    let note =
      folder == nil ? relativeNote + "\n" : ""
    return """
      # MPD for this folder: mpd THIS_FILE starts it, mpd --kill THIS_FILE stops it.
      \(note)music_directory "\(path("music"))"
      playlist_directory "\(path("playlists"))"
      db_file "\(path("database"))"
      state_file "\(path("state"))"
      pid_file "\(path("pid"))"
      log_file "\(path("log"))"
      bind_to_address "\(path(socketName))"
      auto_update "no"
      audio_output {
        type "null"
        name "null"
        mixer_type "software"
      }
      decoder {
        plugin "wildmidi"
        enabled "no"
      }

      """
  }

  /// `text` with each relative path setting (and a relative socket) made absolute under `folder`;
  /// nil when every one already is.
  public static func absolutized(_ text: String, folder: String) -> String? {
    var changed = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      $0 != relativeNote
    }.map { line -> String in
      guard let (name, value) = setting(String(line)) else { return String(line) }
      let isPath = pathSettings.contains(name) || (name == "bind_to_address" && value.hasSuffix(".socket"))
      guard isPath, !value.hasPrefix("/"), !value.hasPrefix("~"), !value.hasPrefix("@") else {
        return String(line)
      }
      changed = true
      return "\(name) \"\(folder)/\(value)\""
    }
    return changed ? lines.joined(separator: "\n") : nil
  }

  /// The Unix socket the configuration binds to, if it names one.
  public static func socket(in text: String) -> String? {
    for line in text.split(separator: "\n") {
      if let (name, value) = setting(String(line)), name == "bind_to_address", value.hasPrefix("/") {
        return value
      }
    }
    return nil
  }

  /// A top-level `name "value"` line, read as MPD reads it.
  static func setting(_ line: String) -> (String, String)? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard !trimmed.hasPrefix("#"), let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return nil
    }
    let name = String(trimmed[..<space])
    let rest = trimmed[space...].drop { $0 == " " || $0 == "\t" }
    guard rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
    return (name, String(rest[rest.index(after: rest.startIndex)..<end]))
  }
}
