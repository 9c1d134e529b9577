import Foundation
import HarkCore
import HarkImage
import HarkSupport

/// The Photos app's writes to the pictures folders: album folders, links into them, the Trash.
/// Each is one system call or a temporary file renamed into place, then the folder flushed.
enum PhotoFiles {
  static func makeFolder(_ folder: URL) throws {
    guard mkdir(folder.path, 0o755) == 0 else {
      throw IntentError.source(.io(path: folder.path, operation: "mkdir", errno: errno))
    }
    syncFolder(folder.deletingLastPathComponent())
  }

  /// Puts `file` in `folder` under its own name: a hard link, else (another filesystem, or links
  /// refused) a copy written to a temporary file and renamed. A file of that name already there
  /// that is the same file counts as there; another file of that name gets `NAME 2.jpg`.
  /// Returns whether anything was added.
  static func link(_ file: URL, into folder: URL) throws -> Bool {
    var source = stat()
    guard lstat(file.path, &source) == 0 else {
      throw IntentError.source(.io(path: file.path, operation: "stat", errno: errno))
    }
    let stem = file.deletingPathExtension().lastPathComponent
    let ext = file.pathExtension
    for number in 1...1_000 {
      let name = number == 1 ? file.lastPathComponent : "\(stem) \(number)" + (ext.isEmpty ? "" : ".\(ext)")
      let target = folder.appendingPathComponent(name)
      var existing = stat()
      if lstat(target.path, &existing) == 0 {
        if existing.st_dev == source.st_dev, existing.st_ino == source.st_ino { return false }
        continue
      }
      if Foundation.link(file.path, target.path) == 0 {
        syncFolder(folder)
        return true
      }
      let code = errno
      if code == EEXIST { continue }
      guard code == EXDEV || code == EPERM || code == EMLINK else {
        throw IntentError.source(.io(path: target.path, operation: "link", errno: code))
      }
      try copy(file, to: target)
      return true
    }
    throw IntentError.alreadyExists(IntentSubject(PhotoAsset.self, name: file.lastPathComponent))
  }

  /// A copy through a temporary file in the same folder: written, flushed, renamed, the folder
  /// flushed; the temporary file removed when anything fails.
  static func copy(_ file: URL, to target: URL) throws {
    let temporary = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).hark-\(getpid())")
    defer { unlink(temporary.path) }
    do {
      let bytes = try Data(contentsOf: file)
      try bytes.write(to: temporary, options: .withoutOverwriting)
    } catch {
      throw IntentError.source(.io(path: target.path, operation: "write", errno: EIO))
    }
    let descriptor = open(temporary.path, O_RDONLY | O_CLOEXEC)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
    guard Foundation.link(temporary.path, target.path) == 0 else {
      throw IntentError.source(.io(path: target.path, operation: "link", errno: errno))
    }
    syncFolder(target.deletingLastPathComponent())
  }

  /// The Trash deleted photos go to, as deleted files go (``DataSources/trash``: the person's
  /// `$XDG_DATA_HOME/Trash`, or its filesystem's own; the store's own `<store>/trash` when no
  /// sources were loaded, so a demo's deletions never fill the person's Trash).
  static func trash(_ context: AppContext) -> XDGTrash {
    XDGTrash(home: context.sources.trash ?? DataSources.storeTrash(context.store.root))
  }

  /// A new file's path as the shell says it, as the Files app says a file's: under the store, its
  /// path there and "in the store" (the same in every run of a transcript); under the home folder
  /// with `~`; else whole.
  static func said(_ file: URL, _ context: AppContext) -> String {
    let path = file.standardizedFileURL.path
    let store = context.store.root.standardizedFileURL.path
    if path.hasPrefix(store + "/") { return String(path.dropFirst(store.count + 1)) + " in the store" }
    if let home = ProcessInfo.processInfo.environment["HOME"], home.count > 1, path.hasPrefix(home + "/") {
      return "~" + path.dropFirst(home.count)
    }
    return path
  }

  /// An image error as the conversation words it.
  static func failure(_ error: any Error, source: URL) -> IntentError {
    switch error as? ImageError {
    case .destinationExists(let path)?:
      return .alreadyExists(
        IntentSubject(PhotoAsset.self, name: URL(fileURLWithPath: path).lastPathComponent))
    case .unwritable(let path, _)?: return .source(.io(path: path, operation: "write", errno: EIO))
    default: return .source(.unreadable(path: source.path, line: 0))
    }
  }

  static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
