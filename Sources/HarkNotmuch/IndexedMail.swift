import Foundation

/// One message as a notmuch database knows it: its identity, files, the headers notmuch stores
/// and its tags.
public struct IndexedMail: Sendable, Hashable {
  /// The Message-ID without angle brackets (notmuch makes one up for a message that has none).
  public var messageID: String
  /// notmuch's thread identifier (messages joined by In-Reply-To and References).
  public var threadID: String
  /// Every file of the message: a copy in Sent and one in INBOX are one message with two files.
  public var files: [URL]
  /// The Date header as notmuch read it (the time it indexed the file when the header is missing).
  public var date: Date
  /// The From header, decoded, as notmuch stores it.
  public var from: String
  /// The Subject header, decoded, as notmuch stores it.
  public var subject: String
  /// The message's tags: "unread", "attachment", "replied", "draft", "flagged", …
  public var tags: Set<String>

  /// Makes a message from its parts.
  public init(
    messageID: String, threadID: String, files: [URL], date: Date, from: String, subject: String,
    tags: Set<String>
  ) {
    self.messageID = messageID
    self.threadID = threadID
    self.files = files
    self.date = date
    self.from = from
    self.subject = subject
    self.tags = tags
  }
}
