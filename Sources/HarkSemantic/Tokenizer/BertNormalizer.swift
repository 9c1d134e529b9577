import Foundation

/// The uncased BERT basic tokenizer: cleans, separates CJK characters, strips accents, lowercases and
/// splits on whitespace and punctuation, in the order the reference (`tokenizers`) applies them.
struct BertNormalizer: Sendable {
  /// Splits `text` into the words WordPiece then breaks into pieces.
  func words(in text: String) -> [String] {
    if let words = Self.asciiWords(in: text) { return words }
    var cleaned = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.value == 0 || scalar.value == 0xFFFD || Self.isControl(scalar) { continue }
      if Self.isWhitespace(scalar) {
        cleaned.append(" ")
      } else if Self.isCJK(scalar) {
        cleaned.append(" ")
        cleaned.append(scalar)
        cleaned.append(" ")
      } else {
        cleaned.append(scalar)
      }
    }
    // Accents go before lowercasing, as in the reference's normaliser.
    let decomposed = String(cleaned).decomposedStringWithCanonicalMapping
    var lowered = String.UnicodeScalarView()
    for scalar in decomposed.unicodeScalars
    where scalar.properties.generalCategory != .nonspacingMark {
      lowered.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
    return Self.split(lowered)
  }

  /// The same result for pure-ASCII text without Unicode machinery (most messages), or nil.
  private static func asciiWords(in text: String) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    var ascii = true
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes {
        if byte >= 0x80 {
          ascii = false
          return
        }
        switch byte {
        case 0x09, 0x0A, 0x0D, 0x20:
          // The reference drops the other ASCII controls (even White_Space ones like 0x0B).
          if !current.isEmpty {
            words.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
          }
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F:
          continue  // control characters are dropped
        case 33...47, 58...64, 91...96, 123...126:
          if !current.isEmpty {
            words.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
          }
          words.append(String(UnicodeScalar(byte)))
        case 65...90:
          current.append(byte + 32)
        default:
          current.append(byte)
        }
      }
    }
    guard ascii else { return nil }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  private static func split(_ scalars: String.UnicodeScalarView) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    func flush() {
      if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    for scalar in scalars {
      if scalar.properties.isWhitespace {
        flush()
      } else if isPunctuation(scalar) {
        flush()
        words.append(String(scalar))
      } else {
        current.append(scalar)
      }
    }
    flush()
    return words
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar.properties.isWhitespace
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\t" || scalar == "\n" || scalar == "\r" { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .privateUse: return true
    default: return false
    }
  }

  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (33...47).contains(value) || (58...64).contains(value) || (91...96).contains(value)
        || (123...126).contains(value)
    }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }

  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2B73F,
      0x2B740...0x2B81F, 0x2B820...0x2CEAF, 0xF900...0xFAFF, 0x2F800...0x2FA1F:
      return true
    default:
      return false
    }
  }
}
