import Foundation

/// What the document index has read: each file's size, modification time and the set its text went
/// to, kept in an append-only log (`files.log`) fsynced after each batch, so an interrupted run
/// resumes where it stopped and a finished one re-reads only what changed.
///
/// Lines: `+ TAB size TAB mtime-ns TAB set TAB path` (set `l`, `o`, or `-` for a file without text)
/// and `- TAB path`. A torn last line is cut off when the log is opened.
struct DocumentManifest {
  /// One file as it was when read.
  struct Record: Equatable {
    var size: Int64
    var modified: Int64
    /// The set its text is in, nil for a file that gave no text.
    var script: ScriptSplitIndex.Script?
  }

  let path: String
  private(set) var records: [String: Record] = [:]
  private var lines = 0

  /// Reads the log at `path` (none: empty).
  init(path: String) throws(DocumentIndexError) {
    self.path = path
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return }
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    let file = OpenedFileReader(descriptor: descriptor)
    defer { close(descriptor) }
    let bytes = file.readAll()
    var complete = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      apply(line: String(decoding: bytes[complete..<index], as: UTF8.self))
      complete = index + 1
    }
    if complete < bytes.count { truncate(path, off_t(complete)) }
  }

  private mutating func apply(line: String) {
    let parts = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
    lines += 1
    if parts.count == 5, parts[0] == "+", let size = Int64(parts[1]), let modified = Int64(parts[2]) {
      let script: ScriptSplitIndex.Script? =
        switch parts[3] {
        case "l": .latin
        case "o": .other
        default: nil
        }
      records[String(parts[4])] = Record(size: size, modified: modified, script: script)
    } else if parts.count == 2, parts[0] == "-" {
      records[String(parts[1])] = nil
    }
  }

  /// Records `changes` (nil: removed) durably: appended in one write and fsynced.
  mutating func record(_ changes: [(path: String, record: Record?)]) throws(DocumentIndexError) {
    guard !changes.isEmpty else { return }
    var text = ""
    for (file, record) in changes {
      if let record {
        let set = record.script.map { $0 == .latin ? "l" : "o" } ?? "-"
        text += "+\t\(record.size)\t\(record.modified)\t\(set)\t\(file)\n"
      } else {
        text += "-\t\(file)\n"
      }
      records[file] = record
      lines += 1
    }
    try Self.append(Array(text.utf8), to: path)
    if lines > 1000, lines > 3 * records.count { try compact() }
  }

  /// Rewrites the log with the current records only: a temporary file, fsynced, renamed over it,
  /// the folder fsynced.
  mutating func compact() throws(DocumentIndexError) {
    var text = ""
    for (file, record) in records.sorted(by: { $0.key < $1.key }) {
      let set = record.script.map { $0 == .latin ? "l" : "o" } ?? "-"
      text += "+\t\(record.size)\t\(record.modified)\t\(set)\t\(file)\n"
    }
    let temporary = path + ".tmp"
    unlink(temporary)
    try Self.append(Array(text.utf8), to: temporary)
    guard rename(temporary, path) == 0 else {
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    Self.syncFolder(of: path)
    lines = records.count
  }

  static func append(_ bytes: [UInt8], to path: String) throws(DocumentIndexError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, reason: String(cString: strerror(errno)))
      }
      written += count
    }
    guard fsync(descriptor) == 0 else { throw .io(path: path, reason: String(cString: strerror(errno))) }
  }

  static func syncFolder(of path: String) {
    let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return }
    fsync(folder)
    close(folder)
  }
}

/// Reads a whole descriptor (the manifest log).
struct OpenedFileReader {
  let descriptor: Int32

  func readAll() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }
}

/// What went wrong with the document index itself (not with one document: `DocumentProblem`).
public enum DocumentIndexError: Error, Sendable, Equatable {
  /// A file of the index could not be read or written.
  case io(path: String, reason: String)
  /// Another process is updating the index now.
  case busy(path: String)

  /// The error in words.
  public var message: String {
    switch self {
    case .io(let path, let reason): "the document index file \(path) cannot be written: \(reason)"
    case .busy(let path): "another hark index is reading the documents now (\(path) is locked)"
    }
  }
}
