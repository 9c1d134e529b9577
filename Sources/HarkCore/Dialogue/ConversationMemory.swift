/// What the shell showed or made recently, newest last, so "this message" and "the last one" mean
/// something. The terminal's analogue of onscreen awareness.
struct ConversationMemory: Sendable {
  private(set) var recent: [EntityValue] = []
  private let capacity = 50

  /// Remembers entities in the order shown; the last one becomes "this".
  mutating func remember(_ entities: [EntityValue]) {
    for entity in entities {
      recent.removeAll { $0 == entity }
      recent.append(entity)
    }
    if recent.count > capacity { recent.removeFirst(recent.count - capacity) }
  }

  /// The entity a reference points at, among those adopting `schema` in any app.
  func recall(_ kind: ReferenceKind, schema: SchemaID) -> EntityValue? {
    let fitting = recent.filter { $0.schema == schema }
    switch kind {
    case .this, .last, .conversation: return fitting.last
    case .previous: return fitting.dropLast().last
    case .first: return fitting.first
    }
  }

  /// The entity a reference points at, among those of `type`'s schema.
  func recall(_ kind: ReferenceKind, matching type: EntityType) -> EntityValue? {
    let fitting = recent.filter { $0.type == type.name || ($0.schema != nil && $0.schema == type.schema) }
    switch kind {
    case .this, .last, .conversation: return fitting.last
    case .previous: return fitting.dropLast().last
    case .first: return fitting.first
    }
  }
}
