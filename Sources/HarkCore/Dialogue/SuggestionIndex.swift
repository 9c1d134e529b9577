import Foundation
import HarkGrammar
import HarkSupport

/// The sentence the grammars accept that is closest to words nobody understood, for "Did you
/// mean: send a message to Glow?".
///
/// Built once per grammar set (a conversation keeps it): the vocabulary of every sentence the
/// grammars sample, each word's letters as a bit mask, and for Chinese which characters follow
/// and precede each character. A lookup repairs the input word by word —
/// a word the grammars never use is replaced by the vocabulary word within a typo of it, or else
/// dropped — and keeps the repair only when the grammars then read it completely. Chinese has no
/// spaces, so it is repaired one character at a time.
///
/// What a lookup costs: a binary search per word; for a word the grammars never use, one XOR and
/// population count per vocabulary word, and its length and an edit distance only for the few
/// whose letters are close enough (an edit changes at most two letters of the mask); then one or
/// two matcher calls (Chinese: one per character the samples allow at the slip, usually a handful).
/// Building it is dominated by sampling the grammars, once.
public final class SuggestionIndex {
  private let grammar: GrammarSet
  private let perIntent: Int
  /// Every word of the samples, in `String` order: a binary search answers whether a word is
  /// one (a `Set` of them cost more to build from the cache file than a line's lookups).
  private var words: [String] = []
  /// Each vocabulary word's letter mask, in the order of `words`; made on the first lookup of a
  /// word the grammars never use. (Bucketing every word by its length in characters first cost
  /// more than the rest of a start's line: most words are Chinese, and counting their
  /// characters is the slow part of `String`; a length is now counted only for the few words
  /// whose letters are close.)
  private var letterMasks: [UInt32]?
  /// What Chinese repairs need; made on the first line with Han characters, from the cache file's
  /// lines kept aside for it (`chineseLines`, their bytes, each line ending in a newline) or by sampling the
  /// grammars again.
  private var chineseTables: ChineseTables?
  private var chineseLines: [UInt8] = []
  /// The words of the names last asked about, kept while the names stay the same.
  private var nameWords: (names: [String], words: Set<String>)?

  /// For Chinese: which characters follow and precede each character in the samples, in order,
  /// every pair of Han characters some sample has side by side, and the languages whose samples
  /// are written in Han characters.
  struct ChineseTables {
    var following: [Character: [Character]] = [:]
    var preceding: [Character: [Character]] = [:]
    var pairs: Set<[Character]> = []
    var hanLanguages: Set<Language> = []
  }

  /// The vocabulary as a set (what tests compare).
  var vocabulary: Set<String> { Set(words) }

  /// An index of the sentences `grammar` accepts (at most `perIntent` sampled per intent and
  /// language). With `cacheDirectory`, the index is read from there when these grammars were
  /// indexed before (``SuggestionIndex/fileName(grammar:perIntent:)``), else built and kept there
  /// (unless `keeping` is false: `analyze` reads a kept index but writes none).
  public init(grammar: GrammarSet, perIntent: Int = 400, cacheDirectory: URL? = nil, keeping: Bool = true) {
    self.grammar = grammar
    self.perIntent = perIntent
    let file = cacheDirectory.flatMap { directory in
      SuggestionIndex.fileName(grammar: grammar, perIntent: perIntent).map {
        directory.appendingPathComponent($0)
      }
    }
    if let file, let data = CacheFile.contents(of: file), read(data) { return }
    build()
    if keeping, let file, let bytes = written() {
      CacheFile.write(bytes, to: file)
    }
  }

  /// The cache file of the index of `grammar`'s sentences: named by the grammar files'
  /// fingerprint, so edited grammars are indexed again; nil for grammars without one.
  static func fileName(grammar: GrammarSet, perIntent: Int) -> String? {
    grammar.fingerprint.isEmpty ? nil : "suggestions-v2-\(grammar.fingerprint)-\(perIntent).bin"
  }

  /// Samples the grammars: the vocabulary and the Chinese tables.
  private func build() {
    var vocabulary: Set<String> = []
    chineseTables = sample { vocabulary.insert($0) }
    words = vocabulary.sorted()
  }

  /// The Chinese tables from the grammars' samples; `word` is given every word of every sample.
  private func sample(word: (String) -> Void = { _ in }) -> ChineseTables {
    var tables = ChineseTables()
    var follows: [Character: Set<Character>] = [:]
    var precedes: [Character: Set<Character>] = [:]
    for language in grammar.languages {
      for intent in grammar.intents {
        for sample in grammar.samples(intent: intent, language: language, limit: perIntent) {
          for each in SuggestionIndex.words(sample) { word(each) }
          guard Script.containsHan(sample) else { continue }
          tables.hanLanguages.insert(language)
          let characters = Array(sample)
          for (a, b) in zip(characters, characters.dropFirst())
          where Script.isHan(a) && Script.isHan(b) {
            follows[a, default: []].insert(b)
            precedes[b, default: []].insert(a)
            tables.pairs.insert([a, b])
          }
        }
      }
    }
    tables.following = follows.mapValues { $0.sorted() }
    tables.preceding = precedes.mapValues { $0.sorted() }
    return tables
  }

  /// Whether the samples use `word` (compared as `String`s are, so as a `Set` would).
  private func isVocabulary(_ word: String) -> Bool {
    var low = 0
    var high = words.count
    while low < high {
      let middle = (low + high) / 2
      if words[middle] < word { low = middle + 1 } else { high = middle }
    }
    return low < words.count && words[low] == word
  }

  /// The letter mask of every vocabulary word, in the order of `words` (made once).
  private var masks: [UInt32] {
    if let letterMasks { return letterMasks }
    let masks = words.map { word in
      var mask: UInt32 = 0
      for scalar in word.unicodeScalars { mask |= SuggestionIndex.bit(scalar.value) }
      return mask
    }
    letterMasks = masks
    return masks
  }

  /// The Chinese tables: read from the cache file's lines on first use, or sampled again when
  /// those lines do not read (a file that passed its checksum yet does not parse, or is not
  /// UTF-8, is not trusted).
  private var chinese: ChineseTables {
    if let chineseTables { return chineseTables }
    let text = String(validating: chineseLines, as: UTF8.self)
    let lines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    let tables = lines.flatMap { SuggestionIndex.chineseTables(Array($0)) } ?? sample()
    chineseLines = []
    chineseTables = tables
    return tables
  }

  // MARK: - The cache file

  /// The file's first line. Lines of text follow, then the checksum of all of them, as every
  /// cache file ends (`SealedBytes`), so a file cut short or changed is rejected whole and the
  /// index built again.
  static let header = "hark suggestions v2"

  /// The index as the cache file's bytes, or nil when a word could not be written in it.
  private func written() -> [UInt8]? {
    let tables = chinese
    var lines = [SuggestionIndex.header]
    lines.append((["languages"] + tables.hanLanguages.map(\.rawValue).sorted()).joined(separator: "\t"))
    for word in words {
      guard !word.utf8.contains(0x09), !word.contains(where: \.isNewline) else { return nil }
      lines.append("w\t" + word)
    }
    for (tag, table) in [("f", tables.following), ("p", tables.preceding)] {
      for (character, next) in table.sorted(by: { $0.key < $1.key }) {
        lines.append("\(tag)\t\(character)\t\(String(next))")
      }
    }
    for pair in tables.pairs.map({ String($0) }).sorted() { lines.append("d\t" + pair) }
    return SealedBytes.sealed(Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  /// Takes the index from a cache file's bytes; false (and nothing taken) when it is not a whole
  /// file of this format. The words are taken now; the lines for Chinese are kept aside and read
  /// by the first line with Han characters (most starts meet none). Read on bytes: walking the
  /// file as a `String` cost more than the rest of a line nobody understands.
  private func read(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      guard let content = SealedBytes.unsealed(raw) else { return false }
      return read(content.bindMemory(to: UInt8.self))
    }
  }

  private func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let header = Array((SuggestionIndex.header + "\n").utf8)
    guard bytes.count >= header.count, bytes.starts(with: header), bytes.last == 0x0A else { return false }
    let bodyEnd = bytes.count
    // The body is checked as UTF-8 once; each word is then a copy of part of it, checked no
    // more (validating the 4,557 words one by one, most of them Chinese, was most of the read).
    guard
      let body = String(
        validating: UnsafeBufferPointer(rebasing: bytes[header.count..<bodyEnd]), as: UTF8.self)
    else { return false }
    let utf8 = body.utf8
    var words: [String] = []
    var other: [UInt8] = []
    var previous: Range<Int>?
    var lineStart = header.count
    while lineStart < bodyEnd {
      var lineEnd = lineStart
      while bytes[lineEnd] != 0x0A { lineEnd += 1 }
      defer { lineStart = lineEnd + 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
      // Most lines are words, written in order: taken as they come, no sorting. The order is
      // checked on their bytes: the writer sorts them as `String`s, the same order for text in
      // NFC, which the samples are; a file in any other order is not taken.
      if line.count >= 2, line[0] == 0x77, line[1] == 0x09 {
        let range = (lineStart + 2)..<lineEnd
        guard !bytes[range].contains(0x09),
          previous.map({ bytes[$0].lexicographicallyPrecedes(bytes[range]) }) ?? true
        else { return false }
        previous = range
        let from = utf8.index(utf8.startIndex, offsetBy: range.lowerBound - header.count)
        let to = utf8.index(from, offsetBy: range.count)
        words.append(String(body[from..<to]))
      } else {
        // Each line ends in a newline here, so an empty line stays a line.
        other.append(contentsOf: line)
        other.append(0x0A)
      }
    }
    self.words = words
    chineseLines = other
    return true
  }

  /// The Chinese tables from the cache file's lines other than words; nil when one does not read.
  static func chineseTables(_ lines: [Substring]) -> ChineseTables? {
    var tables = ChineseTables()
    for line in lines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      switch fields.first {
      case "languages": tables.hanLanguages = Set(fields.dropFirst().map { Language(String($0)) })
      case "f" where fields.count == 3 && fields[1].count == 1:
        tables.following[fields[1].first ?? " "] = Array(fields[2])
      case "p" where fields.count == 3 && fields[1].count == 1:
        tables.preceding[fields[1].first ?? " "] = Array(fields[2])
      case "d" where fields.count == 2 && fields[1].count == 2: tables.pairs.insert(Array(fields[1]))
      default: return nil
      }
    }
    return tables
  }

  /// The closest sentence to `input` that the grammars read completely as an intent in `adopted`,
  /// or nil. Names in `lists` (contacts, apps) need no repair; `accepts` may still turn a reading
  /// down (a date slot holding no date).
  public func suggestion(
    for input: String, lists: RuntimeLists, adopted: Set<SchemaID>,
    accepts: (Reading, String) -> Bool = { _, _ in true }
  ) -> String? {
    // In the lists' order by name: `values` is a dictionary made anew on each call, whose order
    // may differ from one to the next, and the words of the names are kept while they stay the same.
    let names = lists.values.sorted { $0.key < $1.key }.flatMap { $0.value.map(\.input) }
    // A repair of Chinese is read by the grammars written in Han characters only (when there is
    // one such language); partial readings are never suggested, so the matcher need not make them.
    var request = ReadingRequest(runtime: lists, limit: 4, allowPartial: false)
    if Script.containsHan(input), chinese.hanLanguages.count == 1 {
      request.language = chinese.hanLanguages.first
    }
    return suggest(for: input, names: names) { candidate in
      grammar.readings(for: candidate, request: request).contains {
        !$0.isPartial && adopted.contains($0.intent) && accepts($0, candidate)
      }
    }
  }

  /// A repaired sentence the grammars read completely, or nil. `names` are words that need no
  /// repair (contact and app names); `accepts` says whether the grammars read a sentence.
  func suggest(for input: String, names: [String], accepts: (String) -> Bool) -> String? {
    if Script.containsHan(input) { return suggestChinese(input, accepts: accepts) }
    let original = input.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !original.isEmpty else { return nil }
    var known: Set<String>?
    var repaired: [String] = []
    var unknown: [Int] = []
    var changed = false
    for word in original {
      let folded = SuggestionIndex.words(word).joined(separator: " ")
      if folded.isEmpty || isVocabulary(folded) {
        repaired.append(word)
        continue
      }
      if known == nil { known = words(of: names) }
      if known?.contains(folded) == true {
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

  /// The words of `names`, remembered for the next line (the names change rarely).
  private func words(of names: [String]) -> Set<String> {
    if let cached = nameWords, cached.names == names { return cached.words }
    let words = Set(names.flatMap { SuggestionIndex.words($0) })
    nameWords = (names, words)
    return words
  }

  /// The longest Chinese line repaired, in characters.
  static let longestRepairedLine = 40
  /// The most repaired sentences read for one Chinese line.
  static let repairBudget = 400

  /// Chinese has no spaces: repair one character at a time, trying the characters the samples
  /// put between its neighbours (撤会 → 撤回), then dropping it. The slip is where the input
  /// pairs characters the samples never pair, so those places are tried first, and a character
  /// the samples pair with both its neighbours is left alone: replacing it cannot mend a slip
  /// elsewhere.
  private func suggestChinese(_ input: String, accepts: (String) -> Bool) -> String? {
    let characters = Array(input)
    // A slip in a request is one character of a short line; each repair is a match of the whole
    // line, so a long line (pasted text) is not repaired, and the repairs tried are bounded.
    guard characters.count <= SuggestionIndex.longestRepairedLine else { return nil }
    var budget = SuggestionIndex.repairBudget
    func tries(_ sentence: String) -> Bool {
      budget -= 1
      return budget >= 0 && accepts(sentence)
    }
    var suspects: [(index: Int, unpaired: Int)] = []
    for index in characters.indices where Script.isHan(characters[index]) {
      var paired = 0
      var unpaired = 0
      if index > 0, Script.isHan(characters[index - 1]) {
        if follows(characters[index - 1], characters[index]) { paired += 1 } else { unpaired += 1 }
      }
      if index + 1 < characters.count, Script.isHan(characters[index + 1]) {
        if follows(characters[index], characters[index + 1]) { paired += 1 } else { unpaired += 1 }
      }
      if paired < 2 { suspects.append((index, unpaired)) }
    }
    suspects.sort { $0.unpaired != $1.unpaired ? $0.unpaired > $1.unpaired : $0.index < $1.index }
    let tables = chinese
    for index in suspects.map(\.index) {
      let after = index > 0 ? tables.following[characters[index - 1]] : nil
      let before = index + 1 < characters.count ? tables.preceding[characters[index + 1]] : nil
      var options: [Character]
      switch (after, before) {
      case (let after?, let before?):
        let allowed = Set(before)
        options = after.filter { allowed.contains($0) }
      case (let after?, nil): options = after
      case (nil, let before?): options = before
      case (nil, nil): options = []
      }
      for option in options.prefix(80) where option != characters[index] {
        var repaired = characters
        repaired[index] = option
        if tries(String(repaired)) { return String(repaired) }
      }
    }
    for index in suspects.map(\.index) {
      var repaired = characters
      repaired.remove(at: index)
      if tries(String(repaired)) { return String(repaired) }
    }
    return nil
  }

  /// Whether some sample has `b` right after `a`.
  private func follows(_ a: Character, _ b: Character) -> Bool {
    chinese.pairs.contains([a, b])
  }

  /// The vocabulary word within a typo of `word` (one edit, two for words of eight letters or
  /// more), the first in alphabetical order among the closest of the shortest length.
  func nearest(_ word: String) -> String? {
    let length = word.count
    guard length >= 3 else { return nil }
    let limit = length >= 8 ? 2 : 1
    let scalars = word.unicodeScalars.map(\.value)
    let mask = SuggestionIndex.mask(scalars)
    let masks = self.masks
    // The closest, then the shortest, then the first in `words` (alphabetical) order.
    var best: (index: Int, distance: Int, length: Int)?
    for index in words.indices where (masks[index] ^ mask).nonzeroBitCount <= 2 * limit {
      let candidate = words[index]
      let candidateLength = candidate.count
      guard abs(candidateLength - length) <= limit,
        let distance = NameMatcher.editDistance(scalars, candidate.unicodeScalars.map(\.value), limit: limit)
      else { continue }
      if let found = best, (found.distance, found.length) <= (distance, candidateLength) { continue }
      best = (index, distance, candidateLength)
    }
    return best.map { words[$0.index] }
  }

  /// Which letters a word has: a–z one bit each, other scalars folded into the six bits left.
  /// An edit adds or removes at most two letters, so words whose masks differ in more than twice
  /// the allowed edits cannot be within them (folding only hides differences, never adds one).
  private static func mask(_ scalars: [UInt32]) -> UInt32 {
    scalars.reduce(0) { $0 | bit($1) }
  }

  /// The bit of one scalar in a letter mask.
  private static func bit(_ value: UInt32) -> UInt32 {
    1 << ((97...122).contains(value) ? value - 97 : 26 + value % 6)
  }

  /// Lower-case words without punctuation or symbols at their edges.
  static func words(_ text: String) -> [String] {
    if let ascii = asciiWords(text) { return ascii }
    return text.lowercased().split(whereSeparator: \.isWhitespace).compactMap { word in
      let scalars = word.unicodeScalars
      guard let first = scalars.firstIndex(where: { !isEdge($0) }),
        let last = scalars.lastIndex(where: { !isEdge($0) })
      else { return nil }
      return String(scalars[first...last])
    }
  }

  /// `words` for ASCII text (nearly every sample), on bytes: there every printable character but a
  /// letter or digit is punctuation or a symbol. Nil for other text.
  private static func asciiWords(_ text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      var result: [String] = []
      var start = 0
      func flush(_ end: Int) {
        var first = start
        var last = end
        while first < last, isASCIIEdge(bytes[first]) { first += 1 }
        while last > first, isASCIIEdge(bytes[last - 1]) { last -= 1 }
        if first < last {
          let lowered = bytes[first..<last].map { (65...90).contains($0) ? $0 + 32 : $0 }
          result.append(String(decoding: lowered, as: UTF8.self))
        }
      }
      for (index, byte) in bytes.enumerated() {
        guard byte < 128 else { return nil }
        if byte == 32 || (9...13).contains(byte) {
          flush(index)
          start = index + 1
        }
      }
      flush(bytes.count)
      return result
    }
  }

  private static func isASCIIEdge(_ byte: UInt8) -> Bool {
    (33...47).contains(byte) || (58...64).contains(byte) || (91...96).contains(byte)
      || (123...126).contains(byte)
  }

  /// Punctuation and symbols (the general categories P and S), as Foundation's
  /// `punctuationCharacters` and `symbols` sets have them, without building those sets per word.
  private static func isEdge(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
