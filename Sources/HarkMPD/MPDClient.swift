import CMPDClient

/// One connection to MPD through libmpdclient: the player, the queue, stored playlists and the
/// database search. Every call is synchronous and bounded by the location's timeout; a failure is
/// an `MPDError` with MPD's own message. Closed when released.
public final class MPDClient {
  /// Where it is connected.
  public let location: MPDLocation
  private let connection: OpaquePointer

  /// Connects to MPD at `location` and sends its password when it has one.
  public init(_ location: MPDLocation) throws(MPDError) {
    self.location = location
    let port = location.isSocket ? 0 : UInt32(clamping: location.port)
    guard let made = mpd_connection_new(location.host, port, UInt32(clamping: location.timeoutMilliseconds))
    else {
      throw .connection(message: "out of memory")
    }
    if mpd_connection_get_error(made) != MPD_ERROR_SUCCESS {
      let error = Self.connectError(made, location: location)
      mpd_connection_free(made)
      throw error
    }
    connection = made
    if let password = location.password, !password.isEmpty, !mpd_run_password(connection, password) {
      let message = Self.message(connection)
      mpd_connection_free(connection)
      throw .passwordRefused(location: location.description, message: message)
    }
  }

  deinit { mpd_connection_free(connection) }

  // MARK: The player

  /// The player's state and place in the queue.
  public func status() throws(MPDError) -> MPDStatus {
    guard let status = mpd_run_status(connection) else { throw failure() }
    defer { mpd_status_free(status) }
    let state: MPDStatus.State =
      switch mpd_status_get_state(status) {
      case MPD_STATE_PLAY: .playing
      case MPD_STATE_PAUSE: .paused
      default: .stopped
      }
    let position = mpd_status_get_song_pos(status)
    let volume = mpd_status_get_volume(status)
    return MPDStatus(
      state: state, songPosition: position >= 0 ? Int(position) : nil,
      queueLength: Int(mpd_status_get_queue_length(status)),
      elapsed: Double(mpd_status_get_elapsed_ms(status)) / 1000,
      total: Int(mpd_status_get_total_time(status)),
      volume: volume >= 0 ? Int(volume) : nil)
  }

  /// The song the player is on (playing or paused), or nil.
  public func currentSong() throws(MPDError) -> MPDSong? {
    guard let song = mpd_run_current_song(connection) else {
      try check()
      return nil
    }
    defer { mpd_song_free(song) }
    return Self.song(song)
  }

  /// Plays from the current song (the first when stopped), or from `position` in the queue.
  public func play(position: Int? = nil) throws(MPDError) {
    let done =
      if let position { mpd_run_play_pos(connection, UInt32(clamping: position)) } else {
        mpd_run_play(connection)
      }
    guard done else { throw failure() }
  }

  /// Pauses (`true`) or resumes (`false`).
  public func pause(_ paused: Bool = true) throws(MPDError) {
    guard mpd_run_pause(connection, paused) else { throw failure() }
  }

  /// The next song of the queue.
  public func next() throws(MPDError) { guard mpd_run_next(connection) else { throw failure() } }

  /// The previous song of the queue.
  public func previous() throws(MPDError) { guard mpd_run_previous(connection) else { throw failure() } }

  /// Stops playing.
  public func stop() throws(MPDError) { guard mpd_run_stop(connection) else { throw failure() } }

  /// Sets the volume to `level`, 0…100 (MPD refuses it when the server has no mixer).
  public func setVolume(_ level: Int) throws(MPDError) {
    guard mpd_run_set_volume(connection, UInt32(min(max(level, 0), 100))) else { throw failure() }
  }

  // MARK: The queue

  /// The songs of the queue, in order.
  public func queue() throws(MPDError) -> [MPDSong] {
    guard mpd_send_list_queue_meta(connection) else { throw failure() }
    return try receiveSongs()
  }

  /// Empties the queue.
  public func clear() throws(MPDError) { guard mpd_run_clear(connection) else { throw failure() } }

  /// Appends the stored playlist `name` to the queue.
  public func load(playlist name: String) throws(MPDError) {
    guard mpd_run_load(connection, name) else { throw failure() }
  }

  /// Appends the song at `uri` to the queue.
  public func add(_ uri: String) throws(MPDError) {
    guard mpd_run_add(connection, uri) else { throw failure() }
  }

  // MARK: Stored playlists

  /// The names of the stored playlists, sorted.
  public func playlists() throws(MPDError) -> [String] {
    guard mpd_send_list_playlists(connection) else { throw failure() }
    var names: [String] = []
    while let playlist = mpd_recv_playlist(connection) {
      if let path = mpd_playlist_get_path(playlist) { names.append(String(cString: path)) }
      mpd_playlist_free(playlist)
    }
    try finish()
    return names.sorted()
  }

  /// The songs of the stored playlist `name`, with their tags, in order.
  public func songs(ofPlaylist name: String) throws(MPDError) -> [MPDSong] {
    guard mpd_send_list_playlist_meta(connection, name) else { throw failure() }
    return try receiveSongs()
  }

  /// Appends the song at `uri` to the stored playlist `name` (MPD makes the playlist if it is new).
  public func addToPlaylist(_ name: String, uri: String) throws(MPDError) {
    guard mpd_run_playlist_add(connection, name, uri) else { throw failure() }
  }

  // MARK: The database

  /// The songs whose `field` contains `value`, ignoring case (MPD's `search`), in MPD's order.
  public func search(_ field: MPDSearchField, _ value: String) throws(MPDError) -> [MPDSong] {
    guard mpd_search_db_songs(connection, false) else { throw failure() }
    let added =
      switch field {
      case .any: mpd_search_add_any_tag_constraint(connection, MPD_OPERATOR_DEFAULT, value)
      case .artist: mpd_search_add_tag_constraint(connection, MPD_OPERATOR_DEFAULT, MPD_TAG_ARTIST, value)
      case .title: mpd_search_add_tag_constraint(connection, MPD_OPERATOR_DEFAULT, MPD_TAG_TITLE, value)
      case .album: mpd_search_add_tag_constraint(connection, MPD_OPERATOR_DEFAULT, MPD_TAG_ALBUM, value)
      }
    guard added else {
      mpd_search_cancel(connection)
      throw failure()
    }
    guard mpd_search_commit(connection) else { throw failure() }
    return try receiveSongs()
  }

  /// The song at `uri` in the database, or nil when there is none.
  public func song(at uri: String) throws(MPDError) -> MPDSong? {
    guard mpd_send_list_meta(connection, uri) else { throw failure() }
    do {
      return try receiveSongs().first { $0.uri == uri }
    } catch .refused {
      // "No such file or directory": the song is gone.
      return nil
    }
  }

  /// The artists of the database (the `artist` tag's values), as MPD lists them.
  public func artists() throws(MPDError) -> [String] {
    guard mpd_search_db_tags(connection, MPD_TAG_ARTIST), mpd_search_commit(connection) else {
      throw failure()
    }
    var names: [String] = []
    while let pair = mpd_recv_pair_tag(connection, MPD_TAG_ARTIST) {
      names.append(String(cString: pair.pointee.value))
      mpd_return_pair(connection, pair)
    }
    try finish()
    return names.filter { !$0.isEmpty }
  }

  /// Rescans the music directory and returns when MPD has finished (waits on the `update` idle event).
  public func updateDatabase() throws(MPDError) {
    let job = mpd_run_update(connection, nil)
    guard job != 0 else { throw failure() }
    while true {
      guard let status = mpd_run_status(connection) else { throw failure() }
      let running = mpd_status_get_update_id(status)
      mpd_status_free(status)
      if running == 0 || running > job { return }
      guard mpd_run_idle_mask(connection, MPD_IDLE_UPDATE) != mpd_idle(rawValue: 0) else { throw failure() }
    }
  }

  // MARK: Reading answers and errors

  private func receiveSongs() throws(MPDError) -> [MPDSong] {
    var songs: [MPDSong] = []
    while let song = mpd_recv_song(connection) {
      songs.append(Self.song(song))
      mpd_song_free(song)
    }
    try finish()
    return songs
  }

  private func finish() throws(MPDError) {
    guard mpd_response_finish(connection) else { throw failure() }
  }

  /// Throws when the connection holds an error (a nil answer may mean "none" or "failed").
  private func check() throws(MPDError) {
    if mpd_connection_get_error(connection) != MPD_ERROR_SUCCESS { throw failure() }
  }

  /// The connection's error as a value, cleared when it can be so the connection goes on.
  private func failure() -> MPDError {
    let message = Self.message(connection)
    let error: MPDError =
      switch mpd_connection_get_error(connection) {
      case MPD_ERROR_SERVER: .refused(message: message)
      case MPD_ERROR_TIMEOUT: .timedOut(location: location.description)
      default: .connection(message: message)
      }
    _ = mpd_connection_clear_error(connection)
    return error
  }

  private static func connectError(_ connection: OpaquePointer, location: MPDLocation) -> MPDError {
    if mpd_connection_get_error(connection) == MPD_ERROR_TIMEOUT {
      return .timedOut(location: location.description)
    }
    return .unreachable(location: location.description, reason: message(connection))
  }

  private static func message(_ connection: OpaquePointer) -> String {
    mpd_connection_get_error_message(connection).map { String(cString: $0) } ?? "unknown error"
  }

  private static func song(_ song: OpaquePointer) -> MPDSong {
    func tag(_ type: mpd_tag_type) -> String? { mpd_song_get_tag(song, type, 0).map { String(cString: $0) } }
    let duration = mpd_song_get_duration(song)
    let position = mpd_song_get_pos(song)
    return MPDSong(
      uri: String(cString: mpd_song_get_uri(song)), title: tag(MPD_TAG_TITLE), artist: tag(MPD_TAG_ARTIST),
      album: tag(MPD_TAG_ALBUM), duration: duration > 0 ? Int(duration) : nil,
      position: position == UInt32.max ? nil : Int(position))
  }
}
