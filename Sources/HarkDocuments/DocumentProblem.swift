/// Why a file's text could not be read: a value, worded by `message`.
public enum DocumentProblem: Error, Sendable, Equatable {
  /// Not a regular file (a link, a device, a FIFO, a folder): never opened.
  case notRegularFile
  /// The file could not be opened or read (errno's words).
  case unreadable(String)
  /// The bytes are not the format the name says (what was wrong).
  case damaged(String)
  /// A format or a feature of it this reader does not read.
  case unsupported(String)
  /// The file holds no text (binary, or not UTF-8).
  case noText

  /// The problem in words, for a log line or `hark index`'s summary.
  public var message: String {
    switch self {
    case .notRegularFile: "not a regular file (never read)"
    case .unreadable(let reason): "cannot be read: \(reason)"
    case .damaged(let what): "damaged: \(what)"
    case .unsupported(let what): "not read: \(what)"
    case .noText: "holds no text"
    }
  }
}
