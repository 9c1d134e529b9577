import Foundation
import HarkGrammar

/// Finds the names close to some words among many, without comparing against every name.
///
/// Built once over a list of names (each belonging to an item, which may have several names),
/// it gathers candidates from exact, word, prefix, Han-character and trigram postings, then
/// scores only those with ``NameMatcher``. Lookups stay well under a millisecond for 100,000
/// names (see `Benchmarks/resolution`).
public struct NameIndex: Sendable {
  /// A scored item: the index of the item the names were given for, and its best score.
  public struct Match: Sendable, Hashable {
    public let item: Int
    public let score: Double
  }

  private let keys: [NameKey]
  private let owners: [Int32]
  private let exact: [[UInt32]: [Int32]]
  private let wordPostings: [String: [Int32]]
  /// The most different words one name has.
  private let mostWords: Int
  /// Whether every compact name and word is ASCII (see ``scansForVariants(_:)``).
  private let namesAreASCII: Bool
  /// The postings only a name said with a slip needs (Han characters, prefixes, trigrams): made
  /// by the first such lookup. Most lookups name someone exactly or by whole words and are
  /// answered by `exact` and `wordPostings` alone, so a start that resolves "Flare" among a
  /// thousand contacts does not pay for the rest.
  private let fuzzy: FuzzyPostings

  /// How many trigram candidates are scored in full.
  static let trigramCandidates = 200

  /// Indexes `names`: each element is an item's names (title first, then synonyms).
  public init(items: [[String]]) {
    self.init(keyed: items.map { $0.map(NameKey.init) })
  }

  /// Indexes names already prepared as keys.
  public init(keyed items: [[NameKey]]) {
    var keys: [NameKey] = []
    var owners: [Int32] = []
    var exact: [[UInt32]: [Int32]] = [:]
    var wordPostings: [String: [Int32]] = [:]
    // Grown once, not by doubling: rehashing every name's key again and again was a third of
    // indexing a thousand contacts.
    let count = items.reduce(0) { $0 + $1.count }
    keys.reserveCapacity(count)
    owners.reserveCapacity(count)
    exact.reserveCapacity(count)
    wordPostings.reserveCapacity(count * 2)
    var mostWords = 0
    for (item, names) in items.enumerated() {
      for key in names {
        let entry = Int32(keys.count)
        keys.append(key)
        owners.append(Int32(item))
        exact[key.compact, default: []].append(entry)
        let words = NameIndex.distinct(key.words)
        mostWords = max(mostWords, words.count)
        for word in words { wordPostings[word, default: []].append(entry) }
      }
    }
    self.keys = keys
    self.owners = owners
    self.exact = exact
    self.wordPostings = wordPostings
    self.mostWords = mostWords
    self.namesAreASCII =
      exact.keys.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
      && wordPostings.keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
    self.fuzzy = FuzzyPostings()
  }

  /// Postings by Han character, by trigram, and every word and compact name in order.
  struct Fuzzy {
    var hanPostings: [UInt32: [Int32]] = [:]
    var trigrams: [UInt64: [Int32]] = [:]
    var sortedWords: [(String, Int32)] = []

    init(_ keys: [NameKey]) {
      for (index, key) in keys.enumerated() {
        let entry = Int32(index)
        for word in NameIndex.distinct(key.words) { sortedWords.append((word, entry)) }
        sortedWords.append((key.compactText, entry))
        if key.hasHan {
          for scalar in Set(key.folded.unicodeScalars) where Script.isHan(scalar) {
            hanPostings[scalar.value, default: []].append(entry)
          }
        }
        for gram in Set(NameIndex.trigrams(of: key.compact)) { trigrams[gram, default: []].append(entry) }
      }
      sortedWords.sort { $0.0 < $1.0 }
    }
  }

  /// The fuzzy postings, made once under a lock (an index is shared as a value).
  final class FuzzyPostings: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Fuzzy?

    func get(_ keys: [NameKey]) -> Fuzzy {
      lock.lock()
      defer { lock.unlock() }
      if let made { return made }
      let fuzzy = Fuzzy(keys)
      made = fuzzy
      return fuzzy
    }
  }

  /// The number of names indexed.
  public var count: Int { keys.count }

  /// The items one of whose names, folded (``NameMatcher/fold(_:)``), contains `folded`, each
  /// once, in index order; none for empty text.
  public func items(whoseNamesContain folded: String) -> [Int] {
    guard !folded.isEmpty else { return [] }
    var found: [Int] = []
    var needle = folded
    let ascii = needle.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
    let han = !ascii && Script.containsHan(needle)
    // An item's names are indexed one after another, so its entries are neighbours.
    for (entry, key) in keys.enumerated()
    where NameIndex.contains(key.folded, needle, asciiNeedle: ascii, hanNeedle: han) {
      let item = Int(owners[entry])
      if found.last != item { found.append(item) }
    }
    return found
  }

  /// Whether `name` contains `needle`, as Foundation's `contains` says. Both in ASCII, that is
  /// whether the name's bytes hold the needle's (Foundation's search cost 5,000 instructions a
  /// name, and a word search reads a thousand names); a needle with a Han character (`hanNeedle`)
  /// is in no ASCII name, since no Han character is, or is canonically equivalent to, anything
  /// ASCII (a Chinese message's words are looked for among every file and contact name at each
  /// send); other text is compared Foundation's way, by characters and their canonical
  /// equivalents.
  static func contains(_ name: String, _ needle: String, asciiNeedle: Bool, hanNeedle: Bool = false) -> Bool {
    guard asciiNeedle else {
      if hanNeedle, name.utf8.allSatisfy({ $0 < 0x80 }) { return false }
      return name.contains(needle)
    }
    var name = name
    var needle = needle
    let answer = name.withUTF8 { haystack -> Bool? in
      guard haystack.allSatisfy({ $0 < 0x80 }) else { return nil }
      return needle.withUTF8 { wanted in
        guard let first = wanted.first, wanted.count <= haystack.count else { return false }
        // Names are a few words: a scan for the first byte, then a comparison, is enough.
        for start in 0...(haystack.count - wanted.count) where haystack[start] == first {
          var index = 1
          while index < wanted.count, haystack[start + index] == wanted[index] { index += 1 }
          if index == wanted.count { return true }
        }
        return false
      }
    }
    return answer ?? name.contains(needle)
  }

  /// Items whose names `words` match at or above ``NameMatcher/threshold``, best first, at most
  /// `limit`.
  public func matches(_ words: String, limit: Int = 20) -> [Match] {
    matches(NameKey(words), limit: limit)
  }

  /// Items matching a prepared query.
  public func matches(_ query: NameKey, limit: Int = 20) -> [Match] {
    guard !query.folded.isEmpty else { return [] }
    // Stages, best first: a later stage can only find lower scores (a whole name is 1, every
    // word 0.9, anything else less), so the first stage that finds something answers.
    if !query.compact.isEmpty, let whole = exact[query.compact] {
      return scored(whole, query, limit: limit)
    }
    if let everyWord = entriesWithEveryWord(query.words), !everyWord.isEmpty {
      return scored(everyWord, query, limit: limit)
    }
    var candidates = Set<Int32>()
    let fuzzy = self.fuzzy.get(keys)
    if query.hasHan {
      let hans = query.folded.unicodeScalars.filter(Script.isHan)
      var shared: Set<Int32>?
      for scalar in hans {
        let posting = Set(fuzzy.hanPostings[scalar.value] ?? [])
        shared = shared.map { $0.intersection(posting) } ?? posting
      }
      candidates.formUnion((shared ?? []).prefix(500))
    }
    // The start of a name ("Bub"), or of one of its words when one word was said.
    if query.compact.count >= 3 {
      candidates.formUnion(prefixed(by: query.compactText, in: fuzzy.sortedWords, cap: 100))
      if query.words.count == 1 {
        candidates.formUnion(prefixed(by: query.words[0], in: fuzzy.sortedWords, cap: 100))
      }
    }
    // A slip in one word of several: the names having all the other words, when few. Only leaving
    // out a word said once can find anything (the names having every word were looked for above),
    // with two unknown words no name has all the others, and no name has more words than the
    // longest: so this stays linear in the words.
    let distinct = NameIndex.distinct(query.words)
    if query.words.count >= 2, distinct.count - 1 <= mostWords {
      var said: [String: Int] = [:]
      for word in query.words { said[word, default: 0] += 1 }
      let unknown = distinct.filter { wordPostings[$0] == nil }
      let slips = unknown.count > 1 ? [] : (unknown.isEmpty ? distinct : unknown).filter { said[$0] == 1 }
      for skipped in slips {
        let others = distinct.filter { $0 != skipped }
        if let rest = entriesWithEveryWord(others, cap: 301), rest.count <= 300 { candidates.formUnion(rest) }
      }
    }
    candidates.formUnion(trigramCandidates(query.compact, fuzzy.trigrams))
    // Short names share too few trigrams with their typos: look up every one-edit variant.
    if (4...10).contains(query.compact.count) {
      candidates.formUnion(oneEditCandidates(query, scanning: scansForVariants(query)))
    }
    return scored(Array(candidates), query, limit: limit)
  }

  /// The entries whose compact name, or (for a query of one word) one of whose words, is one
  /// edit away from the query's: by looking up every variant, or by checking every name.
  func oneEditCandidates(_ query: NameKey, scanning: Bool) -> [Int32] {
    var found: [Int32] = []
    let oneWord = query.words.count == 1
    guard scanning else {
      for variant in NameIndex.oneEditVariants(query.compact) {
        found += exact[variant] ?? []
        if oneWord { found += (wordPostings[NameIndex.text(variant)] ?? []).prefix(100) }
      }
      return found
    }
    for (compact, entries) in exact where NameIndex.isOneEditVariant(compact, of: query.compact) {
      found += entries
    }
    if oneWord {
      for (word, entries) in wordPostings
      where NameIndex.isOneEditVariant(word.unicodeScalars.map(\.value), of: query.compact) {
        found += entries.prefix(100)
      }
    }
    return found
  }

  /// Whether checking every name costs less than looking up the query's variants (about 54 a
  /// letter, each an array made and hashed): a few dozen files or contacts are checked, a hundred
  /// thousand names looked up. Only for ASCII, where equal strings are equal scalars: the lookup
  /// compares words as strings.
  private func scansForVariants(_ query: NameKey) -> Bool {
    guard namesAreASCII, query.compact.allSatisfy({ $0 < 0x80 }) else { return false }
    let variants = query.compact.count * 54 + 26
    let checks = exact.count + (query.words.count == 1 ? wordPostings.count : 0)
    return checks <= variants * 4
  }

  /// Whether `name` is one of ``oneEditVariants(_:)`` of `word`: one element deleted, two
  /// neighbours swapped, one replaced by a letter a–z, or a letter a–z inserted.
  static func isOneEditVariant(_ name: [UInt32], of word: [UInt32]) -> Bool {
    let letters = UInt32(97)...UInt32(122)
    var first = 0
    let shorter = min(name.count, word.count)
    while first < shorter, name[first] == word[first] { first += 1 }
    switch name.count - word.count {
    case -1:
      // Deleting `word[first]` (or any equal neighbour of it) leaves the rest to match.
      return name[first...].elementsEqual(word[(first + 1)...])
    case 1:
      // The inserted element is the same wherever in a run it went: the first that differs.
      return letters.contains(name[first]) && name[(first + 1)...].elementsEqual(word[first...])
    case 0:
      // The word itself, when swapping two equal neighbours gives it back.
      guard first < word.count else { return zip(word, word.dropFirst()).contains { $0 == $1 } }
      if name[(first + 1)...].elementsEqual(word[(first + 1)...]) { return letters.contains(name[first]) }
      return first + 1 < word.count && name[first] == word[first + 1] && name[first + 1] == word[first]
        && name[(first + 2)...].elementsEqual(word[(first + 2)...])
    default:
      return false
    }
  }

  /// The names having every one of `words` (at most 500), or nil for no words.
  private func entriesWithEveryWord(_ words: [String], cap: Int = 500) -> [Int32]? {
    guard !words.isEmpty else { return nil }
    // A word said twice asks nothing more of a name; postings are in entry order, so the result is too.
    let postings = NameIndex.distinct(words).map { wordPostings[$0] ?? [] }.sorted { $0.count < $1.count }
    guard let smallest = postings.first, !smallest.isEmpty else { return [] }
    if postings.count == 1 { return Array(smallest.prefix(cap)) }
    let others = postings.dropFirst().map(Set.init)
    return Array(smallest.lazy.filter { entry in others.allSatisfy { $0.contains(entry) } }.prefix(cap))
  }

  /// Candidates scored in full, grouped by item, best first.
  private func scored(_ candidates: [Int32], _ query: NameKey, limit: Int) -> [Match] {
    let matcher = NameMatcher()
    var best: [Int: Double] = [:]
    for entry in candidates {
      let score = matcher.score(query, keys[Int(entry)])
      guard score >= NameMatcher.threshold else { continue }
      let item = Int(owners[Int(entry)])
      if score > best[item, default: 0] { best[item] = score }
    }
    let sorted = best.map { Match(item: $0.key, score: $0.value) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.item < $1.item }
    return Array(sorted.prefix(limit))
  }

  /// `words` without repeats, in first-said order.
  private static func distinct(_ words: [String]) -> [String] {
    // A name has a few words: comparing them beats hashing each into a set (a thousand
    // contacts are indexed at a start).
    guard words.count > 8 else {
      var kept: [String] = []
      kept.reserveCapacity(words.count)
      for word in words where !kept.contains(word) { kept.append(word) }
      return kept
    }
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }

  private func prefixed(by prefix: String, in sortedWords: [(String, Int32)], cap: Int) -> [Int32] {
    var low = 0
    var high = sortedWords.count
    while low < high {
      let middle = (low + high) / 2
      if sortedWords[middle].0 < prefix { low = middle + 1 } else { high = middle }
    }
    var result: [Int32] = []
    var index = low
    while index < sortedWords.count, result.count < cap, sortedWords[index].0.hasPrefix(prefix) {
      result.append(sortedWords[index].1)
      index += 1
    }
    return result
  }

  private func trigramCandidates(_ compact: [UInt32], _ trigrams: [UInt64: [Int32]]) -> [Int32] {
    guard compact.count >= 3 else { return [] }
    let grams = Set(NameIndex.trigrams(of: compact))
    var counts = [UInt8](repeating: 0, count: keys.count)
    var touched: [Int32] = []
    // With many grams, the commonest say little and cost most: leave them out.
    let common = grams.count >= 8 ? max(1_000, keys.count / 5) : Int.max
    for gram in grams {
      guard let posting = trigrams[gram], posting.count <= common else { continue }
      for entry in posting {
        if counts[Int(entry)] == 0 { touched.append(entry) }
        counts[Int(entry)] &+= 1
      }
    }
    // Dice coefficient: shared grams over the grams of both, so similar lengths rank first.
    let queryGrams = Double(grams.count)
    var ranked: [(entry: Int32, dice: Double)] = []
    for entry in touched {
      let nameGrams = Double(keys[Int(entry)].compact.count)
      let dice = 2 * Double(counts[Int(entry)]) / (queryGrams + nameGrams)
      if dice >= 0.3 { ranked.append((entry, dice)) }
    }
    ranked.sort { $0.dice != $1.dice ? $0.dice > $1.dice : $0.entry < $1.entry }
    return ranked.prefix(NameIndex.trigramCandidates).map(\.entry)
  }

  /// Every string one deletion, transposition, substitution or insertion (of a–z) away.
  static func oneEditVariants(_ word: [UInt32]) -> [[UInt32]] {
    let letters = Array(UInt32(97)...UInt32(122))
    var variants: [[UInt32]] = []
    variants.reserveCapacity(word.count * 54 + 26)
    for i in word.indices {
      var deleted = word
      deleted.remove(at: i)
      variants.append(deleted)
      if i + 1 < word.count {
        var swapped = word
        swapped.swapAt(i, i + 1)
        variants.append(swapped)
      }
      for letter in letters where letter != word[i] {
        var substituted = word
        substituted[i] = letter
        variants.append(substituted)
      }
    }
    for i in 0...word.count {
      for letter in letters {
        var inserted = word
        inserted.insert(letter, at: i)
        variants.append(inserted)
      }
    }
    return variants
  }

  static func text(_ scalars: [UInt32]) -> String {
    String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
  }

  /// The padded trigrams of a compact name, as 63-bit keys.
  static func trigrams(of compact: [UInt32]) -> [UInt64] {
    guard !compact.isEmpty else { return [] }
    let padded: [UInt64] = [0] + compact.map(UInt64.init) + [0]
    guard padded.count >= 3 else { return [] }
    return (0..<(padded.count - 2)).map { i in
      (padded[i] & 0x1F_FFFF) << 42 | (padded[i + 1] & 0x1F_FFFF) << 21 | (padded[i + 2] & 0x1F_FFFF)
    }
  }
}
