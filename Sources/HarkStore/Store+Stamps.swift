import Glibc
import Synchronization

/// What a collection file looks like from outside, without reading it: which file (device and
/// inode), how long, and when it last changed. Collections only grow by appends to the same file
/// (anything else, a repair, puts a new file in place), so while the stamp is the same the records
/// are the same, whichever process wrote them: the test the store's own reads make, with the
/// change time added.
public struct CollectionStamp: Hashable, Sendable {
  package var present: Bool
  package var device: UInt64
  package var inode: UInt64
  package var size: Int64
  package var changedSeconds: Int
  package var changedNanoseconds: Int

  /// The stamp `path` has now: of the path itself, or with `followingLinks` of what its links
  /// lead to (`stat`, not `lstat`); one that is not there when it cannot be looked at.
  package init(path: String, followingLinks: Bool = false) {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
      self.init(present: false, device: 0, inode: 0, size: 0, changedSeconds: 0, changedNanoseconds: 0)
      return
    }
    self.init(info)
  }

  /// The stamp of what `stat` or `lstat` said.
  package init(_ info: stat) {
    self.init(
      present: true, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      changedSeconds: Int(info.st_ctim.tv_sec), changedNanoseconds: Int(info.st_ctim.tv_nsec))
  }

  package init(
    present: Bool, device: UInt64, inode: UInt64, size: Int64, changedSeconds: Int, changedNanoseconds: Int
  ) {
    self.present = present
    self.device = device
    self.inode = inode
    self.size = size
    self.changedSeconds = changedSeconds
    self.changedNanoseconds = changedNanoseconds
  }
}

/// The collections a piece of work read, each with its stamp from before it was read: what was
/// made from them is still right while ``Store/unchanged(_:)`` says so.
public struct StoreReads: Equatable, Sendable {
  package var stamps: [CollectionKey: CollectionStamp]

  package init(stamps: [CollectionKey: CollectionStamp]) { self.stamps = stamps }
}

extension Store {
  /// Runs `body` and returns, beside its result, every collection read meanwhile (through
  /// `records`, `record`, `count` or `lastRecords`), each stamped before its first read. Reads by
  /// other threads of this process meanwhile are recorded too, which only makes the list longer.
  public func recordingReads<T>(_ body: () throws -> T) rethrows -> (T, StoreReads) {
    let token = state.withLock { state in
      let token = state.nextReadLog
      state.nextReadLog += 1
      state.readLogs[token] = [:]
      return token
    }
    defer { _ = state.withLock { $0.readLogs.removeValue(forKey: token) } }
    let result = try body()
    let stamps = state.withLock { $0.readLogs[token] ?? [:] }
    return (result, StoreReads(stamps: stamps))
  }

  /// Whether every collection in `reads` has the stamp it had when it was read: no process has
  /// written to them since. One `lstat` a collection.
  public func unchanged(_ reads: StoreReads) -> Bool {
    reads.stamps.allSatisfy { key, stamp in CollectionStamp(path: path(of: key)) == stamp }
  }

  /// Notes that an app read a file or folder outside the store (a vCard address book's folder and
  /// cards), stamped now, in every recording under way: what was made from it is kept, in memory
  /// and in the cache folder, only while its stamp is the same, as for a collection. A folder's
  /// change time moves when a file in it is added, removed or renamed into place.
  public func noteRead(outside path: String) {
    noteRead(CollectionKey(app: Self.outsideApp, collection: path))
  }

  /// Notes that an app read each of `paths` outside the store, each with the stamp it had when
  /// the app looked (``noteRead(outside:)`` takes it now): a walk of folders kept from an earlier
  /// line notes every folder and file as it saw them, so a change since is a change to the
  /// recording too. Asks once whether a recording is under way.
  public func noteRead(outside paths: some Sequence<(path: String, stamp: CollectionStamp)>) {
    guard state.withLock({ !$0.readLogs.isEmpty }) else { return }
    state.withLock { state in
      for (path, stamp) in paths {
        let key = CollectionKey(app: Self.outsideApp, collection: path)
        for token in state.readLogs.keys where state.readLogs[token]?[key] == nil {
          state.readLogs[token]?[key] = stamp
        }
      }
    }
  }

  /// The app name of a key for a path outside the store: no app's name is empty.
  static let outsideApp = ""

  /// The file a key's stamp is taken of: a collection's file, or the path outside the store.
  private func path(of key: CollectionKey) -> String {
    key.app == Self.outsideApp ? key.collection : layout.file(key)
  }

  /// Notes a read of `key` in every recording under way, with the file's stamp before the read.
  func noteRead(_ key: CollectionKey) {
    let recording = state.withLock { state in
      state.readLogs.values.contains { $0[key] == nil }
    }
    guard recording else { return }
    let stamp = CollectionStamp(path: path(of: key))
    state.withLock { state in
      for token in state.readLogs.keys where state.readLogs[token]?[key] == nil {
        state.readLogs[token]?[key] = stamp
      }
    }
  }
}
