// Prompts for libedit: wide characters, with colour codes marked as taking no width.
import Glibc

/// Converts a prompt, which may carry ANSI colour codes, into what libedit's prompt function returns.
enum PromptText {
  /// The character libedit is told (`EL_PROMPT_ESC`) encloses text of no width.
  static let invisibleMarker: Unicode.Scalar = "\u{1}"

  /// `prompt` with each escape sequence (`ESC [ … final`, or `ESC` and one character) enclosed in
  /// `invisibleMarker`, so that libedit does not count colour codes as columns.
  static func markingEscapes(_ prompt: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = prompt.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == invisibleMarker { continue }
      guard scalar == "\u{1B}" else {
        result.append(scalar)
        continue
      }
      result.append(invisibleMarker)
      result.append(scalar)
      if let next = scalars.next() {
        result.append(next)
        if next == "[" {
          // Parameters and intermediates until a final byte in @…~.
          while let part = scalars.next() {
            result.append(part)
            if (0x40...0x7E).contains(part.value) { break }
          }
        }
      }
      result.append(invisibleMarker)
    }
    return String(result)
  }

  /// The prompt as a NUL-terminated wide string for libedit.
  static func wide(_ prompt: String) -> [wchar_t] {
    markingEscapes(prompt).unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
  }
}
