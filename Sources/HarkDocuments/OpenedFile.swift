import Foundation

/// A regular file opened for reading without following a link and without blocking on a FIFO;
/// anything else is refused before a byte is read.
struct OpenedFile {
  let descriptor: Int32

  init(path: String) throws(DocumentProblem) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw .notRegularFile }
      throw .unreadable(String(cString: strerror(errno)))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      Foundation.close(descriptor)
      throw .notRegularFile
    }
    self.descriptor = descriptor
  }

  /// Up to `limit` bytes from the start.
  func read(limit: Int) throws(DocumentProblem) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(limit, 1 << 16))
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(String(cString: strerror(errno)))
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }

  func close() { Foundation.close(descriptor) }
}
