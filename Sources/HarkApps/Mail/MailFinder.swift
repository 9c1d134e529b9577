import Foundation
import HarkCore
import HarkMail
import HarkNotmuch
import HarkSupport

/// A mail as it is stored: its identity (the Message-ID), the message read from its first file,
/// and every file of it (one per folder it is filed in).
struct StoredMail {
  var id: String
  var message: MIMEMessage
  var entries: [MaildirEntry]
}

/// How the app finds mail: by reading every file of a small mailbox, or through a notmuch index.
protocol MailFinder {
  /// The mails `query` asks for, newest first, at most `limit`.
  func find(_ query: MailQuery, limit: Int?) throws(IntentError) -> [StoredMail]
  /// The mail with this Message-ID; nil when none is filed.
  func mail(id: String) throws(IntentError) -> StoredMail?
  /// Hark wrote into the Maildir: what is found next must see it.
  func noteChanged()
}

/// A small mailbox read file by file: every message of the folders parsed and filtered as
/// notmuch would (words of the names, addresses, subject and text; dates; flags).
struct MaildirScan: MailFinder {
  let maildir: Maildir
  let spec: MailSourceSpec

  /// How many messages the folders hold, counting no further than `limit`.
  static func count(_ maildir: Maildir, folders: [String], atMost limit: Int) -> Int {
    var count = 0
    for folder in folders {
      guard let entries = try? maildir.entries(in: folder) else { continue }
      count += entries.count
      if count >= limit { return count }
    }
    return count
  }

  func all() throws(IntentError) -> [StoredMail] {
    var byID: [String: Int] = [:]
    var mails: [StoredMail] = []
    for folder in spec.folders {
      let entries: [MaildirEntry]
      do throws(MaildirError) {
        entries = try maildir.entries(in: folder)
      } catch {
        // A Maildir++ subfolder nobody made yet holds no mail; a missing root is a failure.
        if folder.isEmpty { throw MailStorage.failure(error) }
        continue
      }
      for entry in entries {
        // Another client may move or delete a file between the listing and the reading.
        guard let data = try? maildir.read(entry) else { continue }
        let message = MIMEMessage.parse(data)
        let id = message.messageID?.trimmedMessageID ?? Self.syntheticID(data)
        if let index = byID[id] {
          mails[index].entries.append(entry)
        } else {
          byID[id] = mails.count
          mails.append(StoredMail(id: id, message: message, entries: [entry]))
        }
      }
    }
    return mails
  }

  /// notmuch's name for a message without a Message-ID: a hash of its bytes.
  static func syntheticID(_ data: Data) -> String {
    "hark-" + String(StableHash64.of(data), radix: 16)
  }

  func find(_ query: MailQuery, limit: Int?) throws(IntentError) -> [StoredMail] {
    let found = try all().filter { matches($0, query) }.sorted { date(of: $0) > date(of: $1) }
    return limit.map { Array(found.prefix($0)) } ?? found
  }

  func mail(id: String) throws(IntentError) -> StoredMail? {
    try all().first { $0.id == id }
  }

  func noteChanged() {}

  private func date(of mail: StoredMail) -> Date {
    mail.message.date ?? mail.entries.first?.modified ?? .distantPast
  }

  /// Whether a mail is one `query` asks for: each term as notmuch reads it.
  func matches(_ mail: StoredMail, _ query: MailQuery) -> Bool {
    let message = mail.message
    if let folder = query.folder, !mail.entries.contains(where: { $0.folder == folder }) { return false }
    if query.folder == nil, mail.entries.allSatisfy({ $0.folder == spec.trash || $0.folder == spec.drafts }) {
      return false
    }
    if let unread = query.unread, mail.entries.contains(where: { $0.flags.contains(.seen) }) == unread {
      return false
    }
    if let attached = query.hasAttachment, message.attachments.isEmpty == attached { return false }
    let date = date(of: mail)
    if let since = query.since, date < since { return false }
    if let until = query.until, date >= until { return false }
    func contains(_ fields: [String], _ word: String) -> Bool {
      fields.contains { $0.localizedStandardContains(word) }
    }
    let from = message.from.flatMap { [$0.name, $0.email] }
    let to = (message.to + message.cc).flatMap { [$0.name, $0.email] }
    if !query.from.allSatisfy({ contains(from, $0) }) { return false }
    if !query.to.allSatisfy({ contains(to, $0) }) { return false }
    if !query.subjectWords.allSatisfy({ contains([message.subject], $0) }) { return false }
    let anywhere = [message.subject, message.text] + from + to + message.attachments.map(\.filename)
    return query.words.allSatisfy { contains(anywhere, $0) }
  }
}

/// A mailbox found through a notmuch database: the person's own, or Hark's in its cache folder.
/// Kept current as `notmuch new` keeps it (new files indexed, gone ones dropped, flags followed)
/// before each search, which costs a look at each folder's time when nothing changed.
final class NotmuchFinder: MailFinder {
  let database: URL
  let maildir: Maildir
  let spec: MailSourceSpec
  let create: Bool
  /// The person's notmuch config that named the database (nil for Hark's own): read as notmuch
  /// reads it when the database is kept apart from the mail.
  let config: URL?
  private var isCurrent = false

  init(database: URL, maildir: Maildir, spec: MailSourceSpec, create: Bool, config: URL? = nil)
    throws(IntentError)
  {
    self.database = database
    self.maildir = maildir
    self.spec = spec
    self.create = create
    self.config = config
  }

  private func index(writable: Bool) throws(IntentError) -> NotmuchIndex {
    do throws(NotmuchError) {
      return try NotmuchIndex(
        database: database, mailRoot: spec.maildir, create: create, writable: writable, config: config)
    } catch {
      throw Self.failure(error, database: database)
    }
  }

  /// The index, brought up to date with the Maildir first unless Hark knows it is. When another
  /// program holds the write lock (`notmuch new` running, a mail client tagging), the index is
  /// searched as it is: that program is bringing it up to date.
  private func refreshed() throws(IntentError) -> NotmuchIndex {
    guard !isCurrent else { return try index(writable: false) }
    do throws(NotmuchError) {
      let writer = try NotmuchIndex(
        database: database, mailRoot: spec.maildir, create: create, writable: true)
      _ = try writer.refresh()
      isCurrent = true
      return writer
    } catch .locked {
      return try index(writable: false)
    } catch {
      throw Self.failure(error, database: database)
    }
  }

  func find(_ query: MailQuery, limit: Int?) throws(IntentError) -> [StoredMail] {
    let index = try refreshed()
    let found: [IndexedMail]
    do throws(NotmuchError) {
      if query.folder == nil {
        // notmuch has no "not in this folder" term a MailQuery says; the inbox's view leaves
        // out Trash and Drafts after the search.
        found = try index.search(query, limit: limit.map { $0 * 2 + 10 })
      } else {
        found = try index.search(query, limit: limit)
      }
    } catch {
      throw Self.failure(error, database: database)
    }
    var mails: [StoredMail] = []
    for item in found {
      guard let mail = stored(item) else { continue }
      if query.folder == nil, mail.entries.allSatisfy({ $0.folder == spec.trash || $0.folder == spec.drafts })
      {
        continue
      }
      mails.append(mail)
      if let limit, mails.count == limit { break }
    }
    return mails
  }

  func mail(id: String) throws(IntentError) -> StoredMail? {
    let index = try refreshed()
    do throws(NotmuchError) {
      return try index.message(id: id).flatMap(stored)
    } catch {
      throw Self.failure(error, database: database)
    }
  }

  func noteChanged() { isCurrent = false }

  /// The indexed message read from its first file still there; nil when every file is gone.
  private func stored(_ item: IndexedMail) -> StoredMail? {
    let entries = item.files.compactMap { maildir.entry(at: $0) }
    for entry in entries {
      guard let data = try? maildir.read(entry) else { continue }
      return StoredMail(id: item.messageID, message: .parse(data), entries: entries)
    }
    return nil
  }

  static func failure(_ error: NotmuchError, database: URL) -> IntentError {
    let reason =
      switch error {
      case .cannotOpen(_, let status), .cannotCreate(_, let status), .query(_, let status),
        .index(_, let status), .tags(_, let status):
        status
      case .locked: "another program is writing to it"
      case .mailRootDiffers(_, _, let other): "it indexes the mail in \(other)"
      case .noMessage(let id): "it has no message \(id)"
      case .readOnly: "it was opened read-only"
      }
    return .source(.mailIndex(path: database.path, reason: reason))
  }
}
