import Foundation
import Glibc

/// A Maildir++ root as mail clients share it: INBOX is the root's own `cur/`, `new/` and
/// `tmp/`; other folders are `.Name` subfolders (`.Drafts`, `.Sent`, `.Trash`). Every change is
/// a single rename, link or unlink, so another client reading the folder at the same time sees
/// a message whole or not at all, and a listing that went stale (another client renamed a file)
/// is followed by the message's unique name.
public struct Maildir: Sendable {
  /// The root folder.
  public let root: URL

  /// A Maildir++ root at `root` (nothing is read until asked).
  public init(root: URL) {
    self.root = root
  }

  /// The folder names: `""` (INBOX) first, then the Maildir++ subfolders sorted.
  public func folderNames() throws(MaildirError) -> [String] {
    try requireMaildir(root.path)
    var names: [String] = []
    for dotName in try MaildirFile.dotNames(in: root.path) {
      let path = root.path + "/" + dotName
      if MaildirFile.isDirectory(path + "/cur") { names.append(String(dotName.dropFirst())) }
    }
    return [""] + names.sorted()
  }

  /// The messages in `folder`'s `new/` and `cur/` (regular files only), by unique name.
  public func entries(in folder: String) throws(MaildirError) -> [MaildirEntry] {
    try requireFolderName(folder)
    let folderPath = path(of: folder)
    try requireMaildir(folderPath)
    var entries: [MaildirEntry] = []
    for (subfolder, isNew) in [("new", true), ("cur", false)] {
      let directory = folderPath + "/" + subfolder
      for name in try MaildirFile.names(in: directory) {
        guard let entry = entry(folder: folder, directory: directory, name: name, isNew: isNew) else {
          continue
        }
        entries.append(entry)
      }
    }
    return entries.sorted { ($0.uniqueName, $0.url.path) < ($1.uniqueName, $1.url.path) }
  }

  /// The message's bytes. When the file is no longer where it was listed (another client marked
  /// it read, moving it to `cur/` with new flags), it is found again by its unique name;
  /// `.vanished` when it left the folder.
  public func read(_ entry: MaildirEntry) throws(MaildirError) -> Data {
    do {
      return try MaildirFile.read(entry.url.path)
    } catch .vanished {
      let moved = try locate(entry)
      return try MaildirFile.read(moved.url.path)
    }
  }

  /// Throws `.notAMaildir` for a folder name that is no Maildir++ name: one with a `/`, or
  /// starting with a dot, which would name a folder outside the root (`.` makes `root/..`).
  func requireFolderName(_ folder: String) throws(MaildirError) {
    if folder.contains("/") || folder.hasPrefix(".") || folder.contains("\0") {
      throw .notAMaildir(path: path(of: folder))
    }
  }

  /// The folder's path: the root for INBOX, else `root/.Name`.
  func path(of folder: String) -> String {
    folder.isEmpty ? root.path : root.path + "/." + folder
  }

  /// Throws `.notAMaildir` unless `path` has `cur/`, `new/` and `tmp/`.
  func requireMaildir(_ path: String) throws(MaildirError) {
    for subfolder in ["cur", "new", "tmp"] where !MaildirFile.isDirectory(path + "/" + subfolder) {
      throw .notAMaildir(path: path)
    }
  }

  /// The entry for one listed file, nil when it is not a regular file (or went away meanwhile).
  func entry(folder: String, directory: String, name: String, isNew: Bool) -> MaildirEntry? {
    let filePath = directory + "/" + name
    guard let info = MaildirFile.status(filePath), MaildirFile.isRegularFile(info) else { return nil }
    let parts = MaildirName.split(name)
    return MaildirEntry(
      folder: folder, uniqueName: parts.unique, url: URL(fileURLWithPath: filePath),
      flags: isNew ? [] : parts.flags, isNew: isNew, modified: MaildirFile.modified(info))
  }

  /// Where `entry`'s message is now: its listed file if still there, else the file in the same
  /// folder's `new/` or `cur/` with the same unique name; `.vanished` when there is none.
  func locate(_ entry: MaildirEntry) throws(MaildirError) -> MaildirEntry {
    let listedPath = entry.url.path
    let directory = entry.url.deletingLastPathComponent().path
    if let current = self.entry(
      folder: entry.folder, directory: directory, name: entry.url.lastPathComponent, isNew: entry.isNew)
    {
      return current
    }
    let folderPath = path(of: entry.folder)
    for (subfolder, isNew) in [("cur", false), ("new", true)] {
      let directory = folderPath + "/" + subfolder
      guard let names = try? MaildirFile.names(in: directory) else { continue }
      for name in names where name == entry.uniqueName || name.hasPrefix(entry.uniqueName + ":") {
        if let found = self.entry(folder: entry.folder, directory: directory, name: name, isNew: isNew) {
          return found
        }
      }
    }
    throw .vanished(path: listedPath)
  }
}
