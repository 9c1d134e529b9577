import Foundation
import Glibc

extension Maildir {
  /// Delivers a message as the Maildir protocol says: written and fsynced in `tmp/`, then
  /// linked (renamed where the file system has no links) into `new/`, or into `cur/` with
  /// `:2,FLAGS` when `flags` is not empty, and the folder fsynced. A crash leaves at most a
  /// file in `tmp/`, never half a message in `new/` or `cur/`. A missing Maildir++ subfolder is
  /// made (with its `maildirfolder` file); a folder nobody may write is `.readOnly` before
  /// anything is written.
  public func deliver(_ data: Data, to folder: String, flags: MaildirFlags) throws(MaildirError)
    -> MaildirEntry
  {
    let folderPath = try prepareFolder(folder)
    let tmp = folderPath + "/tmp"
    let destinationFolder = folderPath + (flags.isEmpty ? "/new" : "/cur")
    try MaildirFile.requireWritable(tmp)
    try MaildirFile.requireWritable(destinationFolder)
    let unique = MaildirName.unique()
    let temporary = tmp + "/" + unique
    let name = flags.isEmpty ? unique : MaildirName.current(unique, flags: flags)
    let destination = destinationFolder + "/" + name
    try MaildirFile.writeNew(temporary, data)
    if link(temporary, destination) == 0 {
      unlink(temporary)
    } else if errno == EPERM || errno == ENOTSUP || errno == EXDEV || errno == EMLINK {
      // File systems without hard links (some FUSE and network mounts): rename is atomic too.
      guard rename(temporary, destination) == 0 else {
        let failure = errno
        unlink(temporary)
        throw MaildirFile.error(destination, failure)
      }
    } else {
      let failure = errno
      unlink(temporary)
      throw MaildirFile.error(destination, failure)
    }
    try MaildirFile.syncFolder(destinationFolder)
    try MaildirFile.syncFolder(tmp)
    guard let entry = entry(folder: folder, directory: destinationFolder, name: name, isNew: flags.isEmpty)
    else {
      throw .vanished(path: destination)
    }
    return entry
  }

  /// Gives the message new flags: renamed into `cur/` with `:2,FLAGS` (letters of flags Hark
  /// does not know, set by other clients, are kept). A message in `new/` is seen by then, so it
  /// moves to `cur/` even with no flags.
  public func setFlags(_ entry: MaildirEntry, _ flags: MaildirFlags) throws(MaildirError) -> MaildirEntry {
    let current = try locate(entry)
    let folderPath = path(of: entry.folder)
    let parts = MaildirName.split(current.url.lastPathComponent)
    let name = MaildirName.current(
      current.uniqueName, flags: flags, otherLetters: current.isNew ? "" : parts.otherLetters)
    let destination = folderPath + "/cur/" + name
    if destination == current.url.path { return current }
    try MaildirFile.requireWritable(folderPath + "/cur")
    try MaildirFile.requireWritable(current.url.deletingLastPathComponent().path)
    try renameFollowing(current, to: destination)
    try MaildirFile.syncFolder(folderPath + "/cur")
    guard
      let moved = self.entry(folder: entry.folder, directory: folderPath + "/cur", name: name, isNew: false)
    else {
      throw .vanished(path: destination)
    }
    return moved
  }

  /// Moves the message to another folder (made when missing), keeping its name, flags and
  /// whether it is new.
  public func move(_ entry: MaildirEntry, to folder: String) throws(MaildirError) -> MaildirEntry {
    let current = try locate(entry)
    if folder == entry.folder { return current }
    let folderPath = try prepareFolder(folder)
    let subfolder = current.isNew ? "new" : "cur"
    let name = current.url.lastPathComponent
    let destination = folderPath + "/" + subfolder + "/" + name
    try MaildirFile.requireWritable(folderPath + "/" + subfolder)
    try MaildirFile.requireWritable(current.url.deletingLastPathComponent().path)
    try renameFollowing(current, to: destination)
    try MaildirFile.syncFolder(folderPath + "/" + subfolder)
    try MaildirFile.syncFolder(current.url.deletingLastPathComponent().path)
    guard
      let moved = self.entry(
        folder: folder, directory: folderPath + "/" + subfolder, name: name, isNew: current.isNew)
    else { throw .vanished(path: destination) }
    return moved
  }

  /// Deletes the message file; `.vanished` when it had already gone.
  public func remove(_ entry: MaildirEntry) throws(MaildirError) {
    let current = try locate(entry)
    let directory = current.url.deletingLastPathComponent().path
    try MaildirFile.requireWritable(directory)
    if unlink(current.url.path) != 0 {
      guard errno == ENOENT else { throw MaildirFile.error(current.url.path) }
      try remove(try locate(entry))
      return
    }
    try MaildirFile.syncFolder(directory)
  }

  /// Renames `entry`'s file to `destination`; when another client renamed it first (ENOENT),
  /// finds it once more by its unique name and tries again.
  private func renameFollowing(_ entry: MaildirEntry, to destination: String) throws(MaildirError) {
    if rename(entry.url.path, destination) == 0 { return }
    guard errno == ENOENT else { throw MaildirFile.error(entry.url.path) }
    let again = try locate(entry)
    guard rename(again.url.path, destination) == 0 else {
      throw errno == ENOENT ? .vanished(path: again.url.path) : MaildirFile.error(again.url.path)
    }
  }

  /// The folder's path, made as a Maildir++ subfolder when missing (`cur/`, `new/`, `tmp/` and
  /// the empty `maildirfolder` file Courier and Dovecot expect). INBOX is never made: a root
  /// without it is `.notAMaildir`.
  private func prepareFolder(_ folder: String) throws(MaildirError) -> String {
    try requireFolderName(folder)
    let folderPath = path(of: folder)
    if folder.isEmpty || MaildirFile.isDirectory(folderPath + "/cur") {
      try requireMaildir(folderPath)
      return folderPath
    }
    try requireMaildir(root.path)
    try MaildirFile.requireWritable(root.path)
    try MaildirFile.makeFolder(folderPath)
    for subfolder in ["cur", "new", "tmp"] { try MaildirFile.makeFolder(folderPath + "/" + subfolder) }
    let marker = folderPath + "/maildirfolder"
    if MaildirFile.status(marker) == nil { try MaildirFile.writeNew(marker, Data()) }
    try MaildirFile.syncFolder(folderPath)
    try MaildirFile.syncFolder(root.path)
    return folderPath
  }
}
