/// What the shell showed or made recently, newest last, so "this message" and "the last one" mean
/// something. The terminal's analogue of onscreen awareness.
struct ConversationMemory: Sendable {
  private(set) var recent: [EntityValue] = []
  /// The last list shown, in its order: what "the first one" counts from.
  private(set) var listed: [EntityValue] = []
  private let capacity = 50

  /// Remembers entities in the order shown; the last one becomes "this".
  mutating func remember(_ entities: [EntityValue], listed: [EntityValue] = []) {
    for entity in entities + listed {
      recent.removeAll { $0 == entity }
      recent.append(entity)
    }
    if !listed.isEmpty { self.listed = listed }
    if recent.count > capacity { recent.removeFirst(recent.count - capacity) }
  }

  /// The entity a reference points at, among those of `type`'s schema.
  func recall(_ kind: ReferenceKind, matching type: EntityType) -> EntityValue? {
    recall(kind) { $0.type == type.name || ($0.schema != nil && $0.schema == type.schema) }
  }

  /// The entity a reference points at, among those adopting `schema` in any app.
  func recall(_ kind: ReferenceKind, schema: SchemaID) -> EntityValue? {
    recall(kind) { $0.schema == schema }
  }

  private func recall(_ kind: ReferenceKind, fitting fits: (EntityValue) -> Bool) -> EntityValue? {
    let fitting = recent.filter(fits)
    switch kind {
    case .this, .last, .conversation: return fitting.last
    case .previous: return fitting.dropLast().last
    // The first of the last list shown, when it held some; else the earliest remembered.
    case .first: return listed.first(where: fits) ?? fitting.first
    }
  }
}
