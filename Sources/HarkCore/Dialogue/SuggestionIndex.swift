import Foundation
import HarkGrammar

/// The sentence the grammars accept that is closest to words nobody understood, for "Did you
/// mean: send a message to Glow?".
///
/// Built once: the vocabulary of every sentence the grammars sample. A lookup repairs the input
/// word by word — a word the grammars never use is replaced by the vocabulary word within a typo
/// of it, or else dropped — and keeps the repair only when the grammars then read it completely.
/// The cost is one edit-distance pass over a few hundred words and at most two matcher calls.
struct SuggestionIndex {
  private var vocabulary: Set<String> = []
  private var byLength: [Int: [String]] = [:]
  /// For Chinese, which characters follow and precede each character in the samples.
  private var following: [Character: Set<Character>] = [:]
  private var preceding: [Character: Set<Character>] = [:]

  init(grammar: GrammarSet, perIntent: Int = 400) {
    for language in grammar.languages {
      for intent in grammar.intents {
        for sample in grammar.samples(intent: intent, language: language, limit: perIntent) {
          for word in SuggestionIndex.words(sample) { vocabulary.insert(word) }
          let characters = Array(sample)
          for (a, b) in zip(characters, characters.dropFirst())
          where SuggestionIndex.isHan(a) && SuggestionIndex.isHan(b) {
            following[a, default: []].insert(b)
            preceding[b, default: []].insert(a)
          }
        }
      }
    }
    for word in vocabulary { byLength[word.count, default: []].append(word) }
    for length in byLength.keys { byLength[length]?.sort() }
  }

  /// A repaired sentence the grammars read completely, or nil. `names` are words that need no
  /// repair (contact and app names); `accepts` says whether the grammars read a sentence.
  func suggest(for input: String, names: [String], accepts: (String) -> Bool) -> String? {
    if input.contains(where: SuggestionIndex.isHan) { return suggestChinese(input, accepts: accepts) }
    let known = Set(names.flatMap { SuggestionIndex.words($0) })
    let original = input.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !original.isEmpty else { return nil }
    var repaired: [String] = []
    var unknown: [Int] = []
    var changed = false
    for word in original {
      let folded = SuggestionIndex.words(word).joined(separator: " ")
      if folded.isEmpty || vocabulary.contains(folded) || known.contains(folded) {
        repaired.append(word)
      } else if let near = nearest(folded) {
        repaired.append(near)
        changed = true
      } else {
        unknown.append(repaired.count)
        repaired.append(word)
      }
    }
    if changed, accepts(repaired.joined(separator: " ")) { return repaired.joined(separator: " ") }
    guard !unknown.isEmpty, unknown.count < original.count else { return nil }
    let dropped = repaired.enumerated().filter { !unknown.contains($0.offset) }.map(\.element)
    let sentence = dropped.joined(separator: " ")
    return accepts(sentence) ? sentence : nil
  }

  /// Chinese has no spaces: repair one character at a time, trying the characters the samples
  /// put between its neighbours (撤会 → 撤回), then dropping it.
  private func suggestChinese(_ input: String, accepts: (String) -> Bool) -> String? {
    let characters = Array(input)
    for index in characters.indices where SuggestionIndex.isHan(characters[index]) {
      var options: Set<Character>?
      if index > 0, let after = following[characters[index - 1]] { options = after }
      if index + 1 < characters.count, let before = preceding[characters[index + 1]] {
        options = options.map { $0.intersection(before) } ?? before
      }
      for option in (options ?? []).sorted().prefix(80) where option != characters[index] {
        var repaired = characters
        repaired[index] = option
        if accepts(String(repaired)) { return String(repaired) }
      }
    }
    for index in characters.indices where SuggestionIndex.isHan(characters[index]) {
      var repaired = characters
      repaired.remove(at: index)
      if accepts(String(repaired)) { return String(repaired) }
    }
    return nil
  }

  static func isHan(_ character: Character) -> Bool {
    character.unicodeScalars.contains(where: NameKey.isHan)
  }

  /// The vocabulary word within a typo of `word` (one edit, two for words of eight letters or
  /// more), the first in alphabetical order among the closest.
  private func nearest(_ word: String) -> String? {
    guard word.count >= 3 else { return nil }
    let limit = word.count >= 8 ? 2 : 1
    var best: (String, Int)?
    for length in (word.count - limit)...(word.count + limit) {
      for candidate in byLength[length] ?? [] {
        guard let distance = NameMatcher.editDistance(word, candidate, limit: limit) else { continue }
        if best == nil || distance < best?.1 ?? Int.max { best = (candidate, distance) }
      }
    }
    return best?.0
  }

  /// Lower-case words without punctuation at their edges.
  static func words(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: \.isWhitespace).map {
      $0.trimmingCharacters(in: .punctuationCharacters.union(.symbols))
    }.filter { !$0.isEmpty }
  }
}
