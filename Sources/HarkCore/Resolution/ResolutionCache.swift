import Foundation
import HarkStore

/// Name indexes kept between lookups, rebuilt only when the names they cover change, and name
/// keys kept so a name is transliterated once.
///
/// Owned by one conversation and used from one thread, like the conversation itself.
final class ResolutionCache {
  private var keys: [String: NameKey] = [:]
  private var queryKeys: [String: NameKey] = [:]
  private var indexes: [String: (fingerprint: Int, index: NameIndex)] = [:]
  /// By app and type, the indexed names of a finder whose suggestions follow the store, each with
  /// the store reads it was made from (see ``IndexedNames``).
  private var kept: [String: IndexedNames] = [:]
  /// Latin forms of names kept between runs (see ``Transliterations``).
  let transliterations: Transliterations
  /// The syllable of each Han character, its table kept in this cache's folder (``HanSyllables``):
  /// this cache's own, so no other conversation's folder decides where it is read.
  let syllables: HanSyllables
  /// Where indexed names are kept between runs; nil keeps them in memory only.
  let directory: URL?

  /// `cacheDirectory` holds the names' Latin forms and the indexed names between runs; nil
  /// keeps them in memory. Han syllables come from `syllables` when given (another cache's, as
  /// `analyze` reads with the conversation's table), else from a table kept in `cacheDirectory`.
  init(cacheDirectory: URL? = nil, syllables: HanSyllables? = nil) {
    self.syllables =
      syllables ?? cacheDirectory.map { HanSyllables(directory: $0) } ?? HanSyllables.withoutFolder
    transliterations = Transliterations(directory: cacheDirectory, syllables: self.syllables)
    directory = cacheDirectory
  }

  /// The key of `name` (an entity's title or synonym), made once; its Latin form is kept in the
  /// names file for the next run.
  func key(_ name: String) -> NameKey {
    ResolutionCache.kept(name, in: &keys, atMost: 200_000) {
      NameKey($0, transliterate: transliterations.latin)
    }
  }

  /// The key of words someone typed (a slot's text, an answer), made once while the conversation
  /// lasts but never written to the names file: what people type includes their messages, which
  /// have no place in a cache of names, and each new text would grow and rewrite it.
  func queryKey(_ words: String) -> NameKey {
    ResolutionCache.kept(words, in: &queryKeys, atMost: 20_000) {
      NameKey($0, transliterate: transliterations.latinWithoutKeeping)
    }
  }

  /// `text`'s key from `keys`, made by `make` and kept when it is not there (all are let go once
  /// more than `limit` are kept).
  private static func kept(
    _ text: String, in keys: inout [String: NameKey], atMost limit: Int, _ make: (String) -> NameKey
  ) -> NameKey {
    if let key = keys[text] { return key }
    let key = make(text)
    if keys.count > limit { keys.removeAll(keepingCapacity: true) }
    keys[text] = key
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

  /// The indexed names of `type`'s entities as `finder` suggests them.
  ///
  /// A finder whose suggestions follow the store (``EntityFinder/suggestionsFollowTheStore``:
  /// people, files) is asked again only when a collection it read has changed since, by this
  /// process or another (an `lstat` each): in memory for the next line, and in the cache folder
  /// for the next run, when only the entities a line matched are read again, by identifier. A
  /// send resolves its words as people and as files at every line, and a start on a store of a
  /// thousand contacts made every one an entity and keyed its names. Any other finder (its app
  /// may read more than the store, or by the clock, which no stamp covers) is asked at each
  /// call, and only its index is kept while its names are the same.
  func names(of type: EntityType, finder: EntityFinder, in context: AppContext) throws -> IndexedNames {
    guard finder.suggestionsFollowTheStore else {
      let entities = try finder.suggestedEntities()
      return IndexedNames(index: index(for: type.name, entities), entities: entities, reads: nil)
    }
    let store = context.store
    let name = ResolutionCache.keptName(of: type, in: context)
    if let names = kept[name], let reads = names.reads, store.unchanged(reads) { return names }
    let origin = StoreSnapshotFile.Origin(store: store, apps: context.apps)
    let file = directory.map { IndexedNames.file(in: $0, store: store, type: name) }
    if let origin, let file, let stored = IndexedNames.read(file, origin: origin), let reads = stored.reads,
      store.unchanged(reads)
    {
      kept[name] = stored
      return stored
    }
    let (entities, reads) = try store.recordingReads { try finder.suggestedEntities() }
    let keyed = entities.map(names).map { $0.map(key) }
    let made = IndexedNames(index: NameIndex(keyed: keyed), entities: entities, reads: reads)
    kept[name] = made
    if let origin, let file { made.write(to: file, origin: origin) { keyed[$0] } }
    return made
  }

  /// The name `type`'s indexed names are kept under, in memory and in the cache folder's file
  /// name: by app and type, as a type of any app's entities is asked from each app's context.
  static func keptName(of type: EntityType, in context: AppContext) -> String {
    context.appID + "\u{1F}" + type.name
  }

  /// An entity's names: its title, then its synonyms.
  private func names(_ entity: EntityValue) -> [String] {
    [entity.title] + entity.entity.displayRepresentation.synonyms
  }
}
