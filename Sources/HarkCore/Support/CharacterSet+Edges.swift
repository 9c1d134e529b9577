import Foundation

extension CharacterSet {
  /// Punctuation and spaces: what is trimmed off the edges of words a person typed. Made once:
  /// building the union took about 30,000 instructions, and a send asked for it on every
  /// resolution of its text.
  public static let punctuationAndWhitespace = CharacterSet.punctuationCharacters.union(.whitespaces)

  /// The same with line breaks.
  public static let punctuationAndWhitespaceAndNewlines = CharacterSet.whitespacesAndNewlines.union(
    .punctuationCharacters)
}

/// The ASCII members of the sets words are trimmed with, so ASCII (and Han) text is trimmed on its bytes:
/// Foundation's trimming cost more than the rest of reading a slot's words, and every reading of
/// a send asks several times (tests compare each set with Foundation's, byte by byte).
enum ASCIIEdges {
  /// The ASCII characters of Unicode's punctuation categories (`CharacterSet.punctuationCharacters`).
  static let punctuation = Set("!\"#%&'()*,-./:;?@[\\]_{}".utf8)
  /// The ASCII characters of `CharacterSet.whitespaces` (tab and space).
  static let spaces: Set<UInt8> = [0x09, 0x20]
  /// ``punctuation`` and ``spaces``: the ASCII characters of ``CharacterSet/punctuationAndWhitespace``.
  static let punctuationAndSpaces = punctuation.union(spaces)

  /// `text` without the bytes in `edges` at either end, when `text` is made of ASCII and Han
  /// (U+4E00–U+9FFF, none of which is punctuation or a space, and which the trimming stops at);
  /// nil otherwise.
  static func trimming(_ text: String, _ edges: Set<UInt8>) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard isASCIIOrHan(bytes) else { return nil }
      var start = 0
      var end = bytes.count
      while start < end, edges.contains(bytes[start]) { start += 1 }
      while end > start, edges.contains(bytes[end - 1]) { end -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
  }
}

extension ASCIIEdges {
  /// Whether a string's UTF-8 is made of ASCII and Han in U+4E00–U+9FFF (three bytes each, E4 B8 80
  /// to E9 BF BF) alone.
  static func isASCIIOrHan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        continue
      }
      guard (0xE4...0xE9).contains(byte), index + 2 < bytes.count, byte != 0xE4 || bytes[index + 1] >= 0xB8
      else { return false }
      index += 3
    }
    return true
  }
}

extension String {
  /// `trimmingCharacters(in: .punctuationCharacters)`, by bytes for ASCII and Han.
  func trimmingPunctuation() -> String {
    ASCIIEdges.trimming(self, ASCIIEdges.punctuation) ?? trimmingCharacters(in: .punctuationCharacters)
  }

  /// `trimmingCharacters(in: .punctuationAndWhitespace)`, by bytes for ASCII and Han.
  func trimmingPunctuationAndSpaces() -> String {
    ASCIIEdges.trimming(self, ASCIIEdges.punctuationAndSpaces)
      ?? trimmingCharacters(in: .punctuationAndWhitespace)
  }

  /// `trimmingCharacters(in: .whitespaces)`, by bytes for ASCII and Han.
  func trimmingSpaces() -> String {
    ASCIIEdges.trimming(self, ASCIIEdges.spaces) ?? trimmingCharacters(in: .whitespaces)
  }
}
