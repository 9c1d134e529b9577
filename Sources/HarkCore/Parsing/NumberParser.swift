import Foundation
import HarkGrammar

/// Reads numbers written as digits or in a language's number words: a word at a time ("forty-two",
/// "a hundred and five") or a character at a time (Chinese numerals), from the lexicon's words.
public enum NumberParser {
  /// The number the whole text spells, or nil. Every language's words are read by default.
  public static func parse(_ text: String, lexicon: Lexicon = LexiconSet.standard.all) -> Double? {
    let trimmed = text.trimmingCharacters(in: .punctuationAndWhitespaceAndNewlines)
    if let value = Double(trimmed.replacingOccurrences(of: ",", with: "")) { return value }
    if let value = characters(trimmed, lexicon: lexicon) { return Double(value) }
    let words = trimmed.lowercased().replacingOccurrences(of: "-", with: " ").split(separator: " ")
      .map(String.init).filter { !lexicon.contains($0, in: .numberFillers) }
    return self.words(words, lexicon: lexicon).map(Double.init)
  }

  /// Number words read a word at a time (below a million), or nil when any word is not part of a
  /// number: each of ``LexiconKey/numberWords`` adds, a multiplier ("hundred") multiplies what
  /// came before, a group ("thousand") closes what came before.
  static func words(_ words: [String], lexicon: Lexicon) -> Int? {
    guard !words.isEmpty else { return nil }
    var total = 0
    var current = 0
    for word in words {
      if let value = lexicon.number(word, in: .numberWords) {
        current += value
      } else if let value = lexicon.number(word, in: .numberMultipliers) {
        current = max(current, 1) * value
      } else if let value = lexicon.number(word, in: .numberGroups) {
        total += max(current, 1) * value
        current = 0
      } else if let value = Int(word) {
        current += value
      } else {
        return nil
      }
    }
    return total + current
  }

  /// Numerals read a character at a time (twelve as ten-two, 105 as one-hundred-zero-five), below the largest
  /// unit's tenfold, or nil: a digit sets the next unit's count, a unit adds its count (one when
  /// none was said) times itself.
  static func characters(_ text: String, lexicon: Lexicon) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ isNumeral($0, lexicon: lexicon) }) else { return nil }
    var total = 0
    var digit: Int?
    for character in text {
      let word = String(character)
      if let value = lexicon.number(word, in: .numberDigits) {
        digit = value
      } else if let unit = lexicon.number(word, in: .numberUnits) {
        total += (digit ?? 1) * unit
        digit = nil
      }
    }
    return total + (digit ?? 0)
  }

  /// Whether `character` is a numeral's digit or unit in `lexicon`.
  static func isNumeral(_ character: Character, lexicon: Lexicon) -> Bool {
    let word = String(character)
    return lexicon.number(word, in: .numberDigits) != nil || lexicon.number(word, in: .numberUnits) != nil
  }
}
