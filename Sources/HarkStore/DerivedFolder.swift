import Glibc

/// A folder of derived data inside a store (`.derived/semantic`), opened the way the collections
/// are: no symbolic link anywhere between the store root and a file, regular files only (opened
/// non-blocking and checked, so a FIFO never hangs), no file with a second name (hard link), folders
/// private (0700). Its read-modify-writes run under the store's lock (`exclusively`).
public struct DerivedFolder: Sendable {
  /// The store root (or, for a standalone folder, the folder itself).
  public let root: String
  /// The folder names from the root down.
  public let components: [String]
  let lock: WriterLock
  /// Whether the folder belongs to a store opened read-only: every change throws
  /// ``StoreError/readOnly(path:)``.
  let refusesWrites: Bool

  init(root: String, components: [String], lock: WriterLock, refusesWrites: Bool = false) {
    self.root = root
    self.components = components
    self.lock = lock
    self.refusesWrites = refusesWrites
  }

  /// Throws ``StoreError/readOnly(path:)`` when the folder's store was opened read-only.
  func refuseIfReadOnly() throws(StoreError) {
    if refusesWrites { throw .readOnly(path: path) }
  }

  /// A folder of derived data on its own, not inside a store (benchmarks, tests): `directory` is its
  /// root and `<directory>/.lock` its lock.
  public static func standalone(_ directory: String) throws(StoreError) -> DerivedFolder {
    let root = StoreLayout(root: directory).root
    try Store.makeDirectories(root)
    let lockPath = root + "/" + LogFormat.lockName
    let fd = try FileIO.open(lockPath, O_RDWR | O_CREAT, within: root)
    return DerivedFolder(root: root, components: [], lock: WriterLock(path: lockPath, fd: fd))
  }

  /// The folder's absolute path.
  public var path: String { ([root] + components).joined(separator: "/") }

  /// A folder inside this one.
  public func subfolder(_ name: String) throws(StoreError) -> DerivedFolder {
    guard StoreLayout.isPlainName(name) else { throw .invalidName(name) }
    return DerivedFolder(
      root: root, components: components + [name], lock: lock, refusesWrites: refusesWrites)
  }

  /// Makes the folder and those above it inside the store (0700) where missing, refusing a link or a
  /// file in place of any of them.
  public func prepare() throws(StoreError) {
    try refuseIfReadOnly()
    var parent = root
    for component in components {
      let path = parent + "/" + component
      try FileIO.makeDirectory(path, parent: parent, within: root)
      parent = path
    }
  }

  /// Whether the folder exists (as a real folder; a link in its place is an error).
  public func exists() throws(StoreError) -> Bool {
    try FileIO.checkFolders(of: path + "/x", within: root)
    return try FileIO.kind(path) == .directory
  }

  /// How a file is opened.
  public enum Access: Sendable {
    /// Read only; nil when missing.
    case read
    /// Read and write at given offsets, made (0600) when missing.
    case update
    /// Appends only, made (0600) when missing.
    case append
  }

  /// Opens the file `name` in this folder; nil only for `.read` of a missing file.
  public func open(_ name: String, _ access: Access) throws(StoreError) -> StoreFile? {
    let path = try file(name)
    switch access {
    case .read:
      return try FileIO.openIfPresent(path, within: root).map { StoreFile(fd: $0, path: path) }
    case .update, .append:
      try refuseIfReadOnly()
      try prepare()
      let flags = access == .update ? O_RDWR | O_CREAT : O_WRONLY | O_APPEND | O_CREAT
      let fd = try FileIO.open(path, flags, within: root)
      guard fchmod(fd, 0o600) == 0 else {
        close(fd)
        throw .io(path: path, operation: "chmod", errno: errno)
      }
      return StoreFile(fd: fd, path: path)
    }
  }

  /// The whole of file `name`, or nil when it is missing.
  public func read(_ name: String) throws(StoreError) -> [UInt8]? {
    guard let file = try open(name, .read) else { return nil }
    return try file.read(from: 0, count: try file.size())
  }

  /// Replaces file `name` with `bytes` atomically (a temporary file, fsync, rename).
  public func replace(_ name: String, with bytes: [UInt8]) throws(StoreError) {
    try refuseIfReadOnly()
    try prepare()
    try FileIO.replace(try file(name), with: bytes, directory: path, within: root)
  }

  /// Renames file or folder `name` to `newName` in `folder` (inside the same store), replacing it.
  public func move(_ name: String, to folder: DerivedFolder, as newName: String) throws(StoreError) {
    try refuseIfReadOnly()
    try folder.refuseIfReadOnly()
    let source = try file(name)
    let target = try folder.file(newName)
    guard rename(source, target) == 0 else { throw .io(path: target, operation: "rename", errno: errno) }
    try FileIO.syncDirectory(folder.path)
  }

  /// Whether file `name` exists (and is a regular file: anything else is an error).
  public func contains(_ name: String) throws(StoreError) -> Bool {
    switch try FileIO.kind(try file(name)) {
    case .missing: return false
    case .file: return true
    case .symbolicLink: throw .symbolicLink(path: try file(name))
    case .directory, .other:
      throw .notARegularFile(path: try file(name), kind: FileIO.describe(try file(name)))
    }
  }

  /// Removes file `name` (a link in its place is removed, not followed); missing is fine.
  public func remove(_ name: String) throws(StoreError) {
    try refuseIfReadOnly()
    try FileIO.unlink(try file(name))
  }

  /// Removes this folder and everything in it without following any link inside; missing is fine.
  public func removeAll() throws(StoreError) {
    try refuseIfReadOnly()
    try FileIO.checkFolders(of: path, within: root)
    try FileIO.removeTree(path)
  }

  /// Runs `body` holding the store's lock (re-entrant), so that a read and the write it decides are
  /// one step for every process sharing the store.
  public func exclusively<T>(_ body: () throws -> T) throws -> T {
    try lock.withLock { () throws -> T in try body() }.get()
  }

  /// The path of file `name`, checked to be a plain name and to lie under folders that are not links.
  func file(_ name: String) throws(StoreError) -> String {
    guard StoreLayout.isPlainName(name) else { throw .invalidName(name) }
    let path = path + "/" + name
    try FileIO.checkFolders(of: path, within: root)
    return path
  }
}

/// An open regular file under a store, closed when released. Its reads and writes retry on EINTR and
/// name the file in their errors.
public final class StoreFile: @unchecked Sendable {
  // The descriptor is immutable; the kernel serialises calls on it.
  /// The open descriptor (for memory mapping).
  public let fd: Int32
  /// The file's path.
  public let path: String

  init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
  }

  deinit { close(fd) }

  /// The file's size in bytes now.
  public func size() throws(StoreError) -> Int { Int(try FileIO.status(fd, path: path).st_size) }

  /// The file's device and inode, to tell whether a name still leads to this file.
  public func identity() throws(StoreError) -> (device: UInt64, inode: UInt64) {
    let info = try FileIO.status(fd, path: path)
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// Up to `count` bytes from `offset` (fewer at the end of the file).
  public func read(from offset: Int, count: Int) throws(StoreError) -> [UInt8] {
    try FileIO.read(fd, from: offset, count: count, path: path)
  }

  /// Writes all of `bytes` at `offset`.
  public func write(_ bytes: [UInt8], at offset: Int) throws(StoreError) {
    var done = 0
    while done < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        pwrite(fd, buffer.baseAddress.map { $0 + done }, bytes.count - done, off_t(offset + done))
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, operation: "write", errno: errno)
      }
      done += written
    }
  }

  /// Writes all of `bytes` at the end of the file (opened `.append`) or at its current position.
  public func append(_ bytes: [UInt8]) throws(StoreError) {
    try FileIO.writeAll(fd, bytes, path: path)
  }

  /// Cuts off a last line that lacks its newline (a write cut short by a crash, never acknowledged),
  /// so that the next line appended starts on a line of its own. Call holding the store's lock.
  /// Returns the size left.
  @discardableResult
  public func cutTornLine() throws(StoreError) -> Int {
    let size = try size()
    var end = size
    while end > 0 {
      let chunk = min(end, 4096)
      let bytes = try read(from: end - chunk, count: chunk)
      if let newline = bytes.lastIndex(of: 0x0A) {
        end = end - chunk + newline + 1
        break
      }
      end -= chunk
    }
    if end != size { try truncate(to: end) }
    return end
  }

  /// Cuts the file to `size` bytes.
  public func truncate(to size: Int) throws(StoreError) {
    while ftruncate(fd, off_t(size)) != 0 {
      if errno != EINTR { throw .io(path: path, operation: "ftruncate", errno: errno) }
    }
  }

  /// Flushes the file to the disk.
  public func sync() throws(StoreError) { try FileIO.sync(fd, path: path) }
}
