/// Where a Music Player Daemon listens: a Unix socket's path, or a host name and a TCP port; with
/// the password it wants, if any, and how long to wait for it.
public struct MPDLocation: Sendable, Hashable, CustomStringConvertible {
  /// A socket's absolute path (starts with `/` or `@` for an abstract socket), or a host name; nil
  /// for libmpdclient's default (`MPD_HOST`, else its default socket, else localhost).
  public var host: String?
  /// The TCP port; ignored for a socket. MPD's own default is 6600.
  public var port: Int
  /// The password MPD's `password` setting asks for, or nil.
  public var password: String?
  /// How long to wait for the connection and for each answer, in milliseconds.
  public var timeoutMilliseconds: Int

  /// MPD's default port.
  public static let defaultPort = 6600
  /// Three seconds: MPD on the same machine or network answers in milliseconds; longer would make
  /// the prompt hang when no server is there.
  public static let defaultTimeoutMilliseconds = 3_000

  /// A location at `host` (a socket path or a host name) and `port`.
  public init(
    host: String?, port: Int = MPDLocation.defaultPort, password: String? = nil,
    timeoutMilliseconds: Int = MPDLocation.defaultTimeoutMilliseconds
  ) {
    self.host = host
    self.port = port
    self.password = password
    self.timeoutMilliseconds = timeoutMilliseconds
  }

  /// The server at a Unix socket.
  public static func socket(_ path: String, password: String? = nil) -> MPDLocation {
    MPDLocation(host: path, password: password)
  }

  /// Whether the host is a Unix socket rather than a host name.
  public var isSocket: Bool { host.map { $0.hasPrefix("/") || $0.hasPrefix("@") } ?? false }

  /// The socket's path, or `host:port`, as mpc's `MPD_HOST`/`MPD_PORT` would name it.
  public var description: String {
    guard let host else { return "localhost:\(port)" }
    return isSocket ? host : "\(host):\(port)"
  }

  /// The location `MPD_HOST` and `MPD_PORT` name as mpc reads them (`password@host`, a socket path,
  /// or a host name), or nil when `MPD_HOST` is not set.
  public static func environment(_ environment: [String: String]) -> MPDLocation? {
    guard var host = environment["MPD_HOST"], !host.isEmpty else { return nil }
    var password: String?
    // mpc: "password@host"; a socket path starting with "@" is an abstract socket, not a password.
    if !host.hasPrefix("@"), let at = host.lastIndex(of: "@") {
      password = String(host[..<at])
      host = String(host[host.index(after: at)...])
    }
    let port = environment["MPD_PORT"].flatMap { Int($0) } ?? defaultPort
    return MPDLocation(host: host, port: port, password: password)
  }
}
