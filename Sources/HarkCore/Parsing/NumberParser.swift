import Foundation

/// Reads numbers written as digits or words, in English and Chinese ("42", "forty-two",
/// "a hundred", "四十二", "两").
public enum NumberParser {
  static let englishOnes: [String: Int] = [
    "zero": 0, "oh": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "couple": 2, "dozen": 12,
  ]
  static let englishTens: [String: Int] = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90,
  ]
  static let chineseDigits: [Character: Int] = [
    "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "俩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
    "八": 8, "九": 9,
  ]

  /// The number the whole text spells, or nil.
  public static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .punctuationAndWhitespaceAndNewlines)
    if let value = Double(trimmed.replacingOccurrences(of: ",", with: "")) { return value }
    if let value = chinese(trimmed) { return Double(value) }
    let words = trimmed.lowercased().replacingOccurrences(of: "-", with: " ").split(separator: " ")
      .map(String.init).filter { $0 != "and" }
    return english(words).map(Double.init)
  }

  /// English number words (below a million), or nil when any word is not part of a number.
  static func english(_ words: [String]) -> Int? {
    guard !words.isEmpty else { return nil }
    var total = 0
    var current = 0
    var sawNumber = false
    for word in words {
      if let value = englishOnes[word] {
        current += value
      } else if let value = englishTens[word] {
        current += value
      } else if word == "hundred" {
        current = max(current, 1) * 100
      } else if word == "thousand" {
        total += max(current, 1) * 1000
        current = 0
      } else if let value = Int(word) {
        current += value
      } else {
        return nil
      }
      sawNumber = true
    }
    return sawNumber ? total + current : nil
  }

  /// Chinese numerals below ten thousand ("十二", "二十三", "一百零五", "两"), or nil.
  static func chinese(_ text: String) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ chineseDigits[$0] != nil || "十百千".contains($0) }) else {
      return nil
    }
    var total = 0
    var digit: Int?
    for character in text {
      if let value = chineseDigits[character] {
        digit = value
      } else {
        let unit = character == "十" ? 10 : character == "百" ? 100 : 1000
        total += (digit ?? 1) * unit
        digit = nil
      }
    }
    return total + (digit ?? 0)
  }
}
