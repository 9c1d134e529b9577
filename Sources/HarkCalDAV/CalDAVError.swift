/// What can go wrong talking to a calendar server, each case with what its one line needs.
public enum CalDAVError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No answer from `host`:`port` (nothing listening, no such host, no answer in time).
  case unreachable(host: String, port: Int, reason: Unreachable)
  /// The server refused the account (401 or 403).
  case credentialsRefused(host: String, user: String?, status: Int)
  /// The event changed on the server since it was read (412 on If-Match): read it again and ask.
  case changedOnServer(href: String)
  /// An event of this name already exists (412 on If-None-Match: *).
  case alreadyExists(href: String)
  /// No such event or calendar (404).
  case notFound(href: String)
  /// An answer Hark cannot use: an unexpected status, or a body that is not the XML asked for.
  case badResponse(href: String, status: Int, detail: String)
  /// The password file cannot be used.
  case passwordFile(path: String, problem: PasswordFileProblem)

  /// Why a server could not be reached.
  public enum Unreachable: Sendable, Equatable {
    case connectionRefused
    case timedOut(seconds: Double)
    case hostNotFound
    /// Another transport failure, in libcurl's words.
    case other(String)
  }

  /// Why a password file was not read.
  public enum PasswordFileProblem: Sendable, Equatable {
    /// It cannot be opened (errno's text).
    case unreadable(String)
    /// Others than its owner may read it (its mode, e.g. 0o644): the password is not safe there.
    case readableByOthers(mode: UInt32)
    /// It belongs to another user.
    case notOwned
    /// It is empty.
    case empty
  }

  /// One line: what happened, where, and what to do.
  public var description: String {
    switch self {
    case .unreachable(let host, let port, let reason):
      let why =
        switch reason {
        case .connectionRefused: "connection refused"
        case .timedOut(let seconds): "no answer in \(DAVFormat.seconds(seconds)) s"
        case .hostNotFound: "no such host"
        case .other(let text): text
        }
      return "can't reach the calendar server at \(host):\(port): \(why)"
    case .credentialsRefused(let host, let user, let status):
      let who = user.map { "the account \($0)" } ?? "anonymous access"
      return
        "the calendar server at \(host) refused \(who) (HTTP \(status)); check user and password-file in sources"
    case .changedOnServer(let href):
      return "the event \(href) changed on the server since it was read; read it again"
    case .alreadyExists(let href): return "an event \(href) already exists on the server"
    case .notFound(let href): return "the server has no \(href)"
    case .badResponse(let href, let status, let detail):
      return "the calendar server's answer for \(href) was not usable (HTTP \(status)): \(detail)"
    case .passwordFile(let path, let problem):
      switch problem {
      case .unreadable(let reason): return "the password file \(path) could not be read: \(reason)"
      case .readableByOthers(let mode):
        return
          "the password file \(path) is readable by others (mode \(String(mode, radix: 8))); run chmod 600 \(path)"
      case .notOwned: return "the password file \(path) belongs to another user"
      case .empty: return "the password file \(path) is empty"
      }
    }
  }
}

/// Numbers as the messages say them.
enum DAVFormat {
  /// 5 for 5.0, 2.5 for 2.5.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
