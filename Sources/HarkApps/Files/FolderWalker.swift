import Foundation
import HarkCore
import HarkMail
import HarkStore
import HarkSupport
import Synchronization

/// What a walk of the configured folders found.
struct FolderWalk: Sendable {
  /// Every file listed, in the order walked.
  var files: [FileItem] = []
  /// The folder sources whose folder is not there (or not a folder): each said once.
  var missing: [FolderSourceSpec] = []
  /// Folders that were there when their parent was listed and gone when they were opened.
  var vanished: [String] = []
  /// Whether the walk stopped at ``FolderWalker/maximumCount`` files.
  var isCut = false
  /// What the walk saw of every folder it listed and every entry it listed, each before it was
  /// read: while each is the same, a walk now would find the same (``FolderWalker/walk()``).
  var seen: [Seen] = []

  /// One path as the walk saw it.
  struct Seen: Sendable {
    let path: String
    /// Whether the path was looked at through its links (`stat`), not as itself (`lstat`).
    let followed: Bool
    /// Its device, inode, size and change time: any write, rename, tag or change of permissions
    /// changes the change time.
    let stamp: CollectionStamp
    /// The path whose own `lstat` says what this one's stamp says: the path, or where its links
    /// lead; nil for a link that leads nowhere (the link itself is seen on its own).
    let own: String?

    init(path: String, followed: Bool, stamp: CollectionStamp) {
      self.path = path
      self.followed = followed
      self.stamp = stamp
      own = followed ? FolderWalker.realPath(path) : path
    }
  }

  /// Whether every path the walk saw is as it was: no file was added, removed, renamed, written
  /// or tagged since (each of those changes a folder's or the file's change time, size or
  /// inode). One `lstat` or `stat` a path, no listing, no read.
  var isCurrent: Bool {
    seen.allSatisfy { CollectionStamp(path: $0.path, followingLinks: $0.followed) == $0.stamp }
  }
}

/// Walks the person's folders (``DataSources/files``) as a file manager lists them: names, sizes,
/// modification times, the `user.xdg.tags` attribute (``ExtendedAttributes/tags(of:)``), and
/// libmagic's type of the first bytes when something asks for it (``SniffedType``).
///
/// Bounded: at most ``maximumDepth`` folders down and ``maximumCount`` files. Hidden files and
/// folders (a name starting with `.`) are skipped. A link is followed only when it leads to a
/// regular file inside a configured folder; one leading out (or nowhere) is listed as a link and
/// never read, and a link to a folder is never walked (no loops). Devices, FIFOs, sockets and
/// unreadable files are listed as what they are and never opened.
struct FolderWalker: Sendable {
  /// Twelve folders down: deeper trees are build outputs and caches, not documents.
  static let maximumDepth = 12
  /// Ten thousand files: a home's documents, downloads and desktop; a walk of that many heads
  /// takes well under a second.
  static let maximumCount = 10_000
  /// libmagic reads a file's type from its first bytes: 8 KiB holds every signature it needs for
  /// the documents people keep (PDF, OpenDocument's `mimetype` entry, OOXML, images).
  static let headBytes = 8_192

  let sources: [FolderSourceSpec]

  /// Each source's folder with its links resolved, for telling where a link leads.
  var roots: [String] {
    sources.compactMap { FolderWalker.realPath($0.folder.path) }
  }

  /// Every file of every source: the last walk of the same folders while every folder and file
  /// it saw is unchanged (``FolderWalk/isCurrent``), else a walk made now. A send asks whether
  /// its words name a file at every line, and listing the folders, making each file's entry and
  /// its URL was most of a send's time; checking what the last walk saw is one `lstat` a file.
  func walk() -> FolderWalk {
    FolderWalker.walks.value(key, isCurrent: \.isCurrent) { walkNow() }
  }

  /// The folders walked, as one string: what a walk is kept under.
  var key: String {
    sources.map { "\($0.name)\t\($0.folder.path)\t\($0.isReadOnly)" }.joined(separator: "\n")
  }

  /// The last walks, by the folders walked (a few: a shell has one set of folders).
  private static let walks = BoundedMemo<String, FolderWalk>(limit: 8)

  /// Every file of every source, as the folders are now.
  func walkNow() -> FolderWalk {
    var walk = FolderWalk()
    let roots = self.roots
    for source in sources {
      var status = stat()
      guard stat(source.folder.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
        // Seen as missing, so the next walk finds the folder once it is made; a folder that is
        // there is seen as `descend` lists it.
        walk.seen.append(
          FolderWalk.Seen(
            path: source.folder.path, followed: true,
            stamp: CollectionStamp(path: source.folder.path, followingLinks: true)))
        walk.missing.append(source)
        continue
      }
      descend(source.folder.path, relative: "", depth: 0, source: source, roots: roots, into: &walk)
      if walk.isCut { break }
    }
    return walk
  }

  /// Lists `path` (`relative` under the source's folder) into `walk`.
  private func descend(
    _ path: String, relative: String, depth: Int, source: FolderSourceSpec, roots: [String],
    into walk: inout FolderWalk
  ) {
    // Seen before it is listed: a file added meanwhile changes it, and the next walk lists again.
    walk.seen.append(
      FolderWalk.Seen(path: path, followed: true, stamp: CollectionStamp(path: path, followingLinks: true)))
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
      var status = stat()
      if lstat(path, &status) != 0 { walk.vanished.append(path) }
      return
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      guard walk.files.count < FolderWalker.maximumCount else {
        walk.isCut = true
        return
      }
      let child = path + "/" + name
      let childRelative = relative.isEmpty ? name : relative + "/" + name
      var status = stat()
      // Gone between the listing and now: not listed.
      guard lstat(child, &status) == 0 else { continue }
      if (status.st_mode & S_IFMT) == S_IFDIR, depth + 1 < FolderWalker.maximumDepth {
        descend(child, relative: childRelative, depth: depth + 1, source: source, roots: roots, into: &walk)
        continue
      }
      walk.seen.append(FolderWalk.Seen(path: child, followed: false, stamp: CollectionStamp(status)))
      if (status.st_mode & S_IFMT) == S_IFDIR { continue }
      if (status.st_mode & S_IFMT) == S_IFLNK {
        // What a link leads to is read through it: a change there must be seen too.
        walk.seen.append(
          FolderWalk.Seen(
            path: child, followed: true, stamp: CollectionStamp(path: child, followingLinks: true)))
      }
      if let item = item(at: child, relative: childRelative, status: status, source: source, roots: roots) {
        walk.files.append(item)
      }
    }
  }

  /// The file with identifier `id` (`SOURCE/relative/path`), looked at where it is now; nil when
  /// it is gone, hidden, a folder, or reached through a folder that leads out of its source.
  func file(id: String) -> FileItem? {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, let source = sources.first(where: { $0.name == parts[0] }),
      parts.dropFirst().allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") })
    else { return nil }
    let relative = parts.dropFirst().joined(separator: "/")
    let path = source.folder.path + "/" + relative
    let roots = self.roots
    // The folders on the way must be the source's own, not links out of it.
    guard let root = FolderWalker.realPath(source.folder.path),
      let parent = FolderWalker.realPath(FolderWalker.split(path).parent),
      parent == root || parent.hasPrefix(root + "/")
    else { return nil }
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { return nil }
    return item(at: path, relative: relative, status: status, source: source, roots: roots)
  }

  /// The entity for the path `path` whose `lstat` is `status`; nil for a link to a folder.
  func item(at path: String, relative: String, status: stat, source: FolderSourceSpec, roots: [String])
    -> FileItem?
  {
    let (parentRelative, name) = FolderWalker.split(relative)
    let folder = parentRelative.isEmpty ? source.name : FolderWalker.split(parentRelative).name
    var item = FileItem(
      id: source.name + "/" + relative, name: name, contentType: "application/octet-stream", folder: folder,
      modificationDate: FolderWalker.modificationDate(status), url: URL(fileURLWithPath: path),
      size: Int64(status.st_size), source: source.name, isReadOnly: source.isReadOnly)
    var status = status
    if (status.st_mode & S_IFMT) == S_IFLNK {
      guard let target = FolderWalker.realPath(path),
        roots.contains(where: { target == $0 || target.hasPrefix($0 + "/") })
      else {
        item.kind = .outsideLink
        item.contentType = "inode/symlink"
        return item
      }
      var followed = stat()
      guard stat(target, &followed) == 0 else {
        item.kind = .outsideLink
        item.contentType = "inode/symlink"
        return item
      }
      // A link to a folder in the tree: that folder is walked where it is, not again here.
      if (followed.st_mode & S_IFMT) == S_IFDIR { return nil }
      status = followed
      item.size = Int64(followed.st_size)
      item.modificationDate = FolderWalker.modificationDate(followed)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      let looked = FolderWalker.looked(path, name: name, status: status)
      item.tags = looked.tags
      item.sniffedType = looked.type
      if looked.isUnreadable {
        item.kind = .unreadable
        return item
      }
    case S_IFCHR:
      item.kind = .device
      item.contentType = "inode/chardevice"
    case S_IFBLK:
      item.kind = .device
      item.contentType = "inode/blockdevice"
    case S_IFIFO:
      item.kind = .fifo
      item.contentType = "inode/fifo"
    case S_IFSOCK:
      item.kind = .socket
      item.contentType = "inode/socket"
    default:
      item.kind = .device
      item.contentType = "inode/x-unknown"
    }
    return item
  }

  /// What a regular file's attributes say (its tags, whether it opens) and its type, to be read
  /// from its first bytes when asked (``SniffedType``): a walk is made for every line that asks
  /// about files, and libmagic over every file's head (its database loaded first) was most of a
  /// send's time, when the send only asks whether its words name a file. Kept while the file's
  /// status says it is the same file unchanged: any change to its bytes, name, permissions or
  /// tags changes its modification or change time, or its name, and so the key.
  static func looked(_ path: String, name: String, status: stat) -> Looked {
    let key = SniffKey(
      name: name, device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      mode: UInt32(status.st_mode), modifiedSeconds: Int64(status.st_mtim.tv_sec),
      modifiedNanoseconds: Int64(status.st_mtim.tv_nsec), changedSeconds: Int64(status.st_ctim.tv_sec),
      changedNanoseconds: Int64(status.st_ctim.tv_nsec))
    return lookedFiles.value(key) {
      let opens = FolderWalker.opens(path)
      return Looked(
        type: SniffedType(path: path, name: name, opens: opens),
        tags: opens ? ExtendedAttributes.tags(of: path) : [],
        isUnreadable: !opens)
    }
  }

  /// A file as its status and name tell it apart.
  struct SniffKey: Hashable, Sendable {
    let name: String
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let mode: UInt32
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
    let changedSeconds: Int64
    let changedNanoseconds: Int64
  }

  struct Looked: Sendable {
    /// Its type, read once, when first asked.
    let type: SniffedType
    let tags: [String]
    let isUnreadable: Bool
  }

  /// Ten walks' worth at most; past that the oldest walk's files are not worth finding.
  private static let lookedFiles = BoundedMemo<SniffKey, Looked>(limit: 10 * maximumCount)

  /// Whether the regular file at `path` opens for reading (opened without blocking, so a FIFO
  /// swapped in after the listing is never waited on, and closed at once).
  static func opens(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }

  /// The first ``headBytes`` of the regular file at `path`; nil when it cannot be opened for
  /// reading. Opened without blocking and checked to be a regular file after opening, so a FIFO
  /// swapped in after the listing is never waited on.
  static func head(of path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    var buffer = [UInt8](repeating: 0, count: headBytes)
    var count = 0
    while count < headBytes {
      let read = buffer[count...].withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if read < 0, errno == EINTR { continue }
      if read <= 0 { break }
      count += read
    }
    return Data(buffer[..<count])
  }

  /// `path` split at its last `/`: what comes before (empty for none) and the last name.
  static func split(_ path: String) -> (parent: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[..<slash]), String(path[path.index(after: slash)...]))
  }

  /// `path` with every link resolved, or nil when it leads nowhere.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The modification time `status` holds.
  static func modificationDate(_ status: stat) -> Date {
    Date(
      timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1_000_000_000)
  }
}

/// A regular file's MIME type, read from its first bytes (libmagic, ``ContentTypeSniffer``) the
/// first time something asks, then kept: finding a file by its name never reads it, and a walk
/// of ten thousand files reads the heads of only those that are shown, sent or asked about by
/// type. A file that does not open is typed by its name's extension.
final class SniffedType: Sendable {
  let path: String
  let name: String
  let opens: Bool
  private let answer = Mutex<String?>(nil)

  init(path: String, name: String, opens: Bool) {
    self.path = path
    self.name = name
    self.opens = opens
  }

  /// The type, read now if it was not yet.
  var value: String {
    answer.withLock { answer in
      if let answer { return answer }
      let read: String
      if opens, let head = FolderWalker.head(of: path) {
        read = ContentTypeSniffer.type(of: head, filename: name)
      } else {
        read = ContentTypeSniffer.type(ofExtension: name) ?? "application/octet-stream"
      }
      answer = read
      return read
    }
  }
}
