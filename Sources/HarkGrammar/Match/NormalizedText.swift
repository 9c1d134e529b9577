import Foundation

/// An utterance prepared for matching: lower case, one space between words, punctuation off word
/// edges, each scalar remembering the character of the input it came from.
struct NormalizedText: Sendable {
  /// The normalised text as Unicode scalar values.
  var scalars: [UInt32]
  /// For each normalised scalar, the offset of the input scalar it came from.
  var origins: [Int]
  /// The input's scalars (after NFC); empty for ASCII input, which `asciiInput` holds instead.
  var input: [Unicode.Scalar]
  /// ASCII input as it came (one byte, scalar and character each): slot texts are cut from its bytes,
  /// so a line of ASCII does not make the array of its scalars. Nil for any other input.
  var asciiInput: String?
  /// For each input scalar, the offset of its character; nil when every scalar is a character (ASCII).
  var characterOffsets: [Int]?

  static let space: UInt32 = 0x20

  /// Whether NFC leaves `text` as it is, judged by its scalars alone: every one is below U+0300
  /// (where no combining mark is) or a Han ideograph, CJK punctuation other than its tone marks,
  /// or a full-width form — none of which composes, decomposes or reorders. Most Chinese names and
  /// list values pass, and skip Foundation's normalisation (thousands of instructions each).
  static func isComposedAsItIs(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0..<0x300, 0x3000...0x3029, 0x3030...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF5E:
        true
      default: false
      }
    }
  }

  /// Normalises `text`; with `ignoreWhitespace` all whitespace is removed. `asciiPath` false takes
  /// ASCII text the general way, for tests comparing the two.
  init(_ text: String, ignoreWhitespace: Bool, asciiPath: Bool = true) {
    if asciiPath, !ignoreWhitespace,
      let words = text.utf8.withContiguousStorageIfAvailable({ Self.asciiWords($0) }),
      let (scalars, origins) = words
    {
      self.scalars = scalars
      self.origins = origins
      input = []
      asciiInput = text
      characterOffsets = nil
      return
    }
    asciiInput = nil
    let isASCII =
      text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
      ?? text.utf8.allSatisfy { $0 < 0x80 }
    let source = isASCII || Self.isComposedAsItIs(text) ? text : text.precomposedStringWithCanonicalMapping
    input = isASCII ? Self.asciiScalars(text) : Array(source.unicodeScalars)
    if isASCII {
      characterOffsets = nil
    } else {
      var offsets: [Int] = []
      offsets.reserveCapacity(input.count)
      for (index, character) in source.enumerated() {
        for _ in character.unicodeScalars { offsets.append(index) }
      }
      characterOffsets = offsets
    }
    scalars = []
    origins = []
    scalars.reserveCapacity(input.count)
    origins.reserveCapacity(input.count)
    var wordStart = 0
    var folded: [UInt32] = []
    for (offset, scalar) in input.enumerated() {
      if Self.isWhitespace(scalar) {
        Self.closeWord(&scalars, &origins, from: wordStart, ignoreWhitespace: ignoreWhitespace)
        wordStart = scalars.count
        continue
      }
      if scalar.value < 0x80 {
        let value = scalar.value
        scalars.append(value >= 65 && value <= 90 ? value + 32 : value)
        origins.append(offset)
      } else {
        folded.removeAll(keepingCapacity: true)
        Self.fold(scalar, into: &folded)
        for value in folded {
          scalars.append(value)
          origins.append(offset)
        }
      }
    }
    Self.closeWord(&scalars, &origins, from: wordStart, ignoreWhitespace: ignoreWhitespace)
    while scalars.last == Self.space {
      scalars.removeLast()
      origins.removeLast()
    }
  }

  /// What the general loop below makes of ASCII bytes, or nil when a byte is not ASCII: the words
  /// (runs between whitespace) with punctuation trimmed off their edges, lower-cased, one space after
  /// each word but the last; each scalar's origin is its byte's offset, a space's the offset after
  /// its word's last kept byte.
  ///
  /// One walk, written through the arrays' buffers (appending checked each array's capacity and
  /// uniqueness at every scalar, most of what normalising a line cost): the arrays are made as long
  /// as the bytes, by appending a repeated zero to a reserved array (`init(repeating:count:)` looked
  /// the storage's type up at run time, several hundred instructions an array), and cut to what was
  /// written, a few scalars at most (the spaces and punctuation dropped).
  private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt32], [Int])? {
    var scalars: [UInt32] = []
    var origins: [Int] = []
    guard !bytes.isEmpty else { return ([], []) }
    scalars.reserveCapacity(bytes.count)
    origins.reserveCapacity(bytes.count)
    scalars.append(contentsOf: repeatElement(0, count: bytes.count))
    origins.append(contentsOf: repeatElement(0, count: bytes.count))
    let written = scalars.withUnsafeMutableBufferPointer { scalarBuffer in
      origins.withUnsafeMutableBufferPointer { originBuffer -> Int? in
        // Held as plain pointers, so that the loop keeps them in registers.
        guard let scalars = scalarBuffer.baseAddress, let origins = originBuffer.baseAddress,
          let bytes = bytes.baseAddress
        else { return nil }
        let count = scalarBuffer.count
        @inline(__always) func isSpace(_ byte: UInt8) -> Bool {
          byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
        }
        var write = 0
        var read = 0
        while read < count {
          // Whitespace, then the word's leading punctuation (all of it, for a word of punctuation).
          while read < count && isSpace(bytes[read]) { read += 1 }
          while read < count && isPunctuation(UInt32(bytes[read])) { read += 1 }
          guard read < count, !isSpace(bytes[read]) else { continue }
          if write > 0 {
            scalars[write] = space
            origins[write] = origins[write - 1] + 1
            write += 1
          }
          while read < count {
            let byte = bytes[read]
            if byte >= 0x80 { return nil }
            if isSpace(byte) { break }
            let value = UInt32(byte)
            scalars[write] = value >= 65 && value <= 90 ? value + 32 : value
            origins[write] = read
            write += 1
            read += 1
          }
          // Its trailing punctuation (it has a scalar that is none: where the leading ones stopped).
          while isPunctuation(scalars[write - 1]) { write -= 1 }
        }
        return write
      }
    }
    guard let written else { return nil }
    for _ in written..<bytes.count {
      scalars.removeLast()
      origins.removeLast()
    }
    return (scalars, origins)
  }

  /// The scalars of ASCII `text`, one per byte (read from the contiguous bytes a native string has).
  private static func asciiScalars(_ text: String) -> [Unicode.Scalar] {
    // Reserved and appended to: `map` and `init(unsafeUninitializedCapacity:)` looked the storage's
    // type up at run time (several hundred instructions an array).
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var scalars: [Unicode.Scalar] = []
      scalars.reserveCapacity(bytes.count)
      for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
      return scalars
    } ?? text.utf8.map { Unicode.Scalar($0) }
  }

  /// The normalised scalars of a list value (as `init` gives, with one allocation for ASCII text).
  static func key(_ text: String, ignoreWhitespace: Bool) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      guard byte < 0x80 else { return NormalizedText(text, ignoreWhitespace: ignoreWhitespace).scalars }
      let value = UInt32(byte)
      if value == 0x20 || (value >= 0x09 && value <= 0x0D) {
        if !ignoreWhitespace && !result.isEmpty && result.last != space { result.append(space) }
      } else if isPunctuation(value) {
        return NormalizedText(text, ignoreWhitespace: ignoreWhitespace).scalars
      } else {
        result.append(value >= 65 && value <= 90 ? value + 32 : value)
      }
    }
    if result.last == space { result.removeLast() }
    return result
  }

  /// Trims punctuation off the word that starts at `start` (or removes all of it without spaces),
  /// then ends the word with a space.
  private static func closeWord(
    _ scalars: inout [UInt32], _ origins: inout [Int], from start: Int, ignoreWhitespace: Bool
  ) {
    guard start < scalars.count else { return }
    if ignoreWhitespace {
      var write = start
      for read in start..<scalars.count where !isPunctuation(scalars[read]) {
        scalars[write] = scalars[read]
        origins[write] = origins[read]
        write += 1
      }
      scalars.removeSubrange(write...)
      origins.removeSubrange(write...)
      return
    }
    var upper = scalars.count
    while upper > start && isPunctuation(scalars[upper - 1]) { upper -= 1 }
    var lower = start
    while lower < upper && isPunctuation(scalars[lower]) { lower += 1 }
    if upper < scalars.count {
      scalars.removeSubrange(upper...)
      origins.removeSubrange(upper...)
    }
    if lower > start {
      scalars.removeSubrange(start..<lower)
      origins.removeSubrange(start..<lower)
    }
    if scalars.count > start {
      scalars.append(space)
      origins.append(origins[scalars.count - 2] + 1)
    }
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
    return scalar.properties.isWhitespace
  }

  /// The lower-case scalars of one non-ASCII scalar, with typographic apostrophes made plain.
  static func fold(_ scalar: Unicode.Scalar, into result: inout [UInt32]) {
    if scalar.value == 0x2019 || scalar.value == 0x2018 {
      result.append(0x27)
      return
    }
    if scalar.properties.changesWhenLowercased {
      for lower in scalar.properties.lowercaseMapping.unicodeScalars { result.append(lower.value) }
    } else {
      result.append(scalar.value)
    }
  }

  private init(scalars: [UInt32], origins: [Int], from text: NormalizedText) {
    self.scalars = scalars
    self.origins = origins
    self.input = text.input
    self.asciiInput = text.asciiInput
    self.characterOffsets = text.characterOffsets
  }

  /// The lower-case scalars of one character, with typographic apostrophes made plain.
  static func folded(_ character: Character) -> [UInt32] {
    var result: [UInt32] = []
    for scalar in character.unicodeScalars {
      if scalar.value < 0x80 {
        let value = scalar.value
        result.append(value >= 65 && value <= 90 ? value + 32 : value)
      } else {
        fold(scalar, into: &result)
      }
    }
    return result
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

  /// The text with whole-word `skipWords` (already normalised) removed, or nil when none occur.
  func removingSkipWords(_ skipWords: [[UInt32]], ignoreWhitespace: Bool) -> NormalizedText? {
    guard !skipWords.isEmpty, !scalars.isEmpty else { return nil }
    // Made at the first skip word found (most lines that get here have none), by appending to a
    // reserved array: `init(repeating:count:)` looked the storage's type up at run time.
    var keep: [Bool] = []
    for skip in skipWords where !skip.isEmpty {
      var start = 0
      while start + skip.count <= scalars.count {
        let atWordStart = ignoreWhitespace || start == 0 || scalars[start - 1] == Self.space
        let end = start + skip.count
        let atWordEnd = ignoreWhitespace || end == scalars.count || scalars[end] == Self.space
        if atWordStart && atWordEnd && (keep.isEmpty || keep[start]) && Self.has(skip, in: scalars, at: start)
        {
          if keep.isEmpty {
            keep.reserveCapacity(scalars.count)
            keep.append(contentsOf: repeatElement(true, count: scalars.count))
          }
          for index in start..<end { keep[index] = false }
          if !ignoreWhitespace && end < scalars.count { keep[end] = false }
          start = end
        } else if ignoreWhitespace {
          start += 1
        } else {
          // Only a word start can begin a skip word: on to the next one (the scalar after a space).
          start += 1
          while start < scalars.count && scalars[start - 1] != Self.space { start += 1 }
        }
      }
    }
    guard !keep.isEmpty else { return nil }
    var newScalars: [UInt32] = []
    var newOrigins: [Int] = []
    newScalars.reserveCapacity(scalars.count)
    newOrigins.reserveCapacity(scalars.count)
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
    return NormalizedText(scalars: newScalars, origins: newOrigins, from: self)
  }

  /// Whether `scalars[start...]` begins with `word` (compared in place: copying the slice to compare
  /// it allocated at every position of every line that fell back to its skip words).
  private static func has(_ word: [UInt32], in scalars: [UInt32], at start: Int) -> Bool {
    guard start + word.count <= scalars.count else { return false }
    for offset in word.indices where scalars[start + offset] != word[offset] { return false }
    return true
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
    return NormalizedText(scalars: newScalars, origins: newOrigins, from: self)
  }

  private func characterOffset(_ scalarOffset: Int) -> Int {
    characterOffsets.map { scalarOffset < $0.count ? $0[scalarOffset] : ($0.last ?? -1) + 1 } ?? scalarOffset
  }

  private func string(_ lower: Int, _ upper: Int) -> String {
    guard lower < upper else { return "" }
    if let asciiInput {
      // Each scalar is one UTF-8 byte.
      return asciiInput.utf8.withContiguousStorageIfAvailable { bytes in
        String(unsafeUninitializedCapacity: upper - lower) { buffer in
          for offset in lower..<upper { buffer[offset - lower] = bytes[offset] }
          return upper - lower
        }
      } ?? String(decoding: Array(asciiInput.utf8)[lower..<upper], as: UTF8.self)
    }
    if characterOffsets == nil {
      // ASCII input: each scalar is one UTF-8 byte.
      return String(unsafeUninitializedCapacity: upper - lower) { buffer in
        for offset in lower..<upper {
          buffer[offset - lower] = UInt8(truncatingIfNeeded: input[offset].value)
        }
        return upper - lower
      }
    }
    return NormalizedText.utf8String(input[lower..<upper])
  }

  /// The number of input scalars.
  private var inputCount: Int { asciiInput?.utf8.count ?? input.count }

  /// The input scalar at `offset`.
  private func inputScalar(_ offset: Int) -> Unicode.Scalar {
    guard let asciiInput else { return input[offset] }
    let utf8 = asciiInput.utf8
    return Unicode.Scalar(utf8[utf8.index(utf8.startIndex, offsetBy: offset)])
  }

  /// The string of `scalars`, written as UTF-8 into the string's own storage: the same string as
  /// appending them to a `String.UnicodeScalarView`, whose generic append cost several thousand
  /// instructions a slot (every reading of a Chinese line takes its slots' text this way).
  static func utf8String(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var length = 0
    for scalar in scalars { length += UTF8.width(scalar) }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var count = 0
      for scalar in scalars {
        UTF8.encode(scalar) { unit in
          buffer[count] = unit
          count += 1
        }
      }
      return count
    }
  }

  /// Length in characters of the input behind normalised scalars `start..<end`.
  func characterCount(_ start: Int, _ end: Int) -> Int {
    guard start < end, end <= origins.count else { return 0 }
    return characterOffset(origins[end - 1]) + 1 - characterOffset(origins[start])
  }

  /// The input text behind normalised scalars `start..<end`, and its character range.
  func original(_ start: Int, _ end: Int) -> (text: String, range: Range<Int>) {
    guard start < end, end <= origins.count else { return ("", 0..<0) }
    let lower = origins[start]
    let upper = origins[end - 1] + 1
    return (string(lower, upper), characterOffset(lower)..<(characterOffset(upper - 1) + 1))
  }

  /// Like `original`, for free text: takes in the quotes around it and a final `?` or `!` the
  /// normaliser dropped, then removes quotes that enclose the whole text.
  func freeText(_ start: Int, _ end: Int) -> (text: String, range: Range<Int>) {
    guard start < end, end <= origins.count else { return ("", 0..<0) }
    var lower = origins[start]
    var upper = origins[end - 1] + 1
    // Switches, not sets: three sets built for every wildcard slot were most of its cost.
    func opening(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x22, 0x27, 0x201C, 0x2018, 0x300C, 0x300E: true
      default: false
      }
    }
    func closing(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x22, 0x27, 0x201D, 0x2019, 0x300D, 0x300F: true
      default: false
      }
    }
    func mark(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x3F, 0x21, 0xFF1F, 0xFF01: true
      default: false
      }
    }
    if lower > 0 && opening(inputScalar(lower - 1)) { lower -= 1 }
    let limit = end < origins.count ? origins[end] : inputCount
    while upper < limit && (closing(inputScalar(upper)) || mark(inputScalar(upper))) {
      upper += 1
    }
    if upper - lower > 1, opening(inputScalar(lower)) {
      var last = upper - 1
      while last > lower && mark(inputScalar(last)) { last -= 1 }
      if last > lower && closing(inputScalar(last)) {
        let text = string(lower + 1, last) + string(last + 1, upper)
        return (text, characterOffset(lower + 1)..<characterOffset(last))
      }
    }
    return (string(lower, upper), characterOffset(lower)..<(characterOffset(upper - 1) + 1))
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
