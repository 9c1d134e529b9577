import Foundation
import HarkStore

/// Name indexes kept between lookups, rebuilt only when the names they cover change, and name
/// keys kept so a name is transliterated once.
///
/// Owned by one conversation and used from one thread, like the conversation itself.
final class ResolutionCache {
  private var keys: [String: NameKey] = [:]
  private var indexes: [String: (fingerprint: Int, index: NameIndex)] = [:]
  /// By app and type, the suggested entities last read from a finder whose suggestions follow the
  /// store, their index, and the collections they were read from, stamped.
  private var suggested: [String: (reads: StoreReads, entities: [EntityValue], index: NameIndex)] = [:]
  /// Latin forms of names kept between runs (see ``Transliterations``).
  let transliterations: Transliterations

  /// `cacheDirectory` holds the names' Latin forms between runs; nil keeps them in memory.
  init(cacheDirectory: URL? = nil) {
    transliterations = Transliterations(directory: cacheDirectory)
  }

  /// The key of `name`, made once.
  func key(_ name: String) -> NameKey {
    if let key = keys[name] { return key }
    let key = NameKey(name, transliterate: transliterations.latin)
    if keys.count > 200_000 { keys.removeAll(keepingCapacity: true) }
    keys[name] = key
    return key
  }

  /// `finder`'s suggested entities of `type`, with an index over their names. A finder whose
  /// suggestions follow the store (``EntityFinder/suggestionsFollowTheStore``) is asked again only
  /// when a collection it read has changed since, by this process or another (an `lstat` each):
  /// a send resolves its words as files at every line, and decoding every file and hashing every
  /// name each time to find them the same was a tenth of the line.
  func suggestions(of type: EntityType, from finder: EntityFinder, in context: AppContext) throws
    -> (entities: [EntityValue], index: NameIndex)
  {
    guard finder.suggestionsFollowTheStore else {
      let entities = try finder.suggestedEntities()
      return (entities, index(for: type.name, entities))
    }
    let key = context.appID + "\u{1F}" + type.name
    if let kept = suggested[key], context.store.unchanged(kept.reads) { return (kept.entities, kept.index) }
    let (entities, reads) = try context.store.recordingReads { try finder.suggestedEntities() }
    let index = index(for: type.name, entities)
    suggested[key] = (reads, entities, index)
    return (entities, index)
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
    let index = NameIndex(
      keyed: entities.map { entity in
        ([entity.title] + entity.entity.displayRepresentation.synonyms).map(key)
      })
    indexes[type] = (fingerprint, index)
    return index
  }
}
