import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a model file, read-only, alive as long as some model reads them: the file mapped
/// into memory (so a start reads from disk only the pages the line's features touch), or a copy
/// of bytes already in memory.
///
/// The cache file is only ever replaced by renaming a new one over it (`Data.write(.atomic)`),
/// never rewritten in place, so a mapped file keeps its size while it is mapped.
final class ModelBytes: @unchecked Sendable {
  /// Never written after `init`; freed or unmapped in `deinit`.
  let raw: UnsafeRawBufferPointer
  private let isMapped: Bool

  /// A copy of `data`.
  init(copying data: Data) {
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
    data.withUnsafeBytes { memory.copyMemory(from: $0) }
    raw = UnsafeRawBufferPointer(memory)
    isMapped = false
  }

  /// The file at `url` mapped read-only, or nil when it cannot be opened, is not a regular file
  /// (a FIFO put there must not block the start: it is opened without waiting), is empty or
  /// cannot be mapped.
  init?(mapping url: URL) {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
      return nil
    }
    let size = Int(status.st_size)
    guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
      return nil
    }
    raw = UnsafeRawBufferPointer(start: start, count: size)
    isMapped = true
  }

  deinit {
    if isMapped {
      munmap(UnsafeMutableRawPointer(mutating: raw.baseAddress), raw.count)
    } else {
      raw.deallocate()
    }
  }
}
