import Glibc
import HarkSupport

/// An address book as khard and vdirsyncer keep one: a folder of `.vcf` files, one card each, the
/// file's stem the card's identity. Reads take regular files only; writes are atomic (a temporary
/// file in the folder, fsync, rename or link, fsync of the folder) and never replace a file another
/// program changed since Hark read it.
public struct AddressBook: Sendable {
  /// The folder.
  public let path: String

  /// Cards larger than this are not read (a card with a large photo is well under it).
  public static let largestCard = 16 << 20

  /// The address book in `path`.
  public init(path: String) {
    self.path = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
  }

  /// Every card that reads, by stem, with the files that do not (path and line): one bad file
  /// never hides the rest. Throws only when the folder itself cannot be listed.
  public func cards() throws(VCardError) -> (cards: [StoredCard], problems: [VCardError]) {
    var cards: [StoredCard] = []
    var problems: [VCardError] = []
    for stem in try stems() {
      do throws(VCardError) {
        if let card = try card(stem) { cards.append(card) }
      } catch {
        problems.append(error)
      }
    }
    return (cards, problems)
  }

  /// The stems of the `.vcf` regular files, sorted. Hidden files (a writer's temporary file) are
  /// not cards.
  public func stems() throws(VCardError) -> [String] {
    guard let directory = opendir(path) else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .notAFolder(path: path) }
      throw .io(path: path, operation: "opendir", errno: code)
    }
    defer { closedir(directory) }
    let descriptor = dirfd(directory)
    var stems: [String] = []
    while let record = readdir(directory) {
      let name = withUnsafeBytes(of: record.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.count > 4, !name.hasPrefix("."), name.lowercased().hasSuffix(".vcf") else { continue }
      var info = stat()
      guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG
      else { continue }
      stems.append(String(name.dropLast(4)))
    }
    return stems.sorted()
  }

  /// The card `stem` names with its stamp; nil when there is no such file.
  public func card(_ stem: String) throws(VCardError) -> StoredCard? {
    let file = self.file(stem)
    guard let (bytes, stamp) = try Self.read(file) else { return nil }
    do throws(VCardProblem) {
      return StoredCard(stem: stem, path: file, card: try VCard(bytes: bytes), stamp: stamp)
    } catch {
      throw .unreadable(path: file, problem: error)
    }
  }

  /// The path of the card named `stem`.
  public func file(_ stem: String) -> String { path + "/" + stem + ".vcf" }

  /// Writes a new card as `stem`; fails when a file of that name exists (never overwrites).
  public func create(_ bytes: [UInt8], as stem: String) throws(VCardError) {
    try write(bytes, to: file(stem), replacing: false)
  }

  /// Replaces the card `stem` with `bytes` when its file is still as `stamp` says; a file another
  /// program changed meanwhile is left alone (`changedSinceRead`).
  public func replace(_ stem: String, with bytes: [UInt8], expecting stamp: CardStamp) throws(VCardError) {
    let file = self.file(stem)
    guard let current = try Self.read(file) else { throw .notFound(path: file) }
    guard current.stamp == stamp else { throw .changedSinceRead(path: file) }
    try write(bytes, to: file, replacing: true)
  }

  /// Removes the card `stem` when its file is still as `stamp` says.
  public func remove(_ stem: String, expecting stamp: CardStamp) throws(VCardError) {
    let file = self.file(stem)
    guard let current = try Self.read(file) else { throw .notFound(path: file) }
    guard current.stamp == stamp else { throw .changedSinceRead(path: file) }
    guard unlink(file) == 0 else { throw .io(path: file, operation: "unlink", errno: errno) }
    try syncFolder()
  }

  // MARK: Files

  static func read(_ file: String) throws(VCardError) -> (bytes: [UInt8], stamp: CardStamp)? {
    var descriptor: Int32
    repeat {
      descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    } while descriptor < 0 && errno == EINTR
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      throw .io(path: file, operation: "open", errno: errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .io(path: file, operation: "fstat", errno: errno) }
    // A FIFO or a device named .vcf is never read: a read could hang.
    guard info.st_mode & S_IFMT == S_IFREG else { throw .io(path: file, operation: "open", errno: EINVAL) }
    let size = Int(info.st_size)
    guard size <= largestCard else { throw .unreadable(path: file, problem: .tooLarge(bytes: size)) }
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + done }, size - done)
      }
      if got < 0, errno == EINTR { continue }
      if got < 0 { throw .io(path: file, operation: "read", errno: errno) }
      if got == 0 { break }
      done += got
    }
    if done < size { bytes.removeLast(size - done) }
    let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    return (bytes, CardStamp(size: done, modified: modified, contentHash: StableHash64.of(bytes)))
  }

  private func write(_ bytes: [UInt8], to target: String, replacing: Bool) throws(VCardError) {
    let name = target.split(separator: "/").last.map(String.init) ?? "card.vcf"
    do {
      // A link fails when a file of that name appeared meanwhile: a new card never replaces one.
      try DurableFile.write(bytes, into: path, as: name, replacing: replacing)
    } catch {
      if error.operation == "open", error.errno == ENOENT || error.errno == ENOTDIR {
        throw .notAFolder(path: path)
      }
      if error.operation == "link", error.errno == EEXIST { throw .exists(path: target) }
      throw .io(path: error.path, operation: error.operation, errno: error.errno)
    }
  }

  private func syncFolder() throws(VCardError) {
    do { try DurableFile.syncFolder(path) } catch {
      throw .io(path: error.path, operation: error.operation, errno: error.errno)
    }
  }
}

/// A card as read from its file, with the stamp a later write compares.
public struct StoredCard: Sendable {
  /// The file's name without `.vcf`: the card's identity.
  public let stem: String
  public let path: String
  public let card: VCard
  public let stamp: CardStamp

  /// A card read from `path` as `stem`, with its stamp.
  public init(stem: String, path: String, card: VCard, stamp: CardStamp) {
    self.stem = stem
    self.path = path
    self.card = card
    self.stamp = stamp
  }
}

/// A card file's size, modification time and content hash when it was read.
public struct CardStamp: Sendable, Hashable {
  public var size: Int
  /// Nanoseconds since the epoch.
  public var modified: Int64
  /// FNV-1a of the bytes (`StableHash64`).
  public var contentHash: UInt64

  /// A stamp of these values.
  public init(size: Int, modified: Int64, contentHash: UInt64) {
    self.size = size
    self.modified = modified
    self.contentHash = contentHash
  }
}
