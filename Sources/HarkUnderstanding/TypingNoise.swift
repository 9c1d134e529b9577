import Foundation
import HarkGrammar
import HarkSupport

/// Copies of a training sentence as people type it in a hurry, so a misspelt or terse line shares
/// its features with the examples written carefully.
///
/// English: a letter dropped, doubled or two neighbouring letters swapped inside a word of four
/// letters or more (never its first letter), or the function words "a", "an", "the", "my", "your",
/// "please" and "just" left out. Chinese: 帮我 and 一下 left out, 请 and 麻烦 at the start, and the
/// particles 了, 吧, 呢, 啊, 呀 at the end (inside a line they are often part of a word: 邀请,
/// 了解); a Chinese line without any has no copy, since an input method does not drop or swap
/// characters. Case, punctuation and apostrophes need no copies: the
/// features ignore them (``FeatureHasher``).
///
/// Each copy is drawn from a generator seeded by the sentence's own text and the copy's number,
/// so a sentence gets the same copies in any order, on any machine; a copy equal to the sentence
/// or to an earlier copy is left out.
enum TypingNoise {
  static let englishFunctionWords: Set<String> = ["a", "an", "the", "my", "your", "please", "just"]
  static let chineseAnywhere = ["帮我", "一下"]
  static let chineseAtStart = ["麻烦", "请"]
  static let chineseAtEnd: Set<Character> = ["了", "吧", "呢", "啊", "呀"]

  /// Up to `copies` noisy copies of `text`, none equal to it or to each other.
  static func copies(
    of text: String, language: Language, count copies: Int, dropsWords: Bool = true, misspells: Bool = true,
    seed: UInt64 = 0x4e4f_4953
  ) -> [String] {
    var result: [String] = []
    var seen: Set<String> = [text]
    for copy in 0..<copies {
      var random = SplitMix64(
        seed: seed ^ StableHash64.of(text.utf8) ^ (UInt64(copy) &* 0x9e37_79b9_7f4a_7c15))
      let noisy =
        language.writesWithoutSpaces
        ? (dropsWords ? withoutParticles(text) : nil)
        : english(
          text, kind: !misspells ? 0 : dropsWords ? Int(random.next() % 4) : 1 + Int(random.next() % 3),
          dropsWords: dropsWords, misspells: misspells, random: &random)
      if let noisy, seen.insert(noisy).inserted { result.append(noisy) }
    }
    return result
  }

  /// One English copy: `kind` 0 drops the function words, 1–3 drop, double or swap one letter.
  /// A line with no function word, or no word long enough, gets the other kind of noise.
  static func english(
    _ text: String, kind: Int, dropsWords: Bool = true, misspells: Bool = true, random: inout SplitMix64
  ) -> String? {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let kept = words.filter { !englishFunctionWords.contains($0.lowercased()) }
    let long = words.indices.filter { index in
      words[index].count >= 4 && words[index].allSatisfy { $0.isASCII && $0.isLetter }
    }
    if dropsWords, kind == 0 || long.isEmpty || !misspells, kept.count < words.count, !kept.isEmpty {
      return kept.joined(separator: " ")
    }
    guard misspells, !long.isEmpty else { return nil }
    let index = long[Int(random.next() % UInt64(long.count))]
    var letters = Array(words[index])
    // A place after the first letter: the first letter is the one people get right.
    let at = 1 + Int(random.next() % UInt64(letters.count - 1))
    switch kind == 0 ? 1 + Int(random.next() % 3) : kind {
    case 1: letters.remove(at: at)
    case 2: letters.insert(letters[at], at: at)
    default:
      let other = at + 1 < letters.count ? at + 1 : at - 1
      guard other >= 1, letters[at] != letters[other] else { return nil }
      letters.swapAt(at, other)
    }
    var noisy = words
    noisy[index] = String(letters)
    return noisy.joined(separator: " ")
  }

  /// `text` without its Chinese particles, or nil when it has none (or is nothing else).
  static func withoutParticles(_ text: String) -> String? {
    var result = text
    for words in chineseAnywhere { result = result.replacingOccurrences(of: words, with: "") }
    result = result.trimmingCharacters(in: .whitespacesAndNewlines)
    for words in chineseAtStart where result.hasPrefix(words) { result.removeFirst(words.count) }
    // The last particle before any closing punctuation.
    var tail = ""
    while let last = result.last, last.isPunctuation || last.isWhitespace {
      tail.insert(result.removeLast(), at: tail.startIndex)
    }
    if let last = result.last, chineseAtEnd.contains(last) { result.removeLast() }
    result += tail
    return result == text || result.allSatisfy({ $0.isPunctuation || $0.isWhitespace }) ? nil : result
  }
}
