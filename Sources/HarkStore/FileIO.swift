import Glibc

/// Thin, throwing wrappers over the POSIX calls the store makes; every failure names its path.
enum FileIO {
  enum Kind { case missing, file, directory, symbolicLink, other }

  /// What is at `path`, without following a final symbolic link.
  static func kind(_ path: String) throws(StoreError) -> Kind {
    var info = stat()
    if lstat(path, &info) != 0 {
      if errno == ENOENT || errno == ENOTDIR { return .missing }
      throw .io(path: path, operation: "lstat", errno: errno)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// Opens `path` without following a final symbolic link.
  static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) throws(StoreError) -> Int32 {
    let fd = Glibc.open(path, flags | O_CLOEXEC | O_NOFOLLOW, mode)
    if fd >= 0 { return fd }
    if errno == ELOOP { throw .symbolicLink(path: path) }
    throw .io(path: path, operation: "open", errno: errno)
  }

  /// Opens `path` for reading, or returns nil when it does not exist.
  static func openIfPresent(_ path: String) throws(StoreError) -> Int32? {
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    if fd >= 0 { return fd }
    if errno == ENOENT { return nil }
    if errno == ELOOP { throw .symbolicLink(path: path) }
    throw .io(path: path, operation: "open", errno: errno)
  }

  static func status(_ fd: Int32, path: String) throws(StoreError) -> stat {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .io(path: path, operation: "fstat", errno: errno) }
    return info
  }

  /// Writes all of `bytes` at the file's current position (or its end, for O_APPEND).
  static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreError) {
    var done = 0
    while done < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(fd, buffer.baseAddress.map { $0 + done }, bytes.count - done)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, operation: "write", errno: errno)
      }
      done += written
    }
  }

  /// Reads from `offset` to the end of the file (as it is while reading).
  static func read(_ fd: Int32, from offset: Int, count: Int, path: String) throws(StoreError) -> [UInt8] {
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(fd, buffer.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, operation: "read", errno: errno)
      }
      if got == 0 { break }
      done += got
    }
    if done < count { bytes.removeLast(count - done) }
    return bytes
  }

  /// Flushes a file's data (and the size it needs to be read back) to the disk.
  static func syncData(_ fd: Int32, path: String) throws(StoreError) {
    guard fdatasync(fd) == 0 else { throw .io(path: path, operation: "fdatasync", errno: errno) }
  }

  /// Flushes a file and all its metadata to the disk.
  static func sync(_ fd: Int32, path: String) throws(StoreError) {
    guard fsync(fd) == 0 else { throw .io(path: path, operation: "fsync", errno: errno) }
  }

  /// Makes a directory's entries (a create or a rename inside it) durable.
  static func syncDirectory(_ path: String) throws(StoreError) {
    let fd = try open(path, O_RDONLY | O_DIRECTORY)
    defer { close(fd) }
    try sync(fd, path: path)
  }

  /// Makes a private directory (0700) if it is missing; refuses a symbolic link or a file in its place.
  static func makeDirectory(_ path: String, parent: String) throws(StoreError) {
    switch try kind(path) {
    case .directory: return
    case .symbolicLink: throw .symbolicLink(path: path)
    case .file, .other: throw .notADirectory(path: path)
    case .missing: break
    }
    if mkdir(path, 0o700) != 0, errno != EEXIST { throw .io(path: path, operation: "mkdir", errno: errno) }
    guard chmod(path, 0o700) == 0 else { throw .io(path: path, operation: "chmod", errno: errno) }
    try syncDirectory(parent)
  }

  /// Replaces `path` with `bytes` atomically and durably: a temporary file, fsync, rename, fsync of the
  /// folder. The file is private (0600).
  static func replace(_ path: String, with bytes: [UInt8], directory: String) throws(StoreError) {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = try open(temporary, O_WRONLY | O_CREAT | O_TRUNC)
    do throws(StoreError) {
      guard fchmod(fd, 0o600) == 0 else { throw .io(path: temporary, operation: "chmod", errno: errno) }
      try writeAll(fd, bytes, path: temporary)
      try sync(fd, path: temporary)
      close(fd)
    } catch {
      close(fd)
      Glibc.unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      Glibc.unlink(temporary)
      throw .io(path: path, operation: "rename", errno: code)
    }
    try syncDirectory(directory)
  }

  /// Appends `bytes` to `path` (made 0600 if new) and flushes them to the disk.
  /// A new file's folder is flushed too, so the file cannot vanish in a power cut.
  static func appendDurably(_ path: String, _ bytes: [UInt8], directory: String) throws(StoreError) {
    let existed = try kind(path) != .missing
    let fd = try open(path, O_WRONLY | O_APPEND | O_CREAT)
    defer { close(fd) }
    guard fchmod(fd, 0o600) == 0 else { throw .io(path: path, operation: "chmod", errno: errno) }
    try writeAll(fd, bytes, path: path)
    try syncData(fd, path: path)
    if !existed { try syncDirectory(directory) }
  }

  /// Removes a file; a missing one is not an error.
  static func unlink(_ path: String) throws(StoreError) {
    guard Glibc.unlink(path) == 0 || errno == ENOENT else {
      throw .io(path: path, operation: "unlink", errno: errno)
    }
  }

  /// The names in a directory, without "." and "..".
  static func list(_ path: String) throws(StoreError) -> [String] {
    guard let dir = opendir(path) else { throw .io(path: path, operation: "opendir", errno: errno) }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}

extension StoreError {
  static func systemMessage(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
