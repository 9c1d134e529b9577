import Foundation
import HarkGrammar
import HarkUnderstanding

/// The learned stage's readings: when no grammar reading is usable, the model names the intent
/// and the line's words give what slots they can, in the same ``Reading`` the grammar makes
/// (with ``ReadingStage/model``), so ``start(_:considered:)`` and ``decide(_:slots:)`` take it
/// like any other.
///
/// Slots: free text only after a cue word of its kind ("saying", "about", "named", 说, 关于, 叫 …;
/// ``FreeTextCue``) and never a phrase that stands for content ("my latest report";
/// ``ContentReference``); before the free text, the longest name the contact list knows (a
/// person parameter's words) and the longest run of words the date reader reads (a date
/// parameter's); words that point at what was shown ("the last one", 这条) through the grammar's
/// reference lists; and the list values of the closest template (a grammar reading of the same
/// intent, however partial). What the words do not give is asked with the intent's usual question.
struct ModelReader {
  let environment: ShellEnvironment

  /// The most characters of a line outside its free text in which the learned stage looks for
  /// words that point at something shown.
  static let longestRequest = 512

  /// The model's verdict on `input`, and its reading when it names an intent some app adopts.
  func reading(
    _ input: String, lists: RuntimeLists, dates: DateReadings, grammarReadings: [Reading] = []
  ) -> (verdict: ModelVerdict?, reading: Reading?) {
    let language = Language.guess(input)
    guard let understanding = environment.understanding,
      let verdict = understanding.verdict(input, language: language)
    else { return (nil, nil) }
    guard let intent = verdict.intent.map(SchemaID.init(rawValue:)),
      environment.apps.adoptedIntents.contains(intent), let schema = SchemaCatalog.intent(intent)
    else { return (verdict, nil) }
    let characters = Array(input)
    var slots: [String: SlotMatch] = [:]
    // Free text runs from its cue to the end of the line; names and dates are looked for before it.
    var end = characters.count
    let kinds: [(String, FreeTextCue.Kind)] = [
      ("content", .body), ("body", .body), ("subject", .topic), ("topic", .topic), ("name", .name),
    ]
    for (name, kind) in kinds where schema.parameter(name) != nil && slots[name] == nil {
      // A phrase for a thing is never text to send ("send my latest report"); it may be what
      // something is about ("mail related to the budget").
      guard let found = FreeTextCue.text(after: kind, in: input, language: language),
        kind != .body || !ContentPhrase.refersToContent(found.text, language: language)
      else { continue }
      slots[name] = SlotMatch(
        name: name, text: found.text, value: nil, isWildcard: true,
        range: found.start..<found.start + found.text.count)
      end = min(end, cueStart(characters, before: found.start))
    }
    let head = String(characters[..<end])
    if let person = schema.parameters.first(where: { $0.type == .entity(.person) }),
      let name = longestName(in: head, lists: lists, language: language)
    {
      slots[person.name] = SlotMatch(
        name: person.name, text: name.text, value: .text(name.text), range: name.range)
    }
    let dateParameter = schema.parameters.first(where: { $0.type.isDate })
    let date = dateParameter.flatMap {
      longestDate(
        in: head, for: $0, avoiding: slots.values.compactMap(\.range), language: language, dates: dates)
    }
    if let parameter = dateParameter, let date {
      slots[parameter.name] = SlotMatch(
        name: parameter.name, text: date.text, value: nil, isWildcard: true, range: date.range)
    } else if let parameter = dateParameter, schema.sideEffects == .none,
      let name = kinds.first(where: { $0.1 == .topic && slots[$0.0] != nil })?.0,
      let range = slots[name]?.range,
      let trailing = longestDate(
        in: String(characters[range]), for: parameter, avoiding: [], language: language, dates: dates,
        endingAtTheEnd: true),
      trailing.range.lowerBound > 0
    {
      // What something is about runs to the end of the line, but a date said last is when: "the
      // email about the budget yesterday". Only in a lookup: a send's date schedules it, and "text
      // Flare about the party tomorrow" is about the party tomorrow, not a message for tomorrow.
      let date = (trailing.range.lowerBound + range.lowerBound)..<range.upperBound
      var kept = String(characters[range.lowerBound..<date.lowerBound]).trimmingCharacters(in: .whitespaces)
      // "… from last week": the date's preposition goes with the date, not the topic.
      let lexicon = environment.lexicons[language]
      if !language.writesWithoutSpaces, let space = kept.lastIndex(of: " "),
        lexicon.contains(kept[kept.index(after: space)...].lowercased(), in: .datePrepositions)
      {
        kept = String(kept[..<space])
      }
      slots[name] = SlotMatch(
        name: name, text: kept, value: nil, isWildcard: true,
        range: range.lowerBound..<range.lowerBound + kept.count)
      slots[parameter.name] = SlotMatch(
        name: parameter.name, text: trailing.text, value: nil, isWildcard: true, range: date)
    }
    if let title = titleAfterDate(in: characters, slots: slots, schema: schema, language: language)
      ?? titleByKind(in: characters, slots: slots, schema: schema, language: language)
    {
      slots[title.name] = title
    }
    // Words that point at what the shell showed: "the last one", "this message", 这条; never a
    // date's words, whether or not the intent takes a date ("the dinner this weekend"), and only
    // before the free text and its cue ("write to my boss that …": that cue points at nothing).
    for parameter in schema.parameters where slots[parameter.name] == nil {
      guard case .entity(let type) = parameter.type,
        let reference = referenceSlot(
          parameter.name, type: type, in: head,
          avoiding: slots.values.compactMap(\.range) + [date?.range].compactMap { $0 }, language: language)
      else { continue }
      slots[parameter.name] = reference
    }
    // The closest template: a grammar reading of the same intent, partial as it may be, gives the
    // list values it matched ("in Mail", "the first one") under the template's slot names.
    if let aligned = grammarReadings.first(where: { $0.intent == intent }) {
      for (name, slot) in aligned.slots where slots[name] == nil && schema.parameter(name) != nil {
        guard slot.value != nil, !slot.isWildcard, !slot.isUnmatched,
          let range = slot.range, !slots.values.contains(where: { $0.range?.overlaps(range) == true })
        else { continue }
        slots[name] = slot
      }
    }
    let reading = Reading(
      intent: intent, language: language, slots: slots, template: "(model)",
      rank: ReadingRank(
        wildcards: slots.values.filter(\.isWildcard).count, literalCharacters: 0,
        wildcardCharacters: slots.values.filter(\.isWildcard).map(\.text.count).reduce(0, +),
        unmatchedCharacters: 0, templateOrder: Int.max),
      stage: .model, scores: verdict.scores)
    return (verdict, reading)
  }

  /// The longest run of words (characters in Chinese) in `text` that the grammar's reference list
  /// for the parameter reads ("the last one" → `last`, 这条 → `this`), clear of the `avoiding`
  /// ranges, as the slot a template would give. The list is `<parameter>_reference` or the one of
  /// the parameter's entity type (`message_reference`, `mail_reference`, `draft_reference` …).
  private func referenceSlot(
    _ name: String, type: SchemaID, in text: String, avoiding taken: [Range<Int>],
    language: Language
  ) -> SlotMatch? {
    // The grammars name their reference lists after what they point at.
    let nouns: [SchemaID: String] = [
      .mailMessage: "mail", .draft: "draft", .asset: "photo", .event: "event", .person: "person",
      .message: "message", .file: "file", .conversation: "conversation",
    ]
    let candidates = ["\(name)_reference", nouns[type].map { "\($0)_reference" } ?? ""]
    guard
      let list = candidates.first(where: {
        !$0.isEmpty && !environment.grammar.listValues($0, language: language).isEmpty
      })
    else { return nil }
    let characters = Array(text)
    // Outside its free text a request is a few words; words that point at something are looked
    // for there only when that part is no longer than a request (a 64 KB line would cost a list
    // lookup per word).
    var free = 0
    var covered = 0
    let ranges = taken.map { $0.clamped(to: 0..<characters.count) }
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      free += max(0, range.upperBound - max(range.lowerBound, covered))
      covered = max(covered, range.upperBound)
    }
    guard characters.count - free <= ModelReader.longestRequest else { return nil }
    var starts: [Int] = []
    var ends: [Int] = []
    for index in characters.indices where characters[index] != " " {
      if language.writesWithoutSpaces || index == 0 || characters[index - 1] == " " { starts.append(index) }
      if language.writesWithoutSpaces || index + 1 == characters.count || characters[index + 1] == " " {
        ends.append(index + 1)
      }
    }
    let longest = language.writesWithoutSpaces ? 8 : 32
    var best: SlotMatch?
    // Ends after the start and at most `longest` from it, found by two pointers: a long line
    // costs its length times `longest`, not its length squared.
    var first = 0
    for start in starts {
      while first < ends.count, ends[first] <= start { first += 1 }
      var last = first
      while last < ends.count, ends[last] - start <= longest { last += 1 }
      for end in ends[first..<last].reversed() {
        guard end - start > (best?.range?.count ?? 0) else { break }
        let range = start..<end
        guard !taken.contains(where: { $0.overlaps(range) }) else { continue }
        let words = String(characters[range])
        if let value = environment.grammar.listMatch(words, list: list, language: language) {
          best = SlotMatch(name: name, text: words, value: value.output ?? .text(words), range: range)
          break
        }
      }
    }
    return best
  }

  /// Where the cue before the free text at `start` begins: the free text's start less the cue
  /// word and the spaces before it.
  private func cueStart(_ characters: [Character], before start: Int) -> Int {
    var index = start
    while index > 0, characters[index - 1] == " " || characters[index - 1].isPunctuation { index -= 1 }
    if Language.guess(String(characters)).writesWithoutSpaces {
      // A Chinese cue is one to three characters, and no name ends in one.
      return max(0, index - 1)
    }
    while index > 0, characters[index - 1] != " " { index -= 1 }
    return index
  }

  /// The longest contact name (or relationship word) in `text`, whole words in English.
  private func longestName(in text: String, lists: RuntimeLists, language: Language) -> (
    text: String, range: Range<Int>
  )? {
    let lower = Array(text.lowercased())
    guard lower.count == text.count else { return nil }
    let original = Array(text)
    var best: (text: String, range: Range<Int>)?
    for value in lists.values[.contact] ?? [] {
      let name = Array(value.input.lowercased())
      guard name.count >= 2, name.count <= lower.count, name.count > (best?.range.count ?? 0) else {
        continue
      }
      for start in 0...(lower.count - name.count) where lower[start] == name[0] {
        guard Array(lower[start..<start + name.count]) == name else { continue }
        let end = start + name.count
        if !language.writesWithoutSpaces || name.contains(where: \.isASCII) {
          // Latin letters must not run on; Han characters may sit right beside a Latin name.
          let before = start == 0 || !(lower[start - 1].isLetter && lower[start - 1].isASCII)
          let after = end == lower.count || !(lower[end].isLetter && lower[end].isASCII)
          guard before, after else { continue }
        }
        best = (String(original[start..<end]), start..<end)
        break
      }
    }
    guard let best, !environment.lexicons.all.contains(best.text.lowercased(), in: .neverNames) else {
      return nil
    }
    return best
  }

  /// The most characters of a title said after its date, in a language written without spaces.
  static let longestTitleAfterDate = 10

  /// A new event's title said straight after its date, as Chinese says what happens when
  /// (周五晚上七点吃饭 → 吃饭, 周六去爬山 → 去爬山) or after who it is with (周五晚上和Flare吃饭): the
  /// characters after the date slot (or the person's words that follow it) up to a space or the
  /// line's end, less words that ask for it to be noted (记一下), when no other slot holds them,
  /// no punctuation or question word (几, 吗) is among them and they are few. Only for an intent
  /// that writes (a lookup's title filters what it finds: 周四一共有几个会议 asks for no event called
  /// 一共有几个会议), and only in a language written without spaces, where no word marks the title's
  /// start; English says "for", "called", and the grammars read those.
  private func titleAfterDate(
    in characters: [Character], slots: [String: SlotMatch], schema: SchemaIntent, language: Language
  ) -> SlotMatch? {
    guard language.writesWithoutSpaces, schema.sideEffects.contains(.writes),
      let parameter = schema.parameter("title"), parameter.type == .string, slots[parameter.name] == nil,
      let date = schema.parameters.first(where: { $0.type.isDate }).flatMap({ slots[$0.name]?.range })
    else { return nil }
    var start = date.upperBound
    while start < characters.count, characters[start].isWhitespace { start += 1 }
    // Who it is with may come between, after a word such as 和 (周五晚上和Flare吃饭 → 吃饭).
    if let company = slots.values.compactMap(\.range).first(where: {
      (start...start + 1).contains($0.lowerBound)
    }) {
      start = company.upperBound
      while start < characters.count, characters[start].isWhitespace { start += 1 }
    }
    var end = characters[start...].firstIndex(where: \.isWhitespace) ?? characters.count
    while end > start, characters[end - 1].isPunctuation { end -= 1 }
    let suffixes = environment.lexicons[language].words(.noteItSuffixes).map(Array.init)
      .sorted { $0.count > $1.count }
    let endsWith = { (suffix: [Character]) in
      end - start > suffix.count && Array(characters[(end - suffix.count)..<end]) == suffix
    }
    if let suffix = suffixes.first(where: endsWith) { end -= suffix.count }
    let range = start..<end
    let words = String(characters[range])
    guard !range.isEmpty, range.count <= Self.longestTitleAfterDate,
      !characters[range].contains(where: \.isPunctuation),
      !environment.lexicons[language].words(.questionMarkers).contains(where: words.contains),
      !slots.values.contains(where: { $0.range?.overlaps(range) == true })
    else { return nil }
    return SlotMatch(name: parameter.name, text: words, value: nil, isWildcard: true, range: range)
  }

  /// A new event's title said as the kind of event it is, in a language written with spaces:
  /// "lunch with Glow tomorrow at noon", "coffee on Thursday at 10", "a dentist appointment next
  /// Tuesday". The last run of the lexicon's event kinds (``LexiconKey/eventKinds``: "dentist
  /// appointment", "birthday party") outside every other slot, as it was said: "meeting Leo for
  /// drinks at 6" is drinks. Only for a new event: a lookup's title filters what it finds, and a
  /// to-do's title is what to do ("buy coffee beans"), not a kind of event.
  private func titleByKind(
    in characters: [Character], slots: [String: SlotMatch], schema: SchemaIntent, language: Language
  ) -> SlotMatch? {
    guard !language.writesWithoutSpaces, schema.id == .createEvent,
      let parameter = schema.parameter("title"), parameter.type == .string, slots[parameter.name] == nil
    else { return nil }
    let kinds = environment.lexicons[language].rows(.eventKinds).flatMap(\.values)
      .map { $0.lowercased().split(separator: " ").map(String.init) }
    guard !kinds.isEmpty else { return nil }
    // The line's words with where each is, less what ends them (a comma, a full stop).
    var words: [(word: String, range: Range<Int>)] = []
    var start: Int?
    for index in 0...characters.count {
      let isWord = index < characters.count && !characters[index].isWhitespace
      if isWord, start == nil { start = index }
      guard !isWord, let first = start else { continue }
      var end = index
      while end > first, characters[end - 1].isPunctuation { end -= 1 }
      if end > first { words.append((String(characters[first..<end]).lowercased(), first..<end)) }
      start = nil
    }
    let taken = slots.values.compactMap(\.range)
    var best: Range<Int>?
    var index = 0
    while index < words.count {
      var end = index
      // The longest kind at each word, one after another: "birthday party", "dentist appointment".
      while let kind = kinds.filter({ kind in
        end + kind.count <= words.count && zip(kind, words[end...]).allSatisfy { $0 == $1.word }
      }).max(by: { $0.count < $1.count }) {
        end += kind.count
      }
      guard end > index else {
        index += 1
        continue
      }
      let range = words[index].range.lowerBound..<words[end - 1].range.upperBound
      if !taken.contains(where: { $0.overlaps(range) }) { best = range }
      index = end
    }
    guard let best else { return nil }
    return SlotMatch(
      name: parameter.name, text: String(characters[best]), value: nil, isWildcard: true, range: best)
  }

  /// The longest run of words (characters in Chinese) in `text` that says what the date
  /// `parameter` takes (a day, a span such as "this week", a range where it takes one), clear of
  /// the `avoiding` ranges.
  private func longestDate(
    in text: String, for parameter: SchemaParameter, avoiding taken: [Range<Int>],
    language: Language, dates: DateReadings, endingAtTheEnd: Bool = false
  ) -> (text: String, range: Range<Int>)? {
    let characters = Array(text)
    // Candidate boundaries: word edges in English, every character in Chinese.
    var starts: [Int] = []
    var ends: [Int] = []
    for index in characters.indices {
      let isSpace = characters[index] == " "
      if !isSpace, language.writesWithoutSpaces || index == 0 || characters[index - 1] == " " {
        starts.append(index)
      }
      if !isSpace,
        language.writesWithoutSpaces || index + 1 == characters.count || characters[index + 1] == " "
      {
        ends.append(index + 1)
      }
    }
    let longest = language.writesWithoutSpaces ? 12 : 40
    var best: (text: String, range: Range<Int>)?
    if endingAtTheEnd { ends = ends.last.map { [$0] } ?? [] }
    for start in starts {
      for end in ends.reversed() where end > start && end - start <= longest {
        guard end - start > (best?.range.count ?? 0) else { break }
        let range = start..<end
        guard !taken.contains(where: { $0.overlaps(range) }) else { continue }
        let words = String(characters[range])
        if dates.says(words, for: parameter) {
          best = (words, range)
          break
        }
      }
    }
    return best
  }
}
