import Foundation
import HarkGrammar
import HarkUnderstanding

/// Reading choice: the readings a line has and the one the shell acts on.
extension Conversation {
  struct ConsideredReadings {
    /// Every reading, best first, less those splitting free text from a date that is none.
    var all: [Reading]
    /// The reading the shell acts on: the best one of an intent some app adopts, leaving out
    /// partial readings whose unmatched words cannot be a name ("tell me a joke"); when there is
    /// none, the learned stage's reading, if it names an intent.
    var chosen: Reading?
    /// What the learned stage made of the line, when it was asked (no grammar reading was usable).
    var verdict: ModelVerdict? = nil
  }

  func considerReadings(_ input: String) -> ConsideredReadings {
    // Slots of several readings hold the same words: each is read as a date once.
    let dates = DateReadings(DateParser(now: environment.clock(), timeZone: environment.timeZone))
    let lists = runtimeLists()
    var readings = environment.grammar.readings(for: input, lists: lists, limit: 12)
      .filter {
        !splitsWithoutDate($0, input, dates: dates) && !namesWithDate($0, dates: dates)
          && !sendsContentReference($0)
      }
    let adopted = environment.apps.adoptedIntents
    var usable = readings.filter { reading in
      adopted.contains(SchemaID(reading.intent))
        && (!reading.isPartial || ReadingConfidence.plausible(reading))
    }
    // Words in a file slot are a description of content only when they describe some: "text my
    // wife her plane ticket" sends the ticket, "text my wife I love you" the words.
    // When they do, that reading goes first, the grammar's order kept otherwise.
    let content = usable.map { describesContent($0) }
    usable =
      zip(usable, content).filter { $0.1 == true }.map(\.0)
      + zip(usable, content).filter { $0.1 == nil }.map(\.0)
    usable = preferringContent(preferringResolved(preferringRecentReferences(usable)))
    // No usable reading and no complete one an app could adopt: the learned stage's turn.
    if usable.isEmpty, !readings.contains(where: { !$0.isPartial }) {
      let model = modelReading(input, lists: lists, dates: dates, grammarReadings: readings)
      if let reading = model.reading { readings.append(reading) }
      return ConsideredReadings(all: readings, chosen: model.reading, verdict: model.verdict)
    }
    guard let first = usable.first, first.isPartial else {
      let chosen = usable.first.map { preferringDates($0, usable, dates: dates) }
      if let chosen, let verdict = veto(chosen, input, dates: dates) {
        return ConsideredReadings(all: readings, chosen: nil, verdict: verdict)
      }
      return ConsideredReadings(all: readings, chosen: chosen)
    }
    // Only partial readings: prefer the one whose unknown words come closest to a real name
    // ("Flrae Sparkle" whole rather than "Flrae" with "Sparkle" in the message).
    var best = first
    var bestScore = -1.0
    for reading in usable where reading.isPartial {
      let names = reading.slots.values.filter(\.isUnmatched).map { nameScore($0.text) }
      let score = ReadingConfidence.confidence(reading) * (names.min() ?? 1)
      if score > bestScore {
        best = reading
        bestScore = score
      }
    }
    if let verdict = veto(best, input, dates: dates) {
      return ConsideredReadings(all: readings, chosen: nil, verdict: verdict)
    }
    return ConsideredReadings(all: readings, chosen: best)
  }

  /// The learned stage's verdict when it overrules a grammar reading. A shaky one (the grammar is
  /// not sure enough to act on it, or words name nobody known) falls when the model finds the line
  /// most like what no intent here does, at even odds ("book me a train ticket for tomorrow" is no
  /// event; "open jazz" no conversation), 0.6 when a date slot reads as a date. A reading the
  /// grammar is sure of falls only when its free text names nothing and reads as no date, and the
  /// model is all but certain (0.9): "what's the latest news about the election" fits "what's the
  /// latest {file}" word for word and finds no file. Free text that names something the domain's
  /// apps hold ("when is the quarterly review", an event of that title) keeps the reading: that is
  /// knowledge the model does not have. Nil when the reading stands.
  func veto(_ reading: Reading, _ input: String, dates: DateReadings) -> ModelVerdict? {
    let shaky = reading.isPartial || ReadingConfidence.confidence(reading) < ReadingConfidence.act
    guard shaky || reading.slots.values.contains(where: \.isWildcard),
      let verdict = environment.understanding?.verdict(input, language: reading.language),
      verdict.reason == .outOfScope,
      // Words that find files ("attach the budget") are knowledge the model lacks, as names are.
      describesContent(reading) != true,
      // "play my jazz playlist" asks for a playlist by saying so: when none is called that, the
      // answer says which there are, not that the line was not understood.
      !namesItsType(reading, input)
    else { return nil }
    let none = verdict.scores.first?.probability ?? 0
    let readableDate = hasReadableDate(reading, dates: dates)
    // A date slot that reads as a date is evidence for the reading: the model must be surer, and a
    // reading the grammar is sure of then stands.
    let least: Double = shaky ? (readableDate ? 0.6 : 0.5) : (readableDate ? .infinity : 0.9)
    // Looking through the apps' entities comes last: it costs the most.
    return none >= least && !namesKnownEntity(reading) ? verdict : nil
  }

  /// Whether a free-text slot of `reading` holds the name of an entity whose kind the line says
  /// outside it ("jazz" in "play my jazz playlist", 爵士 in 播放我的爵士歌单).
  func namesItsType(_ reading: Reading, _ input: String) -> Bool {
    let intent = SchemaID(reading.intent)
    guard let adopter = environment.apps.adopters(of: intent).first else { return false }
    let invocation = Invocation(
      schema: adopter.intent.schema, app: adopter.app, intentType: adopter.intent, language: reading.language)
    let line = input.lowercased()
    for slot in reading.slots.values where slot.isWildcard && !slot.text.isEmpty {
      guard let parameter = invocation.parameter(slot.name), case .entity(let type) = parameter.kind,
        let slotRange = line.range(of: slot.text.lowercased())
      else { continue }
      let rest = line.replacingCharacters(in: slotRange, with: " ")
      if typeWords(type, reading.language).contains(where: { rest.contains($0) }) { return true }
    }
    return false
  }

  /// The words that name a kind of entity in `language`: its name, its name in the language
  /// (歌单), and the other words the grammar gives under `type_words_NAME` (歌单|播放列表).
  func typeWords(_ type: EntityType, _ language: Language) -> [String] {
    var words = [type.displayName.lowercased(), typeName(type, language).lowercased()]
    if let more = environment.grammar.response(
      "type_words_" + type.displayName, intent: nil, language: language)
    {
      words += more.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
    return words.filter { !$0.isEmpty }
  }

  /// Whether a date slot of `reading` reads as a date.
  func hasReadableDate(_ reading: Reading, dates: DateReadings) -> Bool {
    guard let schema = SchemaCatalog.intent(SchemaID(reading.intent)) else { return false }
    return schema.parameters.contains { parameter in
      parameter.type == .date && reading.slots[parameter.name].map { dates.isDate($0.text) } == true
    }
  }

  /// Whether a free-text slot of `reading` names an entity of its domain closely (an event's title).
  func namesKnownEntity(_ reading: Reading) -> Bool {
    let domain = String(reading.intent.split(separator: ".").first ?? "")
    let wildcards = reading.slots.values.filter(\.isWildcard)
    guard !wildcards.isEmpty, let entities = SchemaCatalog.domain(domain)?.entities else { return false }
    for entity in entities {
      for (app, type) in environment.apps.entityTypes(adopting: entity.id) {
        let context = environment.context(for: app)
        guard let index = try? cache.names(of: type, finder: type.finder(in: context), in: context).index
        else { continue }
        for slot in wildcards
        where (index.matches(cache.queryKey(slot.text), limit: 1).first?.score ?? 0) >= 0.85 {
          return true
        }
      }
    }
    return false
  }

  /// `best`, or a complete reading of the same intent whose date slots all read as dates and
  /// hold more of the sentence. Free text before a date takes the words either could hold
  /// ("add lunch next monday at noon"): the grammar ranks the split with fewer wildcards or
  /// more template words first, which may leave the date short ("noon") or unreadable; the
  /// date reader decides instead.
  func preferringDates(_ best: Reading, _ usable: [Reading], dates: DateReadings) -> Reading {
    guard !best.isPartial, let schema = SchemaCatalog.intent(SchemaID(best.intent)) else { return best }
    let dateSlots = Set(schema.parameters.filter { $0.type == .date }.map(\.name))
    guard !dateSlots.isEmpty else { return best }
    // The characters the date slots hold when every one reads as a date; -1 when one does not.
    func dateCharacters(_ reading: Reading) -> Int {
      var total = 0
      for (name, slot) in reading.slots where dateSlots.contains(name) {
        guard dates.isDate(slot.text) else { return -1 }
        // "on friday" holds no more than "friday" after a template's "on": ties keep the grammar's order.
        var words = slot.text.split(separator: " ")
        while let word = words.first, words.count > 1,
          ["on", "at", "for", "from", "by"].contains(word.lowercased())
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

  /// Whether a free-text date slot shares the sentence with other free text and does not read
  /// as a date. Where the free text ends is then only the date reader's to say ("add lunch next
  /// monday"): with no date in those words the split is a guess ("book me a taxi from castle
  /// street" is no event on “castle street”), so it is no reading.
  func splitsWithoutDate(_ reading: Reading, _ input: String, dates: DateReadings? = nil) -> Bool {
    guard let schema = SchemaCatalog.intent(SchemaID(reading.intent)) else { return false }
    let dates = dates ?? DateReadings(DateParser(now: environment.clock(), timeZone: environment.timeZone))
    for parameter in schema.parameters where parameter.type == .date {
      guard let date = reading.slots[parameter.name], date.isWildcard, date.range != nil else { continue }
      let otherFreeText = reading.slots.values.contains { $0.isWildcard && $0.name != date.name }
      if otherFreeText, !dates.isDate(date.text) { return true }
    }
    return false
  }

  /// Whether a free-text slot that is no date holds nothing but a date, beside a date slot the
  /// reading fills: "add a meeting tomorrow at 3pm with Dana" is no event called “tomorrow”. Date words
  /// belong to the date; a reading that makes them a title (or a note, a name) is no reading,
  /// so another split wins, or the dialogue asks for what is missing.
  func namesWithDate(_ reading: Reading, dates: DateReadings) -> Bool {
    // Only where the date is split: its slot holds some of the date words ("3pm") and free text
    // the rest ("tomorrow"). A message that says "first" or "one" is no date put in the wrong slot.
    guard let schema = SchemaCatalog.intent(SchemaID(reading.intent)),
      schema.parameters.contains(where: { $0.type == .date && reading.slots[$0.name] != nil })
    else { return false }
    for parameter in schema.parameters where parameter.type == .string {
      guard let slot = reading.slots[parameter.name], slot.isWildcard,
        dates.isDate(slot.text)
      else { continue }
      return true
    }
    return false
  }

  /// Whether the words of `reading`'s file slots find files ("my latest report"); nil when it
  /// has none. The grammar cannot tell a description from a message's text; what the apps hold can.
  func describesContent(_ reading: Reading) -> Bool? {
    let intent = SchemaID(reading.intent)
    guard let schema = SchemaCatalog.intent(intent),
      let adopter = environment.apps.adopters(of: intent).first
    else { return nil }
    let slots = schema.parameters.filter { $0.type == .file }.compactMap { reading.slots[$0.name] }
    guard !slots.isEmpty else { return nil }
    let invocation = Invocation(
      schema: adopter.intent.schema, app: adopter.app, intentType: adopter.intent, language: reading.language)
    let resolver = resolver(for: invocation)
    for slot in slots {
      guard let parameter = invocation.parameters.first(where: { $0.name == slot.name }) else { return false }
      switch resolver.resolve(SlotWords(slot), for: parameter) {
      case .value, .ambiguous: continue
      default: return false
      }
    }
    return true
  }

  /// `readings` with, among those the grammar ranks equally first, the one whose reference ("the
  /// first one", "it") points at what was shown most recently put first: after "show my photos",
  /// "open the first one" opens a photo, not a file shown long before.
  func preferringRecentReferences(_ readings: [Reading]) -> [Reading] {
    guard let top = readings.first else { return readings }
    let best = ReadingConfidence.confidence(top)
    let tied = readings.prefix { ReadingConfidence.confidence($0) == best }
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
    var reordered = readings
    reordered.insert(reordered.remove(at: chosen), at: 0)
    return reordered
  }

  /// `readings` with, among those the grammar ranks equally first, one whose slots all name
  /// something put first when the first names nothing: "what did Mary say about the tickets?"
  /// asks Mail, where Mary wrote, when UnicornChat does not know her.
  func preferringResolved(_ readings: [Reading]) -> [Reading] {
    guard let top = readings.first else { return readings }
    let best = ReadingConfidence.confidence(top)
    let tied = readings.prefix { ReadingConfidence.confidence($0) == best }
    guard tied.count > 1, !resolvesEverySlot(top),
      let index = tied.indices.dropFirst().first(where: { resolvesEverySlot(tied[$0]) })
    else { return readings }
    var reordered = readings
    reordered.insert(reordered.remove(at: index), at: 0)
    return reordered
  }

  /// `readings` with, among those the grammar ranks equally first for different read-only
  /// intents, the first whose app has something to show for them put first: "what did Mary say
  /// about the tickets?" is her mail, "what did Flare say about movies?" her messages — the same
  /// words, answered in the app where the person wrote. Only read-only requests that would run
  /// are tried, so trying writes nothing; the grammar's order stands when none finds anything.
  func preferringContent(_ readings: [Reading]) -> [Reading] {
    guard let top = readings.first else { return readings }
    let best = ReadingConfidence.confidence(top)
    let tied = readings.prefix { ReadingConfidence.confidence($0) == best }
    guard Set(tied.map(\.intent)).count > 1 else { return readings }
    // First what the whole request finds; failing that, the app where the person has anything
    // at all ("what did Flare say about movies?" asks her messages even when no word matches).
    for broadly in [false, true] {
      for (index, reading) in tied.enumerated() {
        guard findsSomething(reading, withoutFreeText: broadly) == true else { continue }
        guard index > 0 else { return readings }
        var reordered = readings
        reordered.insert(reordered.remove(at: index), at: 0)
        return reordered
      }
    }
    return readings
  }

  /// Whether running `reading` (less its free text, when `withoutFreeText`) would show something;
  /// nil when it is no read-only request that would run as it stands.
  func findsSomething(_ reading: Reading, withoutFreeText: Bool = false) -> Bool? {
    let intent = SchemaID(reading.intent)
    guard let adopter = environment.apps.adopters(of: intent).first, adopter.intent.sideEffects == .none
    else { return nil }
    var invocation = Invocation(
      schema: adopter.intent.schema, app: adopter.app, intentType: adopter.intent, language: reading.language)
    invocation.readingConfidence = ReadingConfidence.confidence(reading)
    let slots = invocation.parameters.compactMap { parameter -> (ParameterInfo, SlotWords)? in
      guard let slot = reading.slots[parameter.name], !(withoutFreeText && slot.isWildcard) else {
        return nil
      }
      return (parameter, SlotWords(slot))
    }
    let decision = decide(invocation, slots: slots)
    guard case .run = decision.step else { return nil }
    let context = environment.context(for: adopter.app, language: reading.language)
    guard let result = try? decision.invocation.perform(in: context) else { return nil }
    return !result.listed.isEmpty || !result.entities.isEmpty
  }

  /// Whether every entity slot of `reading` names something (or offers a choice among some).
  func resolvesEverySlot(_ reading: Reading) -> Bool {
    let intent = SchemaID(reading.intent)
    guard let adopter = environment.apps.adopters(of: intent).first else { return false }
    let invocation = Invocation(
      schema: adopter.intent.schema, app: adopter.app, intentType: adopter.intent, language: reading.language)
    let resolver = resolver(for: invocation)
    for parameter in invocation.parameters {
      guard let slot = reading.slots[parameter.name] else { continue }
      switch parameter.kind {
      case .entity, .person: break
      default: continue
      }
      switch resolver.resolve(SlotWords(slot), for: parameter) {
      case .value, .ambiguous: continue
      default: return false
      }
    }
    return true
  }

  /// How recently the shell showed what `reading`'s reference slot points at (a higher number is
  /// more recent); nil when it has no reference or it points at nothing.
  func referenceRecency(_ reading: Reading) -> Int? {
    let intent = SchemaID(reading.intent)
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
        kind = ReferenceKind(pronoun: words.text)
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

  /// How well `words` name someone in any app's contacts (1 for a relationship word).
  func nameScore(_ words: String) -> Double {
    if Relationship(words: words) != nil { return 1 }
    var best = 0.0
    let query = cache.queryKey(words)
    for (app, type) in environment.apps.entityTypes(adopting: .person) {
      let context = environment.context(for: app)
      guard let index = try? cache.names(of: type, finder: type.finder(in: context), in: context).index
      else { continue }
      best = max(best, index.matches(query, limit: 1).first?.score ?? 0)
    }
    return best
  }
}

/// Slot words read as dates, each text once: the readings of one line share their words.
final class DateReadings {
  private let parser: DateParser
  private var read: [String: Bool] = [:]

  init(_ parser: DateParser) { self.parser = parser }

  /// Whether `text` says a date: one that exists, or a day its month does not have ("february
  /// 30"), which is still the words of a date (and refused as one, not read as a title).
  func isDate(_ text: String) -> Bool {
    if let known = read[text] { return known }
    let isDate: Bool
    switch parser.read(text) {
    case .date, .noSuchDay: isDate = true
    case .noDate: isDate = false
    }
    read[text] = isDate
    return isDate
  }
}
