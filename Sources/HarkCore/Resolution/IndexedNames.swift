import Foundation
import HarkGrammar
import HarkStore

/// The names of an entity type's entities, indexed for lookup, with the way back from a match to
/// its entity.
///
/// Made from the entities a finder suggests. For a finder whose suggestions follow the store
/// (people, files: `EntityQuery.suggestionsFollowTheStore`) they are kept with the store reads
/// they were made from, in memory for the next line and in the cache folder for the next run
/// (``StoreSnapshotFile``, one file per store, app and type): while those collections are
/// unchanged the entities are not asked for again, and only those a line matched are then read,
/// by identifier. On a store of a thousand contacts that is most of what resolving "Flare" cost:
/// every contact made into an entity, keyed and indexed, twice per line.
struct IndexedNames {
  let index: NameIndex
  /// Each indexed entity's type and identifier, in index order.
  let items: [Item]
  /// The entities themselves, when this run read them.
  let loaded: [EntityValue]?
  /// The collections they were read from, stamped; nil for types not kept by stamps.
  let reads: StoreReads?

  struct Item: Hashable {
    var type: String
    var id: String
  }

  /// Names read now: the entities are at hand.
  init(index: NameIndex, entities: [EntityValue], reads: StoreReads?) {
    self.index = index
    self.items = entities.map { Item(type: $0.type, id: $0.id) }
    self.loaded = entities
    self.reads = reads
  }

  init(index: NameIndex, items: [Item], reads: StoreReads) {
    self.index = index
    self.items = items
    self.loaded = nil
    self.reads = reads
  }

  /// The entities of the indexed `positions` (as `NameIndex.Match.item` gives them), each nil when
  /// the finder no longer has it; read by identifier from `finder` when they are not at hand.
  func entities(_ positions: [Int], finder: EntityFinder) throws -> [EntityValue?] {
    if let loaded { return positions.map { loaded[$0] } }
    guard !positions.isEmpty else { return [] }
    let wanted = positions.map { items[$0] }
    var ids: [String] = []
    var seen: Set<String> = []
    for item in wanted where seen.insert(item.id).inserted { ids.append(item.id) }
    let found = try finder.entities(for: ids)
    // Each found entity's place by identifier and type, in a dictionary of standard types (one of
    // a type of its own would cost the runtime a search of every conformance the program has the
    // first time it is made): a Chinese word can match fifty names, and looking through the found
    // entities for each, copying every one it passed, was a tenth of a one-shot send.
    func key(_ type: String, _ id: String) -> String { type + "\u{0}" + id }
    var places: [String: Int] = [:]
    for (place, entity) in found.enumerated() where places[key(entity.type, entity.id)] == nil {
      places[key(entity.type, entity.id)] = place
    }
    return wanted.map { item in places[key(item.type, item.id)].map { found[$0] } }
  }

  /// The snapshot's kind and the file of `type`'s names for `store` in `directory`.
  static let kind = "indexed-names-v2"
  static func file(in directory: URL, store: Store, type: String) -> URL {
    StoreSnapshotFile.file("\(kind)-\(StoreSnapshotFile.hash(type))", in: directory, store: store)
  }

  /// The names kept in `file`, when they were made from `origin`.
  static func read(_ file: URL, origin: StoreSnapshotFile.Origin) -> IndexedNames? {
    // Plain loops rather than the reader's generic `array`: a closure per name, called across
    // modules, cost more than the strings themselves.
    let found = StoreSnapshotFile.read(file, kind: kind, origin: origin) {
      reader throws(BinaryReader.Damaged) -> ([Item], [[NameKey]]) in
      let count = try reader.count()
      var items: [Item] = []
      var keys: [[NameKey]] = []
      items.reserveCapacity(count)
      keys.reserveCapacity(count)
      for _ in 0..<count {
        items.append(Item(type: try reader.string(), id: try reader.string()))
        let names = try reader.count()
        var own: [NameKey] = []
        own.reserveCapacity(names)
        for _ in 0..<names { own.append(NameKey(folded: try reader.string(), words: try reader.strings())) }
        keys.append(own)
      }
      return (items, keys)
    }
    guard let (reads, (items, keys)) = found else { return nil }
    return IndexedNames(index: NameIndex(keyed: keys), items: items, reads: reads)
  }

  /// Writes the names with their keys (as `keys` gives them) to `file`.
  func write(to file: URL, origin: StoreSnapshotFile.Origin, keys: (Int) -> [NameKey]) {
    guard let reads else { return }
    StoreSnapshotFile.write(to: file, kind: IndexedNames.kind, origin: origin, reads: reads) { writer in
      writer.put(Array(items.indices)) { writer, position in
        writer.put(items[position].type)
        writer.put(items[position].id)
        writer.put(keys(position)) { writer, key in
          writer.put(key.folded)
          writer.put(key.words)
        }
      }
      return true
    }
  }
}
