import Foundation
import HarkGrammar

/// A name prepared once for matching: folded, transliterated to Latin letters, split into words.
///
/// Building a key costs a few microseconds (ICU transliteration for non-Latin scripts), so keys
/// are made once per name and kept, never per utterance.
public struct NameKey: Sendable, Hashable {
  /// Case-, width- and diacritic-folded original text (a name in Han characters, "zoe").
  public let folded: String
  /// Latin, ASCII, lower-case words ("wang", "xiao", "ming").
  public let words: [String]
  /// The words run together ("wangxiaoming"), as unicode scalar values.
  public let compact: [UInt32]
  /// Each word as unicode scalar values.
  let wordScalars: [[UInt32]]
  /// Whether the original has Han characters (matched by substring as well as by sound).
  public let hasHan: Bool

  /// The transliteration that gives ``words``; its name is part of the cache file's header.
  static let transformName = "Any-Latin; Latin-ASCII; Lower"
  private static let transform = StringTransform(transformName)

  public init(_ text: String) {
    self.init(text, transliterate: NameKey.transliterate)
  }

  /// A key whose Han characters are read from the syllable table kept in `cacheDirectory` (made
  /// there the first time): ICU's Han rules, a tenth of a second to load, are not loaded to key
  /// one name (a card's Latin spelling) in a one-shot shell. Nil reads them from ICU.
  public init(_ text: String, cacheDirectory: URL?) {
    let syllables = HanSyllables.shared(in: cacheDirectory)
    self.init(text, transliterate: { NameKey.transliterate($0, syllables: syllables) })
  }

  /// A key whose Latin letters come from `transliterate` (given the folded text, called only
  /// when it is not ASCII): a ``Transliterations`` file answers without ICU.
  init(_ text: String, transliterate: (String) -> String) {
    if let ascii = NameKey(ascii: text) {
      self = ascii
    } else {
      self.init(anyText: text, transliterate: transliterate)
    }
  }

  /// The general path, for any text (tests compare the ASCII path with it).
  init(anyText text: String, transliterate: (String) -> String) {
    folded = NameMatcher.fold(text)
    let han = Script.containsHan(folded)
    hasHan = han
    var latin = folded
    if !folded.unicodeScalars.allSatisfy(\.isASCII) {
      latin = transliterate(folded)
    }
    let separated = latin.unicodeScalars.map { scalar -> Character in
      NameKey.isAlphanumeric(scalar) ? Character(scalar) : " "
    }
    words = String(separated).split(separator: " ").map(String.init)
    wordScalars = words.map { $0.unicodeScalars.map(\.value) }
    compact = wordScalars.flatMap { $0 }
  }

  /// The key of an ASCII name in one pass over its bytes, as the general path makes it (lower
  /// case, white space runs made one space; words are the runs of letters and digits); nil for
  /// any other text. A thousand contacts are keyed when a line first names one.
  private init?(ascii text: String) {
    var text = text
    // Words are runs of the folded bytes: each is taken from there when it ends, with no buffer
    // of its own (a buffer and a closure per word cost more than the rest of keying a name).
    let made = text.withUTF8 { bytes -> (String, [String], [[UInt32]], [UInt32])? in
      var folded: [UInt8] = []
      folded.reserveCapacity(bytes.count)
      var words: [String] = []
      var wordScalars: [[UInt32]] = []
      var compact: [UInt32] = []
      compact.reserveCapacity(bytes.count)
      var wordStart: Int?
      var pendingSpace = false
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
        let isWordByte = (0x30...0x39).contains(lower) || (0x61...0x7A).contains(lower)
        if !isWordByte, let start = wordStart {
          let word = folded[start...]
          words.append(String(decoding: word, as: UTF8.self))
          let scalars = word.map(UInt32.init)
          wordScalars.append(scalars)
          compact += scalars
          wordStart = nil
        }
        if isSpace {
          pendingSpace = !folded.isEmpty
          continue
        }
        if pendingSpace {
          folded.append(0x20)
          pendingSpace = false
        }
        if isWordByte, wordStart == nil { wordStart = folded.count }
        folded.append(lower)
      }
      if let start = wordStart {
        let word = folded[start...]
        words.append(String(decoding: word, as: UTF8.self))
        let scalars = word.map(UInt32.init)
        wordScalars.append(scalars)
        compact += scalars
      }
      return (String(decoding: folded, as: UTF8.self), words, wordScalars, compact)
    }
    guard let made else { return nil }
    (folded, words, wordScalars, compact) = made
    hasHan = false
  }

  /// A key as it was kept (``IndexedNames``): its folded text and Latin words, the rest worked out
  /// from them as both ways of making a key do, so the parts always agree.
  init(folded: String, words: [String]) {
    self.folded = folded
    self.words = words
    // Words are ASCII but for the rare letter a transliteration leaves: their bytes are their
    // scalars then, read from the contiguous bytes without decoding, and the run-together form
    // is grown once (a start reads a thousand contacts' keys from the cache file).
    var wordScalars: [[UInt32]] = []
    wordScalars.reserveCapacity(words.count)
    var compact: [UInt32] = []
    compact.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
    for word in words {
      var word = word
      let ascii = word.withUTF8 { bytes -> [UInt32]? in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return [UInt32](unsafeUninitializedCapacity: bytes.count) { scalars, count in
          for index in bytes.indices { scalars[index] = UInt32(bytes[index]) }
          count = bytes.count
        }
      }
      let scalars = ascii ?? word.unicodeScalars.map(\.value)
      wordScalars.append(scalars)
      compact.append(contentsOf: scalars)
    }
    self.wordScalars = wordScalars
    self.compact = compact
    hasHan = !folded.utf8.allSatisfy { $0 < 0x80 } && Script.containsHan(folded)
  }

  /// `folded` in Latin, ASCII, lower-case letters: each Han character as its syllable (a word of
  /// its own), the runs between them by ICU. ICU's Han rules take a tenth of a second to load and
  /// are tried at every character (about 130,000 instructions each), so a syllable comes from a
  /// table of every character made from ICU once and kept in the cache folder, or without one is
  /// asked of ICU once per character and process (``HanSyllables``); a new Chinese message costs
  /// lookups, not a pass of the rules. What
  /// that gives up: ICU's readings of a few words whose characters read otherwise alone (the city
  /// Chongqing's first character is "chong" there, "zhong" alone), and its spacing, which joins a
  /// syllable to the Latin letters or digits after it ("gei" and "glow" as "geiglow"); names and
  /// what people type are keyed the same way,
  /// so they still meet.
  static func transliterate(_ folded: String) -> String {
    transliterate(folded, syllables: .withoutFolder)
  }

  /// ``transliterate(_:)`` with Han syllables from `syllables` (a conversation's, kept in its
  /// cache folder: ``ResolutionCache``).
  static func transliterate(_ folded: String, syllables: HanSyllables) -> String {
    guard Script.containsHan(folded) else { return icu(folded) }
    var parts: [String] = []
    var run = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      guard Script.isHan(scalar) else {
        run.append(scalar)
        continue
      }
      if !run.isEmpty {
        parts.append(icu(String(run)))
        run = String.UnicodeScalarView()
      }
      parts.append(syllables.syllable(scalar))
    }
    if !run.isEmpty { parts.append(icu(String(run))) }
    return parts.joined(separator: " ")
  }

  /// `text` by ICU (ASCII needs only lower case). Creating the transliterator is what costs (tens
  /// of milliseconds for Han the first time, a millisecond after), and Foundation creates one per
  /// call: the one opened once answers, Foundation only where it cannot open.
  static func icu(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return reused.apply(text) ?? text.applyingTransform(transform, reverse: false) ?? text
  }

  /// ICU's transliterator for ``transformName``, opened once (see ``ReusedTransliterator``).
  static let reused = ReusedTransliterator(transformName)

  /// The compact form as text.
  public var compactText: String {
    // Mostly ASCII (Latin letters and digits): written as bytes, without a scalar view (a send
    // asks for its words' compact text at each lookup of a slip).
    guard compact.allSatisfy({ $0 < 0x80 }) else { return NameIndex.text(compact) }
    return String(unsafeUninitializedCapacity: compact.count) { buffer in
      for (index, scalar) in compact.enumerated() { buffer[index] = UInt8(truncatingIfNeeded: scalar) }
      return compact.count
    }
  }

  /// `CharacterSet.alphanumerics`, answered without it for ASCII (most names, every start).
  static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    case 0..<0x80: return false
    default: return CharacterSet.alphanumerics.contains(scalar)
    }
  }
}
