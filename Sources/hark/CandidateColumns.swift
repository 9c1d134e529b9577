// The list of completion candidates shown on a second Tab, in columns like bash's.
/// Lays candidates out in columns, down then across, measured in terminal columns (CJK counts 2).
enum CandidateColumns {
  /// The candidates as lines fitting `terminalWidth`, each ending in a newline.
  static func layout(_ candidates: [String], terminalWidth: Int) -> String {
    guard !candidates.isEmpty else { return "" }
    let widths = candidates.map(displayWidth)
    let columnWidth = (widths.max() ?? 0) + 2
    let columns = max(1, min(candidates.count, terminalWidth / max(columnWidth, 1)))
    let rows = (candidates.count + columns - 1) / columns
    var text = ""
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < candidates.count else { break }
        let isLast = column == columns - 1 || index + rows >= candidates.count
        line += candidates[index]
        if !isLast { line += String(repeating: " ", count: columnWidth - widths[index]) }
      }
      text += line + "\n"
    }
    return text
  }

  /// Terminal columns `text` takes: 2 for East Asian wide characters, 0 for combining marks.
  /// Computed here rather than with `wcwidth`, which answers -1 for Chinese outside a UTF-8 locale.
  static func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]

  private static func width(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
  }
}
