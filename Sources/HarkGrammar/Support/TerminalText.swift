/// Text made safe to reach a terminal: every character a terminal would act on rather than show is
/// spelled out instead, so stored text (a message body, a contact's name, a file name) cannot recolour,
/// retitle, clear or reorder the user's screen.
///
/// Spelled out, as `\u` and four hex digits:
/// - C0 controls (U+0000–U+001F) except line feed and tab, which the shell's own output is made of:
///   ESC, BEL, NUL, CR, backspace…;
/// - DEL (U+007F) and the C1 controls (U+0080–U+009F; U+009B is a one-character CSI to many
///   terminals);
/// - the bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069),
///   which reorder what follows them on the line;
/// - the line and paragraph separators (U+2028, U+2029).
///
/// Why that spelling: it is also a JSON string escape, and none of these characters may appear
/// outside a string in JSON text. So JSON output passed through `inert` still decodes to exactly
/// the same values, and one sanitiser serves the plain and the `--json` output alike.
public enum TerminalText {
  /// `text` with every character a terminal would act on spelled out as `\uXXXX`.
  public static func inert(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isActive) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isActive(scalar) else {
        result.append(scalar)
        continue
      }
      for character in spelling(scalar).unicodeScalars { result.append(character) }
    }
    return String(result)
  }

  /// What stands for a line break inside stored text on the shell's output.
  public static let lineBreak = "⏎"

  /// `text` made to sit on one line of the shell's output: each line break in it (LF, or CR LF)
  /// shown as ``lineBreak``.
  ///
  /// The shell's own output is lines (a result, then its listed items); a newline inside a message
  /// body or a file name would start a line of its own that reads as the shell's ("Sent to Glow…").
  /// The core passes every piece of stored text through this before putting it on a line, and
  /// ``inert(_:)`` spells out the other breaks (CR alone, U+2028, U+2029, NEL, VT, FF) already.
  public static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
    var result = String.UnicodeScalarView()
    var pendingReturn = false
    for scalar in text.unicodeScalars {
      if pendingReturn {
        pendingReturn = false
        if scalar != "\n" { result.append("\r") }
      }
      switch scalar {
      case "\r": pendingReturn = true
      case "\n": result.append(contentsOf: lineBreak.unicodeScalars)
      default: result.append(scalar)
      }
    }
    if pendingReturn { result.append("\r") }
    return String(result)
  }

  /// Whether a terminal acts on `scalar` instead of showing it.
  public static func isActive(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func spelling(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
