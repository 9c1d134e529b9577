import Foundation
import HarkMPD

/// A Music Player Daemon of a test's own: `mpd --no-daemon` on a Unix socket in a folder, with a
/// `null` audio output, its database made (`update`) before ``start(folder:removesFolder:)`` returns.
/// ``stop()`` ends it and, for a temporary folder, removes the folder.
public final class MPDServer: @unchecked Sendable {
  /// The folder holding `mpd.conf`, `music/` and `playlists/`.
  public let folder: URL
  /// The configuration it was started with.
  public let config: URL
  /// Its socket.
  public let socket: String
  private let process: Process
  private let removesFolder: Bool

  /// Where it listens, for ``HarkMPD/MPDClient`` and for `MPD_HOST`.
  public var location: MPDLocation { .socket(socket) }

  /// mpd, where the PATH has it, else where Debian puts it; nil when not installed.
  public static var executable: String? { tool("mpd") }
  /// mpc, which tests check the server with.
  public static var mpc: String? { tool("mpc") }
  /// Whether tests can start a server and check it: mpd and mpc installed.
  public static var isInstalled: Bool { executable != nil && mpc != nil }
  /// How long a test lets a command wait for this server, in seconds: more than the shell's three,
  /// for a two-core machine running a build beside the tests. (The 15 to 20 seconds MPD once took
  /// to answer were the demo songs' 4,000 Hz rate, see ``TaggedWave``, not the load.)
  public static let patientTimeout: Double = 10
  /// Under CI every test runs: a missing mpd fails instead of being skipped.
  public static var isCI: Bool { SMTPSink.isCI }

  /// Problems starting a server.
  public enum Failure: Error, CustomStringConvertible {
    case notInstalled
    case noSocket(config: String)
    case noAnswer(MPDError)

    public var description: String {
      switch self {
      case .notInstalled: "mpd is not installed (Debian: apt-get install mpd mpc)"
      case .noSocket(let config): "mpd \(config) names no Unix socket (bind_to_address \"/…/mpd.socket\")"
      case .noAnswer(let error): "mpd did not start: \(error.message)"
      }
    }
  }

  private init(folder: URL, config: URL, socket: String, process: Process, removesFolder: Bool) {
    self.folder = folder
    self.config = config
    self.socket = socket
    self.process = process
    self.removesFolder = removesFolder
  }

  /// A server in a new temporary folder, its music folder holding `songs` (by path under it) and
  /// its stored playlists `playlists` (name: song paths).
  public static func start(songs: [String: TaggedWave], playlists: [String: [String]] = [:]) throws
    -> MPDServer
  {
    // A short path: a Unix socket's path holds at most 107 bytes.
    let folder = URL(fileURLWithPath: "/tmp/hark-mpd-\(UUID().uuidString.prefix(8))")
    let manager = FileManager.default
    for sub in ["music", "playlists"] {
      try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    for (path, song) in songs {
      let file = folder.appendingPathComponent("music/\(path)")
      try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(song.bytes).write(to: file)
    }
    for (name, paths) in playlists {
      try Data(paths.map { $0 + "\n" }.joined().utf8).write(
        to: folder.appendingPathComponent("playlists/\(name).m3u"))
    }
    try Data(MPDConfig.text(folder: folder.path).utf8).write(to: folder.appendingPathComponent("mpd.conf"))
    return try start(folder: folder, removesFolder: true)
  }

  /// A server over the `mpd.conf` in `folder` (a store's `music/`), its relative paths made absolute
  /// first; the folder is removed on ``stop()`` only when `removesFolder`.
  public static func start(folder: URL, removesFolder: Bool = false) throws -> MPDServer {
    guard let executable else { throw Failure.notInstalled }
    let config = folder.appendingPathComponent("mpd.conf")
    var text = try String(contentsOf: config, encoding: .utf8)
    if let absolute = MPDConfig.absolutized(text, folder: folder.path) {
      text = absolute
      try Data(text.utf8).write(to: config, options: .atomic)
    }
    guard let socket = MPDConfig.socket(in: text) else { throw Failure.noSocket(config: config.path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--no-daemon", config.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let server = MPDServer(
      folder: folder, config: config, socket: socket, process: process, removesFolder: removesFolder)
    do {
      try server.waitUntilAnswering()
    } catch {
      server.stop()
      throw error
    }
    return server
  }

  /// Waits for the socket (up to ten seconds), then has MPD read its music folder.
  private func waitUntilAnswering() throws {
    var last: MPDError = .unreachable(location: socket, reason: "not started")
    for _ in 0..<500 {
      guard process.isRunning else { break }
      do {
        let client = try MPDClient(location)
        try client.updateDatabase()
        return
      } catch {
        last = error
        usleep(20_000)
      }
    }
    throw Failure.noAnswer(last)
  }

  /// Ends the server (SIGTERM, as `mpd --kill` sends) and waits for it; removes a temporary folder.
  public func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    if removesFolder { try? FileManager.default.removeItem(at: folder) }
  }

  /// Runs mpc against this server (`MPD_HOST` = its socket) and returns what it printed.
  public func mpc(_ arguments: String...) throws -> String {
    guard let mpc = Self.mpc else { throw Failure.notInstalled }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: mpc)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["MPD_HOST"] = socket
    environment["MPD_PORT"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  private static func tool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
