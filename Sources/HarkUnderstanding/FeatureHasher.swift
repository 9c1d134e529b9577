import HarkGrammar
import HarkSupport

/// Turns a line into the sparse, hashed features both learned designs read: word unigrams and
/// bigrams, and character n-grams, so that misspellings ("calender", "emial") still share most of
/// their features with the word meant, and Chinese needs no word segmentation.
///
/// A line becomes lower-case letters and digits with single spaces (punctuation and apostrophes
/// go: "what's" is "whats"). In English the features are the words, the pairs of neighbouring
/// words, and the 3- and 4-letter runs of " line " (spaces included, so word edges count). In
/// Chinese, where a character is about a word, they are the characters, pairs and triples of
/// neighbouring characters (Latin words such as names count as one character). Each feature is
/// hashed (32-bit ``StableHash``) into one of ``dimensions`` buckets; a bucket of a run of letters weighs
/// ``characterRunWeight`` (unless a word feature falls in it too), every other bucket 1, and the
/// vector is scaled to length 1 so long and short lines weigh alike.
public struct FeatureHasher: Sendable {
  /// The number of buckets.
  public let dimensions: Int
  /// The value of a run of characters against a word's 1 (English): a line has several times
  /// more runs than words, and the runs of a word no example has would otherwise outweigh the
  /// words and word pairs the examples share (`Benchmarks/understanding/README.md`, round 5).
  public var characterRunWeight: Float = 0.8

  /// Creates a hasher into `dimensions` buckets (a power of two).
  public init(dimensions: Int = 1 << 16) {
    self.dimensions = dimensions
  }

  /// The features of `line`: bucket indices, sorted, without repeats, with their values.
  public func features(_ line: String, language: Language) -> SparseVector {
    let units = FeatureHasher.units(line, language: language)
    let withoutSpaces = language.writesWithoutSpaces
    var indices: [Int32] = []
    indices.reserveCapacity(units.count * 6)
    func add(_ tag: UInt8, _ parts: ArraySlice<String>) {
      var hash = StableHash32()
      hash.add(tag)
      for (index, part) in parts.enumerated() {
        if index > 0 { hash.add(UInt8(0x1f)) }
        hash.add(bytes: part.utf8)
      }
      indices.append(Int32(Int(hash.value) & (dimensions - 1)))
    }
    for index in units.indices {
      add(1, units[index...index])
      if index + 1 < units.count { add(2, units[index...index + 1]) }
      if withoutSpaces, index + 2 < units.count { add(3, units[index...index + 2]) }
    }
    // The same line with numbers, times and days as their kind, a few English words as their
    // meaning ("arrange" and "add" as <add>), and other English words stemmed:
    // "dentist at 3pm on friday" and "gym at 7 on monday" then share "at <time> on <day>".
    let shapes = FeatureHasher.shapes(units, language: language)
    for index in shapes.indices where shapes[index] != units[index] {
      add(4, shapes[index...index])
    }
    for index in shapes.indices.dropLast()
    where shapes[index] != units[index] || shapes[index + 1] != units[index + 1] {
      add(5, shapes[index...index + 1])
      if withoutSpaces, index + 2 < shapes.count { add(6, shapes[index...index + 2]) }
    }
    let wordFeatures = indices.count
    if !withoutSpaces {
      // The runs of 3 and 4 characters of " line ", hashed from the line's bytes as `add` hashes
      // a run made into a `String` (a run's bytes are its characters' bytes, in order): making
      // each run a `String` was half of the features' cost.
      var bytes: [UInt8] = []
      var starts: [Int] = []
      for character in " " + units.joined(separator: " ") + " " {
        starts.append(bytes.count)
        bytes.append(contentsOf: character.utf8)
      }
      let characters = starts.count
      starts.append(bytes.count)
      for length in 3...4 where characters >= length {
        for start in 0...(characters - length) {
          var hash = StableHash32()
          hash.add(UInt8(length + 4))
          hash.add(bytes: bytes[starts[start]..<starts[start + length]])
          indices.append(Int32(Int(hash.value) & (dimensions - 1)))
        }
      }
    }
    if characterRunWeight != 1, indices.count > wordFeatures {
      // Each bucket once, at a word's value when a word feature is in it too: sorted by
      // bucket, a word feature (low bit 0) before a run (1).
      var keyed = indices.indices.map { Int64(indices[$0]) << 1 | ($0 < wordFeatures ? 0 : 1) }
      keyed.sort()
      var unique: [Int32] = []
      var values: [Float] = []
      unique.reserveCapacity(keyed.count)
      values.reserveCapacity(keyed.count)
      for key in keyed where unique.last != Int32(key >> 1) {
        unique.append(Int32(key >> 1))
        values.append(key & 1 == 0 ? 1 : characterRunWeight)
      }
      return SparseVector(indices: unique, values: values)
    }
    indices.sort()
    var unique: [Int32] = []
    unique.reserveCapacity(indices.count)
    for index in indices where unique.last != index { unique.append(index) }
    let weight = unique.isEmpty ? 0 : 1 / Float(unique.count).squareRoot()
    return SparseVector(indices: unique, weight: weight)
  }

  /// `units` with each number, time of day and day or month name as its kind (`<num>`, `<time>`,
  /// `<day>`), and, in English, each other word of five letters or more without one ending
  /// ("meetings" → "meeting", "cancelled" → "cancell"): a few hundred example sentences cannot hold
  /// every number and date.
  static func shapes(_ units: [String], language: Language) -> [String] {
    units.map { unit in
      if let kind = WordShape.kind(unit, language: language) { return kind }
      guard !language.writesWithoutSpaces, unit.count >= 5 else { return unit }
      for suffix in ["ing", "ed", "es", "s"] where unit.hasSuffix(suffix) && unit.count - suffix.count >= 3 {
        return String(unit.dropLast(suffix.count))
      }
      return unit
    }
  }

  /// The words of `line` (English), or its characters with Latin runs whole (Chinese).
  static func units(_ line: String, language: Language) -> [String] {
    asciiUnits(line) ?? generalUnits(line)
  }

  /// ``units(_:language:)`` of an ASCII line, from its bytes: its runs of letters and digits in
  /// lower case, apostrophes dropped (ASCII has no ideographs, and its letters are its only
  /// alphabetic characters). Lower-casing the line and asking each scalar's properties cost more
  /// than the rest of telling a message from a description of content, at every reading of a send.
  static func asciiUnits(_ line: String) -> [String]? {
    var line = line
    return line.withUTF8 { bytes -> [String]? in
      var units: [String] = []
      var word: [UInt8] = []
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        switch byte {
        case UInt8(ascii: "'"): continue
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 0x20)
        default:
          if !word.isEmpty { units.append(String(decoding: word, as: UTF8.self)) }
          word.removeAll(keepingCapacity: true)
        }
      }
      if !word.isEmpty { units.append(String(decoding: word, as: UTF8.self)) }
      return units
    }
  }

  /// ``units(_:language:)`` for any line.
  static func generalUnits(_ line: String) -> [String] {
    var units: [String] = []
    var word = ""
    func close() {
      if !word.isEmpty { units.append(word) }
      word = ""
    }
    for scalar in line.lowercased().unicodeScalars {
      if scalar == "'" || scalar == "’" { continue }
      if scalar.properties.isIdeographic {
        close()
        units.append(String(scalar))
      } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(scalar)
      } else {
        close()
      }
    }
    close()
    return units
  }
}

/// A line's features: bucket indices with their values, of length 1.
public struct SparseVector: Sendable, Equatable {
  /// Bucket indices, sorted, without repeats.
  public var indices: [Int32]
  /// The value of every listed bucket when all weigh the same (1 ÷ √count, so the vector has
  /// length 1); 1 when ``values`` holds them.
  public var weight: Float

  /// Each bucket's own value, when they differ (empty: every bucket weighs ``weight``).
  public var values: [Float] = []

  public init(indices: [Int32], weight: Float) {
    self.indices = indices
    self.weight = weight
  }

  /// Buckets with their own values, scaled to length 1.
  init(indices: [Int32], values: [Float]) {
    let length = values.reduce(0) { $0 + $1 * $1 }.squareRoot()
    self.indices = indices
    self.weight = 1
    self.values = length > 0 ? values.map { $0 / length } : values
  }

  /// The value of the `position`th listed bucket.
  @inline(__always) func value(at position: Int) -> Float { values.isEmpty ? weight : values[position] }
}
