import Foundation
import HarkCore
import HarkMail
import HarkNotmuch

/// The person's mail as the app reads and writes it: a Maildir++ root (Drafts, Sent and Trash
/// beside the inbox, as neomutt, mbsync and notmuch keep them), found through a notmuch index
/// (the person's own, or one Hark keeps in its cache folder for a big mailbox), sent through
/// their sendmail-compatible transport. The demo's and a person's mail take the same path.
struct MailStorage {
  /// Where a sent message goes.
  enum Transport {
    /// The person's transport through the sendmail interface (`sendmail -t -oi`, msmtp …).
    case sendmail(SendmailTransport)
    /// A store's own mail, which names no transport: the message is delivered into this Maildir
    /// (`<store>/mail/outbox/`), the demo's stand-in for the world, so a demo never sends mail.
    case outbox(Maildir)
  }

  let spec: MailSourceSpec
  let maildir: Maildir
  let transport: Transport
  let finder: any MailFinder
  let context: AppContext

  /// The person's own address: the sources' `from`, else their own card's. Asked only to write
  /// mail: finding it reads the address book, which a search has no need of.
  var me: MailAddress { Self.me(spec: spec, context: context) }

  /// The domain of new Message-IDs: the person's own address's.
  var domain: String { me.email.split(separator: "@").last.map(String.init) ?? "localhost" }

  init(context: AppContext) throws(IntentError) {
    guard let spec = context.sources.mail.first else {
      throw IntentError.source(.missingFolder(path: DataSources.storeMaildir(context.store.root).path))
    }
    self.spec = spec
    maildir = Maildir(root: spec.maildir)
    self.context = context
    if spec.origin == .storeFolder {
      // The store's own mailbox (the demo's) is made the first time it is used.
      do throws(MaildirError) { try maildir.createIfMissing() } catch { throw Self.failure(error) }
      transport = .outbox(Maildir(root: context.store.root.appendingPathComponent("mail/outbox")))
    } else {
      transport = .sendmail(SendmailTransport(command: spec.sendmail))
    }
    finder = try Self.finder(spec: spec, maildir: maildir, cacheFolder: context.cacheDirectory)
  }

  /// The address mail is sent from: the sources' `from`, else the person's own card.
  static func me(spec: MailSourceSpec, context: AppContext) -> MailAddress {
    if let address = spec.fromAddress {
      return MailAddress(name: spec.fromName ?? "", email: address)
    }
    let own = try? context.people.match(IntentPerson(name: PersonNameComponents(), isMe: true)).first
    let email = own.flatMap { $0.handles.first { $0.kind == .email }?.value }
    return MailAddress(name: own?.displayName ?? "", email: email ?? "me@localhost")
  }

  /// A mailbox with this many messages or fewer is read file by file; a bigger one is found
  /// through a notmuch index Hark keeps in its cache folder (when the person has none): reading
  /// 500 small messages takes about as long as opening the index.
  static let scanLimit = 500

  static func finder(spec: MailSourceSpec, maildir: Maildir, cacheFolder: URL?) throws(IntentError)
    -> any MailFinder
  {
    // A database the person's config names but notmuch never made (`notmuch new` not run yet)
    // is left for notmuch to make: the mail is found as if they had none.
    if let database = spec.notmuchDatabase, Self.holdsNotmuchDatabase(database) {
      // notmuch's own layout keeps the database in `<database.path>/.notmuch`; opened by that
      // path, notmuch takes its parent for the mail root, as `notmuch` itself does.
      let path = database.lastPathComponent == ".notmuch" ? database.deletingLastPathComponent() : database
      return try NotmuchFinder(
        database: path, maildir: maildir, spec: spec, create: false, config: spec.notmuchConfig)
    }
    if let cacheFolder {
      let own = NotmuchIndex.ownDatabase(cacheFolder: cacheFolder, mailRoot: spec.maildir)
      if FileManager.default.fileExists(atPath: own.path)
        || MaildirScan.count(maildir, folders: spec.folders, atMost: scanLimit + 1) > scanLimit
      {
        return try NotmuchFinder(database: own, maildir: maildir, spec: spec, create: true)
      }
    }
    return MaildirScan(maildir: maildir, spec: spec)
  }

  /// Whether notmuch made its database at `folder` (its `database.path`): Xapian's files in
  /// `.notmuch/xapian` under it, or in `xapian` when it is the database folder itself.
  static func holdsNotmuchDatabase(_ folder: URL) -> Bool {
    ["xapian", ".notmuch/xapian"].contains {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }
  }

  // MARK: Reading

  /// The mails `query` asks for, newest first.
  func messages(_ query: MailQuery, limit: Int? = nil) throws(IntentError) -> [MailMessage] {
    try finder.find(query, limit: limit).map(message(from:))
  }

  /// The mail with this Message-ID, wherever it is filed; nil when it is gone.
  func message(id: String) throws(IntentError) -> StoredMail? {
    try finder.mail(id: id)
  }

  /// Every draft, newest first.
  func drafts() throws(IntentError) -> [MailDraft] {
    var query = MailQuery()
    query.folder = spec.drafts
    return try finder.find(query, limit: nil).map(draft(from:))
  }

  /// The stored message as the app's entity.
  func message(from stored: StoredMail) -> MailMessage {
    let parsed = stored.message
    let folder = stored.entries.first?.folder ?? ""
    return MailMessage(
      id: stored.id, sender: parsed.from.first.map(MailAddress.init) ?? MailAddress(name: "", email: ""),
      to: parsed.to.map(MailAddress.init), cc: parsed.cc.map(MailAddress.init), subject: parsed.subject,
      body: parsed.text, date: parsed.date ?? stored.entries.first?.modified ?? .distantPast,
      isRead: stored.entries.contains { $0.flags.contains(.seen) }, mailbox: mailbox(of: folder),
      attachments: parsed.attachments.map {
        MailAttachment(filename: $0.filename, contentType: $0.contentType, size: $0.size)
      },
      references: Self.thread(of: parsed))
  }

  /// The Message-IDs a mail answers, without brackets, oldest first: References, then
  /// In-Reply-To when References leaves it out.
  static func thread(of message: MIMEMessage) -> [String] {
    var ids = message.references.map(\.trimmedMessageID)
    if let answered = message.inReplyTo?.trimmedMessageID, !ids.contains(answered) { ids.append(answered) }
    return ids
  }

  func draft(from stored: StoredMail) -> MailDraft {
    let parsed = stored.message
    return MailDraft(
      id: stored.id, to: parsed.to.map(MailAddress.init), cc: parsed.cc.map(MailAddress.init),
      subject: parsed.subject.isEmpty ? nil : parsed.subject, body: parsed.text,
      date: parsed.date ?? stored.entries.first?.modified ?? .distantPast,
      attachments: parsed.attachments.map {
        MailAttachment(filename: $0.filename, contentType: $0.contentType, size: $0.size)
      })
  }

  /// `inbox`, `sent`, `drafts` or `trash`, by the folder a file is in.
  func mailbox(of folder: String) -> String {
    switch folder {
    case spec.sent: "sent"
    case spec.trash: "trash"
    case spec.drafts: "drafts"
    default: "inbox"
    }
  }

  /// The bytes of the message's first file that is still there.
  func bytes(of stored: StoredMail) throws(IntentError) -> Data {
    var last: MaildirError?
    for entry in stored.entries {
      do throws(MaildirError) { return try maildir.read(entry) } catch { last = error }
    }
    throw Self.failure(last ?? .vanished(path: stored.id))
  }

  // MARK: Writing

  /// Throws unless the sources let Hark write to this mailbox.
  func requireWritable() throws(IntentError) {
    if spec.isReadOnly { throw .source(.mailboxReadOnly(name: spec.name)) }
  }

  /// The message as the transport takes it: with its Bcc header (`sendmail -t` reads the
  /// recipients from the header and takes Bcc out), which the copy filed in Sent leaves out.
  static func withBcc(_ message: OutgoingMessage) -> Data {
    let bytes = message.bytes()
    guard !message.bcc.isEmpty else { return bytes }
    let bcc = "Bcc: " + message.bcc.map(\.email).joined(separator: ", ")
    return MailHeaders.editing(bytes, removing: ["Bcc"], adding: [bcc])
  }

  /// Keeps `message` as a draft (flags Draft and Seen, as neomutt postpones), in place of
  /// `replacing` when given: the new file is delivered before the old one is removed.
  @discardableResult
  func saveDraft(_ message: OutgoingMessage, replacing: StoredMail? = nil) throws(IntentError) -> MailDraft {
    try requireWritable()
    let bytes = Self.withBcc(message)
    let entry = try attempt { () throws(MaildirError) in
      try maildir.deliver(bytes, to: spec.drafts, flags: [.draft, .seen])
    }
    for old in replacing?.entries ?? [] { try attempt { () throws(MaildirError) in try maildir.remove(old) } }
    finder.noteChanged()
    return draft(
      from: StoredMail(id: message.messageID.trimmedMessageID, message: .parse(bytes), entries: [entry]))
  }

  /// Sends a new message (a reply, a forward).
  @discardableResult
  func send(_ message: OutgoingMessage) throws(IntentError) -> MailMessage {
    try requireWritable()
    return try send(Self.withBcc(message), id: message.messageID.trimmedMessageID)
  }

  /// Sends a draft as it is filed, dated now, and removes it once it is sent and filed in Sent.
  @discardableResult
  func send(draft stored: StoredMail, at date: Date, timeZone: TimeZone) throws(IntentError) -> MailMessage {
    try requireWritable()
    let dated = MailHeaders.editing(
      try bytes(of: stored), removing: ["Date"],
      adding: ["Date: " + MailHeaders.rfc5322(date, timeZone: timeZone)])
    let sent = try send(dated, id: stored.id)
    try remove(stored)
    return sent
  }

  /// Hands `bytes` to the transport, then files them in Sent (Seen) without their Bcc. A
  /// transport's refusal throws before anything is written, so a draft it came from stays.
  private func send(_ bytes: Data, id: String) throws(IntentError) -> MailMessage {
    switch transport {
    case .sendmail(let sendmail):
      do throws(TransportError) {
        try sendmail.send(bytes)
      } catch {
        throw Self.failure(error)
      }
    case .outbox(let outbox):
      _ = try attempt { () throws(MaildirError) in
        try outbox.createIfMissing()
        return try outbox.deliver(bytes, to: "", flags: [])
      }
    }
    let filed = MailHeaders.editing(bytes, removing: ["Bcc"])
    let entry = try attempt { () throws(MaildirError) in
      try maildir.deliver(filed, to: spec.sent, flags: [.seen])
    }
    finder.noteChanged()
    return message(from: StoredMail(id: id, message: .parse(filed), entries: [entry]))
  }

  /// Adds flags to every file of a mail (Seen when it is read, Replied, Passed when forwarded).
  func mark(_ stored: StoredMail, adding flags: MaildirFlags) throws(IntentError) {
    try requireWritable()
    for entry in stored.entries where !entry.flags.isSuperset(of: flags) {
      _ = try attempt { () throws(MaildirError) in try maildir.setFlags(entry, entry.flags.union(flags)) }
    }
    finder.noteChanged()
  }

  /// Moves a mail's files into Trash, marked Seen (as neomutt's `trash` folder does).
  func trash(_ stored: StoredMail) throws(IntentError) {
    try requireWritable()
    for entry in stored.entries where entry.folder != spec.trash {
      let moved = try attempt { () throws(MaildirError) in try maildir.move(entry, to: spec.trash) }
      if !moved.flags.contains(.seen) {
        _ = try attempt { () throws(MaildirError) in try maildir.setFlags(moved, moved.flags.union(.seen)) }
      }
    }
    finder.noteChanged()
  }

  /// Removes a draft's files (after it was sent, or when it is thrown away).
  func remove(_ stored: StoredMail) throws(IntentError) {
    try requireWritable()
    for entry in stored.entries { try attempt { () throws(MaildirError) in try maildir.remove(entry) } }
    finder.noteChanged()
  }

  /// A new Message-ID in the sender's domain.
  func newMessageID() -> String { OutgoingMessage.newMessageID(domain: domain) }

  // MARK: Failures

  func attempt<T>(_ body: () throws(MaildirError) -> T) throws(IntentError) -> T {
    do throws(MaildirError) { return try body() } catch { throw Self.failure(error) }
  }

  static func failure(_ error: MaildirError) -> IntentError {
    switch error {
    case .vanished: .noLongerThere(IntentSubject(MailMessage.self))
    case .notAMaildir(let path): .source(.missingFolder(path: path))
    case .readOnly(let path): .source(.io(path: path, operation: "write", errno: EACCES))
    case .io(let path, let code): .source(.io(path: path, operation: "write", errno: code))
    }
  }

  static func failure(_ error: TransportError) -> IntentError {
    switch error {
    case .notFound(let program): .source(.transportMissing(program: program))
    case .failed(let program, let status, let line):
      .source(.transportFailed(program: program, status: status, message: line))
    case .timedOut(let program, let seconds):
      .source(.transportTimedOut(program: program, seconds: Int(seconds)))
    case .couldNotStart(let program, let code): .source(.io(path: program, operation: "run", errno: code))
    // Blind copies travel in the message's Bcc header (`sendmail -t` reads and removes it), so
    // none is handed over as an argument; an address the transport could not take is said so.
    case .unusableAddress(let address): .noEmailAddress(person: address, inAddressBook: true)
    }
  }
}

extension MailSourceSpec {
  /// The folders mail is filed in: the inbox (""), then Sent, Drafts and Trash.
  var folders: [String] { ["", sent, drafts, trash] }
}

extension String {
  /// A Message-ID without its angle brackets, as notmuch keeps it.
  var trimmedMessageID: String {
    var id = trimmingCharacters(in: .whitespaces)
    if id.hasPrefix("<") { id.removeFirst() }
    if id.hasSuffix(">") { id.removeLast() }
    return id
  }
}
