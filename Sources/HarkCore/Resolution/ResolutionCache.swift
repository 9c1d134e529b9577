import Foundation
import HarkStore

/// Name indexes kept between lookups, rebuilt only when the names they cover change, and name
/// keys kept so a name is transliterated once.
///
/// Owned by one conversation and used from one thread, like the conversation itself.
final class ResolutionCache {
  private var keys: [String: NameKey] = [:]
  private var indexes: [String: (fingerprint: Int, index: NameIndex)] = [:]
  /// People's names by type, each with the store reads it was made from (see ``IndexedNames``).
  private var people: [String: IndexedNames] = [:]
  /// Latin forms of names kept between runs (see ``Transliterations``).
  let transliterations: Transliterations
  /// Where people's names are kept between runs; nil keeps them in memory only.
  let directory: URL?

  /// `cacheDirectory` holds the names' Latin forms and people's name keys between runs; nil
  /// keeps them in memory.
  init(cacheDirectory: URL? = nil) {
    transliterations = Transliterations(directory: cacheDirectory)
    directory = cacheDirectory
  }

  /// The key of `name`, made once.
  func key(_ name: String) -> NameKey {
    if let key = keys[name] { return key }
    let key = NameKey(name, transliterate: transliterations.latin)
    if keys.count > 200_000 { keys.removeAll(keepingCapacity: true) }
    keys[name] = key
    return key
  }

  /// An index over `entities`' names, reused while the same entities carry the same names.
  func index(for type: String, _ entities: [EntityValue]) -> NameIndex {
    var hasher = Hasher()
    for entity in entities {
      hasher.combine(entity.id)
      hasher.combine(entity.title)
      hasher.combine(entity.entity.displayRepresentation.synonyms)
    }
    let fingerprint = hasher.finalize()
    if let cached = indexes[type], cached.fingerprint == fingerprint { return cached.index }
    let index = NameIndex(keyed: entities.map(names).map { $0.map(key) })
    indexes[type] = (fingerprint, index)
    return index
  }

  /// The indexed names of `type`'s entities as `finder` suggests them. People's names are kept
  /// with the store reads they came from, in memory and in the cache folder, and taken back while
  /// the store has not changed; other types' entities are read at each call (their apps may read
  /// more than the store, which no stamp covers) and only the index is kept.
  func names(of type: EntityType, finder: EntityFinder, in context: AppContext) throws -> IndexedNames {
    guard type.schema == .person else {
      let entities = try finder.suggestedEntities()
      return IndexedNames(index: index(for: type.name, entities), entities: entities, reads: nil)
    }
    let store = context.store
    if let kept = people[type.name], let reads = kept.reads, store.unchanged(reads) { return kept }
    let origin = StoreSnapshotFile.Origin(store: store, apps: context.apps)
    let file = directory.map { IndexedNames.file(in: $0, store: store, type: type.name) }
    if let origin, let file, let stored = IndexedNames.read(file, origin: origin), let reads = stored.reads,
      store.unchanged(reads)
    {
      people[type.name] = stored
      return stored
    }
    let (entities, reads) = try store.recordingReads { try finder.suggestedEntities() }
    let keyed = entities.map(names).map { $0.map(key) }
    let made = IndexedNames(index: NameIndex(keyed: keyed), entities: entities, reads: reads)
    people[type.name] = made
    if let origin, let file { made.write(to: file, origin: origin) { keyed[$0] } }
    return made
  }

  /// An entity's names: its title, then its synonyms.
  private func names(_ entity: EntityValue) -> [String] {
    [entity.title] + entity.entity.displayRepresentation.synonyms
  }
}
