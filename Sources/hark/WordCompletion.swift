// What Tab does, decided without a terminal so that it can be tested: given the text before
// the cursor and the completer's candidates, replace the word being typed, or list the choices.

/// The decision one press of Tab makes.
enum WordCompletion: Equatable {
  /// Nothing to do (no candidates, or several with nothing in common yet): ring the bell.
  case beep
  /// Delete `deleting` characters (Unicode scalars) before the cursor and insert `text`.
  case replace(deleting: Int, with: String)
  /// Show the candidates and redisplay the line.
  case list([String])

  /// Decides what Tab does.
  /// - Parameters:
  ///   - lineBeforeCursor: the text on the line before the cursor.
  ///   - candidates: full words the word being typed may become (case-insensitive prefix match).
  ///   - repeated: whether this Tab follows one that could not complete further (bash lists the
  ///     candidates on the second Tab).
  static func decide(lineBeforeCursor: String, candidates: [String], repeated: Bool) -> WordCompletion {
    var unique: [String] = []
    for candidate in candidates where !candidate.isEmpty && !unique.contains(candidate) {
      unique.append(candidate)
    }
    guard let first = unique.first else { return .beep }
    let typed = typedPart(of: lineBeforeCursor, completingTo: unique)
    let deleting = typed.unicodeScalars.count
    if unique.count == 1 {
      return .replace(deleting: deleting, with: first + " ")
    }
    let prefix = commonPrefix(unique)
    if prefix.count > typed.count, startsCaseInsensitive(prefix, with: typed) {
      return .replace(deleting: deleting, with: prefix)
    }
    return repeated ? .list(unique) : .beep
  }

  /// The end of the word before the cursor that the candidates continue: the longest suffix of
  /// the last whitespace-separated word that begins every candidate (text without spaces, such
  /// as Chinese, may carry other words before it). The whole word when none does.
  static func typedPart(of lineBeforeCursor: String, completingTo candidates: [String]) -> String {
    let word = Substring(
      lineBeforeCursor.split(omittingEmptySubsequences: false, whereSeparator: \.isWhitespace).last ?? "")
    var start = word.startIndex
    while start < word.endIndex {
      let suffix = String(word[start...])
      if candidates.allSatisfy({ startsCaseInsensitive($0, with: suffix) }) { return suffix }
      start = word.index(after: start)
    }
    return String(word)
  }

  /// The longest case-insensitive common prefix, spelled as in the first candidate.
  static func commonPrefix(_ candidates: [String]) -> String {
    guard let first = candidates.first else { return "" }
    var length = first.count
    for candidate in candidates.dropFirst() {
      var shared = 0
      for (a, b) in zip(first, candidate) where shared < length {
        guard a.lowercased() == b.lowercased() else { break }
        shared += 1
      }
      length = min(length, shared)
    }
    return String(first.prefix(length))
  }

  static func startsCaseInsensitive(_ text: String, with prefix: String) -> Bool {
    text.lowercased().hasPrefix(prefix.lowercased())
  }
}
