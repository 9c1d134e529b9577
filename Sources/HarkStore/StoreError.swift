/// What went wrong with a store operation.
public enum StoreError: Error, Sendable, Hashable {
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
  /// Something other than a regular file (a folder, a FIFO, a device) where the store expects a file.
  case notARegularFile(path: String, kind: String)
  /// A file with more than one name: it may share its data with a file outside the store.
  case hardLink(path: String, links: Int)
  /// A derived index no longer matches its collection (the file was changed in place); the store
  /// builds it again itself, so this reaches a caller only if that fails too.
  case staleIndex(path: String)
  /// The lock could not be taken.
  case locked(path: String, errno: Int32)
  /// A system call failed.
  case io(path: String, operation: String, errno: Int32)
  /// A write to a store opened read-only (``Store/Access/readOnly``): nothing was written.
  case readOnly(path: String)
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
    /// This many more damaged lines in the file, not listed one by one.
    case more(Int)
    /// The whole file could not be read (the store's error, worded by whoever says it); nothing
    /// was moved.
    case unreadable(StoreError)
  }

  /// The file, relative to the store root (`unicornchat/messages.jsonl`).
  public var file: String
  /// The 1-based line number in that file before the line was moved aside.
  public var line: Int
  /// What was wrong.
  public var problem: Problem
  /// Where the line was moved (relative to the store root).
  public var rejectsFile: String
  /// Why the line could not be moved (it was left in place and skipped), or nil when it was moved.
  public var notMoved: String?

  /// Makes a warning.
  public init(file: String, line: Int, problem: Problem, rejectsFile: String, notMoved: String? = nil) {
    self.file = file
    self.line = line
    self.problem = problem
    self.rejectsFile = rejectsFile
    self.notMoved = notMoved
  }

  public var description: String {
    let what =
      switch problem {
      case .unparsable: "line does not parse"
      case .invalidUTF8: "line is not valid UTF-8"
      case .truncated: "last line was cut short by an interrupted write"
      case .more(let count): "\(count) more damaged line\(count == 1 ? "" : "s")"
      case .unreadable(let error): error.description
      }
    if case .unreadable = problem { return "error: \(what)" }
    let place = if case .more = problem { file } else { "\(file):\(line)" }
    guard let notMoved else { return "\(place): warning: \(what); moved to \(rejectsFile)" }
    return "\(place): warning: \(what); left in place and skipped (not moved: \(notMoved))"
  }

  /// How many warnings of one file are listed before the rest are counted in one line.
  public static let listedPerFile = 3

  /// `warnings` with at most `listedPerFile` per file and per kind of outcome (moved or left), the
  /// rest counted in one `.more` warning after them: 100 MB of damage is a few lines, not 400,000.
  public static func summarized(_ warnings: [StoreWarning]) -> [StoreWarning] {
    struct Group: Hashable {
      var file: String
      var moved: Bool
    }
    var listed: [Group: Int] = [:]
    var extra: [Group: (count: Int, example: StoreWarning)] = [:]
    var order: [Group] = []
    var result: [StoreWarning] = []
    for warning in warnings {
      let group = Group(file: warning.file, moved: warning.notMoved == nil)
      if listed[group] == nil { order.append(group) }
      let shown = listed[group, default: 0]
      if shown < listedPerFile {
        listed[group] = shown + 1
        result.append(warning)
      } else {
        let count = (extra[group]?.count ?? 0) + 1
        extra[group] = (count, warning)
      }
    }
    for group in order {
      guard let (count, example) = extra[group] else { continue }
      result.append(
        StoreWarning(
          file: example.file, line: example.line, problem: .more(count), rejectsFile: example.rejectsFile,
          notMoved: example.notMoved))
    }
    return result
  }
}

extension StoreError {
  /// The file at a store's root that marks a folder as a store, for words about ``notAStore(path:)``.
  public static var markerName: String { LogFormat.markerName }
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
    case .notARegularFile(let path, let kind):
      "\(path): is \(kind), not a regular file; the store reads and writes only plain files (move it away)"
    case .hardLink(let path, let links):
      "\(path): has \(links) names (hard links); the store does not write into a file shared with another place (replace it with a copy)"
    case .staleIndex(let path):
      "\(path): its derived index is out of date and could not be rebuilt; delete the store's .derived folder"
    case .locked(let path, let code): "\(path): cannot lock: \(StoreError.systemMessage(code))"
    case .io(let path, let operation, let code):
      "\(path): \(operation) failed: \(StoreError.systemMessage(code))"
    case .readOnly(let path): "\(path): opened read-only; nothing was written"
    }
  }
}
