// What the terminal can take: whether a stream is a terminal, and whether to colour it.
import Foundation

/// Terminal facts and ANSI colour helpers for the shell's output.
enum Terminal {
  /// An SGR colour or attribute.
  enum Style: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
  }

  /// Whether `fd` is a terminal.
  /// How many columns the terminal on `fd` has now, or nil when it is no terminal.
  static func columns(_ fd: Int32) -> Int? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// How many columns `text` takes on a terminal: two for each wide character (Han, kana, Hangul,
  /// fullwidth forms), none for combining marks, one for the rest.
  static func width(_ text: Substring) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      switch scalar.value {
      case 0x0300...0x036F, 0x200B...0x200F: total
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        total + 2
      default: total + 1
      }
    }
  }

  static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// Whether output to `fd` should be coloured: only on a terminal, never when `NO_COLOR` is set
  /// to a non-empty value (https://no-color.org), and never on a `dumb` terminal.
  static func useColour(
    _ fd: Int32, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    isTerminal(fd) && allowsColour(environment: environment)
  }

  /// The environment half of `useColour`: `NO_COLOR` unset or empty, and `TERM` not `dumb`.
  static func allowsColour(environment: [String: String]) -> Bool {
    if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }

  /// `text` wrapped in the escape codes for `styles`, or `text` unchanged when `enabled` is false.
  static func paint(_ text: String, _ styles: Style..., enabled: Bool) -> String {
    guard enabled, !styles.isEmpty else { return text }
    let codes = styles.map(\.rawValue).joined(separator: ";")
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }
}
