import HarkGrammar

/// How sure the shell is that a reading is what the person meant, from the reading's rank.
///
/// A reading is trusted for how much of the sentence the grammar pinned down: template words
/// matched literally and slot words matched from a list (or left unmatched, to be resolved by
/// name) count fully; free-text (wildcard) words count little. With `p` pinned characters and
/// `w` wildcard characters:
///
///     confidence = min(1, 0.45 + 0.05 p) × (w > 0 ? 0.85 + 0.15 p ÷ (p + w) : 1)
///
/// so "text Flare hello" scores about 0.85 and "unsend the last message" 1 (a Chinese character
/// counts as three letters, so 发消息 is as sure as "send a message"). A partial reading is
/// worth no more than its unmatched words' resolution score allows: the dialogue multiplies
/// this by the least score of the slots it resolved. Free text held only by fewer than 15
/// letters of template and no name or list value is capped at 0.65. Acting with side effects
/// needs ``act``. A reading of the learned stage is as sure as the model's probability for its
/// intent (and never acts with side effects unconfirmed, whatever it is: see `decide`).
enum ReadingConfidence {
  /// The least confidence at which an intent with side effects runs without asking.
  static let act = 0.7
  /// The least confidence at which a new command interrupts a question that is not asking for
  /// free text: the same as acting, since the answer was no value of the asked type anyway.
  static let switchRequest = act

  static func confidence(_ reading: Reading) -> Double {
    if reading.stage == .model { return reading.scores.first?.probability ?? 0 }
    var slotCharacters = 0
    for slot in reading.slots.values where !slot.isWildcard && !slot.isUnmatched && slot.range != nil {
      slotCharacters += slot.text.count
    }
    // A Chinese character carries about as much as three Latin letters.
    let weight = reading.language.writesWithoutSpaces ? 3.0 : 1.0
    let pinned =
      weight * Double(reading.rank.literalCharacters + slotCharacters + reading.rank.unmatchedCharacters)
    let wild = weight * Double(reading.rank.wildcardCharacters)
    var confidence = min(1, 0.45 + 0.05 * pinned)
    if wild > 0 { confidence *= 0.85 + 0.15 * pinned / (pinned + wild) }
    // Free text held by a few template words and no name or list value ("schedule {title}") is
    // too easily something else said in passing: never sure enough to act on alone.
    let anchored = reading.slots.values.contains { !$0.isWildcard && $0.range != nil }
    if wild > 0, !anchored, weight * Double(reading.rank.literalCharacters) < 15 {
      confidence = min(confidence, 0.65)
    }
    return confidence
  }

  /// `text.trimmingCharacters(in: .punctuationCharacters)`, by bytes for ASCII (every reading
  /// of every line asks, and Foundation's set costs more than the rest of the check).
  static func trimmingPunctuation(_ text: String) -> String { text.trimmingPunctuation() }

  /// The ASCII characters of Unicode's punctuation categories (`CharacterSet.punctuationCharacters`).
  static let asciiPunctuation = ASCIIEdges.punctuation

  /// Whether a partial reading's unmatched words could be a name at all, by every language's
  /// words: none a name never is (``LexiconKey/neverNames``) or starts with, no word that begins
  /// a topic ("email Mary about the tickets" names Mary, and the tickets are the topic), found
  /// anywhere in a language written without spaces.
  static func plausible(_ reading: Reading, lexicon: Lexicon = LexiconSet.standard.all) -> Bool {
    for slot in reading.slots.values where slot.isUnmatched {
      let folded = trimmingPunctuation(NameMatcher.fold(slot.text))
      if lexicon.contains(folded, in: .neverNames) { return false }
      // ASCII text split on its bytes: a space is a character of its own there, and splitting by
      // characters was most of this check's cost on a send.
      let words =
        folded.utf8.allSatisfy({ $0 < 0x80 })
        ? folded.utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
        : folded.split(separator: " ").map(String.init)
      if words.count > 4 { return false }
      if let first = words.first, lexicon.contains(first, in: .notNameStarts),
        Relationship(words: folded, lexicon: lexicon) == nil
      {
        return false
      }
      if words.contains(where: { lexicon.contains($0, in: .neverNames) }) { return false }
      if words.contains(where: { lexicon.contains($0, in: .topicWords) }) { return false }
      if reading.language.writesWithoutSpaces,
        lexicon.words(.topicMarkers).contains(where: { folded.contains($0) })
      {
        return false
      }
    }
    return true
  }
}
