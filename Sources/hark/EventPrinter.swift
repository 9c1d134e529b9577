import Foundation
import HarkCore
import HarkGrammar

/// Prints events as they happen: as text (coloured on a terminal) or as JSON lines; a `notice` as
/// text on standard error, with `--json` too.
struct EventPrinter {
  let json: Bool
  let colour: Bool
  /// The terminal's width at the moment of printing, for the interactive shell; nil prints each
  /// event's text as it is (pipes, transcripts, one-shots).
  var columns: (() -> Int?)? = nil

  func print(_ event: ShellEvent) {
    if event.kind == .notice { return Output.error(event.text) }
    Output.writeVerbatim(rendered(event))
  }

  /// What `print` writes for `event`: its text made inert (`TerminalText`), in the kind's colour on
  /// a terminal; with `json`, the event as one JSON line that decodes to exactly its values.
  func rendered(_ event: ShellEvent) -> String {
    if json { return TerminalText.inert(event.json.jsonText) + "\n" }
    let text = TerminalText.inert(laidOut(event))
    guard colour else { return text + "\n" }
    let code: String? =
      switch event.kind {
      case .result: "32"
      case .question: "36"
      case .error, .fault: "31"
      case .unknown: "33"
      // A shell command's answer is the shell's own text, printed plain.
      case .info, .notice: nil
      }
    guard let code else { return text + "\n" }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m\n"
  }
}

extension EventPrinter {
  /// A numbered choice too wide for the terminal, one choice a line ("Which file?" and "  1) …"
  /// below it), so a choice is not cut in two where the terminal wraps; else the event's text.
  func laidOut(_ event: ShellEvent) -> String {
    guard event.kind == .question, let choices = event.choices, choices.count > 2,
      let width = columns?()
    else { return event.text }
    let numbered = choices.enumerated().map { "\($0.offset + 1)) \($0.element)" }
    let inline = numbered.joined(separator: " ")
    guard event.text.hasSuffix(inline),
      event.text.split(separator: "\n").contains(where: { Terminal.width($0) > width })
    else { return event.text }
    let question = event.text.dropLast(inline.count).trimmingCharacters(in: .whitespaces)
    return ([question] + numbered.map { "  " + $0 }).joined(separator: "\n")
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
