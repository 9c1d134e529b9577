import CNotmuch
import Foundation

extension NotmuchIndex {
  /// Brings the database up to the Maildir's files with `notmuch new`'s semantics, incrementally:
  /// a folder whose modification time is the one recorded is not listed against the database
  /// (its subfolders are still visited); in a changed one, new files are indexed
  /// (`notmuch_database_index_file`) and the files no longer there removed, after every addition,
  /// so a renamed file (a flag changed, a move from new/ to cur/) keeps its message and tags.
  /// Maildir flags become tags (S ↔ unread, R replied, F flagged, D draft, P passed) when
  /// `maildir.synchronize_flags` is on (Hark's own database: always). New messages get `newTags`.
  ///
  /// As notmuch does, `tmp/` in a Maildir and `.notmuch` are skipped, and a folder's time is
  /// recorded only when it is older than the second the refresh started: a file written later in
  /// that same second would leave the time unchanged and never be seen.
  public func refresh(newTags: [String] = ["inbox", "unread"]) throws(NotmuchError) -> RefreshReport {
    guard writable else { throw .readOnly(path: databasePath) }
    return try lock.withLock { _ throws(NotmuchError) in try refreshLocked(newTags: newTags) }
  }

  func refreshLocked(newTags: [String]) throws(NotmuchError) -> RefreshReport {
    var pass = RefreshPass(started: Int64(time(nil)), newTags: newTags)
    try visit(folder: mailRoot, pass: &pass)
    for file in pass.removals { try remove(file: file, pass: &pass) }
    for folder in pass.vanishedFolders { try removeFolder(folder, pass: &pass) }
    if synchronizesFlags {
      for id in pass.gained.union(pass.lost).subtracting(pass.removedIDs).sorted() {
        var message: OpaquePointer?
        guard notmuch_database_find_message(database, id, &message) == NOTMUCH_STATUS_SUCCESS,
          let message
        else { continue }
        notmuch_message_maildir_flags_to_tags(message)
        notmuch_message_destroy(message)
      }
    }
    for (folder, mtime) in pass.times {
      var directory: OpaquePointer?
      guard notmuch_database_get_directory(database, folder, &directory) == NOTMUCH_STATUS_SUCCESS,
        let directory
      else { continue }
      notmuch_directory_set_mtime(directory, time_t(mtime))
      notmuch_directory_destroy(directory)
    }
    try commit()
    return pass.report
  }

  /// What one refresh has seen and still has to do.
  struct RefreshPass {
    let started: Int64
    let newTags: [String]
    var report = RefreshReport()
    /// Files gone from a changed folder, removed after every addition.
    var removals: [String] = []
    /// Folders the database has and the disk no longer has.
    var vanishedFolders: [String] = []
    /// Folder modification times to record once everything in them is done.
    var times: [(String, Int64)] = []
    /// Messages that gained a file (a copy, the new name of a rename) or lost one.
    var gained: Set<String> = []
    var lost: Set<String> = []
    var removedIDs: Set<String> = []
  }

  func visit(folder: String, pass: inout RefreshPass) throws(NotmuchError) {
    var status = stat()
    // A folder that vanished since its parent was listed is removed by the parent's next pass.
    guard stat(folder, &status) == 0 else { return }
    let mtime = Int64(status.st_mtim.tv_sec)
    // The database has a folder once a file in or below it was indexed (none for an empty one).
    var found: OpaquePointer?
    let got = notmuch_database_get_directory(database, folder, &found)
    guard got == NOTMUCH_STATUS_SUCCESS else { throw .index(path: folder, status: statusWords(got)) }
    defer { found.map { notmuch_directory_destroy($0) } }
    // Unchanged since it was recorded: no file added, removed or renamed here.
    let unchanged = found.map { Int64(notmuch_directory_get_mtime($0)) == mtime } ?? false
    // A leaf (a link count of 2: no subfolder's ".." points at it) that the database also knows
    // no subfolder of is not even listed, as notmuch new does: listing a cur/ of 90,000 files is
    // most of what a refresh with nothing to do would cost.
    if unchanged, status.st_nlink == 2, let directory = found,
      Self.names(notmuch_directory_get_child_directories(directory)).isEmpty
    {
      return
    }
    let entries = FolderEntries.list(folder)
    let isMaildir = ["cur", "new", "tmp"].allSatisfy { entries.folders.contains($0) }
    let subfolders = entries.folders.filter { $0 != ".notmuch" && !(isMaildir && $0 == "tmp") }
    if !unchanged {
      let known = found.map { Self.names(notmuch_directory_get_child_files($0)) } ?? []
      let files = Set(entries.files)
      for name in entries.files.sorted() where !known.contains(name) {
        try index(file: folder + "/" + name, pass: &pass)
      }
      pass.removals += known.subtracting(files).sorted().map { folder + "/" + $0 }
      let knownFolders = found.map { Self.names(notmuch_directory_get_child_directories($0)) } ?? []
      pass.vanishedFolders += knownFolders.subtracting(subfolders).sorted().map { folder + "/" + $0 }
      if mtime < pass.started { pass.times.append((folder, mtime)) }
    }
    for name in subfolders.sorted() { try visit(folder: folder + "/" + name, pass: &pass) }
  }

  func index(file: String, pass: inout RefreshPass) throws(NotmuchError) {
    notmuch_database_begin_atomic(database)
    defer { notmuch_database_end_atomic(database) }
    var found: OpaquePointer?
    let status = notmuch_database_index_file(database, file, nil, &found)
    defer { found.map { notmuch_message_destroy($0) } }
    switch status {
    case NOTMUCH_STATUS_SUCCESS:
      guard let message = found else { return }
      notmuch_message_freeze(message)
      for tag in pass.newTags { notmuch_message_add_tag(message, tag) }
      if synchronizesFlags { notmuch_message_maildir_flags_to_tags(message) }
      notmuch_message_thaw(message)
      pass.report.added += 1
    case NOTMUCH_STATUS_DUPLICATE_MESSAGE_ID:
      if let message = found { pass.gained.insert(Self.text(notmuch_message_get_message_id(message))) }
    case NOTMUCH_STATUS_FILE_NOT_EMAIL, NOTMUCH_STATUS_FILE_ERROR:
      // Not mail, or moved away by another client since the listing: the next refresh sees
      // the folder it went to change.
      pass.report.skipped += 1
    default:
      throw .index(path: file, status: statusWords(status))
    }
  }

  func remove(file: String, pass: inout RefreshPass) throws(NotmuchError) {
    notmuch_database_begin_atomic(database)
    defer { notmuch_database_end_atomic(database) }
    var found: OpaquePointer?
    var id: String?
    if notmuch_database_find_message_by_filename(database, file, &found) == NOTMUCH_STATUS_SUCCESS,
      let message = found
    {
      id = Self.text(notmuch_message_get_message_id(message))
      notmuch_message_destroy(message)
    }
    let status = notmuch_database_remove_message(database, file)
    switch status {
    case NOTMUCH_STATUS_SUCCESS:
      if let id {
        pass.report.removed += 1
        pass.removedIDs.insert(id)
      }
    case NOTMUCH_STATUS_DUPLICATE_MESSAGE_ID:
      // The message keeps another file: notmuch new counts this as a rename (a copy deleted
      // is one too), and so does Hark, so the two reports agree.
      if let id {
        pass.report.renamed += 1
        pass.lost.insert(id)
      }
    default:
      throw .index(path: file, status: statusWords(status))
    }
  }

  /// Removes every file the database has under a folder that is gone, then the folder itself.
  func removeFolder(_ folder: String, pass: inout RefreshPass) throws(NotmuchError) {
    var found: OpaquePointer?
    let got = notmuch_database_get_directory(database, folder, &found)
    guard got == NOTMUCH_STATUS_SUCCESS else { throw .index(path: folder, status: statusWords(got)) }
    guard let directory = found else { return }
    let files = Self.names(notmuch_directory_get_child_files(directory)).sorted()
    let folders = Self.names(notmuch_directory_get_child_directories(directory)).sorted()
    do {
      for name in files { try remove(file: folder + "/" + name, pass: &pass) }
      for name in folders { try removeFolder(folder + "/" + name, pass: &pass) }
    } catch {
      notmuch_directory_destroy(directory)
      throw error
    }
    // notmuch_directory_delete destroys the object too, whatever it returns.
    let deleted = notmuch_directory_delete(directory)
    guard deleted == NOTMUCH_STATUS_SUCCESS else { throw .index(path: folder, status: statusWords(deleted)) }
  }

  /// The names of a notmuch file-name list, the list destroyed.
  static func names(_ list: OpaquePointer?) -> Set<String> {
    guard let list else { return [] }
    defer { notmuch_filenames_destroy(list) }
    var names: Set<String> = []
    while notmuch_filenames_valid(list) != 0 {
      if let name = notmuch_filenames_get(list) { names.insert(String(cString: name)) }
      notmuch_filenames_move_to_next(list)
    }
    return names
  }
}
