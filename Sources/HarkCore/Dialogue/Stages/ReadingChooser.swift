import Foundation
import HarkGrammar
import HarkUnderstanding

/// Reading choice: the readings a line has and the one the shell acts on.
///
/// Made once a line. It reads the grammar's readings, the line's ``ResolutionEvidence`` (through
/// the ``ContentProbe``, the one place a reading is tried against content) and what the shell
/// showed, and asks the learned stage at most once; it never decides, asks or performs, and
/// nothing it finds flows back into the request but the chosen reading.
struct ReadingChooser {
  let environment: ShellEnvironment
  /// The runtime lists the line is read with.
  let lists: RuntimeLists
  let probe: ContentProbe
  /// What the shell showed, for references ("open the first one").
  let memory: ConversationMemory
  let responder: Responder

  /// The readings of one line.
  struct Considered {
    /// Every reading, best first, less those splitting free text from a date that is none.
    var all: [Reading]
    /// The reading the shell acts on: the best one of an intent some app adopts, leaving out
    /// partial readings whose unmatched words cannot be a name ("tell me a joke"); when there is
    /// none, the learned stage's reading, if it names an intent.
    var chosen: Reading?
    /// What the learned stage made of the line, when it was asked and spoke against the grammar
    /// (no grammar reading was usable, or it overruled the chosen one).
    var verdict: ModelVerdict? = nil
  }

  /// Whether a slot that takes a repeat or an amount of time holds words that say neither: a
  /// template of slots alone (每周一上午九点开会: a repeat, then a title) splits any line
  /// somewhere, and only a split whose words are a repeat is a reading at all.
  static func missaysRepeat(_ reading: Reading, dates: DateReadings) -> Bool {
    guard reading.slots.count > 1, let schema = SchemaCatalog.intent(reading.intent) else { return false }
    return schema.parameters.contains { parameter in
      guard parameter.type == .recurrence || parameter.type == .duration,
        let slot = reading.slots[parameter.name]
      else { return false }
      return !dates.says(slot.text, parameter.type)
    }
  }

  /// Whether `reading` cuts words no list knows from the free text after them where nothing marks
  /// a cut, in a language written without spaces: in 发消息给人事部 a template whose saying word may
  /// be left out reads 人 as the person and 事部 as the message, any character being as good a
  /// place as another. Only punctuation or a space between the two (发消息给小李：明天见), or a change
  /// from Latin letters to Han (告诉Tom明天见), says where the name ends; a name some list knows
  /// says so itself.
  static func cutsUnknownName(_ reading: Reading, _ input: String) -> Bool {
    guard reading.isPartial, reading.language.writesWithoutSpaces else { return false }
    let ends = Set(reading.slots.values.filter(\.isUnmatched).compactMap { $0.range?.upperBound })
    guard !ends.isEmpty else { return false }
    let characters = Array(input)
    return reading.slots.values.contains { slot in
      guard slot.isWildcard, let start = slot.range?.lowerBound, ends.contains(start), start > 0,
        start < characters.count
      else { return false }
      return characters[start - 1].isASCII == characters[start].isASCII
    }
  }

  func choose(_ input: String) -> Considered {
    // Slots of several readings hold the same words: each is read as a date once.
    let dates = DateReadings(
      DateParser(now: environment.clock(), timeZone: environment.timeZone, lexicons: environment.lexicons))
    var readings = environment.grammar.readings(for: input, lists: lists, limit: 12)
      .map {
        let lexicon = environment.lexicons[$0.language]
        let trimmed = DateLeadIn.withoutClosingWords(
          DateLeadIn.trimmed($0, dates: dates, lexicon: lexicon), dates: dates, lexicon: lexicon)
        return ReadingDayHalf.marked(
          ReadingTense.marked(trimmed, input, lexicon: lexicon), input, lexicon: lexicon)
      }
      .filter {
        !Self.splitsWithoutDate($0, input, dates: dates) && !namesWithDate($0, dates: dates)
          && !sendsContentReference($0) && !Self.missaysRepeat($0, dates: dates)
          && !Self.cutsUnknownName($0, input)
      }
    let adopted = environment.apps.adoptedIntents
    var usable = readings.filter { reading in
      adopted.contains(reading.intent)
        && (!reading.isPartial || ReadingConfidence.plausible(reading, lexicon: environment.lexicons.all))
    }
    // Words in a file slot are a description of content only when they describe some: "text my
    // wife her plane ticket" sends the ticket, "text my wife I love you" the words.
    // When they do, that reading goes first, the grammar's order kept otherwise.
    let content = usable.map { probe.describesContent($0) }
    usable =
      zip(usable, content).filter { $0.1 == true }.map(\.0)
      + zip(usable, content).filter { $0.1 == nil }.map(\.0)
    usable = preferringSchema(preferringContent(preferringResolved(preferringRecentReferences(usable))))
    // No usable reading and no complete one an app could adopt: the learned stage's turn.
    if usable.isEmpty, !readings.contains(where: { !$0.isPartial }) {
      let model = ModelReader(environment: environment)
        .reading(input, lists: lists, dates: dates, grammarReadings: readings)
      let chosen = model.reading.map { reading in
        let lexicon = environment.lexicons[reading.language]
        return ReadingDayHalf.marked(
          ReadingTense.marked(reading, input, lexicon: lexicon), input, lexicon: lexicon)
      }
      if let chosen { readings.append(chosen) }
      return Considered(all: readings, chosen: chosen, verdict: model.verdict)
    }
    var chosen: Reading
    if let first = usable.first, first.isPartial {
      // Only partial readings: prefer the one whose unknown words come closest to a real name
      // ("Flrae Sparkle" whole rather than "Flrae" with "Sparkle" in the message).
      chosen = first
      var bestScore = -1.0
      for reading in usable where reading.isPartial {
        let names = reading.slots.values.filter(\.isUnmatched).map { probe.nameScore($0.text) }
        let score = ReadingConfidence.confidence(reading) * (names.min() ?? 1)
        if score > bestScore {
          chosen = reading
          bestScore = score
        }
      }
    } else if let first = usable.first {
      chosen = preferringDates(
        Self.splittingFreeText(Self.fillingTemplate(first, usable), usable), usable, dates: dates)
    } else {
      return Considered(all: readings, chosen: nil)
    }
    // The learned stage is asked here, once a line, and only about a reading it could overrule.
    let veto = ModelVeto(environment: environment, probe: probe, responder: responder, dates: dates)
    let verdict =
      veto.mayOverrule(chosen) ? environment.understanding?.verdict(input, language: chosen.language) : nil
    if let verdict, veto.overrules(chosen, input, verdict: verdict) {
      return Considered(all: readings, chosen: nil, verdict: verdict)
    }
    return Considered(all: readings, chosen: chosen)
  }

  /// `usable` with a reading first whose schema intent is preferred over the first one's
  /// (``SchemaIntent/preferredOver``) when it reads the line as well: as complete, with no more
  /// free text and no fewer of the template's own words.
  func preferringSchema(_ usable: [Reading]) -> [Reading] {
    guard let first = usable.first, !first.isPartial else { return usable }
    let preferred = usable.dropFirst().firstIndex { reading in
      guard !reading.isPartial, reading.intent != first.intent,
        SchemaCatalog.intent(reading.intent)?.preferredOver.contains(first.intent) == true
      else { return false }
      return reading.rank.wildcards <= first.rank.wildcards
        && reading.rank.literalCharacters >= first.rank.literalCharacters
    }
    guard let preferred else { return usable }
    var reordered = usable
    reordered.insert(reordered.remove(at: preferred), at: 0)
    return reordered
  }

  /// `best`, or a complete reading of the same intent that says more of the line:
  /// - of the same template, one that takes its optional words too and so fills more of its
  ///   slots: in "create a contact for bob stone with the number 555 1234" the template's "with
  ///   the number {handle}" says where the name ends (the grammar ranks the reading with fewer
  ///   free-text slots first, hassil's order, which leaves those words in the name);
  /// - of another template, one with the same slots holding the same words and more that a list
  ///   knows: "show me the latest mail about the offsite" keeps "latest" as the newest one, where
  ///   a template that reads the word and keeps nothing of it ranks equally.
  static func fillingTemplate(_ best: Reading, _ usable: [Reading]) -> Reading {
    guard !best.isPartial else { return best }
    func saysMore(_ reading: Reading, than chosen: Reading) -> Bool {
      guard !reading.isPartial, reading.intent == chosen.intent, reading.slots.count > chosen.slots.count,
        Set(chosen.slots.keys).isSubset(of: reading.slots.keys),
        !reading.slots.values.contains(where: { $0.text.isEmpty })
      else { return false }
      if reading.rank.templateOrder == chosen.rank.templateOrder {
        return reading.rank.literalCharacters > chosen.rank.literalCharacters
      }
      return reading.rank.wildcards <= chosen.rank.wildcards
        && chosen.slots.allSatisfy { reading.slots[$0.key]?.text == $0.value.text }
        && reading.slots.allSatisfy {
          chosen.slots[$0.key] != nil || (!$0.value.isWildcard && !$0.value.isUnmatched)
        }
    }
    var chosen = best
    for reading in usable where saysMore(reading, than: chosen) { chosen = reading }
    return chosen
  }

  /// `best`, or a complete reading of the same intent whose date slots all read as dates and
  /// hold more of the sentence. Free text before a date takes the words either could hold
  /// ("add lunch next monday at noon"): the grammar ranks the split with fewer wildcards or
  /// more template words first, which may leave the date short ("noon") or unreadable; the
  /// date reader decides instead.
  func preferringDates(_ best: Reading, _ usable: [Reading], dates: DateReadings) -> Reading {
    guard !best.isPartial, let schema = SchemaCatalog.intent(best.intent) else { return best }
    let dateSlots = Set(schema.parameters.filter { $0.type.isDate }.map(\.name))
    let parameters = Dictionary(
      schema.parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    guard !dateSlots.isEmpty else { return best }
    let prepositions = Set(
      environment.lexicons[best.language].words(.datePrepositions).map { $0.lowercased() })
    // The characters the date slots hold when every one reads as a date; -1 when one does not.
    func dateCharacters(_ reading: Reading) -> Int {
      var total = 0
      for (name, slot) in reading.slots where dateSlots.contains(name) {
        guard let parameter = parameters[name], dates.says(slot.text, for: parameter) else { return -1 }
        // "on friday" holds no more than "friday" after a template's "on": ties keep the grammar's order.
        var words = slot.text.split(separator: " ")
        while let word = words.first, words.count > 1,
          prepositions.contains(word.lowercased())
        {
          words.removeFirst()
        }
        total += words.joined(separator: " ").count
      }
      return total
    }
    var chosen = best
    var most = dateCharacters(best)
    for reading in usable where reading.intent == best.intent && !reading.isPartial {
      let covered = dateCharacters(reading)
      if covered > most {
        chosen = reading
        most = covered
      }
    }
    return chosen
  }

  /// Whether a free-text slot that is no date holds nothing but a date, where the date is split
  /// or the intent only looks something up: "add a meeting tomorrow at 3pm with Dana" is no event
  /// called “tomorrow”, and "which day is next monday" asks for no event called “next monday”.
  /// Date words belong to the date; a reading that makes them a title (or a note, a name) is no
  /// reading, so another split wins, or the dialogue asks for what is missing.
  func namesWithDate(_ reading: Reading, dates: DateReadings) -> Bool {
    guard let schema = SchemaCatalog.intent(reading.intent), schema.parameters.contains(where: \.type.isDate)
    else { return false }
    let splitsADate = schema.parameters.contains { $0.type.isDate && reading.slots[$0.name] != nil }
    // A message that says "first" or "one", its date slot empty, is no date put in the wrong slot.
    guard splitsADate || schema.sideEffects == .none else { return false }
    // The words before a date ("from" of "from 3 to 4") are the date's too, where the date is split.
    let lexicon = environment.lexicons.all
    for parameter in schema.parameters where parameter.type == .string {
      guard let slot = reading.slots[parameter.name], slot.isWildcard else { continue }
      if dates.isDate(slot.text)
        || (splitsADate && lexicon.contains(slot.text.lowercased(), in: .datePrepositions))
      {
        return true
      }
    }
    return false
  }

  /// Whether a free-text date slot shares the sentence with other free text and does not read
  /// as a date. Where the free text ends is then only the date reader's to say ("add lunch next
  /// monday"): with no date in those words the split is a guess ("book me a taxi from castle
  /// street" is no event on “castle street”), so it is no reading.
  static func splitsWithoutDate(_ reading: Reading, _ input: String, dates: DateReadings) -> Bool {
    guard let schema = SchemaCatalog.intent(reading.intent) else { return false }
    for parameter in schema.parameters where parameter.type.isDate {
      guard let date = reading.slots[parameter.name], date.isWildcard, date.range != nil else { continue }
      // A name no list knows is free text too: 看看Glow刚|才 is no date and a person.
      let otherFreeText = reading.slots.values.contains {
        ($0.isWildcard || $0.isUnmatched) && $0.name != date.name
      }
      if otherFreeText, !dates.says(date.text, for: parameter) { return true }
    }
    return false
  }

  /// The readings ranked equally with the first (its confidence), which the preferences below
  /// choose among.
  static func tiedFirst(_ readings: [Reading]) -> ArraySlice<Reading> {
    guard let top = readings.first else { return [] }
    let best = ReadingConfidence.confidence(top)
    return readings.prefix { ReadingConfidence.confidence($0) == best }
  }

  /// `readings` with the one at `index` put first, the others in their order.
  static func moving(_ readings: [Reading], toFront index: Int) -> [Reading] {
    var reordered = readings
    reordered.insert(reordered.remove(at: index), at: 0)
    return reordered
  }

  /// `readings` with, among those the grammar ranks equally first, the one whose reference ("the
  /// first one", "it") points at what was shown most recently put first: after "show my photos",
  /// "open the first one" opens a photo, not a file shown long before.
  func preferringRecentReferences(_ readings: [Reading]) -> [Reading] {
    guard let top = readings.first else { return readings }
    let tied = Self.tiedFirst(readings)
    guard tied.count > 1 else { return readings }
    var chosen = 0
    var newest = referenceRecency(top) ?? -1
    for (index, reading) in tied.enumerated().dropFirst() {
      if let recency = referenceRecency(reading), recency > newest {
        chosen = index
        newest = recency
      }
    }
    guard chosen > 0 else { return readings }
    return Self.moving(readings, toFront: chosen)
  }

  /// `readings` with, among those the grammar ranks equally first, one whose slots all name
  /// something put first when the first names nothing: "what did Mary say about the tickets?"
  /// asks Mail, where Mary wrote, when UnicornChat does not know her.
  func preferringResolved(_ readings: [Reading]) -> [Reading] {
    guard let top = readings.first else { return readings }
    let tied = Self.tiedFirst(readings)
    guard tied.count > 1, !probe.resolvesEverySlot(top),
      let index = tied.indices.dropFirst().first(where: { probe.resolvesEverySlot(tied[$0]) })
    else { return readings }
    return Self.moving(readings, toFront: index)
  }

  /// `readings` with, among those the grammar ranks equally first for different read-only
  /// intents, the first whose app has something to show for them put first: "what did Mary say
  /// about the tickets?" is her mail, "what did Flare say about movies?" her messages — the same
  /// words, answered in the app where the person wrote. Only read-only requests that would run
  /// are tried, so trying writes nothing; the grammar's order stands when none finds anything.
  func preferringContent(_ readings: [Reading]) -> [Reading] {
    let tied = Self.tiedFirst(readings)
    guard Set(tied.map(\.intent)).count > 1 else { return readings }
    // First what the whole request finds; failing that, the app where the person has anything
    // at all ("what did Flare say about movies?" asks her messages even when no word matches).
    for broadly in [false, true] {
      for (index, reading) in tied.enumerated() {
        guard probe.findsSomething(reading, withoutFreeText: broadly) == true else { continue }
        guard index > 0 else { return readings }
        return Self.moving(readings, toFront: index)
      }
    }
    return readings
  }

  /// How recently the shell showed what `reading`'s reference slot points at (a higher number is
  /// more recent); nil when it has no reference or it points at nothing.
  func referenceRecency(_ reading: Reading) -> Int? {
    let intent = reading.intent
    guard let adopter = environment.apps.adopters(of: intent).first else { return nil }
    let parameters = Invocation.parameters(of: adopter.intent, schema: adopter.intent.schema)
    var newest: Int?
    for parameter in parameters {
      guard case .entity(let type) = parameter.kind, let slot = reading.slots[parameter.name] else {
        continue
      }
      let words = SlotWords(slot)
      let kind: ReferenceKind?
      if case .string(let raw)? = words.value {
        kind = ReferenceKind(rawValue: raw)
      } else {
        kind = ReferenceKind(pronoun: words.text, lexicons: environment.lexicons)
      }
      guard let kind else { continue }
      let pointed: [EntityValue]
      switch memory.recall(kind, matching: type) {
      case .one(let entity, _): pointed = [entity]
      case .several(let shown): pointed = shown
      case .none: pointed = []
      }
      for entity in pointed {
        if let index = memory.recent.lastIndex(of: entity) { newest = max(newest ?? -1, index) }
      }
    }
    return newest
  }

  /// Whether the reading would send, as a message's or mail's text, words that stand for a thing
  /// to send ("send my latest report to Mary": the report, not the words "my latest report").
  func sendsContentReference(_ reading: Reading) -> Bool {
    ["content", "body"].contains { name in
      guard let slot = reading.slots[name], slot.isWildcard else { return false }
      return ContentPhrase.refersToContent(slot.text, language: reading.language)
    }
  }
}
