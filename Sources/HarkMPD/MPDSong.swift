/// A song as MPD describes it: its URI in the music directory and its tags.
public struct MPDSong: Sendable, Hashable {
  /// The file's path under MPD's music directory (or a URL), the song's identity.
  public var uri: String
  /// The title tag, or nil.
  public var title: String?
  /// The artist tag, or nil.
  public var artist: String?
  /// The album tag, or nil.
  public var album: String?
  /// The length in seconds, when known.
  public var duration: Int?
  /// The place in the queue (0 first), for a song of the queue.
  public var position: Int?

  /// A song with these tags.
  public init(
    uri: String, title: String? = nil, artist: String? = nil, album: String? = nil, duration: Int? = nil,
    position: Int? = nil
  ) {
    self.uri = uri
    self.title = title
    self.artist = artist
    self.album = album
    self.duration = duration
    self.position = position
  }

  /// The title, else the file's name without its folder and extension (as mpc shows an untagged song).
  public var displayTitle: String {
    if let title, !title.isEmpty { return title }
    let name = uri.split(separator: "/").last.map(String.init) ?? uri
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}

/// The player's state and place in the queue.
public struct MPDStatus: Sendable, Hashable {
  /// Playing, paused or stopped.
  public enum State: Sendable, Hashable {
    case playing, paused, stopped
  }

  /// Playing, paused or stopped.
  public var state: State
  /// The current song's place in the queue (0 first), or nil.
  public var songPosition: Int?
  /// How many songs the queue holds.
  public var queueLength: Int
  /// Seconds into the current song.
  public var elapsed: Double
  /// The current song's length in seconds (0 when unknown).
  public var total: Int
  /// The volume, 0…100, or nil when the server has no mixer to set it with.
  public var volume: Int?

  /// A status with these values.
  public init(
    state: State, songPosition: Int?, queueLength: Int, elapsed: Double, total: Int, volume: Int? = nil
  ) {
    self.state = state
    self.songPosition = songPosition
    self.queueLength = queueLength
    self.elapsed = elapsed
    self.total = total
    self.volume = volume
  }
}

/// What a search of MPD's database compares with.
public enum MPDSearchField: Sendable, Hashable {
  case artist, title, album
  /// Any tag (and the file name), as `mpc search any`.
  case any
}
