/// What the shell showed or made recently, so "this message" and "the last one" mean something:
/// the terminal's analogue of onscreen awareness.
///
/// Two kinds of showing are kept apart. A *list* (the result of "show my files") shows several
/// entities and singles none of them out; an entity the shell showed alone, made, opened, or that a
/// request acted on is *singled out*. "It" points at the entity singled out since the last list
/// of its kind, else at a list's only entity, else it is a choice among the list — never a guess at
/// one of several.
struct ConversationMemory: Sendable {
  /// Everything shown or made, newest last (how recent a reference's entity is).
  private(set) var recent: [EntityValue] = []
  /// Entities singled out, newest last, each with the turn it was singled out in.
  private var singled: [(entity: EntityValue, turn: Int)] = []
  /// Lists shown, newest last, each in its order on screen with the turn it was shown in.
  private var lists: [(entities: [EntityValue], turn: Int)] = []
  /// Counts the results remembered: what was shown later has a higher turn.
  private var turn = 0
  private let capacity = 50
  private let listCapacity = 8

  /// Remembers a result: `entities` it made or singled out, `listed` the list it showed, and
  /// `actedOn`, the entities the request acted on (the file sent, the event moved), which the user
  /// singled out by name, by a choice or by a reference that pointed at one.
  mutating func remember(_ entities: [EntityValue], listed: [EntityValue] = [], actedOn: [EntityValue] = []) {
    turn += 1
    // Each entity moves to the end at its last place among these: one pass with a set, not a
    // search of `recent` per entity (a week's listing is a thousand and more).
    var seen = Set<EntityValue>()
    var newest: [EntityValue] = []
    for entity in (actedOn + listed + entities).reversed() where seen.insert(entity).inserted {
      newest.append(entity)
      if newest.count == capacity { break }
    }
    recent.removeAll { seen.contains($0) }
    recent += newest.reversed()
    if recent.count > capacity { recent.removeFirst(recent.count - capacity) }
    if !listed.isEmpty {
      lists.append((listed, turn))
      if lists.count > listCapacity { lists.removeFirst(lists.count - listCapacity) }
    }
    // What the request acted on first: what it made is in focus after it.
    single(out: actedOn + entities)
  }

  private mutating func single(out entities: [EntityValue]) {
    for entity in entities {
      singled.removeAll { $0.entity == entity }
      singled.append((entity, turn))
    }
    if singled.count > capacity { singled.removeFirst(singled.count - capacity) }
  }

  /// What a reference points at, among the entities of `type`'s schema.
  func recall(_ kind: ReferenceKind, matching type: EntityType) -> Recalled {
    recall(kind) { $0.type == type.name || ($0.schema != nil && $0.schema == type.schema) }
  }

  /// What a reference points at, among the entities adopting `schema` in any app.
  func recall(_ kind: ReferenceKind, schema: SchemaID) -> Recalled {
    recall(kind) { $0.schema == schema }
  }

  private func recall(_ kind: ReferenceKind, fitting fits: (EntityValue) -> Bool) -> Recalled {
    // The newest list with something of the kind, only those entities, in their order on screen.
    var list: (entities: [EntityValue], turn: Int)?
    for shown in lists.reversed() {
      let fitting = shown.entities.filter(fits)
      if !fitting.isEmpty {
        list = (fitting, shown.turn)
        break
      }
    }
    let focus = singled.last { fits($0.entity) }
    let latestTurn = turn
    /// A list's only entity is singled out when it is what the shell showed last.
    func only(_ list: (entities: [EntityValue], turn: Int)) -> Recalled {
      .one(list.entities[0], singledOut: list.turn == latestTurn)
    }
    switch kind {
    case .this, .conversation:
      if let focus, focus.turn >= (list?.turn ?? 0) { return .one(focus.entity, singledOut: true) }
      guard let list else { return .none }
      return list.entities.count == 1 ? only(list) : .several(list.entities)
    case .last, .first:
      // A position on the list shown; without one, the entity singled out.
      if let list {
        guard list.entities.count > 1 else { return only(list) }
        let entity = kind == .first ? list.entities.first : list.entities.last
        return entity.map { .one($0, singledOut: true) } ?? .none
      }
      return focus.map { .one($0.entity, singledOut: true) } ?? .none
    case .latest:
      // The most recent by its own date among the list shown ("the latest email" of a list shown
      // newest first is its first line); its last line when the entities carry no date.
      if let list {
        guard list.entities.count > 1 else { return only(list) }
        let dated = list.entities.enumerated().map { (offset: $0.offset, entity: $0.element) }
        let newest = dated.max { a, b in
          let (x, y) = (
            ContentReference.date(of: a.entity.entity), ContentReference.date(of: b.entity.entity)
          )
          return (x ?? -.infinity, a.offset) < (y ?? -.infinity, b.offset)
        }
        return newest.map { .one($0.entity, singledOut: true) } ?? .none
      }
      return focus.map { .one($0.entity, singledOut: true) } ?? .none
    case .previous:
      // The one before the entity in focus: on the list when it is there, else singled out before it.
      guard let focus else {
        return list.map { $0.entities.count == 1 ? only($0) : .several($0.entities) } ?? .none
      }
      if let list, let index = list.entities.firstIndex(of: focus.entity) {
        return index > 0 ? .one(list.entities[index - 1], singledOut: true) : .none
      }
      let earlier = singled.dropLast().last { fits($0.entity) && $0.entity != focus.entity }
      return earlier.map { .one($0.entity, singledOut: true) } ?? .none
    }
  }
}

/// What a reference points at.
enum Recalled: Sendable, Equatable {
  /// One entity. `singledOut`: the user can see it is the one meant (shown alone, made, opened,
  /// acted on, or named by its place in a list); otherwise a request with side effects confirms.
  case one(EntityValue, singledOut: Bool)
  /// Several were shown and none singled out: the user chooses, in the order shown.
  case several([EntityValue])
  /// Nothing of the kind was shown.
  case none
}
