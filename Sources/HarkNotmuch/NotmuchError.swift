/// What went wrong with a notmuch database, as values the caller words (statuses are notmuch's own
/// strings, such as "A Xapian exception occurred").
public enum NotmuchError: Error, Equatable, Sendable {
  /// An existing database could not be opened.
  case cannotOpen(path: String, status: String)
  /// A database could not be made (the folder cannot be written, for instance).
  case cannotCreate(path: String, status: String)
  /// Another program (`notmuch new`, an email client) holds the database's write lock.
  case locked(path: String)
  /// The database keeps its files relative to another mail folder than the one given: open it
  /// with the notmuch configuration that names its `database.mail_root`.
  case mailRootDiffers(database: String, mailRoot: String, databaseMailRoot: String)
  /// A query notmuch could not run (bad syntax, a Xapian error).
  case query(String, status: String)
  /// Indexing or removing a file failed for a reason other than the file not being mail.
  case index(path: String, status: String)
  /// No message in the database has this Message-ID.
  case noMessage(id: String)
  /// Changing the tags or the files' flags of a message failed.
  case tags(messageID: String, status: String)
  /// The database was opened read-only and a change was asked for.
  case readOnly(path: String)
}
