import Glibc
import HarkSupport

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Store {
  /// The name a store is built under, beside its final place, before it is renamed into place.
  static let buildingInfix = ".hark-new-"

  /// Creates a new store at `root` holding `seed`: the folder is made private (0700) and every file
  /// 0600. Refuses a path that is a file or a folder that is not empty.
  ///
  /// The store is built in a hidden folder beside `root` and renamed into place when complete, so a
  /// creation cut short (SIGKILL, a power cut) never leaves a half-made store at `root`; the next
  /// creation removes what such an interrupted one left behind.
  public static func create(at root: URL, seed: [StoreSeed]) throws(StoreError) -> Store {
    let layout = StoreLayout(root: root.path)
    var info = stat()
    let exists = stat(layout.root, &info) == 0
    if exists {
      guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: layout.root) }
      guard try FileIO.list(layout.root).isEmpty else { throw .notEmpty(path: layout.root) }
    }
    let slash = layout.root.lastIndex(of: "/")
    let parent = slash.map { $0 == layout.root.startIndex ? "/" : String(layout.root[..<$0]) } ?? "."
    let name = slash.map { String(layout.root[layout.root.index(after: $0)...]) } ?? layout.root
    try makeDirectories(parent)
    try removeInterruptedCreations(in: parent, of: name)
    let building = parent + "/." + name + buildingInfix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    guard mkdir(building, 0o700) == 0 else { throw .io(path: building, operation: "mkdir", errno: errno) }
    do throws(StoreError) {
      try write(seed, into: StoreLayout(root: building))
      // Replaces an empty folder at `root` atomically; fails if another process made a store there first.
      guard rename(building, layout.root) == 0 else {
        let code = errno
        if code == ENOTEMPTY || code == EEXIST { throw .notEmpty(path: layout.root) }
        throw .io(path: layout.root, operation: "rename", errno: code)
      }
      try FileIO.syncDirectory(parent)
    } catch {
      // Cleanup after a failure: the error thrown is the one to say; a folder left behind has no
      // marker, so it is never taken for a store.
      try? FileIO.removeTree(building)
      throw error
    }
    let store = try open(at: root)
    // Build the derived index of large collections now, so the first command after does not.
    var fields: [CollectionKey: Set<String>] = [:]
    for part in seed where !part.collection.isEmpty {
      fields[CollectionKey(app: part.app, collection: part.collection), default: []].formUnion(
        part.indexedFields)
    }
    for key in Set(fields.keys).sorted() where try store.usesIndex(key) {
      try store.state.withLock { state throws(StoreError) in
        _ = try store.withIndexed(key, fields: (fields[key] ?? []).sorted(), &state) { _, _ in () }
      }
    }
    return store
  }

  /// Writes the collections and, last, the marker of a new store into an empty folder.
  static func write(_ seed: [StoreSeed], into layout: StoreLayout) throws(StoreError) {
    var grouped: [CollectionKey: [UInt8]] = [:]
    var order: [CollectionKey] = []
    for part in seed where !part.collection.isEmpty {
      let key = try CollectionKey(app: part.app, collection: part.collection).validated()
      if grouped[key] == nil {
        order.append(key)
        var header: [UInt8] = []
        LogLine.header(version: LogFormat.version).encode(into: &header)
        grouped[key] = header
      }
      var bytes = grouped[key] ?? []
      grouped[key] = nil
      for record in part.records { LogLine.record(record).encode(into: &bytes) }
      grouped[key] = bytes
    }
    for key in order {
      try FileIO.makeDirectory(layout.appFolder(key.app), parent: layout.root, within: layout.root)
      try FileIO.replace(
        layout.file(key), with: grouped[key] ?? [], directory: layout.appFolder(key.app), within: layout.root)
    }
    for part in seed where !part.files.isEmpty {
      try writeFiles(part.files, of: part.app, into: layout)
      try setAttributes(of: part, into: layout)
    }
    let marker = Array("{\"\(LogFormat.headerKey)\":\(LogFormat.version)}\n".utf8)
    try FileIO.replace(layout.marker, with: marker, directory: layout.root, within: layout.root)
  }

  /// Writes an app's seed files under its folder, making the folders on their paths.
  static func writeFiles(_ files: [String: [UInt8]], of app: String, into layout: StoreLayout)
    throws(StoreError)
  {
    // An empty app is the store's own folder (its `sources` file).
    let appFolder =
      app.isEmpty
      ? layout.root : try layout.appFolder(CollectionKey(app: app, collection: "files").validated().app)
    for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
      // A path ending in "/" is a folder to make, empty (a Maildir's `tmp/`).
      let isFolder = path.hasSuffix("/")
      let parts = (isFolder ? String(path.dropLast()) : path).split(
        separator: "/", omittingEmptySubsequences: false
      )
      .map(String.init)
      guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
        throw .invalidName(path)
      }
      var folder = appFolder
      if !app.isEmpty { try makeFolder(folder, parent: layout.root, within: layout.root) }
      for name in isFolder ? parts[...] : parts.dropLast() {
        try makeFolder(folder + "/" + name, parent: folder, within: layout.root)
        folder += "/" + name
      }
      if isFolder { continue }
      try FileIO.replace(
        folder + "/" + (parts.last ?? ""), with: bytes, directory: folder, within: layout.root)
    }
  }

  /// Sets the seed files' modification times and extended attributes (``StoreSeed/fileTimes``,
  /// ``StoreSeed/fileAttributes``); an attribute the file system does not keep is left out.
  static func setAttributes(of part: StoreSeed, into layout: StoreLayout) throws(StoreError) {
    let appFolder =
      part.app.isEmpty
      ? layout.root : try layout.appFolder(CollectionKey(app: part.app, collection: "files").validated().app)
    for (path, time) in part.fileTimes where part.files[path] != nil {
      let seconds = time.rounded(.down)
      let nanoseconds = Int((time - seconds) * 1_000_000_000)
      let time = timespec(tv_sec: Int(seconds), tv_nsec: nanoseconds)
      let times = [time, time]
      guard utimensat(AT_FDCWD, appFolder + "/" + path, times, AT_SYMLINK_NOFOLLOW) == 0 else {
        throw .io(path: appFolder + "/" + path, operation: "utimensat", errno: errno)
      }
    }
    for (path, attributes) in part.fileAttributes where part.files[path] != nil {
      for (name, value) in attributes {
        ExtendedAttributes.set(name, of: appFolder + "/" + path, to: value)
      }
    }
  }

  private static func makeFolder(_ path: String, parent: String, within root: String) throws(StoreError) {
    var info = stat()
    guard stat(path, &info) != 0 else { return }
    try FileIO.makeDirectory(path, parent: parent, within: root)
  }

  /// Removes the hidden build folders of creations of `name` whose process is gone (killed while
  /// building); a live process's folder is left alone.
  static func removeInterruptedCreations(in parent: String, of name: String) throws(StoreError) {
    let prefix = "." + name + buildingInfix
    for entry in try FileIO.list(parent) where entry.hasPrefix(prefix) {
      let rest = entry.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]) else { continue }
      if kill(pid, 0) == 0 || errno == EPERM { continue }
      try FileIO.removeTree(parent + "/" + entry)
    }
  }

  static func makeDirectories(_ path: String) throws(StoreError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      let parent = prefix.isEmpty ? "/" : prefix
      prefix += "/" + component
      var info = stat()
      if stat(prefix, &info) == 0 { continue }
      try FileIO.makeDirectory(prefix, parent: parent)
    }
  }
}
