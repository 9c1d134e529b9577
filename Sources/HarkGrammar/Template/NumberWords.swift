import Foundation

/// Number words for ranges (English), as hassil's number-word lists spell them.
enum NumberWords {
  private static let ones = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  ]
  private static let tens = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
  ]

  /// The ways to say `number` in English (hyphenated and spaced forms), for 0 ..< 1,000,000.
  static func english(_ number: Int) -> [String] {
    guard number >= 0, number < 1_000_000 else { return [] }
    let spelled = spell(number)
    let spaced = spelled.replacingOccurrences(of: "-", with: " ")
    var forms = spelled == spaced ? [spelled] : [spelled, spaced]
    if number >= 100 && number < 200 {
      forms.append("a" + spaced.dropFirst(3))
    }
    return forms
  }

  private static func spell(_ number: Int) -> String {
    if number < 20 { return ones[number] }
    if number < 100 {
      let rest = number % 10
      return tens[number / 10] + (rest == 0 ? "" : "-" + ones[rest])
    }
    if number < 1000 {
      let rest = number % 100
      return ones[number / 100] + " hundred" + (rest == 0 ? "" : " " + spell(rest))
    }
    let rest = number % 1000
    return spell(number / 1000) + " thousand" + (rest == 0 ? "" : " " + spell(rest))
  }
}
