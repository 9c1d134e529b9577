import HarkGrammar

/// The half of the day what a line is about puts a bare hour in: "dinner with flare friday at 8"
/// is at 20:00, "breakfast with dana at 7" at 07:00, as a person means them. A word of the
/// lexicon's `evening_event_words` or `morning_event_words` outside the line's date slots says
/// so; an hour with am or pm, or a part of the day said ("at 8 in the morning"), is read as said.
///
/// Part of reading choice (``ReadingChooser``): the mark travels with the reading into the
/// request (``Invocation/impliedHalf``), where the resolver reads its dates by it.
enum ReadingDayHalf {
  /// The reading's metadata key.
  static let key = "day_half"

  /// `reading`, marked with the half of the day `input` says outside its date slots.
  static func marked(_ reading: Reading, _ input: String, lexicon: Lexicon) -> Reading {
    guard let schema = SchemaCatalog.intent(reading.intent) else { return reading }
    let dateSlots = schema.parameters.filter(\.type.isDate).compactMap { reading.slots[$0.name]?.text }
    guard !dateSlots.isEmpty else { return reading }
    var rest = input.lowercased()
    for text in dateSlots { rest = rest.replacingOccurrences(of: text.lowercased(), with: " ") }
    let spaced = !reading.language.writesWithoutSpaces
    // Words spaced apart are found whole ("show" is not in "showers"); Han text anywhere.
    let padded = spaced ? " " + rest.map { $0.isLetter || $0 == "'" ? $0 : " " } + " " : rest
    func says(_ key: LexiconKey) -> Bool {
      lexicon.words(key).contains { padded.contains(spaced ? " \($0.lowercased()) " : $0) }
    }
    let half: DateParser.DayHalf? =
      says(.eveningEventWords) ? .evening : says(.morningEventWords) ? .morning : nil
    guard let half else { return reading }
    var marked = reading
    marked.metadata[key] = half.rawValue
    return marked
  }

  /// The half of the day `reading` was marked with.
  static func half(of reading: Reading) -> DateParser.DayHalf? {
    reading.metadata[key].flatMap(DateParser.DayHalf.init(rawValue:))
  }
}
