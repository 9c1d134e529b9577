import Foundation
import HarkGrammar

/// Reads standard input line by line as bytes, so invalid UTF-8 and very long lines are
/// reported by line number instead of crashing or stalling.
struct LineReader {
  /// One line of input.
  enum Line: Equatable {
    case text(String)
    /// Bytes that are not UTF-8, from this offset in the line on.
    case invalidUTF8(UTF8Check.Invalid)
    case tooLong(bytes: Int)

    /// Why the shell does not take this line, the `number`th of standard input, in the words
    /// every path uses (no “hark:” before them); nil for a line of text.
    func refusal(number: Int) -> String? {
      switch self {
      case .text: nil
      case .invalidUTF8(let invalid): "line \(number) of standard input \(invalid); skipped"
      case .tooLong(let bytes):
        "line \(number) of standard input is \(bytes) bytes, over the \(LineReader.limit) a line may have; skipped"
      }
    }
  }

  /// The longest line taken as an utterance.
  static let limit = 64 * 1024

  private let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false
  private(set) var lineNumber = 0

  init(fd: Int32 = 0) { self.fd = fd }

  /// The next line, or nil at the end of input.
  mutating func next() -> Line? {
    var line: [UInt8] = []
    var length = 0
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        take(upTo: newline, into: &line, length: &length)
        start = newline + 1
        return finish(line, length)
      }
      take(upTo: buffer.count, into: &line, length: &length)
      buffer.removeAll(keepingCapacity: true)
      start = 0
      if finished || !fill() {
        finished = true
        return length == 0 ? nil : finish(line, length)
      }
    }
  }

  private mutating func take(upTo end: Int, into line: inout [UInt8], length: inout Int) {
    let count = end - start
    if line.count < LineReader.limit + 1 {
      line += buffer[start..<min(end, start + LineReader.limit + 1 - line.count)]
    }
    length += count
  }

  private mutating func finish(_ bytes: [UInt8], _ length: Int) -> Line {
    lineNumber += 1
    if length > LineReader.limit { return .tooLong(bytes: length) }
    var bytes = bytes[...]
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    switch UTF8Check.decode(bytes) {
    case .success(let text): return .text(text)
    case .failure(let invalid): return .invalidUTF8(invalid)
    }
  }

  private mutating func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      buffer += chunk[..<n]
      return true
    }
  }
}
