import Glibc
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A folder of plain-text record files, safe against crashes and against a second process.
///
/// Layout: `<root>/hark-store.json` marks the store and names its format; each collection is
/// `<root>/<app>/<collection>.jsonl`, a header line then one JSON line per write (an update is a newer
/// line with the same id, a deletion a tombstone line); lines that do not parse are moved to
/// `<collection>.rejects` beside it. Derived data lives in `<root>/.derived/` and can be deleted at any
/// time. Writers hold an advisory lock on `<root>/.lock`; readers take no lock and read only whole lines.
/// Every read looks at the file again, so another process's writes are seen by the next call.
public final class Store: Sendable {
  /// The store's folder.
  public let root: URL
  let layout: StoreLayout
  let lock: WriterLock
  /// Whether the store could only be opened for reading (read-only media or permissions), or was
  /// opened so (``open(at:access:)``): reads then leave damage in place and keep no derived index.
  let readOnly: Bool
  /// Whether the caller opened the store read-only: every write then throws
  /// ``StoreError/readOnly(path:)`` before touching a file.
  let refusesWrites: Bool
  let state: Mutex<State>

  struct State: Sendable {
    var collections: [CollectionKey: LoadedCollection] = [:]
    var indexed: [CollectionKey: IndexedCollection] = [:]
    var warnings: [StoreWarning] = []
    /// Damage reported but left where it is (a read-only store), so it is reported once.
    var leftInPlace: Set<StoreWarning> = []
    /// The collections read while ``recordingReads(_:)`` runs, by recording, each with its file's
    /// stamp taken before its first read.
    var readLogs: [Int: [CollectionKey: CollectionStamp]] = [:]
    var nextReadLog = 0
  }

  /// Collections at least this large (in bytes) are served from a derived index.
  let indexThreshold: Int
  /// When this many bytes were appended after an index was built, it is built again.
  let tailMergeThreshold: Int

  init(
    root: URL, layout: StoreLayout, lock: WriterLock, readOnly: Bool, refusesWrites: Bool = false,
    indexThreshold: Int = Store.indexedCollectionThreshold,
    tailMergeThreshold: Int = Store.defaultTailMergeThreshold
  ) {
    self.root = root
    self.indexThreshold = indexThreshold
    self.tailMergeThreshold = tailMergeThreshold
    self.layout = layout
    self.lock = lock
    self.readOnly = readOnly || refusesWrites
    self.refusesWrites = refusesWrites
    self.state = Mutex(State())
  }

  /// How a store is opened.
  public enum Access: Sendable {
    /// Reads and writes (on read-only media, reads only; a write fails with the system's error).
    case readWrite
    /// Reads only, whatever the media allows: every write (records, derived data, an app's files)
    /// throws ``StoreError/readOnly(path:)``, and reads move no damage aside and build no index.
    /// For what must leave the store as it was (`hark parse`, `:explain`).
    case readOnly
  }

  /// Opens an existing store, checking that this code reads its format.
  public static func open(at root: URL) throws(StoreError) -> Store {
    try open(at: root, indexThreshold: Store.indexedCollectionThreshold)
  }

  /// Opens an existing store for `access`, checking that this code reads its format.
  public static func open(at root: URL, access: Access) throws(StoreError) -> Store {
    try open(at: root, indexThreshold: Store.indexedCollectionThreshold, access: access)
  }

  /// Opens an existing store with the tests' settings: a smaller index threshold, and the clock a
  /// write's patience for the lock is measured on.
  static func open(
    at root: URL, indexThreshold: Int, tailMergeThreshold: Int = Store.defaultTailMergeThreshold,
    lockClock: any LockClock = SystemLockClock(), access: Access = .readWrite
  ) throws(StoreError) -> Store {
    let layout = StoreLayout(root: root.path)
    var info = stat()
    guard stat(layout.root, &info) == 0 else {
      throw .unreadable(path: layout.root, reason: StoreError.systemMessage(errno))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: layout.root) }
    try checkMarker(layout)
    let lockFD: Int32
    var readOnly = access == .readOnly
    // Opened read-only, the lock file is not made either: the store is left exactly as it was.
    func openForReading() throws(StoreError) -> Int32 {
      do {
        return try FileIO.open(layout.lock, O_RDONLY, within: layout.root)
      } catch .io(_, _, let code) where code == ENOENT {
        // No lock file and no way to make one: lock the marker instead (only readers can come).
        return try FileIO.open(layout.marker, O_RDONLY, within: layout.root)
      }
    }
    if readOnly {
      lockFD = try openForReading()
    } else {
      do {
        lockFD = try FileIO.open(layout.lock, O_RDWR | O_CREAT, within: layout.root)
      } catch .io(_, _, let code) where code == EROFS || code == EACCES || code == EPERM {
        // A store on read-only media can still be read; a write will fail with its own error.
        readOnly = true
        lockFD = try openForReading()
      }
    }
    if !readOnly, Glibc.access(layout.root, W_OK) != 0 { readOnly = true }
    return Store(
      root: root, layout: layout, lock: WriterLock(path: layout.lock, fd: lockFD, clock: lockClock),
      readOnly: readOnly, refusesWrites: access == .readOnly,
      indexThreshold: indexThreshold, tailMergeThreshold: tailMergeThreshold)
  }

  /// The current records of a collection (the latest version of each id; deleted ids left out), in the
  /// order their latest versions were written. A missing collection is empty.
  public func records(app: String, collection: String) throws(StoreError) -> [Record] {
    let key = try CollectionKey(app: app, collection: collection).validated()
    return try reported(key) { () throws(StoreError) in
      try state.withLock { state throws(StoreError) in
        var loaded = try load(key, &state)
        if let ordered = loaded.ordered { return ordered }
        let ordered = loaded.sortedRecords()
        loaded.ordered = ordered
        // Kept for the next read, unless the load came back partial (not the state's own).
        if state.collections[key]?.end == loaded.end, state.collections[key]?.inode == loaded.inode {
          state.collections[key] = loaded
        }
        return ordered
      }
    }
  }

  /// The current records whose field `field` equals `value`.
  public func records(
    app: String, collection: String, where field: String, equals value: JSONValue
  ) throws(StoreError) -> [Record] {
    let key = try CollectionKey(app: app, collection: collection).validated()
    return try reported(key) { () throws(StoreError) in
      try state.withLock { state throws(StoreError) in
        guard try usesIndex(key) else {
          let loaded = try load(key, &state)
          // The state's own collection keeps the field's positions for the next query; a
          // partial load (another thread repairing) is not the state's.
          guard state.collections[key]?.end == loaded.end, state.collections[key]?.inode == loaded.inode
          else {
            return loaded.sortedRecords(where: field, equals: value)
          }
          return state.collections[key]?.indexedRecords(where: field, equals: value) ?? []
        }
        return try withIndexed(key, fields: [field], &state) { collection, reader throws(StoreError) in
          try indexedRecords(where: field, equals: value, in: collection, reader)
        } ?? []
      }
    }
  }

  /// The current version of one record, or nil when it does not exist or was deleted.
  public func record(app: String, collection: String, id: String) throws(StoreError) -> Record? {
    let key = try CollectionKey(app: app, collection: collection).validated()
    return try reported(key) { () throws(StoreError) in
      try state.withLock { state throws(StoreError) in
        guard try usesIndex(key) else { return try load(key, &state).latest[id]?.record }
        return try withIndexed(key, fields: [], &state) { collection, reader throws(StoreError) in
          try indexedRecord(id, in: collection, reader)
        } ?? nil
      }
    }
  }

  /// The number of current records in a collection.
  public func count(app: String, collection: String) throws(StoreError) -> Int {
    let key = try CollectionKey(app: app, collection: collection).validated()
    return try reported(key) { () throws(StoreError) in
      try state.withLock { state throws(StoreError) in
        guard try usesIndex(key) else { return try load(key, &state).latest.count }
        return try withIndexed(key, fields: [], &state) { collection, _ in collection.count } ?? 0
      }
    }
  }

  /// Writes new or updated records; they are on the disk (fsync) when this returns. All the records
  /// of one call share one write and one flush.
  public func append(app: String, collection: String, _ records: [Record]) throws(StoreError) {
    let key = try CollectionKey(app: app, collection: collection).validated()
    try write(key, records.map { LogLine.record($0) })
  }

  /// Deletes records by id (tombstone lines); durable when this returns.
  public func delete(app: String, collection: String, ids: [String]) throws(StoreError) {
    let key = try CollectionKey(app: app, collection: collection).validated()
    try write(key, ids.map { LogLine.tombstone(id: $0) })
  }

  /// The collections in the store, by app then name.
  public func collections() throws(StoreError) -> [CollectionKey] {
    var keys: [CollectionKey] = []
    for app in try FileIO.list(layout.root) where StoreLayout.isValidName(app) {
      guard try FileIO.kind(layout.appFolder(app)) == .directory else { continue }
      let suffix = "." + LogFormat.collectionExtension
      for name in try FileIO.list(layout.appFolder(app)) where name.hasSuffix(suffix) {
        let collection = String(name.dropLast(suffix.count))
        if StoreLayout.isValidName(collection) {
          keys.append(CollectionKey(app: app, collection: collection))
        }
      }
    }
    return keys
  }

  /// Builds a collection's derived index again from its records (with the fields it indexed before
  /// plus `fields`). Never needed for correctness: a stale or missing index is rebuilt on demand.
  public func rebuildIndex(app: String, collection: String, fields: [String] = []) throws(StoreError) {
    let key = try CollectionKey(app: app, collection: collection).validated()
    try refuseIfReadOnly()
    try state.withLock { state throws(StoreError) in
      var wanted = Set(fields)
      if let old = try MappedIndex(path: layout.derivedFile(key, "index"), within: layout.root) {
        wanted.formUnion(old.fields)
      }
      try dropIndex(key, &state)
      _ = try withIndexed(key, fields: wanted.sorted(), &state) { _, _ in () }
    }
  }

  /// Runs a read of `key`, and when the collection cannot be read at all (a folder, a FIFO, a link
  /// in its place) also records the error as a warning, once: callers that treat a failed lookup as
  /// "not found" must not hide why from the user.
  func reported<T>(_ key: CollectionKey, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    noteRead(key)
    do {
      return try body()
    } catch {
      switch error {
      case .symbolicLink, .notARegularFile, .hardLink, .notADirectory, .io, .unreadable, .outsideStore,
        .newerFormat, .staleIndex:
        let warning = StoreWarning(
          file: layout.relativeFile(key), line: 0, problem: .unreadable(error),
          rejectsFile: layout.relativeRejects(key))
        state.withLock { state in
          if state.leftInPlace.insert(warning).inserted { state.warnings.append(warning) }
        }
      case .notAStore, .notEmpty, .invalidName, .locked, .readOnly: break
      }
      throw error
    }
  }

  /// Damage found (and moved aside) by this store object so far: each problem once, every one listed.
  public var warnings: [StoreWarning] { state.withLock { $0.warnings } }

  /// Returns the warnings not yet taken, summarised (a few per file, then a count), and forgets them.
  public func takeWarnings() -> [StoreWarning] {
    state.withLock { state in
      defer { state.warnings = [] }
      return StoreWarning.summarized(state.warnings)
    }
  }

  /// Runs `body` holding the lock every writer of this store takes, so that a read and the write it
  /// decides (find-or-create) are one step for every process. Re-entrant: the store's own writes
  /// inside `body` do not wait for it. Nested `exclusively` calls are fine; blocking on another
  /// store's lock inside is not.
  public func exclusively<T>(_ body: () throws -> T) throws -> T {
    try lock.withLock { () throws -> T in try body() }.get()
  }

  /// Calls `handler` (once per wait, on another thread) when a write has waited more than a second
  /// for the store's lock, with the process holding it; the write keeps waiting.
  public func onSlowLock(_ handler: @escaping @Sendable (LockHolder) -> Void) {
    lock.onSlow.withLock { $0 = handler }
  }

  /// A folder of derived data (`.derived/<name>`), whose files are opened the way the collections are
  /// and whose read-modify-writes take this store's lock.
  public func derivedFolder(_ name: String) -> DerivedFolder {
    DerivedFolder(
      root: layout.root, components: [LogFormat.derivedFolder, name], lock: lock, refusesWrites: refusesWrites
    )
  }

  /// A folder of an app's own files beside its collections (`<app>/<name>`: a mail's attachments),
  /// opened the way the collections are: no links on the way, regular files only, private folders,
  /// writes atomic and synced.
  public func appFolder(_ app: String, _ name: String) throws(StoreError) -> DerivedFolder {
    guard StoreLayout.isPlainName(app), !app.hasPrefix(".") else { throw .invalidName(app) }
    guard StoreLayout.isPlainName(name) else { throw .invalidName(name) }
    return DerivedFolder(
      root: layout.root, components: [app, name], lock: lock, refusesWrites: refusesWrites)
  }

  /// Forgets what was read, so the next call reads the files again. Not needed to see other processes'
  /// writes (every call checks the files); useful to free memory.
  public func refresh() {
    state.withLock { state in
      state.collections = [:]
      state.indexed = [:]
    }
  }

  /// The absolute path of a file named relative to the store root (an attachment), refusing `..`,
  /// absolute paths and symbolic links that lead outside the store.
  public func resolve(relativePath: String) throws(StoreError) -> URL {
    URL(fileURLWithPath: try layout.resolveInside(relativePath))
  }

  /// Throws ``StoreError/readOnly(path:)`` when the store was opened read-only.
  func refuseIfReadOnly() throws(StoreError) {
    if refusesWrites { throw .readOnly(path: layout.root) }
  }

  func usesIndex(_ key: CollectionKey) throws(StoreError) -> Bool {
    // A read-only store keeps no derived index: it could not write one.
    guard !readOnly else { return false }
    var info = stat()
    guard lstat(layout.file(key), &info) == 0 else { return false }
    return Int(info.st_size) >= indexThreshold
  }

  static func checkMarker(_ layout: StoreLayout) throws(StoreError) {
    guard let fd = try FileIO.openIfPresent(layout.marker, within: layout.root) else {
      throw .notAStore(path: layout.root)
    }
    defer { close(fd) }
    let bytes = try FileIO.read(fd, from: 0, count: 4096, path: layout.marker)
    // Not absent: a marker that does not parse is said as unreadable.
    guard case .object(let members) = try? JSONValue.decode(bytes),
      case .number(let version) = members[LogFormat.headerKey], version >= 1
    else { throw .unreadable(path: layout.marker, reason: "not a store marker") }
    guard version <= Double(LogFormat.version) else {
      throw .newerFormat(path: layout.marker, found: Int(version), supported: LogFormat.version)
    }
  }
}
