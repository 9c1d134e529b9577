import HarkGrammar

/// Email addresses said in words, as people type what they would say aloud: "dana at example dot
/// com" is dana@example.com, "john dot smith at mail dot co dot uk" john.smith@mail.co.uk. A line is
/// read with its addresses written as addresses, so the address is one word a person's slot takes
/// whole, not a name followed by "at example dot com" in the message.
///
/// The words for each character are the lexicon's ``LexiconKey/addressSymbols``. An "at" joins
/// only a word of an address's letters before it to a domain after it that has a dot and ends in
/// letters ("meet Dana at noon" and "lunch at Joe's" are left as they are).
public enum SpokenAddress {
  /// `line` with every address said in words written as an address; `line` itself when it has none.
  public static func joined(_ line: String, lexicon: Lexicon) -> String {
    // Every address has its "@", typed or said as a word between two others: a line with
    // neither is left at once, without reading its words.
    guard let at = lexicon.rows(.addressSymbols).first(where: { $0.word == "@" }) else { return line }
    let lower = line.lowercased()
    guard lower.contains("@") || at.values.contains(where: { lower.contains(" \($0) ") }) else { return line }
    var words = line.split(separator: " ").map { Word(String($0), lexicon: lexicon) }
    var changed = false
    var index = 0
    while index < words.count {
      if let joined = join(at: index, in: words) {
        words.replaceSubrange(joined.range, with: [joined.word])
        index = joined.range.lowerBound + 1
        changed = true
      } else {
        index += 1
      }
    }
    return changed ? words.map(\.text).joined(separator: " ") : line
  }

  /// Whether `text` is one email address: letters, digits and `._+-` on both sides of one "@", and
  /// a domain with a dot that ends in letters.
  public static func isAddress(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, isLabel(parts[0]), isLabel(parts[1]) else { return false }
    return endsAsDomain(parts[1])
  }

  /// One word of the line: what it says (lower case, with the punctuation after it apart) and the
  /// character it stands for in an address, if it is one of those words.
  private struct Word {
    var text: String
    var core: Substring
    var trailing: Substring
    var symbol: String?

    init(_ text: String, lexicon: Lexicon) {
      self.text = text
      let lower = text.lowercased()
      let end = lower.lastIndex { !",;:!?".contains($0) }.map { lower.index(after: $0) } ?? lower.startIndex
      core = lower[..<end]
      trailing = lower[end...]
      symbol = lexicon.owner(of: String(core), in: .addressSymbols)
    }
  }

  /// The address said from `index` (its "at", or a word with an "@" already in it) and the words it
  /// takes up, or nil when no address is said there.
  private static func join(at index: Int, in words: [Word]) -> (range: Range<Int>, word: Word)? {
    let word = words[index]
    var start = index
    var local: String
    var domain: String
    var next: Int
    if word.symbol == "@" {
      guard index > 0, index + 1 < words.count, words[index - 1].trailing.isEmpty,
        isLabel(words[index - 1].core), isLabel(words[index + 1].core)
      else { return nil }
      start = index - 1
      local = String(words[start].core)
      // Back over "john dot smith": a word, a joining word, a word.
      while start >= 2, let symbol = words[start - 1].symbol, symbol != "@",
        words[start - 2].trailing.isEmpty,
        isLabel(words[start - 2].core)
      {
        local = String(words[start - 2].core) + symbol + local
        start -= 2
      }
      domain = String(words[index + 1].core)
      next = index + 2
    } else if let at = word.core.firstIndex(of: "@"), word.trailing.isEmpty {
      // Typed in part, said in part: "jj@yahoo dot com".
      local = String(word.core[..<at])
      domain = String(word.core[word.core.index(after: at)...])
      next = index + 1
      guard isLabel(Substring(local)), isLabel(Substring(domain)) else { return nil }
    } else {
      return nil
    }
    var end = next - 1
    // On over "gmail dot com": a joining word, then a word; punctuation after a word ends it.
    while words[end].trailing.isEmpty, next + 1 < words.count, let symbol = words[next].symbol,
      symbol == "." || symbol == "-", words[next].trailing.isEmpty, isLabel(words[next + 1].core)
    {
      domain += symbol + words[next + 1].core
      end = next + 1
      next += 2
    }
    guard endsAsDomain(Substring(domain)), end > index || word.symbol == "@" else { return nil }
    let address = local + "@" + domain
    var joined = words[end]
    joined.text = address + words[end].trailing
    joined.core = Substring(address)
    joined.symbol = nil
    return (start..<(end + 1), joined)
  }

  /// Whether `text` can be part of an address: ASCII letters and digits, and `._+-` between them.
  private static func isLabel(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      isAlphanumeric(first), isAlphanumeric(last)
    else { return false }
    return text.unicodeScalars.allSatisfy { isAlphanumeric($0) || "._+-".unicodeScalars.contains($0) }
  }

  /// Whether a domain has a dot and ends in two letters or more ("example.com", not "noon").
  private static func endsAsDomain(_ domain: Substring) -> Bool {
    guard let dot = domain.lastIndex(of: ".") else { return false }
    let top = domain[domain.index(after: dot)...]
    return top.count >= 2 && top.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
  }
}
