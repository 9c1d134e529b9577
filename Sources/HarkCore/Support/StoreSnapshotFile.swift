import Foundation
import HarkGrammar
import HarkStore
import HarkSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A file of the user's cache folder holding something made from a store's records (the runtime
/// lists, the people's name keys), so that a start whose store has not changed takes it back
/// instead of reading every record and making it again.
///
/// The file says what it was made from: this program (the executable's device, inode, size and
/// modification time, as the apps' code decides what is made), the store's folder, the apps, and
/// the stamp of every collection read to make it (``StoreReads``). It is believed only when the
/// first three are this run's; whether the collections are unchanged is the caller's question
/// (``Store/unchanged(_:)``, one `lstat` a collection). A damaged file (the checksum that ends
/// every cache file, `SealedBytes`), a foreign one, one cut short, one not trusted (``CacheFolder``) or anything but a regular
/// file is no snapshot: the thing is made again and written in its place, whole to a new file
/// renamed over the old, so a reader never sees half of one. Made from the store only: what an
/// app reads elsewhere (files on disk) is no part of the stamps, so only what comes from store
/// records is kept this way.
enum StoreSnapshotFile {
  /// What a snapshot must have been made from to be believed now.
  struct Origin: Equatable {
    var program: [UInt64]
    var store: String
    var apps: [String]

    /// This run's origin, or nil when the running program cannot be identified (then nothing
    /// is kept: a snapshot of another build's making could be stale).
    init?(store: Store, apps: AppRegistry) {
      guard let program = Origin.program else { return nil }
      self.program = program
      self.store = store.root.path
      self.apps = apps.apps.map(\.id)
    }

    /// The running executable's device, inode, size and modification time, read once a process
    /// (also what says which build made the Han syllables' table, ``HanSyllables``).
    /// The link's target, then its status (rather than `stat` of the link itself): the same file
    /// either way, but a tool that runs the program under itself, such as valgrind, answers for
    /// its own binary at the link and for the program only at `readlink`.
    static let program: [UInt64]? = {
      var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &path, path.count - 1)
      var info = stat()
      guard length > 0, stat(path, &info) == 0 else { return nil }
      return [
        UInt64(info.st_dev), UInt64(info.st_ino), UInt64(bitPattern: Int64(info.st_size)),
        UInt64(bitPattern: Int64(info.st_mtim.tv_sec)), UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)),
      ]
    }()

    init(program: [UInt64], store: String, apps: [String]) {
      self.program = program
      self.store = store
      self.apps = apps
    }
  }

  /// The file for `kind` (the snapshot's name and format, "lists-v2") of `store` in `directory`:
  /// one per store folder and kind.
  static func file(_ kind: String, in directory: URL, store: Store) -> URL {
    directory.appendingPathComponent("\(kind)-\(hash(store.root.path)).bin")
  }

  /// ``StableHash`` of `text`'s bytes in hexadecimal: a short name for a path or a type in a file
  /// name.
  static func hash(_ text: String) -> String {
    String(StableHash64.of(text.utf8), radix: 16)
  }

  /// The reads and the body of the snapshot in `file`, when it is a `kind` snapshot made from
  /// `origin`, undamaged, and `body` reads all of it; nil otherwise.
  static func read<Body>(
    _ file: URL, kind: String, origin: Origin, body: (inout BinaryReader) throws(BinaryReader.Damaged) -> Body
  ) -> (reads: StoreReads, body: Body)? {
    guard let data = CacheFile.contents(of: file) else { return nil }
    return data.withUnsafeBytes { bytes -> (StoreReads, Body)? in
      guard let content = SealedBytes.unsealed(bytes) else { return nil }
      var reader = BinaryReader(content)
      do {
        guard try reader.string() == kind else { return nil }
        let found = Origin(
          program: try reader.uint64s(), store: try reader.string(), apps: try reader.strings())
        guard found == origin else { return nil }
        let reads = try self.reads(&reader)
        let value = try body(&reader)
        guard reader.isAtEnd else { return nil }
        return (reads, value)
      } catch {
        return nil
      }
    }
  }

  /// Writes a `kind` snapshot made from `origin` and `reads`; `body` writes the rest, or returns
  /// false to write nothing. A folder that cannot be written only costs the making next time.
  static func write(
    to file: URL, kind: String, origin: Origin, reads: StoreReads, body: (inout BinaryWriter) -> Bool
  ) {
    var writer = BinaryWriter()
    writer.put(kind)
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
    guard body(&writer) else { return }
    CacheFile.write(SealedBytes.sealed(writer.bytes), to: file)
  }

  private static func reads(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) -> StoreReads {
    let stamps = try reader.array { reader throws(BinaryReader.Damaged) in
      let key = CollectionKey(app: try reader.string(), collection: try reader.string())
      let stamp = CollectionStamp(
        present: try reader.bool(), device: try reader.uint64(), inode: try reader.uint64(),
        size: Int64(bitPattern: try reader.uint64()), changedSeconds: try reader.int(),
        changedNanoseconds: try reader.int())
      return (key, stamp)
    }
    return StoreReads(stamps: Dictionary(stamps) { first, _ in first })
  }
}
