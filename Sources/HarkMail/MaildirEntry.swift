import Foundation

/// One message file in a Maildir folder, as a listing saw it.
public struct MaildirEntry: Sendable, Hashable {
  /// The folder: `""` for INBOX, else the Maildir++ name without its dot (`Drafts`, `Sent`).
  public var folder: String
  /// The file name before `:2,`: stable across flag changes and the move from `new/` to `cur/`,
  /// so another client's renames do not lose the message.
  public var uniqueName: String
  /// Where the file was when listed.
  public var url: URL
  /// The flags in the file name.
  public var flags: MaildirFlags
  /// Whether the file is in `new/` (delivered, not yet seen by any client).
  public var isNew: Bool
  /// The file's modification time.
  public var modified: Date

  /// An entry as a listing or a write makes it.
  public init(folder: String, uniqueName: String, url: URL, flags: MaildirFlags, isNew: Bool, modified: Date)
  {
    self.folder = folder
    self.uniqueName = uniqueName
    self.url = url
    self.flags = flags
    self.isNew = isNew
    self.modified = modified
  }
}

/// Why a Maildir operation could not be done.
public enum MaildirError: Error, Equatable {
  /// The message file is gone: another client moved it out of the folder or deleted it.
  case vanished(path: String)
  /// The folder has no `cur/`, `new/` and `tmp/`.
  case notAMaildir(path: String)
  /// The folder may not be written (permissions, a read-only file system, or its mode bits say
  /// nobody writes here, which Hark respects even when running as root).
  case readOnly(path: String)
  /// Another system call failed (`errno`).
  case io(path: String, errno: Int32)
}
