/// What went wrong talking to MPD, with MPD's (or the system's) own words.
public enum MPDError: Error, Sendable, Hashable {
  /// Nothing answers at the location (no socket, connection refused, host unknown): the reason.
  case unreachable(location: String, reason: String)
  /// The server did not answer within the timeout.
  case timedOut(location: String)
  /// The server refused the command (an `ACK`): MPD's message, e.g. "No such playlist".
  case refused(message: String)
  /// The server refused the password.
  case passwordRefused(location: String, message: String)
  /// The connection broke or the answer could not be read: libmpdclient's message.
  case connection(message: String)

  /// One line in English, for logs and tests; the shell words failures itself.
  public var message: String {
    switch self {
    case .unreachable(let location, let reason): "no MPD answers at \(location): \(reason)"
    case .timedOut(let location): "MPD at \(location) did not answer in time"
    case .refused(let message): message
    case .passwordRefused(let location, let message): "MPD at \(location) refused the password: \(message)"
    case .connection(let message): message
    }
  }
}
