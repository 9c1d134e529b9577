import Foundation

/// Turns a parameter's words into a value of its kind: entities through the apps' queries,
/// references ("this message") through what the shell showed, literals by parsing.
struct Resolver {
  let context: AppContext
  let memory: ConversationMemory

  /// How close two top scores may be before the shell asks which one was meant.
  static let ambiguityMargin = 0.08

  func resolve(_ slot: SlotWords, for parameter: ParameterInfo) -> Resolution {
    switch parameter.kind {
    case .string:
      // A list value's output is the canonical word ("last" for "my latest message").
      if case .string(let canonical)? = slot.value { return .value(.string(canonical)) }
      return .value(.string(slot.text))
    case .bool:
      if case .string(let word)? = slot.value {
        if let flag = Bool(word) { return .value(.bool(flag)) }
      }
      return .invalid(slot.text)
    case .number, .integer:
      if case .number(let n)? = slot.value { return .value(.number(n)) }
      if let n = Double(slot.text.trimmingCharacters(in: .whitespaces)) { return .value(.number(n)) }
      return .invalid(slot.text)
    case .date:
      if let date = try? Date(slot.text, strategy: .iso8601) { return .value(.date(date)) }
      return .invalid(slot.text)
    case .person:
      return .value(.person(IntentPerson(name: PersonNameComponents(displayName: slot.text))))
    case .entity(let type):
      if case .string(let reference)? = slot.value, let kind = ReferenceKind(rawValue: reference) {
        return resolveReference(kind, type: type, words: slot.text)
      }
      return resolveEntity(slot.text, type: type, isArray: parameter.isArray)
    }
  }

  private func resolveReference(_ kind: ReferenceKind, type: EntityType, words: String) -> Resolution {
    guard let entity = memory.recall(kind, matching: type) else { return .notFound(words) }
    return .value(.entity(entity))
  }

  /// Candidates for `words` among `type`'s entities, best first, above the threshold.
  func candidates(_ words: String, type: EntityType) -> [ScoredEntity] {
    let finder = type.finder(in: context)
    var pool: [EntityValue] = []
    if finder.searchesByString { pool += (try? finder.entities(matching: words)) ?? [] }
    pool += (try? finder.suggestedEntities()) ?? []
    var seen = Set<EntityValue>()
    let matcher = NameMatcher()
    var scored: [ScoredEntity] = []
    for entity in pool where seen.insert(entity).inserted {
      let names = [entity.title] + entity.entity.displayRepresentation.synonyms
      let score = matcher.score(words, against: names)
      if score >= NameMatcher.threshold { scored.append(ScoredEntity(entity: entity, score: score)) }
    }
    return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.entity.title < $1.entity.title }
  }

  private func resolveEntity(_ words: String, type: EntityType, isArray: Bool) -> Resolution {
    let scored = candidates(words, type: type)
    guard let best = scored.first else { return .notFound(words) }
    let close = scored.filter { best.score - $0.score <= Resolver.ambiguityMargin }
    if close.count > 1 { return .ambiguous(close.map(\.entity)) }
    let value = ParameterValue.entity(best.entity)
    return .value(isArray ? .list([value]) : value)
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
}
