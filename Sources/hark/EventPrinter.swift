import Foundation
import HarkCore
import HarkGrammar

/// Prints events as they happen: as text (coloured on a terminal) or as JSON lines.
struct EventPrinter {
  let json: Bool
  let colour: Bool

  func print(_ event: ShellEvent) {
    Output.writeVerbatim(rendered(event))
  }

  /// What `print` writes for `event`: its text made inert (`TerminalText`), in the kind's colour on
  /// a terminal; with `json`, the event as one JSON line that decodes to exactly its values.
  func rendered(_ event: ShellEvent) -> String {
    if json { return TerminalText.inert(event.json.jsonText) + "\n" }
    let text = TerminalText.inert(event.text)
    guard colour else { return text + "\n" }
    let code =
      switch event.kind {
      case .result: "32"
      case .question: "36"
      case .error, .fault: "31"
      case .unknown: "33"
      }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m\n"
  }
}

/// Unbuffered writes to standard output and standard error, so each event is out the moment it
/// happens.
///
/// The one place the shell's text reaches a terminal: `write` and `error` pass it through
/// `TerminalText.inert`, so whatever stored text it carries cannot drive the terminal. Only the
/// shell's own escape sequences (colours, a progress line redrawn with `\r`) go out verbatim.
enum Output {
  static func write(_ text: String) { writeAll(1, TerminalText.inert(text)) }
  static func error(_ text: String) {
    writeAll(2, TerminalText.inert(text.hasSuffix("\n") ? text : text + "\n"))
  }
  /// Writes to standard output as is: text already made inert, wrapped in the shell's own colours.
  static func writeVerbatim(_ text: String) { writeAll(1, text) }
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
