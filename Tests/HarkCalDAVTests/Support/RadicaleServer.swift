import Foundation
import HarkTesting
import Testing

/// A Radicale server of a test's own: on 127.0.0.1 at a free port, its storage in a temporary
/// folder, no configuration file (Debian's asks for a certificate and a rights file), any user
/// accepted (`--auth-type none`; Radicale still wants Basic credentials). Stopped by ``stop()``;
/// ``start(folder:)`` again on the same folder finds what was stored.
final class RadicaleServer {
  let folder: URL
  let port: Int
  private let process: Process

  /// The program, where Debian puts it.
  static let program = "/usr/bin/radicale"

  /// Whether Radicale is installed. Under CI it must be: a test that needs it fails instead of
  /// passing unseen.
  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: program) }
  static var isCI: Bool {
    ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
  }

  /// The calendar collection the tests use.
  var collection: URL {
    URL(string: "http://127.0.0.1:\(port)/sam/home/") ?? URL(fileURLWithPath: "/")
  }

  private init(folder: URL, port: Int, process: Process) {
    self.folder = folder
    self.port = port
    self.process = process
  }

  /// Starts a server storing in `folder` (a new temporary one when nil) on `port` (a free one when
  /// nil), and returns once it answers.
  /// With `password`, the server takes only the user sam with that password (a plain htpasswd).
  static func start(folder: URL? = nil, port: Int? = nil, password: String? = nil) throws -> RadicaleServer {
    let folder =
      folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("radicale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard let port = port ?? Loopback.freePort() else { throw Failure.noPort }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    var authentication = ["--auth-type", "none"]
    if let password {
      let users = folder.appendingPathComponent("users")
      try Data("sam:\(password)\n".utf8).write(to: users)
      authentication = [
        "--auth-type", "htpasswd", "--auth-htpasswd-filename", users.path, "--auth-htpasswd-encryption",
        "plain",
      ]
    }
    process.arguments =
      [
        "--config", "", "--storage-filesystem-folder", folder.appendingPathComponent("collections").path,
        "--server-hosts", "127.0.0.1:\(port)",
      ] + authentication
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let server = RadicaleServer(folder: folder, port: port, process: process)
    try server.waitUntilAnswering()
    return server
  }

  /// Stops the server at once and waits for it to end: SIGKILL, because Process.terminate()'s
  /// SIGTERM left a Radicale started from the test bundle running (the wait never ended; a child
  /// keeps the signal mask of the thread that started it), and because a server killed mid-run is
  /// what the no-loss test wants to survive.
  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Stops it and removes its folder.
  func remove() {
    stop()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Waits until something accepts connections on the port (a Python start takes about a second),
  /// for at most 20 seconds; throws if the server ended first.
  private func waitUntilAnswering() throws {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      guard process.isRunning else { throw Failure.ended(process.terminationStatus) }
      if Loopback.accepts(port: port) { return }
      usleep(50_000)
    }
    stop()
    throw Failure.noAnswer
  }

  enum Failure: Error {
    case ended(Int32)
    case noAnswer
    case noPort
  }
}
