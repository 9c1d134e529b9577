/// File names that fit the file system: at most 255 bytes of UTF-8 on Linux's file systems
/// (`NAME_MAX`), whatever they hold.
public enum FileName {
  /// The most bytes a file name may have.
  public static let maximumBytes = 255

  /// `name` cut to at most `limit` bytes of UTF-8, its extension kept: the stem loses characters
  /// from its end, never part of one (a Chinese character, an emoji with its modifiers, a letter
  /// with its accents), so the result is valid UTF-8 and reads as the start of the name.
  ///
  /// The extension (from the last dot, when something comes before the dot) is kept whole when it
  /// takes at most half of `limit`; a longer one is not an extension a program looks for, and the
  /// name is cut as a whole. A name that fits is returned as it is. Only a first character longer
  /// than the room left (a character of hundreds of combining marks) is cut between its scalars.
  public static func fitted(_ name: String, toBytes limit: Int = maximumBytes) -> String {
    guard name.utf8.count > limit, limit > 0 else { return limit > 0 ? name : "" }
    var stem = Substring(name)
    var suffix: Substring = ""
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      let candidate = name[dot...]
      if candidate.utf8.count > 1, candidate.utf8.count <= limit / 2 {
        stem = name[..<dot]
        suffix = candidate
      }
    }
    let room = limit - suffix.utf8.count
    var kept = prefix(of: stem, bytes: room, by: stem.indices)
    if kept.isEmpty { kept = prefix(of: stem, bytes: room, by: stem.unicodeScalars.indices) }
    return String(kept) + suffix
  }

  /// The longest start of `text` that ends at one of `boundaries` and has at most `bytes` bytes.
  private static func prefix<Boundaries: Collection<String.Index>>(
    of text: Substring, bytes: Int, by boundaries: Boundaries
  ) -> Substring {
    var end = text.startIndex
    for boundary in boundaries.dropFirst() + [text.endIndex] {
      guard text.utf8.distance(from: text.startIndex, to: boundary) <= bytes else { break }
      end = boundary
    }
    return text[..<end]
  }
}
