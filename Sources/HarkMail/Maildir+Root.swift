import Foundation

extension Maildir {
  /// Makes the root a Maildir (its `cur/`, `new/` and `tmp/`, and the folders above it) where
  /// parts are missing: a store's own mailbox, or the demo's outbox, the first time it is used.
  /// A complete Maildir is left as it is.
  public func createIfMissing() throws(MaildirError) {
    let parts = root.standardizedFileURL.pathComponents.dropFirst()
    var path = ""
    for part in parts {
      path += "/" + part
      if !MaildirFile.isDirectory(path) { try MaildirFile.makeFolder(path) }
    }
    for subfolder in ["cur", "new", "tmp"] where !MaildirFile.isDirectory(root.path + "/" + subfolder) {
      try MaildirFile.makeFolder(root.path + "/" + subfolder)
    }
  }

  /// The entry for a file of this Maildir named by its path (as notmuch lists a message's
  /// files): its folder, unique name and flags from where it is; nil when the path is not in a
  /// `cur/` or `new/` folder of this root, or the file is gone.
  public func entry(at url: URL) -> MaildirEntry? {
    let file = url.standardizedFileURL
    let directory = file.deletingLastPathComponent()
    let kind = directory.lastPathComponent
    guard kind == "cur" || kind == "new" else { return nil }
    let folderPath = directory.deletingLastPathComponent().path
    let rootPath = root.standardizedFileURL.path
    let folder: String
    if folderPath == rootPath {
      folder = ""
    } else if folderPath.hasPrefix(rootPath + "/.") {
      folder = String(folderPath.dropFirst(rootPath.count + 2))
    } else {
      return nil
    }
    return entry(
      folder: folder, directory: directory.path, name: file.lastPathComponent, isNew: kind == "new")
  }
}

extension MaildirFlags {
  /// The flags' letters as a file name writes them, sorted (`RS`).
  public var letters: String { letterString }
}
