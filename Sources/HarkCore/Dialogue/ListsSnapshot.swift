import Foundation
import HarkGrammar
import HarkStore

#if canImport(Glibc)
  import Glibc
#endif

/// The runtime lists of one store, kept in the user's cache folder between runs, so a start
/// whose store has not changed takes the lists back instead of asking every app for its people
/// and normalising each name again (on a store of a thousand contacts, a third of a one-shot
/// `hark -c`).
///
/// The file says what it was made from: this program (the executable's device, inode, size and
/// modification time, as the apps' code decides the names), the store's folder, the apps, and
/// the stamp of every collection the apps read for the lists (``StoreReads``). It is believed
/// only when all of these are still the same, the store's files checked with one `lstat` each as
/// the in-memory lists are; anything else — another program, another store, a damaged or
/// foreign file — is no snapshot, and the lists are made again and written in its place
/// (written whole to a new file and renamed, so a reader never sees half of one).
struct ListsSnapshot {
  var names: [String]
  var apps: [String]
  var named: [String: [String]]
  var reads: StoreReads
  var lists: RuntimeLists

  static let magic = "hark runtime lists"
  static let format = 1

  /// The file for `store` in `directory`: one per store folder.
  static func file(in directory: URL, store: Store) -> URL {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in store.root.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return directory.appendingPathComponent("lists-v\(format)-\(String(hash, radix: 16)).bin")
  }

  /// What the snapshot must have been made from to be believed now.
  struct Origin: Equatable {
    var program: [UInt64]
    var store: String
    var apps: [String]

    /// This run's origin, or nil when the running program cannot be identified (then nothing
    /// is kept: a snapshot of another build's names could be stale).
    init?(store: Store, apps: AppRegistry) {
      // The link's target, then its status (rather than `stat` of the link itself): the same
      // file either way, but a tool that runs the program under itself, such as valgrind,
      // answers for its own binary at the link and for the program only at `readlink`.
      var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &path, path.count - 1)
      var info = stat()
      guard length > 0, stat(path, &info) == 0 else { return nil }
      program = [
        UInt64(info.st_dev), UInt64(info.st_ino), UInt64(bitPattern: Int64(info.st_size)),
        UInt64(bitPattern: Int64(info.st_mtim.tv_sec)), UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)),
      ]
      self.store = store.root.path
      self.apps = apps.apps.map(\.id)
    }

    init(program: [UInt64], store: String, apps: [String]) {
      self.program = program
      self.store = store
      self.apps = apps
    }
  }

  /// The snapshot in `file` if it was made from `origin`; nil when there is none, it is damaged,
  /// or it was made from something else. (Whether the store changed since is the caller's
  /// question: ``Store/unchanged(_:)`` of ``reads``.)
  static func read(_ file: URL, origin: Origin) -> ListsSnapshot? {
    guard let data = CacheFile.contents(of: file) else { return nil }
    return data.withUnsafeBytes { bytes -> ListsSnapshot? in
      guard bytes.count >= 8 else { return nil }
      let body = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
      let stored = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
      guard Checksum.of(body) == stored else { return nil }
      var reader = BinaryReader(body)
      return try? decode(&reader, origin: origin)
    }
  }

  private static func decode(_ reader: inout BinaryReader, origin: Origin) throws(BinaryReader.Damaged)
    -> ListsSnapshot?
  {
    guard try reader.string() == magic, try reader.int() == format else { return nil }
    let found = Origin(program: try reader.uint64s(), store: try reader.string(), apps: try reader.strings())
    guard found == origin else { return nil }
    let stamps = try reader.array { reader throws(BinaryReader.Damaged) in
      let key = CollectionKey(app: try reader.string(), collection: try reader.string())
      let stamp = CollectionStamp(
        present: try reader.bool(), device: try reader.uint64(), inode: try reader.uint64(),
        size: Int64(bitPattern: try reader.uint64()), changedSeconds: try reader.int(),
        changedNanoseconds: try reader.int())
      return (key, stamp)
    }
    let names = try reader.strings()
    let apps = try reader.strings()
    let named = try reader.map { reader throws(BinaryReader.Damaged) in try reader.strings() }
    let lists = try RuntimeLists(from: &reader)
    guard reader.isAtEnd else { throw BinaryReader.Damaged() }
    return ListsSnapshot(
      names: names, apps: apps, named: named,
      reads: StoreReads(stamps: Dictionary(stamps) { first, _ in first }), lists: lists)
  }

  /// Writes the snapshot to `file` (a new file renamed over the old); a folder that cannot be
  /// written only costs the lists again next time.
  func write(to file: URL, origin: Origin) {
    var writer = BinaryWriter()
    writer.put(ListsSnapshot.magic)
    writer.put(ListsSnapshot.format)
    writer.put(origin.program)
    writer.put(origin.store)
    writer.put(origin.apps)
    writer.put(reads.stamps.sorted { $0.key < $1.key }) { writer, entry in
      writer.put(entry.key.app)
      writer.put(entry.key.collection)
      writer.put(entry.value.present)
      writer.put(entry.value.device)
      writer.put(entry.value.inode)
      writer.put(UInt64(bitPattern: entry.value.size))
      writer.put(entry.value.changedSeconds)
      writer.put(entry.value.changedNanoseconds)
    }
    writer.put(names)
    writer.put(apps)
    writer.put(named) { writer, list in writer.put(list) }
    guard lists.encoded(into: &writer) else { return }
    var bytes = writer.bytes
    let sum = bytes.withUnsafeBytes { Checksum.of($0) }
    withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(bytes).write(to: file, options: .atomic)
  }
}
