import Foundation
import HarkGrammar

/// Turns a parameter's words into a value of its kind: entities through the apps' queries,
/// people also by relationship, references ("this message") through what the shell showed,
/// dates against the clock, numbers and yes/no words by parsing.
struct Resolver {
  let context: AppContext
  let memory: ConversationMemory
  let cache: ResolutionCache
  let timeZone: TimeZone
  /// Whether a name only another app knows is offered for import: for intents that reach people
  /// (sending to Mary), not for those that look things up (what did Mary say).
  var importsByName = true
  /// The start of the event a request is about: a time said alone is on its day ("move it to 4pm"),
  /// a day said alone at its time ("move it to friday"). Nil: dates are read against the clock only.
  var anchorDate: Date?
  /// Whether the request asks about what has happened: its dates look back.
  var looksBack = false
  /// The half of the day a bare hour is in, when the request says what the event is.
  var impliedHalf: DateParser.DayHalf?

  /// How close two top scores may be before the shell asks which one was meant.
  static let ambiguityMargin = 0.08
  /// At most this many choices are offered.
  static let maximumChoices = 9
  /// The most characters a name is looked up by: longer words are a message's text, not a name, and
  /// spelling them out in Latin letters would cost a second for a long line.
  static let longestName = 200

  /// The words of every language that values are read with: the conversation's grammar's.
  var lexicons: LexiconSet { context.wording.lexicons }

  /// The date reader for `parameter`: against the request's clock, looking back when the request
  /// or the parameter does.
  func datesRead(for parameter: ParameterInfo) -> DateParser {
    var parser = DateParser(now: context.now, timeZone: timeZone, lexicons: lexicons)
    parser.looksBack = looksBack || parameter.looksBack
    parser.impliedHalf = impliedHalf
    return parser
  }

  func resolve(_ slot: SlotWords, for parameter: ParameterInfo) -> Resolution {
    resolveWithEvidence(slot, for: parameter).outcome
  }

  func resolveWithEvidence(_ slot: SlotWords, for parameter: ParameterInfo) -> SlotResolution {
    switch parameter.kind {
    case .string:
      // A list value's output is the canonical word ("last" for "my latest message").
      if case .string(let canonical)? = slot.value { return SlotResolution(.value(.string(canonical))) }
      return SlotResolution(.value(.string(slot.text)))
    case .enumeration(let type):
      // Through the cases' synonyms: "black and white" is `mono`; anything else is refused.
      let canonical: String? = if case .string(let word)? = slot.value { word } else { nil }
      if let value = type.value(for: canonical ?? slot.text) ?? type.value(for: slot.text) {
        return SlotResolution(.value(.string(value)))
      }
      return SlotResolution(.invalid(slot.text), score: 0)
    case .bool:
      if case .string(let word)? = slot.value, let flag = Bool(word) {
        return SlotResolution(.value(.bool(flag)))
      }
      if let flag = BoolWords.read(slot.text, lexicon: lexicons.all) {
        return SlotResolution(.value(.bool(flag)))
      }
      return SlotResolution(.invalid(slot.text), score: 0)
    case .number, .integer:
      if case .number(let n)? = slot.value { return SlotResolution(.value(.number(n))) }
      if let n = NumberParser.parse(slot.text, lexicon: lexicons.all) {
        if case .integer = parameter.kind, n.rounded() != n {
          return SlotResolution(.invalid(slot.text), score: 0)
        }
        return SlotResolution(.value(.number(n)))
      }
      return SlotResolution(.invalid(slot.text), score: 0)
    case .date:
      let parser = datesRead(for: parameter)
      switch parser.read(Resolver.dateWords(slot)) {
      case .date(let parsed):
        let date = anchorDate.map { parsed.completed(by: $0, in: parser.calendar) } ?? parsed.date
        // A new time for an event that lands in another month than the event's, by words that
        // did not name the month ("the 3rd", "next friday" at the month's end), is confirmed.
        let crossesMonth =
          anchorDate.map {
            !parsed.namesMonth
              && parser.calendar.dateComponents([.year, .month], from: $0)
                != parser.calendar.dateComponents([.year, .month], from: date)
          } ?? false
        return SlotResolution(
          .value(.date(date)), score: crossesMonth ? Resolver.unsingledScore : 1,
          via: crossesMonth ? "a day in another month than the event's" : nil)
      case .noSuchDay(let year, let month, let day):
        return SlotResolution(.noSuchDay(words: slot.text, year: year, month: month, day: day), score: 0)
      case .noDate:
        // "from 3 to 4 tomorrow" for a date that takes a range: the span, which the dialogue
        // gives to the date and the parameters of its end.
        if parameter.range != nil, case .span(let span) = parser.readSpan(Resolver.dateWords(slot)),
          span.kind == .range
        {
          return SlotResolution(.value(.span(span)))
        }
        return SlotResolution(.invalid(slot.text), score: 0)
      }
    case .dateSpan:
      // A span ("this week", "tomorrow afternoon"); a day said is the whole day.
      let parser = datesRead(for: parameter)
      switch parser.readSpan(Resolver.dateWords(slot)) {
      case .span(let span): return SlotResolution(.value(.span(span)))
      case .noSuchDay(let year, let month, let day):
        return SlotResolution(.noSuchDay(words: slot.text, year: year, month: month, day: day), score: 0)
      case .noDate: return SlotResolution(.invalid(slot.text), score: 0)
      }
    case .recurrence, .duration:
      // Kept as the words said when the date readers find a repeat or an amount in them.
      let parser = DateParser(now: context.now, timeZone: timeZone, lexicons: lexicons)
      let reads =
        if case .recurrence = parameter.kind { parser.readRecurrence(slot.text) != nil } else {
          parser.readDuration(slot.text) != nil
        }
      return reads
        ? SlotResolution(.value(.string(slot.text))) : SlotResolution(.invalid(slot.text), score: 0)
    case .person:
      // "call this contact": the person the shell last showed, from whichever app.
      if case .string(let reference)? = slot.value, let kind = ReferenceKind(rawValue: reference) {
        return referenced(memory.recall(kind, schema: .person), words: slot.text) { entity in
          let person = ParameterValue.person(PersonReading.person(of: entity))
          return parameter.isArray ? .list([person]) : person
        }
      }
      return resolvePerson(slot.text)
    case .entity(let type):
      if case .string(let reference)? = slot.value, let kind = ReferenceKind(rawValue: reference) {
        return resolveReference(kind, type: type, words: slot.text)
      }
      if type.schema != .person, let kind = ReferenceKind(pronoun: slot.text, lexicons: lexicons) {
        return resolveReference(kind, type: type, words: slot.text)
      }
      if type.schema == .file, let reference = ContentReference(slot.text, lexicon: lexicons.all) {
        return resolveContent(reference, type: type, words: slot.text, isArray: parameter.isArray)
      }
      if let relationship = Relationship(words: slot.text, lexicon: lexicons.all) {
        let found = resolveRelationship(
          relationship, type: type, words: slot.text, isArray: parameter.isArray)
        // A bare "mom" may still be someone's name; "my mom" never is.
        if case .unknownRelationship = found.outcome, !slot.text.contains(where: \.isWhitespace),
          !Relationship.isPossessive(slot.text, lexicon: lexicons.all)
        {
          let byName = resolveEntity(slot.text, type: type, isArray: parameter.isArray)
          if case .value = byName.outcome { return byName }
        }
        return found
      }
      let whole = resolveEntity(slot.text, type: type, isArray: parameter.isArray)
      if parameter.isArray, whole.score < NameMatcher.sure,
        let several = resolveSeveral(slot.text, type: type)
      {
        return several
      }
      if importsByName, case .notFound = whole.outcome,
        let known = importableByName(slot.text, type: type, isArray: parameter.isArray)
      {
        return known
      }
      return whole
    }
  }

  /// "Glow and Flare", "Glow, Flare": each part resolved on its own (split at every language's
  /// ``LexiconKey/separators``); nil unless there are several parts and every one names exactly
  /// one entity.
  private func resolveSeveral(_ words: String, type: EntityType) -> SlotResolution? {
    let separators = lexicons.all.words(.separators)
    guard Resolver.mayHoldSeveral(words, separators: separators) else { return nil }
    var text = words
    for separator in separators {
      text = text.replacingOccurrences(of: separator, with: "\u{1}")
    }
    let parts = text.split(separator: "\u{1}").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard parts.count > 1 else { return nil }
    var values: [ParameterValue] = []
    var least = 1.0
    var candidates: [ScoredEntity] = []
    for part in parts {
      let resolved = resolveEntity(part, type: type, isArray: false)
      guard case .value(let value) = resolved.outcome else { return nil }
      values.append(value)
      least = min(least, resolved.score)
      candidates += resolved.candidates.prefix(1)
    }
    return SlotResolution(.value(.list(values)), score: least, candidates: candidates)
  }

  /// The words a date slot is read from: the value a grammar list gave them ("today's" in
  /// "today's agenda" is the list's "today"), else the words said.
  static func dateWords(_ slot: SlotWords) -> String {
    if case .string(let named)? = slot.value { return named }
    return slot.text
  }

  /// Whether Foundation may find one of `separators` in `words`: for printable ASCII and Han
  /// ideographs without a canonical decomposition (no character there is the same as another by
  /// Unicode's canonical equivalence, which Foundation's search honours) whether a separator's
  /// bytes occur; true for any other text. A message's words are asked at every send.
  static func mayHoldSeveral(_ words: String, separators: [String]) -> Bool {
    for scalar in words.unicodeScalars {
      let value = scalar.value
      let plain =
        (0x20...0x7E).contains(value)
        || Script.isHan(scalar) && !(0xF900...0xFAFF).contains(value) && !(0x2F800...0x2FA1F).contains(value)
      if !plain { return true }
    }
    let bytes = Array(words.utf8)
    return separators.contains { separator in
      let wanted = Array(separator.utf8)
      guard !wanted.isEmpty, wanted.count <= bytes.count else { return false }
      return (0...(bytes.count - wanted.count)).contains { start in
        bytes[start..<(start + wanted.count)].elementsEqual(wanted)
      }
    }
  }

  private func resolveReference(_ kind: ReferenceKind, type: EntityType, words: String) -> SlotResolution {
    referenced(memory.recall(kind, matching: type), words: words) { .entity($0) }
  }

  /// How sure a reference is of an entity the user did not single out (a list's only line, shown
  /// before something else): below acting without asking, so a request with side effects confirms.
  static let unsingledScore = 0.6

  /// What a reference recalled, as a resolution: one entity the user singled out is sure; one they
  /// did not is confirmed before anything is done to it; several shown are a choice, in their order.
  private func referenced(
    _ recalled: Recalled, words: String, value: (EntityValue) -> ParameterValue
  ) -> SlotResolution {
    switch recalled {
    case .none:
      return SlotResolution(.nothingToReference(words), score: 0)
    case .one(let entity, let singledOut):
      let score = singledOut ? 1 : Resolver.unsingledScore
      return SlotResolution(
        .value(value(entity)), score: score, candidates: [ScoredEntity(entity: entity, score: score)],
        via: singledOut ? nil : Resolver.viaReference)
    case .several(let shown):
      return SlotResolution(
        .ambiguous(Array(shown.prefix(Resolver.maximumChoices))), score: Resolver.unsingledScore,
        candidates: shown.map { ScoredEntity(entity: $0, score: Resolver.unsingledScore) },
        via: Resolver.viaReference)
    }
  }

  /// The `via` of a reference to what was shown but not singled out: the choice it makes is asked
  /// by the kind of thing ("Which file?"), not by the words ("Which it?").
  static let viaReference = "reference to what was shown"

  /// `read()`, with a failure kept as a value (the error a finder threw, for
  /// ``Resolution/unreadable(words:error:)``) rather than taken for "nothing there".
  static func reading<T>(_ read: () throws -> T) throws(IntentError) -> T {
    do {
      return try read()
    } catch {
      throw IntentError(error)
    }
  }

  /// Content described rather than named ("my latest report"): a guess, so scored for a
  /// confirmation; several fitting equally are a choice.
  private func resolveContent(_ reference: ContentReference, type: EntityType, words: String, isArray: Bool)
    -> SlotResolution
  {
    let suggested: [EntityValue]
    do {
      suggested = try Resolver.reading { try type.finder(in: context).suggestedEntities() }
    } catch {
      // Entities that cannot be read are not "none fits": the store's fault is said.
      return SlotResolution(.unreadable(words: words, error: error), score: 0)
    }
    let found = reference.matches(suggested)
    let scored = found.map { ScoredEntity(entity: $0, score: ContentReference.score) }
    guard let first = found.first else { return SlotResolution(.notFound(words), score: 0) }
    if found.count > 1 {
      return SlotResolution(
        .ambiguous(Array(found.prefix(Resolver.maximumChoices))), score: ContentReference.score,
        candidates: scored, via: "description")
    }
    let value = ParameterValue.entity(first)
    return SlotResolution(
      .value(isArray ? .list([value]) : value), score: ContentReference.score, candidates: scored,
      via: "description")
  }

  /// The finder's own search for `words` (nil when it has none); a search over the names alone is
  /// answered from the names indexed, reading only the entities it finds.
  private static func search(_ words: String, finder: EntityFinder, names: IndexedNames) throws
    -> [EntityValue]?
  {
    guard finder.searchesNamesOnly, finder.searchesByString else { return try finder.searching(words) }
    let positions = names.index.items(whoseNamesContain: NameMatcher.fold(words))
    return try names.entities(positions, finder: finder).compactMap { $0 }
  }

  /// Candidates for `words` among `type`'s entities, best first, above the threshold.
  func candidates(_ words: String, type: EntityType) throws(IntentError) -> [ScoredEntity] {
    guard words.count <= Resolver.longestName else { return [] }
    let finder = type.finder(in: context)
    let names = try Resolver.reading { try cache.names(of: type, finder: finder, in: context) }
    var best: [EntityValue: Double] = [:]
    let query = cache.queryKey(words)
    let matches = names.index.matches(query, limit: 50)
    let found = try Resolver.reading { try names.entities(matches.map(\.item), finder: finder) }
    for (match, entity) in zip(matches, found) {
      if let entity { best[entity] = match.score }
    }
    if let found = try Resolver.reading({ try Resolver.search(words, finder: finder, names: names) }) {
      let matcher = NameMatcher()
      for entity in found where best[entity] == nil {
        let names = [entity.title] + entity.entity.displayRepresentation.synonyms
        let score = names.map { matcher.score(query, cache.key($0)) }.max() ?? 0
        if score >= NameMatcher.threshold { best[entity] = score }
      }
    }
    return best.map { ScoredEntity(entity: $0.key, score: $0.value) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.entity.title < $1.entity.title }
  }

  private func resolveEntity(_ words: String, type: EntityType, isArray: Bool) -> SlotResolution {
    do {
      // A query that ranks what its words describe is the judge of its matches (an event by its
      // day and people, whose title the words need not name); its reason is said when none fits.
      if words.count <= Resolver.longestName,
        let ranking = try Resolver.reading({ try type.finder(in: context).ranking(words) })
      {
        if ranking.ranked.isEmpty, let miss = ranking.miss { return SlotResolution(.refused(miss), score: 0) }
        let scored = ranking.ranked.filter { $0.score >= NameMatcher.threshold }
          .map { ScoredEntity(entity: $0.entity, score: $0.score) }
        if ranking.selectsAll, isArray, let least = scored.last?.score {
          let every = ParameterValue.list(scored.map { .entity($0.entity) })
          return SlotResolution(.value(every), score: least, candidates: scored, via: "description")
        }
        return decide(scored, words: words, isArray: isArray, via: scored.isEmpty ? nil : "description")
      }
      return decide(try candidates(words, type: type), words: words, isArray: isArray)
    } catch {
      return SlotResolution(.unreadable(words: words, error: error), score: 0)
    }
  }

  /// One value when one candidate stands out, a choice when several are close, else not found.
  private func decide(_ scored: [ScoredEntity], words: String, isArray: Bool, via: String? = nil)
    -> SlotResolution
  {
    guard let best = scored.first else { return SlotResolution(.notFound(words), score: 0) }
    let close = scored.filter { best.score - $0.score <= Resolver.ambiguityMargin }
    if close.count > 1 {
      return SlotResolution(
        .ambiguous(Array(close.prefix(Resolver.maximumChoices).map(\.entity))), score: best.score,
        candidates: scored, via: via)
    }
    let value = ParameterValue.entity(best.entity)
    return SlotResolution(
      .value(isArray ? .list([value]) : value), score: best.score, candidates: scored, via: via)
  }

  // MARK: - People

  /// Everyone with `relationship` across the apps' contacts, by the `relationship` property.
  private func people(with relationship: Relationship) throws(IntentError) -> [(
    type: EntityType, entity: EntityValue
  )] {
    var found: [(EntityType, EntityValue)] = []
    for (app, type) in context.apps.entityTypes(adopting: .person) {
      let finder = type.finder(in: context.context(for: app.id))
      let entities = try Resolver.reading { try finder.suggestedEntities() }
      for entity in entities {
        if let value = PersonReading.property("relationship", of: entity.entity), relationship.matches(value)
        {
          found.append((type, entity))
        }
      }
    }
    return found
  }

  private func resolveRelationship(
    _ relationship: Relationship, type: EntityType, words: String, isArray: Bool
  ) -> SlotResolution {
    do {
      return try resolveRelationshipReading(relationship, type: type, words: words, isArray: isArray)
    } catch {
      return SlotResolution(.unreadable(words: words, error: error), score: 0)
    }
  }

  private func resolveRelationshipReading(
    _ relationship: Relationship, type: EntityType, words: String, isArray: Bool
  ) throws(IntentError) -> SlotResolution {
    let found = try people(with: relationship)
    let via = "relationship \(relationship.name)"
    let own = found.filter { $0.type.name == type.name }.map { ScoredEntity(entity: $0.entity, score: 1) }
    if !own.isEmpty { return decide(own, words: words, isArray: isArray, via: via) }
    guard let first = found.first else { return SlotResolution(.unknownRelationship(words), score: 0) }
    // Import the person into the destination app by their names.
    var imported: [EntityValue: Double] = [:]
    for (_, entity) in found {
      let person = PersonReading.person(of: entity)
      for name in [person.displayName] + person.aliases where !name.isEmpty {
        for candidate in try candidates(name, type: type) where candidate.score >= NameMatcher.sure {
          imported[candidate.entity] = max(imported[candidate.entity] ?? 0, candidate.score)
        }
      }
    }
    let scored = imported.map { ScoredEntity(entity: $0.key, score: $0.value) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.entity.title < $1.entity.title }
    guard !scored.isEmpty else {
      let person = PersonReading.person(of: first.entity)
      guard let importer = type.personImporter else {
        return SlotResolution(.notInApp(words: words, person: person.displayName), score: 0)
      }
      // The app's value query may know them by a handle rather than a name.
      let known = entities(for: try Resolver.reading { try importer.match([person], context) }, type: type)
        .map { ScoredEntity(entity: $0, score: 1) }
      if !known.isEmpty { return decide(known, words: words, isArray: isArray, via: via) }
      return SlotResolution(.importable(words: words, person: person), score: 1, via: via)
    }
    return decide(scored, words: words, isArray: isArray, via: via)
  }

  /// Someone another app knows by `words` ("send a message to Mary" when only Contacts has
  /// Mary), offered for import into `type`'s app; nil unless exactly one person clearly fits.
  private func importableByName(_ words: String, type: EntityType, isArray: Bool) -> SlotResolution? {
    guard type.schema == .person, let importer = type.personImporter else { return nil }
    let query = cache.queryKey(words)
    var scored: [ScoredEntity] = []
    for (app, other) in context.apps.entityTypes(adopting: .person) where other.name != type.name {
      let appContext = context.context(for: app.id)
      let finder = other.finder(in: appContext)
      // Another app whose people cannot be read offers nobody (truly absent here: the person may
      // still be found elsewhere); the store's warning of it is said as the line's fault.
      guard let names = try? cache.names(of: other, finder: finder, in: appContext) else { continue }
      let matches = names.index.matches(query, limit: Resolver.maximumChoices).filter {
        $0.score >= NameMatcher.sure
      }
      // As above: people of that app that cannot be read are not offered.
      let found = (try? names.entities(matches.map(\.item), finder: finder)) ?? []
      for (match, entity) in zip(matches, found) {
        if let entity { scored.append(ScoredEntity(entity: entity, score: match.score)) }
      }
    }
    guard let decided = decidePerson(scored, via: "name in another app"),
      case .value(.person(let person)) = decided.outcome
    else { return nil }
    let known: [EntityValue]
    do {
      known = entities(for: try Resolver.reading { try importer.match([person], context) }, type: type)
    } catch {
      // The destination app cannot be read: not "not there yet", which would offer to add them again.
      return SlotResolution(.unreadable(words: words, error: error), score: 0)
    }
    if let entity = known.first {
      let value = ParameterValue.entity(entity)
      return SlotResolution(
        .value(isArray ? .list([value]) : value), score: decided.score, via: "name in another app")
    }
    return SlotResolution(
      .importable(words: words, person: person), score: decided.score, via: "name in another app")
  }

  /// The entities of `type` that app-made people stand for (their `.application` identifiers).
  func entities(for people: [IntentPerson], type: EntityType) -> [EntityValue] {
    let ids = people.compactMap { person -> String? in
      if case .application(let id) = person.identifier { id } else { nil }
    }
    guard !ids.isEmpty else { return [] }
    // A person the app cannot read back is not one it holds: the caller says it was not kept.
    return (try? type.finder(in: context).entities(for: ids)) ?? []
  }

  /// An `IntentPerson` parameter: a contact found by relationship or name, else the words as a name.
  /// Several people who fit about equally (two Alexes, two brothers) are a choice, never a guess.
  private func resolvePerson(_ words: String) -> SlotResolution {
    do {
      return try resolvePersonReading(words)
    } catch {
      return SlotResolution(.unreadable(words: words, error: error), score: 0)
    }
  }

  private func resolvePersonReading(_ words: String) throws(IntentError) -> SlotResolution {
    if let relationship = Relationship(words: words, lexicon: lexicons.all) {
      let found = try people(with: relationship).map { ScoredEntity(entity: $0.entity, score: 1) }
      guard !found.isEmpty else { return SlotResolution(.unknownRelationship(words), score: 0) }
      return decidePerson(found, via: "relationship \(relationship.name)")
        ?? SlotResolution(.unknownRelationship(words), score: 0)
    }
    var scored: [ScoredEntity] = []
    let query = cache.queryKey(words)
    for (app, type) in context.apps.entityTypes(adopting: .person) {
      let appContext = context.context(for: app.id)
      let finder = type.finder(in: appContext)
      let names = try Resolver.reading { try cache.names(of: type, finder: finder, in: appContext) }
      let matches = names.index.matches(query, limit: Resolver.maximumChoices * 2)
      let found = try Resolver.reading { try names.entities(matches.map(\.item), finder: finder) }
      for (match, entity) in zip(matches, found) {
        if let entity { scored.append(ScoredEntity(entity: entity, score: match.score)) }
      }
    }
    if let best = scored.max(by: { $0.score < $1.score }), best.score >= NameMatcher.sure,
      let decided = decidePerson(scored, via: nil)
    {
      return decided
    }
    return SlotResolution(.value(.person(IntentPerson(name: PersonNameComponents(displayName: words)))))
  }

  /// One person when one stands out among `scored` (the same person known to two apps counts
  /// once), a choice when several are close; nil when there is nobody.
  private func decidePerson(_ scored: [ScoredEntity], via: String?) -> SlotResolution? {
    var seen: Set<String> = []
    let people = scored.sorted {
      $0.score != $1.score ? $0.score > $1.score : $0.entity.title < $1.entity.title
    }
    .filter { seen.insert(PersonReading.person(of: $0.entity).displayName).inserted }
    guard let best = people.first else { return nil }
    let close = people.filter { best.score - $0.score <= Resolver.ambiguityMargin }
    if close.count > 1 {
      return SlotResolution(
        .ambiguous(Array(close.prefix(Resolver.maximumChoices).map(\.entity))), score: best.score,
        candidates: people, via: via)
    }
    return SlotResolution(
      .value(.person(PersonReading.person(of: best.entity))), score: best.score, candidates: people, via: via)
  }
}

/// Words that point at something the shell showed or made.
enum ReferenceKind: String, Sendable {
  /// "this message", "that one": the entity in focus (the latest shown or made).
  case this
  /// "the last one": the last as shown on screen.
  case last
  /// "the latest email", "the newest one": the most recent by date of those shown.
  case latest
  /// "the previous one".
  case previous
  /// "the first message": the earliest shown.
  case first
  /// "this conversation": the entity in focus.
  case conversation

  /// The reference a pronoun makes in a slot of free words ("send it to Mary", "open that"), in
  /// any language's words (``LexiconKey/references``).
  init?(pronoun words: String, lexicons: LexiconSet = .standard) {
    let folded = NameMatcher.fold(words).trimmingPunctuationAndSpaces()
    for lexicon in lexicons.lexicons {
      if let kind = ReferenceKind(folded, lexicon: lexicon) {
        self = kind
        return
      }
    }
    return nil
  }

  /// The reference `folded` makes in `lexicon`'s words.
  private init?(_ folded: String, lexicon: Lexicon) {
    // "this file" (and a Chinese determiner with a measure word before the noun): the noun only
    // says which kind, as the slot's type does.
    for determiner in lexicon.words(.referenceDeterminers) where folded.hasPrefix(determiner) {
      if lexicon.contains(String(folded.dropFirst(determiner.count)), in: .referenceNouns) {
        self = .this
        return
      }
    }
    // "The first" or "the last" said as a place, a measure word and maybe a noun (Chinese): a
    // place on the list, whatever the measure word and the noun after it.
    for row in lexicon.rows(.placePrefixes) {
      guard let kind = ReferenceKind(rawValue: row.word) else { continue }
      for place in row.values where folded.hasPrefix(place) {
        let rest = folded.dropFirst(place.count)
        if let measure = rest.first, lexicon.contains(String(measure), in: .measureWords),
          rest.dropFirst().isEmpty || lexicon.contains(String(rest.dropFirst()), in: .referenceNouns)
        {
          self = kind
          return
        }
      }
    }
    guard let kind = lexicon.owner(of: folded, in: .references).flatMap(ReferenceKind.init(rawValue:)) else {
      return nil
    }
    self = kind
  }

}
