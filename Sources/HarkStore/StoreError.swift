/// What went wrong with a store operation.
public enum StoreError: Error, Sendable, Equatable {
  /// The path exists but is not a directory.
  case notADirectory(path: String)
  /// The path could not be read.
  case unreadable(path: String, reason: String)
  /// The folder holds no store marker.
  case notAStore(path: String)
  /// The store was written by a newer Hark.
  case newerFormat(path: String, found: Int, supported: Int)
  /// `create` was pointed at a folder that already holds files.
  case notEmpty(path: String)
  /// An app or collection name that cannot be a file name in the store.
  case invalidName(String)
  /// A path would leave the store root (`..`, an absolute path, or a symbolic link pointing out).
  case outsideStore(path: String)
  /// A symbolic link where the store expects a file or folder of its own.
  case symbolicLink(path: String)
  /// The lock could not be taken.
  case locked(path: String, errno: Int32)
  /// A system call failed.
  case io(path: String, operation: String, errno: Int32)
}

/// A problem found while reading, which did not stop the store from loading.
public struct StoreWarning: Sendable, Hashable, CustomStringConvertible {
  /// What was wrong with the line.
  public enum Problem: Sendable, Hashable {
    /// The line is not a well-formed record line.
    case unparsable
    /// The line holds bytes that are not UTF-8.
    case invalidUTF8
    /// The last line was cut short (a write was interrupted); it was never acknowledged.
    case truncated
  }

  /// The file, relative to the store root (`unicornchat/messages.jsonl`).
  public var file: String
  /// The 1-based line number in that file before the line was moved aside.
  public var line: Int
  /// What was wrong.
  public var problem: Problem
  /// Where the line was moved (relative to the store root).
  public var rejectsFile: String

  public var description: String {
    let what =
      switch problem {
      case .unparsable: "line does not parse"
      case .invalidUTF8: "line is not valid UTF-8"
      case .truncated: "last line was cut short by an interrupted write"
      }
    return "\(file):\(line): warning: \(what); moved to \(rejectsFile)"
  }
}

extension StoreError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notADirectory(let path): "\(path): not a directory"
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .notAStore(let path):
      "\(path): not a Hark store (no \(LogFormat.markerName)); make one with `hark demo-store \(path)`"
    case .newerFormat(let path, let found, let supported):
      "\(path): store format \(found) is newer than this Hark reads (\(supported)); update Hark"
    case .notEmpty(let path): "\(path): folder is not empty; choose a new or empty folder for a store"
    case .invalidName(let name):
      "\"\(name)\" cannot name an app or collection (letters, digits, '-', '_' and '.', not starting with '.')"
    case .outsideStore(let path): "\(path): outside the store"
    case .symbolicLink(let path): "\(path): is a symbolic link; the store does not follow links"
    case .locked(let path, let code): "\(path): cannot lock: \(StoreError.systemMessage(code))"
    case .io(let path, let operation, let code):
      "\(path): \(operation) failed: \(StoreError.systemMessage(code))"
    }
  }
}
