import Glibc

/// Splits collection-file bytes into lines and decodes them, collecting the lines that do not decode.
struct LogScanner {
  /// A decoded line and where it starts in the file.
  struct Entry {
    var offset: Int
    var line: LogLine
  }

  /// A line that did not decode: its 1-based number, its place and why.
  struct BadLine: Equatable {
    var number: Int
    var offset: Int
    var length: Int
    var problem: StoreWarning.Problem
  }

  var entries: [Entry] = []
  var bad: [BadLine] = []
  /// The file offset just past the last complete line.
  var end: Int
  /// The number of complete lines up to `end`.
  var lines: Int
  /// The highest format version named by a header line.
  var newestVersion = 0

  /// Scans the complete lines of `bytes`, which start at file offset `base` after `linesBefore` lines.
  /// Bytes after the last newline (a write in progress, or one cut short) are left for later.
  init(bytes: UnsafeBufferPointer<UInt8>, base: Int, linesBefore: Int) {
    end = base
    lines = linesBefore
    var start = 0
    while start < bytes.count {
      guard let newline = LogScanner.firstNewline(in: bytes, from: start) else { break }
      lines += 1
      let line = UnsafeBufferPointer(rebasing: bytes[start..<newline])
      if !LogScanner.isBlank(line) {
        do {
          let decoded = try LogLine.decode(line)
          if case .header(let version) = decoded { newestVersion = max(newestVersion, version) }
          entries.append(Entry(offset: base + start, line: decoded))
        } catch {
          let problem: StoreWarning.Problem =
            if case .invalidUTF8 = error { .invalidUTF8 } else { .unparsable }
          bad.append(BadLine(number: lines, offset: base + start, length: newline - start, problem: problem))
        }
      }
      start = newline + 1
      end = base + start
    }
  }

  static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// The number of newlines in `bytes`.
  static func countLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    var start = 0
    while let newline = firstNewline(in: bytes, from: start) {
      count += 1
      start = newline + 1
    }
    return count
  }
}
