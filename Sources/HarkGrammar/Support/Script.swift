/// The writing systems Hark tells apart by character: one answer to "is this Han?" for every
/// stage (names, dates, the language of a line, Chinese repairs), so they cannot disagree.
public enum Script {
  /// The blocks of CJK ideographs as Unicode has them: the unified ideographs (U+4E00–U+9FFF),
  /// Extensions A to J and the compatibility ideographs. Radicals, strokes and the ideographic
  /// punctuation and numerals of U+3000–U+303F (〇, 々) are not ideographs of a word: a line of
  /// them alone is not Chinese. `ScriptTests` holds these against Foundation's Unicode tables.
  public static let hanBlocks: [ClosedRange<UInt32>] = [
    0x3400...0x4DBF,  // Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0x20000...0x2A6DF,  // Extension B
    0x2A700...0x2B73F,  // Extension C
    0x2B740...0x2B81F,  // Extension D
    0x2B820...0x2CEAF,  // Extension E
    0x2CEB0...0x2EBEF,  // Extension F
    0x2EBF0...0x2EE5F,  // Extension I
    0x2F800...0x2FA1F,  // CJK Compatibility Ideographs Supplement
    0x30000...0x3134F,  // Extension G
    0x31350...0x323AF,  // Extension H
    0x323B0...0x3347F,  // Extension J
  ]

  /// Whether `scalar` is a Han ideograph (in one of ``hanBlocks``).
  @inlinable
  public static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    // Most text is below the first block: one comparison answers it.
    switch scalar.value {
    case 0..<0x3400: return false
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
    case 0x20000...0x2A6DF, 0x2A700...0x2EE5F, 0x2F800...0x2FA1F, 0x30000...0x3347F: return true
    default: return false
    }
  }

  /// Whether `character` holds a Han ideograph.
  public static func isHan(_ character: Character) -> Bool {
    character.unicodeScalars.contains(where: isHan)
  }

  /// Whether `text` holds a Han ideograph anywhere.
  public static func containsHan(_ text: some StringProtocol) -> Bool {
    // Every Han scalar is three bytes or more, its first byte from E3 on: ASCII text (and any
    // without such a byte) is answered on its bytes, without decoding a scalar.
    guard text.utf8.contains(where: { $0 >= 0xE3 }) else { return false }
    return text.unicodeScalars.contains(where: isHan)
  }
}
