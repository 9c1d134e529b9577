import CNotmuch
import Foundation
import Glibc
import HarkSupport
import Synchronization

/// A notmuch database: the one notmuch users keep beside their Maildir, or one Hark keeps in its
/// cache folder for a Maildir that has none. Searches read it; `refresh` keeps it current as
/// `notmuch new` does; `setTags` changes tags and the files' Maildir flags with them.
///
/// notmuch's handle is not safe to share between threads, so every call holds the instance's
/// lock. Open read-only to search (any number of readers run beside a writer) and writable only
/// to refresh or tag: Xapian lets one writer in at a time, and a second is refused at once with
/// `NotmuchError.locked`, never made to wait.
public final class NotmuchIndex: @unchecked Sendable {
  let database: OpaquePointer
  /// The folder given as the database (for errors).
  let databasePath: String
  /// The Maildir folder the database's file names are relative to.
  let mailRoot: String
  let writable: Bool
  /// Whether Maildir flags and tags follow each other (notmuch's `maildir.synchronize_flags`).
  let synchronizesFlags: Bool
  /// Held by every call: one notmuch handle, one thread in it at a time.
  let lock = Mutex(())
  /// Held while a database is opened or made (see `init`).
  static let opening = Mutex(())

  /// Opens a notmuch database, or makes one when `create` is set and there is none.
  ///
  /// - Parameters:
  ///   - database: The user's own database (notmuch's `database.path`, the folder holding
  ///     `.notmuch/`, or the Xapian folder itself for notmuch ≥0.32 layouts), or Hark's own for
  ///     `mailRoot` (see `ownDatabase(cacheFolder:mailRoot:)`).
  ///   - mailRoot: The Maildir folder the messages' files are in.
  ///   - create: Make the database when there is none (Hark's own; it records `mailRoot` in
  ///     it as `database.mail_root`, so `notmuch` reads it with a config naming only the path).
  ///   - writable: Open for `refresh` and `setTags` (takes Xapian's write lock).
  ///   - config: A notmuch configuration file to read (the user's, for a database whose mail
  ///     root is elsewhere); nil reads none, so no environment variable changes what is opened.
  public init(
    database: URL, mailRoot: URL, create: Bool, writable: Bool, config: URL? = nil
  ) throws(NotmuchError) {
    let path = database.standardizedFileURL.path
    let root = mailRoot.standardizedFileURL.path
    let configPath = config?.standardizedFileURL.path ?? ""
    var handle: OpaquePointer?
    // notmuch initialises itself and GMime on a first open, unguarded: two threads opening
    // their first databases at once can crash the process, so opens take turns.
    try Self.opening.withLock { _ throws(NotmuchError) in
      if create && !Self.databaseExists(at: path) {
        handle = try Self.create(path: path, mailRoot: root, configPath: configPath)
        if !writable, let made = handle {
          notmuch_database_destroy(made)
          handle = nil
        }
      }
      if handle == nil {
        handle = try Self.open(path: path, writable: writable, configPath: configPath)
      }
    }
    guard let opened = handle else { throw .cannotOpen(path: path, status: "no database") }
    let said = notmuch_config_get(opened, NOTMUCH_CONFIG_MAIL_ROOT).map { String(cString: $0) } ?? path
    guard Self.samePlace(said, root) else {
      notmuch_database_destroy(opened)
      throw .mailRootDiffers(database: path, mailRoot: root, databaseMailRoot: said)
    }
    var synchronize: notmuch_bool_t = 1
    if notmuch_config_get_bool(opened, NOTMUCH_CONFIG_SYNC_MAILDIR_FLAGS, &synchronize)
      != NOTMUCH_STATUS_SUCCESS
    {
      synchronize = 1
    }
    self.database = opened
    self.databasePath = path
    self.mailRoot = root
    self.writable = writable
    self.synchronizesFlags = synchronize != 0
  }

  deinit {
    // Commits what a writable handle changed and releases the write lock.
    notmuch_database_destroy(database)
  }

  /// Where Hark keeps its own database for a Maildir that has none: a folder in Hark's cache
  /// folder named by the FNV-1a hash of the Maildir's path (one database per mail folder).
  public static func ownDatabase(cacheFolder: URL, mailRoot: URL) -> URL {
    let hash = StableHash64.of(Array(mailRoot.standardizedFileURL.path.utf8))
    let name = "notmuch-" + String(hash, radix: 16)
    return cacheFolder.appendingPathComponent(name, isDirectory: true)
  }

  /// Messages matching the query, newest first unless asked otherwise, at most `limit`.
  public func search(_ query: MailQuery, limit: Int?, newestFirst: Bool = true) throws(NotmuchError)
    -> [IndexedMail]
  {
    try search(raw: query.notmuchQuery, limit: limit, newestFirst: newestFirst)
  }

  /// Messages matching a query in notmuch's own syntax (notmuch-search-terms(7)).
  public func search(raw: String, limit: Int?, newestFirst: Bool = true) throws(NotmuchError)
    -> [IndexedMail]
  {
    try lock.withLock { _ throws(NotmuchError) in
      try searchLocked(raw: raw, limit: limit, newestFirst: newestFirst)
    }
  }

  /// Runs a read once more after reopening when it failed on a read-only handle: a reader's
  /// view is the revision it opened, and Xapian refuses to read one a writer has since replaced
  /// (DatabaseModifiedError, which notmuch reports as a Xapian exception).
  func againIfModified<Value>(_ read: () throws(NotmuchError) -> Value) throws(NotmuchError) -> Value {
    do {
      return try read()
    } catch {
      guard !writable,
        notmuch_database_reopen(database, NOTMUCH_DATABASE_MODE_READ_ONLY) == NOTMUCH_STATUS_SUCCESS
      else { throw error }
      return try read()
    }
  }

  func searchLocked(raw: String, limit: Int?, newestFirst: Bool) throws(NotmuchError) -> [IndexedMail] {
    guard let query = notmuch_query_create(database, raw) else {
      throw .query(raw, status: Self.words(NOTMUCH_STATUS_OUT_OF_MEMORY))
    }
    defer { notmuch_query_destroy(query) }
    notmuch_query_set_sort(query, newestFirst ? NOTMUCH_SORT_NEWEST_FIRST : NOTMUCH_SORT_OLDEST_FIRST)
    var messages: OpaquePointer?
    let status = notmuch_query_search_messages(query, &messages)
    guard status == NOTMUCH_STATUS_SUCCESS, let messages else {
      throw .query(raw, status: statusWords(status))
    }
    var found: [IndexedMail] = []
    while notmuch_messages_valid(messages) != 0 {
      if let limit, found.count >= limit { break }
      if let message = notmuch_messages_get(messages) {
        found.append(Self.mail(message))
        notmuch_message_destroy(message)
      }
      notmuch_messages_move_to_next(messages)
    }
    return found
  }

  /// The message with this Message-ID (without angle brackets), or nil when there is none.
  public func message(id: String) throws(NotmuchError) -> IndexedMail? {
    try lock.withLock { _ throws(NotmuchError) in
      try againIfModified { () throws(NotmuchError) in try messageLocked(id: id) }
    }
  }

  func messageLocked(id: String) throws(NotmuchError) -> IndexedMail? {
    var message: OpaquePointer?
    let status = notmuch_database_find_message(database, id, &message)
    guard status == NOTMUCH_STATUS_SUCCESS else { throw .query("id:" + id, status: statusWords(status)) }
    guard let message else { return nil }
    defer { notmuch_message_destroy(message) }
    return Self.mail(message)
  }

  /// Adds and removes tags of a message; with `maildir.synchronize_flags` (Hark's own database
  /// always) the files are renamed to carry the matching flags, as notmuch's `tag` does.
  public func setTags(messageID: String, add: [String], remove: [String]) throws(NotmuchError) {
    guard writable else { throw .readOnly(path: databasePath) }
    try lock.withLock { _ throws(NotmuchError) in
      try setTagsLocked(messageID: messageID, add: add, remove: remove)
      try commit()
    }
  }

  func setTagsLocked(messageID: String, add: [String], remove: [String]) throws(NotmuchError) {
    var found: OpaquePointer?
    let status = notmuch_database_find_message(database, messageID, &found)
    guard status == NOTMUCH_STATUS_SUCCESS else {
      throw .tags(messageID: messageID, status: statusWords(status))
    }
    guard let message = found else { throw .noMessage(id: messageID) }
    defer { notmuch_message_destroy(message) }
    notmuch_database_begin_atomic(database)
    defer { notmuch_database_end_atomic(database) }
    notmuch_message_freeze(message)
    var failure = NOTMUCH_STATUS_SUCCESS
    for tag in remove where failure == NOTMUCH_STATUS_SUCCESS {
      failure = notmuch_message_remove_tag(message, tag)
    }
    for tag in add where failure == NOTMUCH_STATUS_SUCCESS {
      failure = notmuch_message_add_tag(message, tag)
    }
    let thawed = notmuch_message_thaw(message)
    if failure == NOTMUCH_STATUS_SUCCESS { failure = thawed }
    if failure == NOTMUCH_STATUS_SUCCESS && synchronizesFlags {
      failure = notmuch_message_tags_to_maildir_flags(message)
    }
    guard failure == NOTMUCH_STATUS_SUCCESS else {
      throw .tags(messageID: messageID, status: statusWords(failure))
    }
  }

  /// Commits what this handle changed, so other processes (`notmuch search`, another Hark) see
  /// it now rather than when the index is closed or notmuch's autocommit count is reached:
  /// notmuch has no commit call, and reopening a writable database closes Xapian's (which
  /// commits) and opens it again, write lock included.
  func commit() throws(NotmuchError) {
    let status = notmuch_database_reopen(database, NOTMUCH_DATABASE_MODE_READ_WRITE)
    guard status == NOTMUCH_STATUS_SUCCESS else {
      let said = statusWords(status)
      if said.lowercased().contains("lock") { throw .locked(path: databasePath) }
      throw .index(path: databasePath, status: said)
    }
  }

  // MARK: Opening

  static func databaseExists(at path: String) -> Bool {
    let manager = FileManager.default
    return ["/.notmuch/xapian", "/xapian", "/iamglass", "/iamchert"].contains {
      manager.fileExists(atPath: path + $0)
    }
  }

  static func create(path: String, mailRoot: String, configPath: String) throws(NotmuchError)
    -> OpaquePointer
  {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreate(path: path, status: Self.words(NOTMUCH_STATUS_FILE_ERROR))
    }
    var handle: OpaquePointer?
    var message: UnsafeMutablePointer<CChar>?
    let status = notmuch_database_create_with_config(path, configPath, nil, &handle, &message)
    let said = Self.take(message)
    guard status == NOTMUCH_STATUS_SUCCESS, let handle else {
      throw .cannotCreate(path: path, status: said ?? Self.words(status))
    }
    let configured = notmuch_config_get(handle, NOTMUCH_CONFIG_MAIL_ROOT).map { String(cString: $0) }
    if configured.map({ !samePlace($0, mailRoot) }) ?? true {
      // Kept in the database itself: notmuch reads it from there when no config file names one.
      let stored = notmuch_database_set_config(handle, "database.mail_root", mailRoot)
      guard stored == NOTMUCH_STATUS_SUCCESS else {
        notmuch_database_destroy(handle)
        throw .cannotCreate(path: path, status: Self.words(stored))
      }
    }
    return handle
  }

  static func open(path: String, writable: Bool, configPath: String) throws(NotmuchError)
    -> OpaquePointer
  {
    // notmuch 0.37 waits for Xapian's write lock (F_OFD_SETLKW) as long as another writer holds
    // it; Hark says so at once instead. A writer that takes the lock between this look and the
    // open is waited for until it is done.
    if writable && writeLockIsHeld(databasePath: path) { throw .locked(path: path) }
    var handle: OpaquePointer?
    var message: UnsafeMutablePointer<CChar>?
    let mode = writable ? NOTMUCH_DATABASE_MODE_READ_WRITE : NOTMUCH_DATABASE_MODE_READ_ONLY
    let status = notmuch_database_open_with_config(path, mode, configPath, nil, &handle, &message)
    let said = Self.take(message)
    guard status == NOTMUCH_STATUS_SUCCESS, let handle else {
      // Xapian refuses a second writer with "Unable to get write lock on …: already locked".
      if let said, said.lowercased().contains("lock") { throw .locked(path: path) }
      throw .cannotOpen(path: path, status: said.map(Self.firstLine) ?? Self.words(status))
    }
    return handle
  }

  /// Whether another open file holds the write lock Xapian takes on the database's `flintlock`
  /// (an open-file-description lock on its first byte), looked at without taking it.
  static func writeLockIsHeld(databasePath path: String) -> Bool {
    let candidates = ["/.notmuch/xapian/flintlock", "/xapian/flintlock", "/flintlock"].map { path + $0 }
    guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
      return false
    }
    let descriptor = Glibc.open(file, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var lock = flock()
    lock.l_type = Int16(F_WRLCK)
    lock.l_whence = Int16(SEEK_SET)
    lock.l_start = 0
    lock.l_len = 1
    // F_OFD_GETLK (Linux, fcntl-linux.h); Glibc's module leaves it out (it needs _GNU_SOURCE).
    let openFileDescriptionGetLock: Int32 = 36
    guard fcntl(descriptor, openFileDescriptionGetLock, &lock) == 0 else { return false }
    return lock.l_type != Int16(F_UNLCK)
  }

  /// Two paths name the same folder (symbolic links and a trailing slash aside).
  static func samePlace(_ first: String, _ second: String) -> Bool {
    resolved(first) == resolved(second)
  }

  static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return URL(fileURLWithPath: path).standardized.path }
    defer { free(real) }
    return String(cString: real)
  }

  // MARK: Reading notmuch's values

  static func mail(_ message: OpaquePointer) -> IndexedMail {
    var files: [URL] = []
    if let names = notmuch_message_get_filenames(message) {
      while notmuch_filenames_valid(names) != 0 {
        if let name = notmuch_filenames_get(names) {
          files.append(URL(fileURLWithPath: String(cString: name)))
        }
        notmuch_filenames_move_to_next(names)
      }
      notmuch_filenames_destroy(names)
    }
    var tags: Set<String> = []
    if let list = notmuch_message_get_tags(message) {
      while notmuch_tags_valid(list) != 0 {
        if let tag = notmuch_tags_get(list) { tags.insert(String(cString: tag)) }
        notmuch_tags_move_to_next(list)
      }
      notmuch_tags_destroy(list)
    }
    return IndexedMail(
      messageID: text(notmuch_message_get_message_id(message)),
      threadID: text(notmuch_message_get_thread_id(message)),
      files: files,
      date: Date(timeIntervalSince1970: TimeInterval(notmuch_message_get_date(message))),
      from: text(notmuch_message_get_header(message, "from")),
      subject: text(notmuch_message_get_header(message, "subject")),
      tags: tags)
  }

  static func text(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  /// notmuch's words for a status ("A Xapian exception occurred", …).
  static func words(_ status: notmuch_status_t) -> String {
    text(notmuch_status_to_string(status))
  }

  /// The status with the database's last message, which says more (the Xapian error's text).
  func statusWords(_ status: notmuch_status_t) -> String {
    // The database's message belongs to the last failure; only an exception's is this one's.
    guard status == NOTMUCH_STATUS_XAPIAN_EXCEPTION || status == NOTMUCH_STATUS_BAD_QUERY_SYNTAX,
      let said = notmuch_database_status_string(database)
    else { return Self.words(status) }
    let line = Self.firstLine(String(cString: said))
    return line.isEmpty ? Self.words(status) : line
  }

  static func firstLine(_ text: String) -> String {
    String(text.split(whereSeparator: \.isNewline).first ?? "")
      .trimmingCharacters(in: .whitespaces)
  }

  /// A message notmuch allocated with malloc, as a String, freed.
  static func take(_ message: UnsafeMutablePointer<CChar>?) -> String? {
    guard let message else { return nil }
    defer { free(message) }
    return String(cString: message)
  }
}
