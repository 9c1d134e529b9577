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
}
