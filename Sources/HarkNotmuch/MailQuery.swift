import Foundation

/// A search for mail in plain terms, turned into one notmuch query string; every condition must
/// hold.
public struct MailQuery: Sendable, Equatable {
  /// People or addresses in From (a name, part of one, or an address).
  public var from: [String] = []
  /// People or addresses in To or Cc.
  public var to: [String] = []
  /// Words of the subject.
  public var subjectWords: [String] = []
  /// Words anywhere: the body, the subject, the names.
  public var words: [String] = []
  /// Sent at or after this moment.
  public var since: Date? = nil
  /// Sent at or before this moment.
  public var until: Date? = nil
  /// Unread (true), read (false), or either.
  public var unread: Bool? = nil
  /// With an attachment (true), without (false), or either.
  public var hasAttachment: Bool? = nil
  /// A Maildir folder by name ("Sent", "Drafts"; "" is INBOX, the mail root's own cur/ and new/).
  public var folder: String? = nil

  /// Makes a query; every condition left out holds for every message.
  public init(
    from: [String] = [], to: [String] = [], subjectWords: [String] = [], words: [String] = [],
    since: Date? = nil, until: Date? = nil, unread: Bool? = nil, hasAttachment: Bool? = nil,
    folder: String? = nil
  ) {
    self.from = from
    self.to = to
    self.subjectWords = subjectWords
    self.words = words
    self.since = since
    self.until = until
    self.unread = unread
    self.hasAttachment = hasAttachment
    self.folder = folder
  }

  /// The query in notmuch's syntax (notmuch-search-terms(7)): each word a quoted phrase, so that
  /// no word said ("and", "not", "tag:x", a quote) is read as an operator; "*" when nothing is
  /// asked.
  public var notmuchQuery: String {
    var terms: [String] = []
    terms += from.map { "from:" + Self.quoted($0) }
    terms += to.map { "to:" + Self.quoted($0) }
    terms += subjectWords.map { "subject:" + Self.quoted($0) }
    terms += words.map { Self.quoted($0) }
    if since != nil || until != nil {
      // Whole seconds: since rounds down and until up, so the moments given are inside the range.
      let start = since.map { "@\(Int64($0.timeIntervalSince1970.rounded(.down)))" } ?? ""
      let end = until.map { "@\(Int64($0.timeIntervalSince1970.rounded(.up)))" } ?? ""
      terms.append("date:\(start)..\(end)")
    }
    if let unread { terms.append(unread ? "tag:unread" : "not tag:unread") }
    if let hasAttachment { terms.append(hasAttachment ? "tag:attachment" : "not tag:attachment") }
    if let folder {
      // Maildir++ keeps Sent as ".Sent"; mbsync's verbatim layout as "Sent": either is the folder.
      terms.append(
        folder.isEmpty
          ? "folder:\"\"" : "(folder:\(Self.quoted(folder)) or folder:\(Self.quoted("." + folder)))")
    }
    if terms.isEmpty { return "*" }
    // A query that only excludes ("not tag:unread") keeps every other message: notmuch's parser
    // takes a leading "not" as "everything but".
    return terms.joined(separator: " and ")
  }

  /// A phrase in double quotes, a quote inside doubled (Xapian's query parser reads `""` in a
  /// phrase as one quote).
  static func quoted(_ word: String) -> String {
    "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
