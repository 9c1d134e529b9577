import Foundation
import Glibc
import HarkSupport

/// The system calls Maildir is made of, each turning `errno` into a `MaildirError` value and
/// retrying on EINTR. Files are opened without following links; only regular files are read.
enum MaildirFile {
  /// The error for a failed call on `path`: permission and read-only file system errors are
  /// `.readOnly`, the rest `.io`.
  static func error(_ path: String, _ code: Int32 = errno) -> MaildirError {
    switch code {
    case EACCES, EPERM, EROFS: return .readOnly(path: path)
    default: return .io(path: path, errno: code)
    }
  }

  /// `lstat` of `path`, nil when it does not exist (or cannot be looked at).
  static func status(_ path: String) -> stat? {
    var info = stat()
    return lstat(path, &info) == 0 ? info : nil
  }

  static func isDirectory(_ path: String) -> Bool {
    guard let info = status(path) else { return false }
    return info.st_mode & S_IFMT == S_IFDIR
  }

  static func isRegularFile(_ info: stat) -> Bool {
    info.st_mode & S_IFMT == S_IFREG
  }

  static func modified(_ info: stat) -> Date {
    Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9)
  }

  /// The names in a folder, dot files left out.
  static func names(in path: String) throws(MaildirError) -> [String] {
    guard let directory = opendir(path) else { throw error(path) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names
  }

  /// The subfolder names starting with a dot (Maildir++ folders), without `.` and `..`.
  static func dotNames(in path: String) throws(MaildirError) -> [String] {
    guard let directory = opendir(path) else { throw error(path) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name.hasPrefix("."), name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// A regular file's bytes; `ENOENT` is `.vanished`.
  static func read(_ path: String) throws(MaildirError) -> Data {
    let descriptor = retrying { open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
    guard descriptor >= 0 else {
      throw errno == ENOENT ? .vanished(path: path) : error(path)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw error(path) }
    guard isRegularFile(info) else { throw .io(path: path, errno: EINVAL) }
    var data = Data(count: Int(info.st_size))
    var total = 0
    var failure: Int32 = 0
    data.withUnsafeMutableBytes { buffer in
      while total < buffer.count {
        let count = retrying {
          Glibc.read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
        }
        if count < 0 { failure = errno }
        if count <= 0 { break }
        total += count
      }
    }
    if failure != 0 { throw error(path, failure) }
    // A file that shrank while read (another client rewrote it) is read as far as it goes.
    if total < data.count { data.removeSubrange(total...) }
    return data
  }

  /// Writes a new file (which must not exist) and fsyncs it; removes it again on any failure.
  static func writeNew(_ path: String, _ data: Data) throws(MaildirError) {
    let written = data.withUnsafeBytes { buffer in
      Result { () throws(DurableWriteFailure) in try DurableFile.writeNew(buffer, at: path, mode: 0o600) }
    }
    if case .failure(let failure) = written { throw MaildirFile.error(failure.path, failure.errno) }
  }

  /// Makes the folder's entries durable (a rename or link is only on disk once its folder is).
  static func syncFolder(_ path: String) throws(MaildirError) {
    do { try DurableFile.syncFolder(path) } catch { throw MaildirFile.error(error.path, error.errno) }
  }

  /// Throws `.readOnly` for a folder nobody may write: by permissions or file system
  /// (`access`), or by mode bits without any write bit, which root would otherwise ignore.
  static func requireWritable(_ path: String) throws(MaildirError) {
    guard let info = status(path) else { throw .io(path: path, errno: ENOENT) }
    if info.st_mode & 0o222 == 0 { throw .readOnly(path: path) }
    if access(path, W_OK) != 0 { throw error(path) }
  }

  /// `mkdir` that accepts a folder already there.
  static func makeFolder(_ path: String) throws(MaildirError) {
    if mkdir(path, 0o700) != 0, errno != EEXIST { throw error(path) }
  }

  /// Calls `body` again while it fails with EINTR.
  static func retrying<Result: BinaryInteger>(_ body: () -> Result) -> Result {
    while true {
      let result = body()
      if result >= 0 || errno != EINTR { return result }
    }
  }
}
