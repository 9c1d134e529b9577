import Foundation

/// Turns a parameter's words into a value of its kind: entities through the apps' queries,
/// people also by relationship, references ("this message") through what the shell showed,
/// dates against the clock, numbers and yes/no words by parsing.
struct Resolver {
  let context: AppContext
  let memory: ConversationMemory
  let cache: ResolutionCache
  let timeZone: TimeZone

  /// How close two top scores may be before the shell asks which one was meant.
  static let ambiguityMargin = 0.08
  /// At most this many choices are offered.
  static let maximumChoices = 9

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
      if let flag = BoolWords.read(slot.text) { return SlotResolution(.value(.bool(flag))) }
      return SlotResolution(.invalid(slot.text), score: 0)
    case .number, .integer:
      if case .number(let n)? = slot.value { return SlotResolution(.value(.number(n))) }
      if let n = NumberParser.parse(slot.text) {
        if case .integer = parameter.kind, n.rounded() != n {
          return SlotResolution(.invalid(slot.text), score: 0)
        }
        return SlotResolution(.value(.number(n)))
      }
      return SlotResolution(.invalid(slot.text), score: 0)
    case .date:
      if let parsed = DateParser(now: context.now, timeZone: timeZone).parse(slot.text) {
        return SlotResolution(.value(.date(parsed.date)))
      }
      return SlotResolution(.invalid(slot.text), score: 0)
    case .person:
      return resolvePerson(slot.text)
    case .entity(let type):
      if case .string(let reference)? = slot.value, let kind = ReferenceKind(rawValue: reference) {
        return resolveReference(kind, type: type, words: slot.text)
      }
      if let relationship = Relationship(words: slot.text) {
        let found = resolveRelationship(
          relationship, type: type, words: slot.text, isArray: parameter.isArray)
        // A bare "mom" may still be someone's name; "my mom" never is.
        if case .unknownRelationship = found.outcome, !slot.text.contains(where: \.isWhitespace),
          !slot.text.hasPrefix("我")
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
      return whole
    }
  }

  /// "Glow and Flare", "Glow, Flare", "Glow和Flare": each part resolved on its own; nil unless
  /// there are several parts and every one names exactly one entity.
  private func resolveSeveral(_ words: String, type: EntityType) -> SlotResolution? {
    var text = words
    for separator in [" and ", " & ", ", ", ",", "，", "、", "和", "跟"] {
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

  private func resolveReference(_ kind: ReferenceKind, type: EntityType, words: String) -> SlotResolution {
    guard let entity = memory.recall(kind, matching: type) else {
      return SlotResolution(.nothingToReference(words), score: 0)
    }
    return SlotResolution(.value(.entity(entity)), candidates: [ScoredEntity(entity: entity, score: 1)])
  }

  /// Candidates for `words` among `type`'s entities, best first, above the threshold.
  func candidates(_ words: String, type: EntityType) -> [ScoredEntity] {
    let finder = type.finder(in: context)
    let suggested = (try? finder.suggestedEntities()) ?? []
    let index = cache.index(for: type.name, suggested)
    var best: [EntityValue: Double] = [:]
    let query = cache.key(words)
    for match in index.matches(query, limit: 50) {
      best[suggested[match.item]] = match.score
    }
    if finder.searchesByString {
      let matcher = NameMatcher()
      for entity in (try? finder.entities(matching: words)) ?? [] where best[entity] == nil {
        let names = [entity.title] + entity.entity.displayRepresentation.synonyms
        let score = names.map { matcher.score(query, cache.key($0)) }.max() ?? 0
        if score >= NameMatcher.threshold { best[entity] = score }
      }
    }
    return best.map { ScoredEntity(entity: $0.key, score: $0.value) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.entity.title < $1.entity.title }
  }

  private func resolveEntity(_ words: String, type: EntityType, isArray: Bool) -> SlotResolution {
    let scored = candidates(words, type: type)
    return decide(scored, words: words, isArray: isArray)
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
  private func people(with relationship: Relationship) -> [(type: EntityType, entity: EntityValue)] {
    var found: [(EntityType, EntityValue)] = []
    for (app, type) in context.apps.entityTypes(adopting: .person) {
      let entities = (try? type.finder(in: context.context(for: app.id)).suggestedEntities()) ?? []
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
    let found = people(with: relationship)
    let via = "relationship \(relationship.name)"
    let own = found.filter { $0.type.name == type.name }.map { ScoredEntity(entity: $0.entity, score: 1) }
    if !own.isEmpty { return decide(own, words: words, isArray: isArray, via: via) }
    guard let first = found.first else { return SlotResolution(.unknownRelationship(words), score: 0) }
    // Import the person into the destination app by their names.
    var imported: [EntityValue: Double] = [:]
    for (_, entity) in found {
      let person = PersonReading.person(of: entity)
      for name in [person.displayName] + person.aliases where !name.isEmpty {
        for candidate in candidates(name, type: type) where candidate.score >= NameMatcher.sure {
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
      let known = entities(for: (try? importer.match([person], context)) ?? [], type: type)
        .map { ScoredEntity(entity: $0, score: 1) }
      if !known.isEmpty { return decide(known, words: words, isArray: isArray, via: via) }
      return SlotResolution(.importable(words: words, person: person), score: 1, via: via)
    }
    return decide(scored, words: words, isArray: isArray, via: via)
  }

  /// The entities of `type` that app-made people stand for (their `.application` identifiers).
  func entities(for people: [IntentPerson], type: EntityType) -> [EntityValue] {
    let ids = people.compactMap { person -> String? in
      if case .application(let id) = person.identifier { id } else { nil }
    }
    guard !ids.isEmpty else { return [] }
    return (try? type.finder(in: context).entities(for: ids)) ?? []
  }

  /// An `IntentPerson` parameter: a contact found by relationship or name, else the words as a name.
  /// Several people who fit about equally (two Alexes, two brothers) are a choice, never a guess.
  private func resolvePerson(_ words: String) -> SlotResolution {
    if let relationship = Relationship(words: words) {
      let found = people(with: relationship).map { ScoredEntity(entity: $0.entity, score: 1) }
      guard !found.isEmpty else { return SlotResolution(.unknownRelationship(words), score: 0) }
      return decidePerson(found, via: "relationship \(relationship.name)")
        ?? SlotResolution(.unknownRelationship(words), score: 0)
    }
    var scored: [ScoredEntity] = []
    let query = cache.key(words)
    for (app, type) in context.apps.entityTypes(adopting: .person) {
      let entities = (try? type.finder(in: context.context(for: app.id)).suggestedEntities()) ?? []
      let index = cache.index(for: type.name, entities)
      for match in index.matches(query, limit: Resolver.maximumChoices * 2) {
        scored.append(ScoredEntity(entity: entities[match.item], score: match.score))
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
  /// "the last one", "my last message": the latest.
  case last
  /// "the previous one".
  case previous
  /// "the first message": the earliest shown.
  case first
  /// "this conversation": the entity in focus.
  case conversation
}
