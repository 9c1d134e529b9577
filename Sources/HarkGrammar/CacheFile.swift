import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a file of the user's cache folder (compiled grammars, the did-you-mean index, names'
/// Latin forms): only a regular file is read, and opening never waits, so a FIFO or a device put
/// in its place is no cache rather than a start that hangs.
public enum CacheFile {
  /// The most bytes a cache file may have; a larger one is not read.
  public static let largest = 512 << 20

  /// The bytes of the regular file at `url`, or nil when it is missing, not a regular file, too
  /// large or unreadable.
  public static func contents(of url: URL) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= largest
    else { return nil }
    var data = Data(count: Int(status.st_size))
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
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
    return complete ? data : nil
  }

  /// Writes `bytes` as the file at `url`: to a new file beside it, then renamed over it, so a
  /// reader finds the old file or the new one, never half of one. Not flushed to the disk: a
  /// cache file a crash cuts short fails its checksum and is made again, and a flush (which
  /// Foundation's atomic write does) costs a start milliseconds of waiting. The folder is made
  /// when missing; false when anything fails, which only costs the making next time.
  @discardableResult
  public static func write(_ bytes: [UInt8], to url: URL) -> Bool {
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    guard close(descriptor) == 0, written, rename(temporary.path, url.path) == 0 else {
      unlink(temporary.path)
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
