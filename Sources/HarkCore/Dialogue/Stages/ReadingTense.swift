import HarkGrammar

/// Whether a line asks about what has happened: "what did i have on monday" is last Monday's
/// calendar, "did dana email me on friday" last Friday's mail. A word of the lexicon's
/// `past_tense_words` outside the reading's slots says so, unless a word of `past_tense_breakers`
/// follows it ("i was wondering what's on monday" asks about next Monday). Only a request that
/// changes nothing looks back: a new event or a message is never in the past.
///
/// Part of reading choice (``ReadingChooser``): the mark travels with the reading into the
/// request (``Invocation/looksBack``), where the resolver reads its dates by it.
enum ReadingTense {
  /// The reading's metadata key, and its value when the line looks back.
  static let key = "tense"
  static let past = "past"

  /// `reading`, marked as looking back when `input` says so.
  static func marked(_ reading: Reading, _ input: String, lexicon: Lexicon) -> Reading {
    guard SchemaCatalog.intent(reading.intent)?.sideEffects == SideEffects.none else {
      return reading
    }
    let pastWords = Set(lexicon.words(.pastTenseWords))
    guard !pastWords.isEmpty else { return reading }
    let breakers = Set(lexicon.words(.pastTenseBreakers))
    let inSlots = Set(reading.slots.values.flatMap { words(of: $0.text) })
    let said = words(of: input)
    let looksBack = said.indices.contains { index in
      pastWords.contains(said[index]) && !inSlots.contains(said[index])
        && !(index + 1 < said.count && breakers.contains(said[index + 1]))
    }
    guard looksBack else { return reading }
    var marked = reading
    marked.metadata[key] = past
    return marked
  }

  /// Whether `reading` was marked as looking back.
  static func looksBack(_ reading: Reading) -> Bool { reading.metadata[key] == past }

  /// The words of `text`, lower-cased, apostrophes kept ("didn't").
  private static func words(of text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0 == "'" || $0 == "’") }
      .map { $0.replacingOccurrences(of: "’", with: "'") }
  }
}
