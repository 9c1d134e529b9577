import Glibc

/// The step of a durable write that failed: the system call, the path it was given, and `errno`.
/// Each library words it in its own error (a calendar's, an address book's, a mailbox's).
public struct DurableWriteFailure: Error, Sendable, Equatable {
  /// `open`, `write`, `fsync`, `rename` or `link`.
  public let operation: String
  public let path: String
  public let errno: Int32

  public init(operation: String, path: String, errno: Int32) {
    self.operation = operation
    self.path = path
    self.errno = errno
  }
}

/// Writing a file so that, once a write returns, it survives a crash: the bytes go to a file that
/// did not exist (`O_EXCL`, never through a link), are fsynced before the file gets its name, and
/// the folder is fsynced after. A failure removes what it made; nothing half written keeps a name.
public enum DurableFile {
  /// Writes `bytes` to a new file at `path`, which must not exist, and fsyncs it; on any failure
  /// the file is removed again.
  public static func writeNew(
    _ bytes: UnsafeRawBufferPointer, at path: String, mode: mode_t = 0o644
  ) throws(DurableWriteFailure) {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw DurableWriteFailure(operation: "open", path: path, errno: errno) }
    var done = 0
    while done < bytes.count {
      let wrote = Glibc.write(descriptor, bytes.baseAddress.map { $0 + done }, bytes.count - done)
      if wrote < 0, errno == EINTR { continue }
      if wrote <= 0 {
        // A write of nothing with no error is a full disk by another name.
        let code = wrote == 0 ? ENOSPC : errno
        close(descriptor)
        unlink(path)
        throw DurableWriteFailure(operation: "write", path: path, errno: code)
      }
      done += wrote
    }
    guard fsync(descriptor) == 0 else {
      let code = errno
      close(descriptor)
      unlink(path)
      throw DurableWriteFailure(operation: "fsync", path: path, errno: code)
    }
    // Linux closes the descriptor even when close reports EINTR; a later error after fsync
    // (EIO on some network file systems) means the bytes may not be there.
    if close(descriptor) != 0, errno != EINTR {
      let code = errno
      unlink(path)
      throw DurableWriteFailure(operation: "close", path: path, errno: code)
    }
  }

  /// Writes `bytes` as `name` in `folder`: a temporary file there (``writeNew(_:at:mode:)``), then a
  /// rename over the old file (`replacing`) or a link that fails with `EEXIST` when a file of that
  /// name appeared meanwhile (a new item never replaces one), then ``syncFolder(_:)``.
  public static func write(
    _ bytes: UnsafeRawBufferPointer, into folder: String, as name: String, replacing: Bool,
    mode: mode_t = 0o644
  ) throws(DurableWriteFailure) {
    let temporary = folder + "/.\(name).hark-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    try writeNew(bytes, at: temporary, mode: mode)
    let target = folder + "/" + name
    if replacing {
      guard rename(temporary, target) == 0 else {
        let code = errno
        unlink(temporary)
        throw DurableWriteFailure(operation: "rename", path: target, errno: code)
      }
    } else {
      let linked = link(temporary, target)
      let code = errno
      unlink(temporary)
      guard linked == 0 else { throw DurableWriteFailure(operation: "link", path: target, errno: code) }
    }
    try syncFolder(folder)
  }

  /// ``write(_:into:as:replacing:mode:)`` of an array's bytes.
  public static func write(
    _ bytes: [UInt8], into folder: String, as name: String, replacing: Bool, mode: mode_t = 0o644
  ) throws(DurableWriteFailure) {
    try bytes.withUnsafeBytes { buffer in
      Result { () throws(DurableWriteFailure) in
        try write(buffer, into: folder, as: name, replacing: replacing, mode: mode)
      }
    }.get()
  }

  /// Makes a folder's entries durable: a rename, link or unlink is on disk only once its folder
  /// is. File systems that cannot fsync a folder (`EINVAL`) are taken at their word.
  public static func syncFolder(_ path: String) throws(DurableWriteFailure) {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw DurableWriteFailure(operation: "open", path: path, errno: errno) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 || errno == EINVAL else {
      throw DurableWriteFailure(operation: "fsync", path: path, errno: errno)
    }
  }
}
