import Foundation
import HarkGrammar
import HarkStore

/// The runtime lists of one store, kept in the user's cache folder between runs
/// (``StoreSnapshotFile``), so a start whose store has not changed takes the lists back instead of
/// asking every app for its people and normalising each name again (on a store of a thousand
/// contacts, a tenth of a one-shot `hark -c`).
struct ListsSnapshot {
  var names: [String]
  var apps: [String]
  var named: [String: [String]]
  var reads: StoreReads
  var lists: RuntimeLists

  static let kind = "lists-v2"

  static func file(in directory: URL, store: Store) -> URL {
    StoreSnapshotFile.file(kind, in: directory, store: store)
  }

  /// The snapshot in `file` if it was made from `origin`; nil when there is none, it is damaged,
  /// or it was made from something else. (Whether the store changed since is the caller's
  /// question: ``Store/unchanged(_:)`` of ``reads``.)
  static func read(_ file: URL, origin: StoreSnapshotFile.Origin) -> ListsSnapshot? {
    let found = StoreSnapshotFile.read(file, kind: kind, origin: origin) {
      reader throws(BinaryReader.Damaged) in
      let names = try reader.strings()
      let apps = try reader.strings()
      let named = try reader.map { reader throws(BinaryReader.Damaged) in try reader.strings() }
      return (names, apps, named, try RuntimeLists(from: &reader))
    }
    guard let (reads, (names, apps, named, lists)) = found else { return nil }
    return ListsSnapshot(names: names, apps: apps, named: named, reads: reads, lists: lists)
  }

  /// Writes the snapshot to `file`.
  func write(to file: URL, origin: StoreSnapshotFile.Origin) {
    StoreSnapshotFile.write(to: file, kind: ListsSnapshot.kind, origin: origin, reads: reads) { writer in
      writer.put(names)
      writer.put(apps)
      writer.put(named) { writer, list in writer.put(list) }
      return lists.encoded(into: &writer)
    }
  }
}
