import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing a file of the user's cache folder (compiled grammars, the learned model,
/// the did-you-mean index, names' Latin forms, the store snapshots).
///
/// Only what ``CacheFolder`` trusts is read: the folder and the file owned by this user, writable
/// by nobody else, neither a symbolic link. Only a regular file is read, whole, into private
/// memory (never mapped: a file another process cuts short would kill the reader with SIGBUS),
/// and opening never waits, so a FIFO or a device put in its place is no cache rather than a
/// start that hangs. Every file is framed the same way (`SealedBytes`: the payload, then the
/// checksum of all of it), so a damaged file is made again, never used.
public enum CacheFile {
  /// The most bytes a cache file may have; a larger one is not read.
  public static let largest = 512 << 20

  /// The bytes of the regular file at `url`, or nil when it is missing, not a regular file, not
  /// trusted (``CacheFolder``), too large or unreadable.
  public static func contents(of url: URL) -> Data? {
    withOpenFile(url) { descriptor, size in
      var data = Data(count: size)
      let complete = data.withUnsafeMutableBytes { readAll(descriptor, into: $0) }
      return complete ? data : nil
    }
  }

  /// The bytes of the regular file at `url` mapped into memory rather than read (a private,
  /// read-only mapping, unmapped when the `Data` goes), under the same rules as
  /// ``contents(of:)``. For large files read in part or once: nothing is copied, and only the
  /// pages touched are brought in. Cache files are replaced by renaming (``write(_:to:)``), never
  /// rewritten in place, so the mapped file does not change under its reader.
  public static func mapped(of url: URL) -> Data? {
    withOpenFile(url) { descriptor, size in
      guard size > 0 else { return Data() }
      let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
      guard let address, address != MAP_FAILED else { return nil }
      return Data(
        bytesNoCopy: address, count: size,
        deallocator: .custom { pointer, count in
          munmap(pointer, count)
        })
    }
  }

  /// `body` given the open regular file at `url` and its size, when the file and its folder are
  /// trusted and the file is at most ``largest`` bytes; nil otherwise. The file is closed after.
  public static func withOpenFile<Value>(_ url: URL, _ body: (_ descriptor: Int32, _ size: Int) -> Value?)
    -> Value?
  {
    guard case .success(let folder) = CacheFolder.openFolder(url.deletingLastPathComponent()) else {
      return nil
    }
    defer { close(folder) }
    let descriptor = openat(folder, url.lastPathComponent, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= largest,
      CacheFolder.refusal(status, path: url.path) == nil
    else { return nil }
    return body(descriptor, Int(status.st_size))
  }

  /// Reads exactly `buffer.count` bytes from `descriptor` into `buffer`, again after an
  /// interruption; false when the file ends first (it was cut short meanwhile) or on an error.
  public static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
    guard let start = buffer.baseAddress else { return true }
    var done = 0
    while done < buffer.count {
      let got = read(descriptor, start + done, buffer.count - done)
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { return false }
      done += got
    }
    return true
  }

  /// Writes `bytes` as the file at `url`: to a new file (0600) beside it, then renamed over it, so
  /// a reader finds the old file or the new one, never half of one, and a link or another user's
  /// file in its place is replaced, never written through. Not flushed to the disk: a cache file
  /// a crash cuts short fails its checksum and is made again, and a flush (which Foundation's
  /// atomic write does) costs a start milliseconds of waiting. The folder is made (0700) when
  /// missing; nothing is written into a folder ``CacheFolder`` does not trust. False when
  /// anything fails, which only costs the making next time.
  @discardableResult
  public static func write(_ bytes: [UInt8], to url: URL) -> Bool {
    let folderURL = url.deletingLastPathComponent()
    CacheFolder.make(folderURL)
    guard case .success(let folder) = CacheFolder.openFolder(folderURL) else { return false }
    defer { close(folder) }
    let name = url.lastPathComponent
    let temporary = ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return false }
    let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    guard close(descriptor) == 0, written, renameat(folder, temporary, folder, name) == 0 else {
      unlinkat(folder, temporary, 0)
      return false
    }
    return true
  }
}

/// Writes all of `buffer` to `descriptor`, again after an interruption; false on an error.
private func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
  guard let start = buffer.baseAddress else { return true }
  var done = 0
  while done < buffer.count {
    let wrote = write(descriptor, start + done, buffer.count - done)
    if wrote < 0, errno == EINTR { continue }
    guard wrote > 0 else { return false }
    done += wrote
  }
  return true
}
