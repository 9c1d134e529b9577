import Foundation

/// The freedesktop.org Trash (the Trash specification 1.0, as GNOME's and KDE's file managers and
/// `gio trash` keep it): a trashed file is moved to `TRASH/files/NAME` and described by
/// `TRASH/info/NAME.trashinfo` (`[Trash Info]`, `Path=` the original absolute path percent-encoded,
/// `DeletionDate=YYYY-MM-DDThh:mm:ss` in local time), so any file manager can restore it.
///
/// The home trash is `$XDG_DATA_HOME/Trash` (default `~/.local/share/Trash`). A file on another
/// filesystem goes to that filesystem's own trash, as the specification says, never copied:
/// `$topdir/.Trash/$uid` when an administrator made `$topdir/.Trash` (a folder with the sticky bit,
/// not a link), else `$topdir/.Trash-$uid` (made with mode 700). A move is one rename(2), so the
/// file is either where it was or in the trash, never half copied.
public struct XDGTrash: Sendable {
  /// The home trash folder (`…/Trash`).
  public let home: URL

  /// The trash in `home` (the folder holding `files/` and `info/`).
  public init(home: URL) {
    self.home = home
  }

  /// The person's home trash: `$XDG_DATA_HOME/Trash`, else `$HOME/.local/share/Trash`; nil with
  /// neither set to an absolute path.
  public init?(environment: [String: String]) {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      home = URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("Trash", isDirectory: true)
    } else if let user = environment["HOME"], user.hasPrefix("/") {
      home = URL(fileURLWithPath: user, isDirectory: true)
        .appendingPathComponent(".local/share/Trash", isDirectory: true)
    } else {
      return nil
    }
  }

  /// Moves `url` (a file, a folder with what is in it, or a link itself) to the trash of its
  /// filesystem and writes its `.trashinfo`. The info file is made first with `O_EXCL` (the name
  /// is the trasher's own), then the file renamed; a name already in the trash gets a unique one
  /// as gio makes it (``name(_:attempt:)``: `report.2.pdf`, `report.3.pdf`, …). `now` is the deletion date, written in local time.
  public func trash(_ url: URL, now: Date = Date()) throws(XDGTrashError) -> TrashedItem {
    let original = url.standardizedFileURL
    let path = original.path
    var status = stat()
    guard lstat(path, &status) == 0 else {
      throw .cannotTrash(path: path, reason: XDGTrash.reason(errno), code: errno)
    }
    let trash = try folder(for: original, device: status.st_dev)
    let files = trash.appendingPathComponent("files", isDirectory: true)
    let info = trash.appendingPathComponent("info", isDirectory: true)
    if trash == home {
      // The home trash and the folders above it ($XDG_DATA_HOME) are made when missing, owner only.
      do {
        try FileManager.default.createDirectory(
          at: trash, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw .cannotTrash(
          path: path, reason: "\(trash.path): \(error.localizedDescription)", code: XDGTrash.code(of: error))
      }
    }
    for folder in [trash, files, info] {
      if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
        throw .cannotTrash(path: path, reason: "\(folder.path): " + XDGTrash.reason(errno), code: errno)
      }
    }
    let date = XDGTrash.localDate(now)
    let text = "[Trash Info]\nPath=\(XDGTrash.percentEncoded(path))\nDeletionDate=\(date)\n"
    let base = original.lastPathComponent
    for attempt in 1...10_000 {
      let name = XDGTrash.name(base, attempt: attempt)
      let infoFile = info.appendingPathComponent(name + ".trashinfo")
      let descriptor = open(infoFile.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .cannotTrash(path: path, reason: "\(infoFile.path): " + XDGTrash.reason(errno), code: errno)
      }
      let written = XDGTrash.writeAll(descriptor, Array(text.utf8)) && fsync(descriptor) == 0
      let writeError = errno
      close(descriptor)
      guard written else {
        unlink(infoFile.path)
        throw .cannotTrash(
          path: path, reason: "\(infoFile.path): " + XDGTrash.reason(writeError), code: writeError)
      }
      let target = files.appendingPathComponent(name)
      var existing = stat()
      // A file of that name with no info file (another trasher's half-made entry): another name.
      if lstat(target.path, &existing) == 0 {
        unlink(infoFile.path)
        continue
      }
      guard rename(path, target.path) == 0 else {
        let error = errno
        unlink(infoFile.path)
        throw .cannotTrash(path: path, reason: XDGTrash.reason(error), code: error)
      }
      XDGTrash.syncFolder(files)
      XDGTrash.syncFolder(info)
      XDGTrash.syncFolder(original.deletingLastPathComponent())
      return TrashedItem(name: name, trash: trash, original: original, deletionDate: date)
    }
    throw .cannotTrash(path: path, reason: "no free name for \(base) in \(files.path)", code: EEXIST)
  }

  /// Moves a trashed item back where it was (making its folder when it is gone) and removes its
  /// info file. Refuses when something is at the original place now: nothing is overwritten.
  public func restore(_ item: TrashedItem) throws(XDGTrashError) {
    let path = item.original.path
    var status = stat()
    if lstat(path, &status) == 0 { throw .originalExists(path: path) }
    guard lstat(item.file.path, &status) == 0 else {
      throw .cannotRestore(path: path, reason: "\(item.file.path): " + XDGTrash.reason(errno), code: errno)
    }
    let parent = item.original.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw .cannotRestore(
        path: path, reason: "\(parent.path): \(error.localizedDescription)", code: XDGTrash.code(of: error))
    }
    guard rename(item.file.path, path) == 0 else {
      throw .cannotRestore(path: path, reason: XDGTrash.reason(errno), code: errno)
    }
    unlink(item.infoFile.path)
    XDGTrash.syncFolder(parent)
    XDGTrash.syncFolder(item.trash.appendingPathComponent("info", isDirectory: true))
  }

  /// What the home trash holds, as its info files describe it (those that read), by name.
  public func items() -> [TrashedItem] {
    XDGTrash.items(in: home)
  }

  /// What the trash folder `trash` holds, by name; a relative `Path=` (a topdir trash's) is read
  /// against the trash's filesystem top folder.
  public static func items(in trash: URL) -> [TrashedItem] {
    let info = trash.appendingPathComponent("info", isDirectory: true)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: info.path) else { return [] }
    var found: [TrashedItem] = []
    for file in names.sorted() where file.hasSuffix(".trashinfo") {
      guard let data = FileManager.default.contents(atPath: info.appendingPathComponent(file).path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      var path: String?
      var date = ""
      var inSection = false
      for line in text.split(whereSeparator: \.isNewline) {
        if line.hasPrefix("[") { inSection = line == "[Trash Info]" }
        guard inSection else { continue }
        if line.hasPrefix("Path=") { path = String(line.dropFirst(5)).removingPercentEncoding }
        if line.hasPrefix("DeletionDate=") { date = String(line.dropFirst(13)) }
      }
      guard let path else { continue }
      let original =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path)
        : trash.deletingLastPathComponent().appendingPathComponent(path)
      found.append(
        TrashedItem(
          name: String(file.dropLast(".trashinfo".count)), trash: trash, original: original,
          deletionDate: date))
    }
    return found
  }

  /// The trash folder for a file on `device`: the home trash when it is on the same filesystem,
  /// else that filesystem's topdir trash.
  func folder(for original: URL, device: dev_t) throws(XDGTrashError) -> URL {
    // The home trash's filesystem: its own, or its nearest existing folder's.
    var probe = home
    var status = stat()
    while stat(probe.path, &status) != 0 {
      let parent = probe.deletingLastPathComponent()
      if parent.path == probe.path { break }
      probe = parent
    }
    if status.st_dev == device { return home }
    // The top folder of the file's filesystem: the last parent still on its device.
    var top = original.deletingLastPathComponent()
    while top.path != "/" {
      let parent = top.deletingLastPathComponent()
      guard stat(parent.path, &status) == 0, status.st_dev == device else { break }
      top = parent
    }
    let uid = getuid()
    let shared = top.appendingPathComponent(".Trash", isDirectory: true)
    if lstat(shared.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_mode & S_ISVTX != 0 {
      return shared.appendingPathComponent("\(uid)", isDirectory: true)
    }
    let own = top.appendingPathComponent(".Trash-\(uid)", isDirectory: true)
    if mkdir(own.path, 0o700) != 0, errno != EEXIST {
      throw .cannotTrash(path: original.path, reason: "\(own.path): " + XDGTrash.reason(errno), code: errno)
    }
    // Never a link, never another user's: the specification's checks on a topdir trash.
    guard lstat(own.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == uid else {
      throw .cannotTrash(path: original.path, reason: "\(own.path) is not the user's own folder", code: EPERM)
    }
    return own
  }

  /// The `attempt`th name for `base` in the trash, as `gio trash` makes them: `report.pdf`, then
  /// `report.2.pdf`, `report.3.pdf` (the number before the extension, so the type still shows);
  /// `notes`, `notes.2`; `.bashrc`, `.bashrc.2`.
  static func name(_ base: String, attempt: Int) -> String {
    guard attempt > 1 else { return base }
    if let dot = base.lastIndex(of: "."), dot != base.startIndex {
      return "\(base[..<dot]).\(attempt)\(base[dot...])"
    }
    return "\(base).\(attempt)"
  }

  /// `date` as the specification writes it: `YYYY-MM-DDThh:mm:ss`, local time.
  static func localDate(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
      + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  /// `path` percent-encoded as `gio` writes it (`g_uri_escape_string(path, "/", FALSE)`): every
  /// byte but the unreserved characters (letters, digits, `-._~`) and `/` is `%XX`.
  static func percentEncoded(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(byte)
      default: out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes every byte, again after EINTR; false on an error (in errno).
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += count
    }
    return true
  }

  /// fsync on a folder, so a rename in it outlives a crash (best effort: a folder that cannot be
  /// opened is left to the filesystem).
  static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// The errno under a Foundation error (a POSIX one's, else EIO).
  static func code(of error: any Error) -> Int32 {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let posix = underlying, posix.domain == NSPOSIXErrorDomain { return Int32(posix.code) }
    return EIO
  }

  /// The system's words for `code`.
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A file in the trash: where it is and where it came from.
public struct TrashedItem: Sendable, Equatable {
  /// Its name in the trash (`report.pdf`, or `report.2.pdf` when that was taken).
  public var name: String
  /// The trash folder holding it (`~/.local/share/Trash`, or a topdir's `.Trash-1000`).
  public var trash: URL
  /// Where it was.
  public var original: URL
  /// When it was trashed, as the info file says (`2026-12-04T09:30:00`, local time).
  public var deletionDate: String

  /// An item named `name` in `trash`, trashed from `original`.
  public init(name: String, trash: URL, original: URL, deletionDate: String) {
    self.name = name
    self.trash = trash
    self.original = original
    self.deletionDate = deletionDate
  }

  /// The trashed file itself: `TRASH/files/NAME`.
  public var file: URL { trash.appendingPathComponent("files").appendingPathComponent(name) }
  /// Its info file: `TRASH/info/NAME.trashinfo`.
  public var infoFile: URL {
    trash.appendingPathComponent("info").appendingPathComponent(name + ".trashinfo")
  }
}

/// Why a file could not be trashed or restored; each says one line.
public enum XDGTrashError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be moved to the trash (it is gone, or a folder could not be made): the
  /// reason in the system's words, and its errno.
  case cannotTrash(path: String, reason: String, code: Int32)
  /// The trashed file could not be moved back: the reason, and its errno.
  case cannotRestore(path: String, reason: String, code: Int32)
  /// Something is at the original place now; nothing was overwritten.
  case originalExists(path: String)

  /// The line that says it.
  public var description: String {
    switch self {
    case .cannotTrash(let path, let reason, _): "\(path) could not be moved to the Trash: \(reason)"
    case .cannotRestore(let path, let reason, _): "\(path) could not be restored from the Trash: \(reason)"
    case .originalExists(let path): "\(path) exists again; the trashed file was left in the Trash"
    }
  }
}
