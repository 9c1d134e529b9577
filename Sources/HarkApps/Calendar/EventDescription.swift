import Foundation
import HarkCore
import HarkGrammar

/// Which events some words describe, the way people describe them rather than by title: a day,
/// a time or a range ("my meeting tomorrow", "the wedding on the tenth"), people ("dinner with
/// mike"), a place ("at the castro"), words of the title or the note ("jeff's birthday"), kinds of
/// event ("appointment", 会议) — and any of these together.
///
/// Words are read in two ways. Languages written with spaces are read a word at a time: the
/// longest run of words that reads as a date is the span, the lexicons' ``LexiconKey/eventFillers``
/// and date prepositions are dropped, and every other word is a term, compared by a cheap stem
/// (case folded, possessive and plural endings gone: "jeff's" is "jeff", "dolphins" "dolphin").
/// Han text is read a character at a time: the longest run that reads as a date is the span, the
/// fillers split what is left into runs, and a run matches a field that contains it.
///
/// Kinds of event said (``LexiconKey/eventKinds``: "appointment" shows in a title with "dentist")
/// must match: one of them at least, and the more the better; a kind any event with people is
/// called by (``LexiconKey/eventPeopleKinds``: "meeting") matches every event with people. Every
/// other term must match the event's title, note, place or one of its people.
struct EventDescription: Sendable, Hashable {
  /// One thing said of the event, with the forms that show it.
  struct Term: Sendable, Hashable {
    /// As said (folded).
    var word: String
    /// Stems (word by word) or runs of characters (Han) that match it.
    var forms: [String]
    /// Whether any event with people is called so ("meeting").
    var fitsPeople = false
  }

  /// The time the words name, if they name one.
  var span: DateInterval?
  /// What every described event has.
  var terms: [Term]
  /// Kinds of event said.
  var kinds: [Term]
  /// Whether the words were read a character at a time.
  var byCharacters: Bool
  /// Whether the words ask for every event they describe ("all", "everything", 所有).
  var selectsAll = false

  /// Whether the words say nothing at all about an event.
  var isEmpty: Bool { span == nil && terms.isEmpty && kinds.isEmpty && !selectsAll }

  /// The words said of the event besides its time ("wedding" of "the wedding on the tenth").
  var spokenWords: String {
    (terms + kinds).map(\.word).joined(separator: byCharacters ? "" : " ")
  }

  /// Reads `text`: `lexicons` give the fillers, kinds and date prepositions; `readSpan` reads a
  /// run of words as a time (a day, a part of one, a range), nil when it is none.
  init(_ text: String, lexicons: LexiconSet, readSpan: (String) -> DateInterval?) {
    let folded = NameMatcher.fold(text.replacingOccurrences(of: "’", with: "'"))
    let hanText = Script.containsHan(folded)
    byCharacters = hanText
    let chosen = lexicons.lexicons.filter { $0.language.writesWithoutSpaces == hanText }
    let fillers = Set(chosen.flatMap { $0.words(.eventFillers) + $0.words(.datePrepositions) })
    let kindRows = chosen.flatMap { $0.rows(.eventKinds) }
    let peopleKinds = Set(chosen.flatMap { $0.words(.eventPeopleKinds) })
    let every = chosen.flatMap { $0.words(.eventAll) }.sorted { $0.count > $1.count }
    // A run read as a time says more than a filler and a lone number word ("the one with priya",
    // "dinner for two" name no hour) or one character (晚 of 晚饭 is no evening).
    let dateFillers = Set(chosen.flatMap { $0.words(.dateFillers) + $0.words(.datePrepositions) })
    let numberWords = Set(chosen.flatMap { $0.numbers(.numberWords).map(\.word) })
    if hanText {
      // Kinds first: 晚饭 holds 晚 (evening) and 早饭 早 (morning), and a kind's words are no time.
      var pieces = [String(folded.filter { !$0.isWhitespace })]
      for word in every where pieces.contains(where: { $0.contains(word) }) {
        selectsAll = true
        pieces = pieces.flatMap { $0.components(separatedBy: word) }
      }
      var found: [Term] = []
      for row in kindRows {
        let forms = ([row.word] + row.values).sorted { $0.count > $1.count }
        guard let form = forms.first(where: { form in pieces.contains { $0.contains(form) } }) else {
          continue
        }
        found.append(Term(word: form, forms: forms, fitsPeople: peopleKinds.contains(row.word)))
        pieces = pieces.flatMap { $0.components(separatedBy: form) }
      }
      var span: DateInterval?
      var rest: [String] = []
      for piece in pieces {
        let characters = Array(piece)
        guard span == nil else {
          rest.append(piece)
          continue
        }
        let (read, left) = Self.longestSpan(
          in: characters, joined: { String($0) },
          allowed: { start, end in
            // A time never cuts a run of Latin letters ("mar" of "mary" is no March).
            !(start > 0 && characters[start - 1].isASCIILetter && characters[start].isASCIILetter)
              && !(end < characters.count && characters[end - 1].isASCIILetter
                && characters[end].isASCIILetter)
          },
          readSpan: { run in
            run.filter { !dateFillers.contains(String($0)) }.count >= 2 ? readSpan(run) : nil
          })
        span = read
        rest += left.map { String($0) }
      }
      self.span = span
      let (terms, more) = Self.characterTerms(rest, fillers: fillers, kinds: kindRows)
      self.terms = terms
      kinds =
        found + more.map { Term(word: $0.word, forms: $0.forms, fitsPeople: peopleKinds.contains($0.word)) }
    } else {
      // Possessives go first: "tomorrow's meeting" is tomorrow's.
      let said = folded.split(whereSeparator: \.isWhitespace).map {
        Self.unpossessive(Self.trimmed(String($0)))
      }
      .filter { !$0.isEmpty }
      let allWords = Set(every)
      let words = said.filter { !allWords.contains($0) }
      selectsAll = words.count < said.count
      let (span, rest) = Self.longestSpan(
        in: words, joined: { $0.joined(separator: " ") },
        readSpan: { run in
          let said = run.split(separator: " ").filter { !dateFillers.contains(String($0)) }
          if said.count == 1, let only = said.first, numberWords.contains(String(only)) { return nil }
          return readSpan(run)
        })
      self.span = span
      var terms: [Term] = []
      var kinds: [Term] = []
      for part in rest {
        for word in part where !fillers.contains(word) && !fillers.contains(Self.unpossessive(word)) {
          if let row = kindRows.first(where: { $0.word == word || $0.values.contains(word) }) {
            kinds.append(
              Term(
                word: word, forms: ([row.word] + row.values).map(Self.stem),
                fitsPeople: peopleKinds.contains(word)))
          } else {
            terms.append(Term(word: word, forms: [Self.stem(word)]))
          }
        }
      }
      (self.terms, self.kinds) = (terms, kinds)
    }
  }

  /// The longest run of `items` that `readSpan` reads (from `start` to `end`, where `allowed`),
  /// and the runs before and after it.
  private static func longestSpan<T>(
    in items: [T], joined: ([T]) -> String, allowed: (Int, Int) -> Bool = { _, _ in true },
    readSpan: (String) -> DateInterval?
  ) -> (DateInterval?, [[T]]) {
    guard !items.isEmpty else { return (nil, []) }
    for length in stride(from: items.count, through: 1, by: -1) {
      for start in 0...(items.count - length) where allowed(start, start + length) {
        let run = Array(items[start..<(start + length)])
        if let span = readSpan(joined(run)) {
          return (span, [Array(items[..<start]), Array(items[(start + length)...])])
        }
      }
    }
    return (nil, [items])
  }

  /// Han runs split at the fillers; a kind's word inside a run is taken out as a kind.
  private static func characterTerms(
    _ runs: [String], fillers: Set<String>, kinds: [Lexicon.Row]
  ) -> ([Term], [Term]) {
    // Longest first, so 我的 goes before 我.
    let fillers = fillers.filter { !$0.isEmpty && !$0.allSatisfy(\.isWhitespace) }
      .sorted { $0.count > $1.count }
    var pieces = runs
    for filler in fillers {
      pieces = pieces.flatMap { $0.components(separatedBy: filler) }
    }
    var terms: [Term] = []
    var found: [Term] = []
    for piece in pieces where !piece.isEmpty {
      var rest = [piece]
      for row in kinds {
        let forms = ([row.word] + row.values).sorted { $0.count > $1.count }
        guard let form = forms.first(where: { form in rest.contains { $0.contains(form) } }) else { continue }
        found.append(Term(word: form, forms: forms))
        rest = rest.flatMap { $0.components(separatedBy: form) }
      }
      terms += rest.filter { !$0.isEmpty }.map { Term(word: $0, forms: [$0]) }
    }
    return (terms, found)
  }

  /// `word` without the punctuation around it ("mike," "“wedding”").
  static func trimmed(_ word: String) -> String {
    word.trimmingCharacters(in: CharacterSet(charactersIn: ".,!?;:\"“”()[]"))
  }

  /// `word` without a possessive ending ("jeff's" → "jeff", "parents'" → "parents").
  static func unpossessive(_ word: String) -> String {
    if word.hasSuffix("'s"), word.count > 2 { return String(word.dropLast(2)) }
    if word.hasSuffix("s'"), word.count > 2 { return String(word.dropLast()) }
    return word
  }

  /// A cheap stem: no possessive, no plural ending ("parties" → "party", "lunches" → "lunch",
  /// "dolphins" → "dolphin"; "class" and "bus" stay).
  static func stem(_ word: String) -> String {
    let word = unpossessive(word)
    guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
      !word.hasSuffix("is")
    else { return word }
    if word.hasSuffix("ies") { return word.dropLast(3) + "y" }
    for ending in ["ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(ending) {
      return String(word.dropLast(2))
    }
    return String(word.dropLast())
  }
}

extension EventDescription {
  /// How an event's words are compared: its title, note, place, people and categories, folded,
  /// as stems word by word and as one text.
  struct EventText {
    var stems: Set<String>
    var text: String
    var title: Set<String>
    var hasPeople: Bool

    init(_ event: CalendarEvent) {
      hasPeople = !event.attendees.isEmpty
      let fields = [event.title, event.note ?? "", event.location ?? ""] + event.attendees + event.categories
      text = fields.map { NameMatcher.fold($0.replacingOccurrences(of: "’", with: "'")) }
        .joined(separator: "\u{1}")
      func stems(_ text: String) -> Set<String> {
        Set(
          text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{1}" || $0 == "-" || $0 == "/" })
            .map { EventDescription.stem(EventDescription.trimmed(String($0))) })
      }
      self.stems = stems(text)
      title = stems(NameMatcher.fold(event.title.replacingOccurrences(of: "’", with: "'")))
    }
  }

  /// Whether `term` shows in `event`'s words.
  func matches(_ term: Term, _ event: EventText) -> Bool {
    term.forms.contains { form in
      byCharacters || form.contains(" ") ? event.text.contains(form) : event.stems.contains(form)
    }
  }

  /// How well a kind said fits `event`: 1 when the word said shows ("standup" in “Team
  /// standup”), ½ when only another word of its kind does ("review" for a standup) or for a kind
  /// any event with people is called by, 0 when it does not fit.
  func fit(_ kind: Term, _ event: EventText) -> Double {
    if matches(Term(word: kind.word, forms: [byCharacters ? kind.word : Self.stem(kind.word)]), event) {
      return 1
    }
    if matches(kind, event) { return 0.5 }
    return kind.fitsPeople && event.hasPeople ? 0.5 : 0
  }

  /// The least score of an event the description fits: as sure as a name's start
  /// (``NameMatcher/sure``), so several that fit alike are a choice.
  static let fitting = 0.8
  /// Taken off an event that has ended: one to come is the likelier meant.
  static let pastPenalty = 0.1

  /// How well the description fits `event`, on ``NameMatcher``'s scale; nil when it does not.
  /// A fitting event scores ``fitting``, up to 0.1 more as the kinds said match it — more than
  /// the resolver's margin for a choice — and up to 0.05 more as the terms are in its title;
  /// ``pastPenalty`` less once it has ended.
  func score(_ event: CalendarEvent, busy: DateInterval, now: Date) -> Double? {
    guard !isEmpty else { return nil }
    if let span, !(busy.start < span.end && busy.end > span.start) { return nil }
    // "Everything" with no time said is everything to come.
    if selectsAll, span == nil, event.endDate < now { return nil }
    let text = EventText(event)
    guard terms.allSatisfy({ matches($0, text) }) else { return nil }
    let kindsFit = kinds.map { fit($0, text) }.reduce(0, +)
    if !kinds.isEmpty, kindsFit == 0 { return nil }
    let inTitle =
      byCharacters
      ? terms.filter { term in term.forms.contains { NameMatcher.fold(event.title).contains($0) } }.count
      : terms.filter { !text.title.isDisjoint(with: $0.forms) }.count
    var score = Self.fitting
    score += kinds.isEmpty ? 0.1 : 0.1 * kindsFit / Double(kinds.count)
    score += terms.isEmpty ? 0.05 : 0.05 * Double(inTitle) / Double(terms.count)
    if event.endDate < now { score -= Self.pastPenalty }
    return score
  }
}

extension Character {
  /// Whether it is a letter of ASCII, a-z or A-Z.
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
