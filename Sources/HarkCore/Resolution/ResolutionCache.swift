import Foundation

/// Name indexes kept between lookups, rebuilt only when the names they cover change, and name
/// keys kept so a name is transliterated once.
///
/// Owned by one conversation and used from one thread, like the conversation itself.
final class ResolutionCache {
  private var keys: [String: NameKey] = [:]
  private var indexes: [String: (fingerprint: Int, index: NameIndex)] = [:]
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
