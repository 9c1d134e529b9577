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

  /// Opens the file at `path`, which lies inside the store at `root`, the one way every file under a
  /// store is opened: no folder between `root` and the file may be a symbolic link (each is checked),
  /// the file itself is not followed if it is a link (`O_NOFOLLOW`), it is opened non-blocking and
  /// checked to be a regular file (so a FIFO or a device never hangs the shell), and a file with more
  /// than one name (a hard link, which could share its data with a file outside the store) is refused.
  static func open(_ path: String, _ flags: Int32, within root: String, mode: mode_t = 0o600)
    throws(StoreError)
    -> Int32
  {
    try checkFolders(of: path, within: root)
    var fd: Int32
    repeat {
      fd = Glibc.open(path, flags | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, mode)
    } while fd < 0 && errno == EINTR
    if fd < 0 {
      let code = errno
      if code == ELOOP { throw .symbolicLink(path: path) }
      // A FIFO opened for writing with no reader, or a folder opened for writing.
      if code == ENXIO || code == EISDIR { throw .notARegularFile(path: path, kind: describe(path)) }
      throw .io(path: path, operation: "open", errno: code)
    }
    do throws(StoreError) {
      let info = try status(fd, path: path)
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw .notARegularFile(path: path, kind: kindName(info.st_mode))
      }
      guard info.st_nlink <= 1 else { throw .hardLink(path: path, links: Int(info.st_nlink)) }
      let current = fcntl(fd, F_GETFL)
      guard current >= 0, fcntl(fd, F_SETFL, current & ~O_NONBLOCK) == 0 else {
        throw .io(path: path, operation: "fcntl", errno: errno)
      }
    } catch {
      close(fd)
      throw error
    }
    return fd
  }

  /// Opens `path` (inside `root`) for reading, or returns nil when it does not exist.
  static func openIfPresent(_ path: String, within root: String) throws(StoreError) -> Int32? {
    do {
      return try open(path, O_RDONLY, within: root)
    } catch .io(_, "open", let code) where code == ENOENT || code == ENOTDIR {
      return nil
    }
  }

  /// Refuses a symbolic link, or anything but a folder, in place of any folder between `root` (which
  /// may itself be reached through a link: the user chose it) and `path`. A missing folder is not an
  /// error here; opening the file then finds nothing.
  static func checkFolders(of path: String, within root: String) throws(StoreError) {
    // On the path's bytes: every read of a collection checks its folders, and splitting the path
    // into `Substring`s and joining them again cost more than the `lstat`s themselves.
    var path = path
    var root = root
    let folders = root.withUTF8 { root in
      path.withUTF8 { path in FileIO.folders(of: path, within: root) }
    }
    guard let folders else { throw .outsideStore(path: path) }
    for folder in folders {
      switch try kind(folder) {
      case .directory: continue
      case .missing: return
      case .symbolicLink: throw .symbolicLink(path: folder)
      case .file, .other: throw .notADirectory(path: folder)
      }
    }
  }

  /// The folders between `root` and the last part of `path`, outermost first, each as `root`
  /// followed by its parts joined by single slashes; nil when `path` is not under `root` or a part
  /// is `.` or `..`.
  static func folders(of path: UnsafeBufferPointer<UInt8>, within root: UnsafeBufferPointer<UInt8>)
    -> [String]?
  {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    guard path.count > root.count, path[root.count] == slash, path.starts(with: root) else { return nil }
    var parts: [Range<Int>] = []
    var start = root.count + 1
    for index in start...path.count where index == path.count || path[index] == slash {
      let part = start..<index
      start = index + 1
      if part.isEmpty { continue }
      if path[part.lowerBound] == dot,
        part.count == 1 || (part.count == 2 && path[part.lowerBound + 1] == dot)
      {
        return nil
      }
      parts.append(part)
    }
    var folder = Array(root)
    var folders: [String] = []
    for part in parts.dropLast() {
      folder.append(slash)
      folder.append(contentsOf: path[part])
      folders.append(String(decoding: folder, as: UTF8.self))
    }
    return folders
  }

  /// What is at `path`, in words, for an error message.
  static func describe(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "not a regular file" }
    return kindName(info.st_mode)
  }

  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  /// Opens a folder (for fsync), not following a link.
  static func openDirectory(_ path: String) throws(StoreError) -> Int32 {
    var fd: Int32
    repeat {
      fd = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
    } while fd < 0 && errno == EINTR
    if fd >= 0 { return fd }
    if errno == ELOOP { throw .symbolicLink(path: path) }
    if errno == ENOTDIR { throw .notADirectory(path: path) }
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
    let fd = try openDirectory(path)
    defer { close(fd) }
    try sync(fd, path: path)
  }

  /// Makes a private directory (0700) inside the store at `root` if it is missing, refusing a link or
  /// a file in its place or in place of any folder above it.
  static func makeDirectory(_ path: String, parent: String, within root: String) throws(StoreError) {
    try checkFolders(of: path, within: root)
    try makeDirectory(path, parent: parent)
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
  static func replace(_ path: String, with bytes: [UInt8], directory: String, within root: String)
    throws(StoreError)
  {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = try open(temporary, O_WRONLY | O_CREAT | O_EXCL, within: root)
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
  static func appendDurably(_ path: String, _ bytes: [UInt8], directory: String, within root: String)
    throws(StoreError)
  {
    let existed = try kind(path) != .missing
    let fd = try open(path, O_WRONLY | O_APPEND | O_CREAT, within: root)
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

  /// Removes `path` and, if it is a folder, everything in it, never following a symbolic link (a
  /// link is removed, not what it points at). A missing path is not an error.
  static func removeTree(_ path: String) throws(StoreError) {
    switch try kind(path) {
    case .missing: return
    case .directory:
      for name in try list(path) { try removeTree(path + "/" + name) }
      guard rmdir(path) == 0 || errno == ENOENT else {
        throw .io(path: path, operation: "rmdir", errno: errno)
      }
    case .file, .symbolicLink, .other: try unlink(path)
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
  /// The system's own words for `code` (`strerror`, in English): what the store says of an errno.
  public static func systemMessage(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
