import Foundation
import HarkCore

/// Prints events as they happen: as text (coloured on a terminal) or as JSON lines.
struct EventPrinter {
  let json: Bool
  let colour: Bool

  func print(_ event: ShellEvent) {
    if json {
      Output.write(event.json.jsonText + "\n")
      return
    }
    guard colour else {
      Output.write(event.text + "\n")
      return
    }
    let code =
      switch event.kind {
      case .result: "32"
      case .question: "36"
      case .error: "31"
      case .unknown: "33"
      }
    Output.write("\u{1B}[\(code)m\(event.text)\u{1B}[0m\n")
  }
}

/// Unbuffered writes to standard output and standard error, so each event is out the moment it
/// happens.
enum Output {
  static func write(_ text: String) { writeAll(1, text) }
  static func error(_ text: String) { writeAll(2, text.hasSuffix("\n") ? text : text + "\n") }
  /// Writes to standard error as is (a progress line redrawn with `\r`).
  static func errorRaw(_ text: String) { writeAll(2, text) }

  private static func writeAll(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
