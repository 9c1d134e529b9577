import Foundation
import HarkGrammar
import HarkStore

/// The values the grammars' runtime lists take for a conversation: the names of people (and
/// their Latin forms), of apps and of named lists (playlists), made from what the apps hold and
/// kept while the collections they were read from are unchanged, in memory and in the cache folder.
final class RuntimeListsSource {
  let environment: ShellEnvironment
  /// Keys names in Latin letters (their transliterations are kept for the next start).
  let cache: ResolutionCache
  /// The runtime lists last built, with the names (as the apps gave them) they were built from
  /// and the collections the apps read for them, stamped.
  var listsCache:
    (names: [String], apps: [String], named: [String: [String]], reads: StoreReads, lists: RuntimeLists)?

  init(environment: ShellEnvironment, cache: ResolutionCache) {
    self.environment = environment
    self.cache = cache
  }

  /// The lists last made, without asking whether they are still right.
  var last: RuntimeLists? { listsCache?.lists }

  /// Values the grammars' runtime lists take now: the names of people and apps, normalised for
  /// the matcher once and reused for as long as the names stay the same.
  ///
  /// The apps' names come from the store: while no collection they were read from has changed
  /// (an `lstat` each, so another process's writes count too), the apps are not asked again.
  ///
  /// Between runs the lists are kept in the cache folder (``ListsSnapshot``): the first line of
  /// a run takes them from there while the collections they were made from are unchanged.
  /// `keeping`: whether lists made or found still right are written to the cache folder (not for
  /// `analyze`, which writes nothing).
  func lists(keeping: Bool = true) -> RuntimeLists {
    if listsCache == nil, let stored = storedLists() {
      listsCache = (stored.names, stored.apps, stored.named, stored.reads, stored.lists)
    }
    if let cached = listsCache, environment.store.unchanged(cached.reads) { return cached.lists }
    let ((given, named), reads) = environment.store.recordingReads { () -> ([String], [String: [String]]) in
      var names: [String] = []
      for (app, type) in environment.apps.entityTypes(adopting: .person) {
        let finder = type.finder(in: environment.context(for: app))
        // People who cannot be read lend the grammar no names; the store keeps the error as a
        // warning and a line that then fails is said as that fault (Conversation+Faults).
        for entity in (try? finder.suggestedEntities()) ?? [] {
          names.append(entity.title)
          names += entity.entity.displayRepresentation.synonyms
        }
      }
      return (names, namedLists())
    }
    var names = given
    let apps = environment.apps.apps.flatMap { [$0.name] + $0.synonyms }
    // The same names in the same order as last time: the same lists (no keys, no sorting).
    if let cached = listsCache, cached.names == names, cached.apps == apps, cached.named == named {
      listsCache?.reads = reads
      if keeping { keepLists() }
      return cached.lists
    }
    // Names as people type them in Latin letters ("wang xiaoming" for 王小明, "zoe" for Zoë),
    // so the grammar reads them whole; the resolver matches them back.
    for name in names where !RuntimeListsSource.isPlainLatin(name) {
      let key = cache.key(name)
      guard key.words.joined(separator: " ") != name.lowercased() else { continue }
      names.append(key.words.joined(separator: " "))
      if key.hasHan, key.words.count >= 2 {
        names.append(key.words[0] + " " + key.words.dropFirst().joined())
        names.append(key.words.joined())
      }
    }
    names += Relationship.listWords(environment.lexicons)
    let contacts = Set(names).sorted()
    var values = Dictionary(
      uniqueKeysWithValues: named.map { (RuntimeListName($0.key), $0.value.map { ListValue($0) }) })
    values[.contact] = contacts.map { ListValue($0) }
    values[.app] = apps.map { ListValue($0) }
    let lists = RuntimeLists(values)
    listsCache = (given, apps, named, reads, lists)
    if keeping { keepLists() }
    return lists
  }

  /// The lists a former run kept for this store, if it was this program with these apps; the
  /// named lists whose finders do not follow the store (a music server's playlists) asked again,
  /// once a run, since no stamp of the store tells whether they changed.
  private func storedLists() -> ListsSnapshot? {
    guard let directory = environment.cacheDirectory,
      let origin = StoreSnapshotFile.Origin(store: environment.store, apps: environment.apps),
      var snapshot = ListsSnapshot.read(
        ListsSnapshot.file(in: directory, store: environment.store), origin: origin)
    else { return nil }
    let live = liveLists()
    guard !live.isEmpty else { return snapshot }
    let now = namedLists(only: live)
    guard now != snapshot.named.filter({ live.contains($0.key) }) else { return snapshot }
    var values = snapshot.lists.values
    for (list, names) in now {
      snapshot.named[list] = names
      values[RuntimeListName(list)] = names.map { ListValue($0) }
    }
    snapshot.lists = RuntimeLists(values)
    return snapshot
  }

  /// Keeps the lists just made (or found still right) for the next run, when every finder of
  /// people follows the store (`EntityQuery.suggestionsFollowTheStore`): a name from anywhere else
  /// could change with no stamp to tell. Named lists that do not follow it are kept too, and asked
  /// again when the next run takes the snapshot back (``liveLists()``).
  private func keepLists() {
    guard let cached = listsCache, let directory = environment.cacheDirectory, peopleFollowTheStore(),
      let origin = StoreSnapshotFile.Origin(store: environment.store, apps: environment.apps)
    else { return }
    ListsSnapshot(
      names: cached.names, apps: cached.apps, named: cached.named, reads: cached.reads, lists: cached.lists
    )
    .write(to: ListsSnapshot.file(in: directory, store: environment.store), origin: origin)
  }

  /// Whether the people all come from finders whose suggestions follow the store.
  func peopleFollowTheStore() -> Bool {
    environment.apps.entityTypes(adopting: .person).allSatisfy {
      $0.type.finder(in: environment.context(for: $0.app)).suggestionsFollowTheStore
    }
  }

  /// The named lists (spelled) with an entity type whose finder does not follow the store: a
  /// music server's playlists and artists.
  func liveLists() -> Set<String> {
    var live: Set<String> = []
    for domain in SchemaCatalog.domains {
      for entity in domain.entities {
        guard let list = entity.listName else { continue }
        let types = environment.apps.entityTypes(adopting: entity.id)
        if types.contains(where: {
          !$0.type.finder(in: environment.context(for: $0.app)).suggestionsFollowTheStore
        }) {
          live.insert(list.rawValue)
        }
      }
    }
    return live
  }

  /// Whether a name is already as people type it in Latin letters: ASCII letters and digits in
  /// words one space apart, so its key's words are its own words in lower case. Most names are, and
  /// keying a thousand contacts at every start cost milliseconds only to find that out.
  static func isPlainLatin(_ name: String) -> Bool {
    var previousWasSpace = true
    for byte in name.utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: previousWasSpace = false
      case 0x20 where !previousWasSpace: previousWasSpace = true
      default: return false
      }
    }
    return !previousWasSpace
  }

  /// The names of entities whose schema asks for a runtime list (playlists → {playlist}), with
  /// their synonyms, by list (spelled, as the cache folder keeps them).
  func namedLists(only wanted: Set<String>? = nil) -> [String: [String]] {
    var named: [String: [String]] = [:]
    for domain in SchemaCatalog.domains {
      for entity in domain.entities {
        guard let list = entity.listName, wanted?.contains(list.rawValue) ?? true else { continue }
        var names: [String] = []
        for (app, type) in environment.apps.entityTypes(adopting: entity.id) {
          // As with people: an unreadable collection lends no names, and its fault is said.
          for found in (try? type.finder(in: environment.context(for: app)).suggestedEntities()) ?? [] {
            names += [found.title] + found.entity.displayRepresentation.synonyms
          }
        }
        named[list.rawValue] = Set(names).sorted()
      }
    }
    return named
  }
}
