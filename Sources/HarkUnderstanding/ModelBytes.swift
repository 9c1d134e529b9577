import Foundation
import HarkGrammar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a model file, read-only, in memory of their own, alive as long as some model
/// reads them.
///
/// The cache file is read whole (``CacheFile``), never mapped: a mapped file that another process
/// cuts short kills the next line that touches a page past its new end (SIGBUS), and no size
/// checked after mapping can stop that. The copy is read into anonymous memory in 2 MB pages
/// where the kernel gives them: into ordinary pages, the 4.6 MB model took 1,100 page faults, as
/// long again as the read itself.
final class ModelBytes: @unchecked Sendable {
  /// Never written after `init`; freed in `deinit`.
  let raw: UnsafeRawBufferPointer
  /// The whole anonymous mapping `raw` lies in, when it is one (else `raw` was allocated).
  private let mapping: UnsafeMutableRawBufferPointer?

  /// A copy of `data`.
  init(copying data: Data) {
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
    data.withUnsafeBytes { memory.copyMemory(from: $0) }
    raw = UnsafeRawBufferPointer(memory)
    mapping = nil
  }

  /// The cache file at `url`, read whole, or nil when ``CacheFile`` will not read it (missing,
  /// not a regular file, not trusted, too large), it is empty or it was cut short while read.
  init?(reading url: URL) {
    let read = CacheFile.withOpenFile(url) { descriptor, size -> Memory? in
      guard size > 0, let memory = Memory(size) else { return nil }
      guard CacheFile.readAll(descriptor, into: memory.bytes) else {
        munmap(memory.mapping.baseAddress, memory.mapping.count)
        return nil
      }
      return memory
    }
    guard let read else { return nil }
    raw = UnsafeRawBufferPointer(read.bytes)
    mapping = read.mapping
  }

  deinit {
    if let mapping {
      munmap(mapping.baseAddress, mapping.count)
    } else {
      raw.deallocate()
    }
  }

  /// Anonymous memory for a file's bytes, asked for in 2 MB pages: the bytes start on a 2 MB
  /// boundary inside a mapping 2 MB longer than they need.
  private struct Memory {
    let mapping: UnsafeMutableRawBufferPointer
    let bytes: UnsafeMutableRawBufferPointer

    init?(_ size: Int) {
      let huge = 2 << 20
      let length = (size + huge - 1) / huge * huge + huge
      guard let start = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        start != MAP_FAILED
      else { return nil }
      mapping = UnsafeMutableRawBufferPointer(start: start, count: length)
      let aligned = (Int(bitPattern: start) + huge - 1) / huge * huge
      let at = start + (aligned - Int(bitPattern: start))
      // Advice only: where the kernel gives no huge pages, ordinary ones do the same work.
      _ = madvise(at, length - (aligned - Int(bitPattern: start)), MADV_HUGEPAGE)
      bytes = UnsafeMutableRawBufferPointer(start: at, count: size)
    }
  }
}
