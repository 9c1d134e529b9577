import Foundation

/// An utterance prepared for matching: lower case, one space between words, punctuation off word
/// edges, each scalar remembering the character of the input it came from.
struct NormalizedText: Sendable {
  /// The normalised text as Unicode scalar values.
  var scalars: [UInt32]
  /// For each scalar, the offset of the input character it came from.
  var origins: [Int]
  /// The input characters (after NFC).
  var characters: [Character]

  static let space: UInt32 = 0x20

  /// Normalises `text`; with `ignoreWhitespace` all whitespace is removed.
  init(_ text: String, ignoreWhitespace: Bool) {
    let source = text.unicodeScalars.allSatisfy(\.isASCII) ? text : text.precomposedStringWithCanonicalMapping
    characters = Array(source)
    var words: [[(UInt32, Int)]] = []
    var word: [(UInt32, Int)] = []
    for (offset, character) in characters.enumerated() {
      if character.isWhitespace {
        if !word.isEmpty { words.append(word) }
        word = []
        continue
      }
      for scalar in Self.folded(character) { word.append((scalar, offset)) }
    }
    if !word.isEmpty { words.append(word) }
    scalars = []
    origins = []
    for var word in words {
      Self.trimPunctuation(&word, everywhere: ignoreWhitespace)
      if word.isEmpty { continue }
      if !scalars.isEmpty && !ignoreWhitespace {
        scalars.append(Self.space)
        origins.append(word[0].1)
      }
      for (scalar, origin) in word {
        scalars.append(scalar)
        origins.append(origin)
      }
    }
  }

  private init(scalars: [UInt32], origins: [Int], characters: [Character]) {
    self.scalars = scalars
    self.origins = origins
    self.characters = characters
  }

  /// The lower-case scalars of one character, with typographic apostrophes made plain.
  static func folded(_ character: Character) -> [UInt32] {
    if let ascii = character.asciiValue {
      if ascii >= 65 && ascii <= 90 { return [UInt32(ascii) + 32] }
      return [UInt32(ascii)]
    }
    if character == "\u{2019}" || character == "\u{2018}" { return [0x27] }
    return character.lowercased().unicodeScalars.map(\.value)
  }

  /// Punctuation dropped at word edges (and, without spaces between words, everywhere).
  static func isPunctuation(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x2E, 0x2C, 0x3F, 0x21, 0x3B, 0x3A, 0x22:  // . , ? ! ; : "
      return true
    case 0xBF, 0xA1, 0x3002, 0xFF0C, 0xFF1F, 0xFF01, 0xFF1B, 0xFF1A, 0x3001, 0x2026, 0x2014, 0x2013,
      0x201C, 0x201D, 0x300C, 0x300D, 0x300E, 0x300F, 0x061F, 0xFF08, 0xFF09, 0x28, 0x29:
      return true
    default:
      return false
    }
  }

  private static func trimPunctuation(_ word: inout [(UInt32, Int)], everywhere: Bool) {
    if everywhere {
      word.removeAll { isPunctuation($0.0) }
      return
    }
    while let first = word.first, isPunctuation(first.0) { word.removeFirst() }
    while let last = word.last, isPunctuation(last.0) { word.removeLast() }
  }

  /// The text with whole-word `skipWords` (already normalised) removed, or nil when none occur.
  func removingSkipWords(_ skipWords: [[UInt32]], ignoreWhitespace: Bool) -> NormalizedText? {
    guard !skipWords.isEmpty, !scalars.isEmpty else { return nil }
    var keep = [Bool](repeating: true, count: scalars.count)
    var changed = false
    for skip in skipWords where !skip.isEmpty {
      var start = 0
      while start + skip.count <= scalars.count {
        let atWordStart = ignoreWhitespace || start == 0 || scalars[start - 1] == Self.space
        let end = start + skip.count
        let atWordEnd = ignoreWhitespace || end == scalars.count || scalars[end] == Self.space
        if atWordStart && atWordEnd && keep[start] && Array(scalars[start..<end]) == skip {
          for index in start..<end { keep[index] = false }
          if !ignoreWhitespace && end < scalars.count { keep[end] = false }
          changed = true
          start = end
        } else {
          start += 1
        }
      }
    }
    guard changed else { return nil }
    var newScalars: [UInt32] = []
    var newOrigins: [Int] = []
    for index in scalars.indices where keep[index] {
      let scalar = scalars[index]
      if scalar == Self.space && (newScalars.isEmpty || newScalars.last == Self.space) { continue }
      newScalars.append(scalar)
      newOrigins.append(origins[index])
    }
    while newScalars.last == Self.space {
      newScalars.removeLast()
      newOrigins.removeLast()
    }
    return NormalizedText(scalars: newScalars, origins: newOrigins, characters: characters)
  }

  /// The text with `-` and `_` read as spaces, or nil when it has none.
  func splittingHyphens() -> NormalizedText? {
    guard scalars.contains(where: { $0 == 0x2D || $0 == 0x5F }) else { return nil }
    var copy = self
    for index in copy.scalars.indices where copy.scalars[index] == 0x2D || copy.scalars[index] == 0x5F {
      copy.scalars[index] = Self.space
    }
    var newScalars: [UInt32] = []
    var newOrigins: [Int] = []
    for index in copy.scalars.indices {
      let scalar = copy.scalars[index]
      if scalar == Self.space && (newScalars.isEmpty || newScalars.last == Self.space) { continue }
      newScalars.append(scalar)
      newOrigins.append(copy.origins[index])
    }
    while newScalars.last == Self.space {
      newScalars.removeLast()
      newOrigins.removeLast()
    }
    return NormalizedText(scalars: newScalars, origins: newOrigins, characters: characters)
  }

  /// The input characters behind normalised scalars `start..<end`, and their character range.
  func original(_ start: Int, _ end: Int) -> (text: String, range: Range<Int>) {
    guard start < end, end <= origins.count else { return ("", 0..<0) }
    let lower = origins[start]
    let upper = origins[end - 1] + 1
    return (String(characters[lower..<upper]), lower..<upper)
  }

  /// Like `original`, for free text: takes in the quotes around it and a final `?` or `!` the
  /// normaliser dropped, then removes quotes that enclose the whole text.
  func freeText(_ start: Int, _ end: Int) -> (text: String, range: Range<Int>) {
    guard start < end, end <= origins.count else { return ("", 0..<0) }
    var lower = origins[start]
    var upper = origins[end - 1] + 1
    let opening: Set<Character> = ["\"", "'", "\u{201C}", "\u{2018}", "\u{300C}", "\u{300E}"]
    let closing: Set<Character> = [
      "\"", "'", "\u{201D}", "\u{2019}", "\u{300D}", "\u{300F}", "?", "!", "\u{FF1F}", "\u{FF01}",
    ]
    if lower > 0 && opening.contains(characters[lower - 1]) { lower -= 1 }
    let laterText = end < origins.count ? origins[end] : characters.count
    while upper < laterText && closing.contains(characters[upper]) { upper += 1 }
    var text = Array(characters[lower..<upper])
    var range = lower..<upper
    if let first = text.first, opening.contains(first), text.count > 1 {
      var last = text.count - 1
      while last > 0 && ["?", "!", "\u{FF1F}", "\u{FF01}", ".", "\u{3002}"].contains(text[last]) { last -= 1 }
      if last > 0 && closing.contains(text[last]) && !["?", "!"].contains(text[last]) {
        let trailing = text[(last + 1)...]
        text = Array(text[1..<last]) + trailing
        range = (lower + 1)..<(upper - 1)
      }
    }
    return (String(text), range)
  }

  /// Normalises template text: lower case, plain apostrophes, punctuation dropped, whitespace runs
  /// kept as single spaces (dropped entirely when `ignoreWhitespace`).
  static func templateScalars(_ text: String, ignoreWhitespace: Bool) -> [UInt32] {
    var result: [UInt32] = []
    var word: [UInt32] = []
    func flush() {
      var lower = 0
      var upper = word.count
      while lower < upper && isPunctuation(word[lower]) { lower += 1 }
      while upper > lower && isPunctuation(word[upper - 1]) { upper -= 1 }
      result.append(contentsOf: word[lower..<upper])
      word = []
    }
    for character in text {
      if character.isWhitespace {
        flush()
        if !ignoreWhitespace && result.last != space { result.append(space) }
        continue
      }
      word.append(contentsOf: folded(character))
    }
    flush()
    if ignoreWhitespace { result.removeAll { isPunctuation($0) } }
    return result
  }
}
