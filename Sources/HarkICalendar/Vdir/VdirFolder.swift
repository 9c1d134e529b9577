import Glibc
import HarkSupport

/// The files of a vdir folder, the POSIX way: a listing that stats each `.ics` file without
/// following links, reads of regular files only (a FIFO never hangs a read), and atomic writes
/// (a temporary file in the folder, fsync, rename, fsync of the folder).
struct VdirFolder {
  /// One `.ics` file as the folder lists it.
  struct Entry: Hashable {
    /// The file name, `<stem>.ics`.
    var fileName: String
    var size: Int
    /// Modification and change times, nanoseconds since the epoch: a file rewritten in place
    /// within one mtime tick still changes its ctime.
    var modified: Int64
    var changed: Int64
    var inode: UInt64

    /// The item's name: the file name without `.ics`.
    var name: String { String(fileName.dropLast(4)) }

    init(fileName: String, size: Int, modified: Int64, changed: Int64, inode: UInt64) {
      self.fileName = fileName
      self.size = size
      self.modified = modified
      self.changed = changed
      self.inode = inode
    }

    /// `fileName` as `info` (its `lstat`) finds it.
    init(fileName: String, info: stat) {
      self.init(
        fileName: fileName, size: Int(info.st_size), modified: VdirFolder.nanoseconds(info.st_mtim),
        changed: VdirFolder.nanoseconds(info.st_ctim), inode: UInt64(info.st_ino))
    }
  }

  let path: String

  /// The folder's own stamp: its mtime, ctime and inode. Adding, removing or renaming a file in
  /// it changes them (khal, vdirsyncer and Hark write by renaming a temporary file in); rewriting
  /// a file in place does not.
  struct Stamp: Equatable {
    var modified: Int64
    var changed: Int64
    var inode: UInt64
  }

  /// The folder's stamp, read before a listing so a file added during it changes it again.
  func stamp() throws(CalendarError) -> Stamp {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .notAFolder(path: path) }
      throw .io(path: path, operation: "stat", errno: code)
    }
    return Stamp(
      modified: Self.nanoseconds(info.st_mtim), changed: Self.nanoseconds(info.st_ctim),
      inode: UInt64(info.st_ino))
  }

  /// The `.ics` regular files, sorted by name or in the folder's own order. Hidden files (a
  /// writer's temporary file) and anything but regular files are not items.
  func entries(sorted: Bool = true) throws(CalendarError) -> [Entry] {
    guard let directory = opendir(path) else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .notAFolder(path: path) }
      throw .io(path: path, operation: "opendir", errno: code)
    }
    defer { closedir(directory) }
    let descriptor = dirfd(directory)
    var names: [String] = []
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    while let record = readdir(directory) {
      // The name's bytes where readdir left them: no copy of the record, no String for the
      // names that are not items.
      let name = UnsafeRawPointer(record).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
      let length = strlen(name)
      guard length > 4, name[0] != UInt8(ascii: "."), name[length - 4] == UInt8(ascii: "."),
        name[length - 3] == UInt8(ascii: "i"), name[length - 2] == UInt8(ascii: "c"),
        name[length - 1] == UInt8(ascii: "s")
      else { continue }
      names.append(String(decoding: UnsafeBufferPointer(start: name, count: length), as: UTF8.self))
    }
    // One stat a file: on a calendar of 20,000 files most of a listing's time (about 1 µs each).
    // Two threads sharing them halved that in C but not here (Dispatch's start and the kernel's
    // locks ate the gain), so one thread.
    var result: [Entry] = []
    result.reserveCapacity(names.count)
    for name in names {
      var info = stat()
      guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG
      else {
        continue
      }
      result.append(Entry(fileName: name, info: info))
    }
    if sorted { result.sort { $0.fileName < $1.fileName } }
    return result
  }

  /// The path of `fileName` in the folder.
  func path(of fileName: String) -> String { path + "/" + fileName }

  /// The bytes of `fileName` and their stamp; nil when there is no such file.
  func read(_ fileName: String) throws(CalendarError) -> (bytes: [UInt8], stamp: FileStamp)? {
    let file = path(of: fileName)
    var descriptor: Int32
    repeat {
      descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    } while descriptor < 0 && errno == EINTR
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      throw .io(path: file, operation: "open", errno: errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .io(path: file, operation: "fstat", errno: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .io(path: file, operation: "open", errno: EINVAL) }
    let size = Int(info.st_size)
    guard size <= VdirCalendar.largestItem else {
      throw .unreadable(path: file, line: 0, problem: .tooLarge(bytes: size))
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + done }, size - done)
      }
      if got < 0, errno == EINTR { continue }
      if got < 0 { throw .io(path: file, operation: "read", errno: errno) }
      if got == 0 { break }
      done += got
    }
    if done < size { bytes.removeLast(size - done) }
    let hash = bytes.withUnsafeBytes { StableHash64.of(words: $0) }
    return (bytes, FileStamp(size: done, modified: Self.nanoseconds(info.st_mtim), contentHash: hash))
  }

  /// Writes `bytes` as `fileName`: a temporary file in the folder, fsync, then a rename over
  /// the old file (`replacing`) or a link that fails when a file of that name appeared
  /// meanwhile (a new item), then an fsync of the folder so the name survives a crash.
  func write(_ bytes: [UInt8], as fileName: String, replacing: Bool) throws(CalendarError) {
    do {
      try DurableFile.write(bytes, into: path, as: fileName, replacing: replacing)
    } catch {
      throw .io(path: error.path, operation: error.operation, errno: error.errno)
    }
  }

  /// Removes `fileName` and makes the removal durable.
  func remove(_ fileName: String) throws(CalendarError) {
    let target = path(of: fileName)
    guard unlink(target) == 0 else {
      if errno == ENOENT { throw .notFound(name: String(fileName.dropLast(4))) }
      throw .io(path: target, operation: "unlink", errno: errno)
    }
    try syncFolder()
  }

  private func syncFolder() throws(CalendarError) {
    do { try DurableFile.syncFolder(path) } catch {
      throw .io(path: error.path, operation: error.operation, errno: error.errno)
    }
  }

  static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
