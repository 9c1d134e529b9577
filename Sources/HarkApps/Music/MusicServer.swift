import Foundation
import HarkCore
import HarkMPD
import HarkSupport

/// The music server the sources name (MPD), reached through libmpdclient: one connection a request.
/// MPD's database is the Music app's store: it searches, Hark keeps no copy. Failures become
/// `SourceFailure`s the shell words: no server answering (and how to start the store's own), or
/// MPD's own message.
struct MusicServer {
  let spec: MusicSourceSpec
  /// The store's music folder (`<store>/music/`), where the other names of playlists are kept.
  let storeFolder: URL

  init(context: AppContext) {
    spec =
      context.sources.music
      ?? MusicSourceSpec(
        host: nil, mpdConfig: nil, origin: .libraryDefault)
    storeFolder = context.store.root.appendingPathComponent(Music.folder, isDirectory: true)
  }

  var location: MPDLocation {
    MPDLocation(
      host: spec.host, port: spec.port ?? MPDLocation.defaultPort, password: spec.password,
      timeoutMilliseconds: Int(spec.timeout * 1000))
  }

  /// Runs `body` on a new connection, MPD's failures turned into the shell's. `preparing`: when no
  /// server answers, the store's own configuration is made ready to start (its paths made
  /// absolute) — only for a request being carried out, never while a line is only read or
  /// described, which writes nothing.
  func run<T>(preparing: Bool = false, _ body: (MPDClient) throws(MPDError) -> T) throws -> T {
    let location = location
    do throws(MPDError) {
      let client = try MPDClient(location)
      return try body(client)
    } catch {
      throw IntentError.source(failure(error, at: location, preparing: preparing))
    }
  }

  /// How an MPD error is said: nothing answering names the command that starts the store's own
  /// server (its configuration made absolute first, so the command works from anywhere).
  func failure(_ error: MPDError, at location: MPDLocation, preparing: Bool) -> SourceFailure {
    switch error {
    case .timedOut:
      let seconds = Int(spec.timeout.rounded())
      return .musicServer(location: location.description, message: "no answer within \(seconds) seconds")
    case .unreachable:
      return .musicServerAbsent(
        location: location.description, config: startableConfig(preparing: preparing)?.path)
    case .refused(let message), .connection(let message):
      return .musicServer(location: location.description, message: message)
    case .passwordRefused(_, let message):
      return .musicServer(location: location.description, message: message)
    }
  }

  /// The store's own `mpd.conf` when the sources name it and it is there; with `preparing`, its
  /// paths made absolute.
  func startableConfig(preparing: Bool) -> URL? {
    guard let config = spec.mpdConfig, let text = try? String(contentsOf: config, encoding: .utf8) else {
      return nil
    }
    if preparing, let absolute = MPDConfig.absolutized(text, folder: config.deletingLastPathComponent().path)
    {
      // A configuration that cannot be rewritten is still named: mpd then says which path it refuses.
      try? DurableFile.write(
        Array(absolute.utf8), into: config.deletingLastPathComponent().path, as: config.lastPathComponent,
        replacing: true)
    }
    return config
  }

  /// The other names of each playlist (专注 for Focus), from `<store>/music/also-called`: lines
  /// `Focus: 专注, concentration`. Kept by Hark, not in the `.m3u` files: MPD rewrites a stored
  /// playlist when a song is added and keeps no comment line.
  func otherNames() -> [String: [String]] {
    let file = storeFolder.appendingPathComponent(Music.alsoCalledFile)
    // No file: no other names.
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
    var names: [String: [String]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      names[name, default: []] += line[line.index(after: colon)...].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
    }
    return names
  }
}
