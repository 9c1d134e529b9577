import Foundation

/// Where the person's data is: which folders and servers each app reads. Loaded once when the
/// shell starts (``load(store:environment:)``), from the first of four places that names them (see
/// `DEVELOPERS.md`, "Sources"), and handed to apps as ``AppContext/sources``.
public struct DataSources: Sendable, Equatable {
  /// The calendars, the default one first when one is marked.
  public var calendars: [CalendarSourceSpec]
  /// The address books (vdir folders of `.vcf` files), in the order they were named.
  public var addressBooks: [AddressBookSourceSpec]
  /// The mail folders (Maildir++ roots), in the order they were named.
  public var mail: [MailSourceSpec]
  /// The folders of documents the Files app serves, in the order they were named.
  public var files: [FolderSourceSpec]
  /// The folders of pictures the Photos app serves, in the order they were named.
  public var pictures: [FolderSourceSpec]
  /// The music server (MPD) the Music app talks to; nil when none is named and none is loaded.
  public var music: MusicSourceSpec?
  /// The Trash deleted files and pictures go to (a freedesktop.org trash folder holding `files/`
  /// and `info/`): the person's `$XDG_DATA_HOME/Trash`, or the store's own `<store>/trash` for a
  /// store whose files are its own (a demo never fills the person's Trash).
  public var trash: URL?
  /// What was wrong in the files read: their sections that read correctly are still used.
  public var problems: [SourcesDiagnostic]

  /// Sources naming these calendars, address books, mail folders, folders of files and pictures
  /// and music server, with the problems found reading them.
  public init(
    calendars: [CalendarSourceSpec] = [], addressBooks: [AddressBookSourceSpec] = [],
    mail: [MailSourceSpec] = [], files: [FolderSourceSpec] = [], pictures: [FolderSourceSpec] = [],
    music: MusicSourceSpec? = nil, trash: URL? = nil, problems: [SourcesDiagnostic] = []
  ) {
    self.calendars = calendars
    self.addressBooks = addressBooks
    self.mail = mail
    self.files = files
    self.pictures = pictures
    self.music = music
    self.trash = trash
    self.problems = problems
  }

  /// The calendar new events go to: the one marked default, else the first.
  public var defaultCalendar: CalendarSourceSpec? {
    calendars.first(where: \.isDefault) ?? calendars.first
  }

  /// The address book new contacts go to: the one marked default, else the first.
  public var defaultAddressBook: AddressBookSourceSpec? {
    addressBooks.first(where: \.isDefault) ?? addressBooks.first
  }

  /// Only the store's own folders: its calendar (`<store>/calendar/calendars/home/`), its address
  /// book (`<store>/contacts/addressbooks/main/`), its Maildir (`<store>/mail/maildir/`), its
  /// documents (`<store>/files/documents/`), its pictures (`<store>/photos/pictures/`) and its
  /// music server (`<store>/music/mpd.socket`, started from `<store>/music/mpd.conf`). What a
  /// shell reads when nothing else was loaded (tests, transcripts), so none of them sees a
  /// person's calendar, contacts, mail, files, pictures or music.
  public static func storeOwn(_ store: URL) -> DataSources {
    DataSources(
      calendars: storeOwnCalendars(store), addressBooks: storeOwnAddressBooks(store),
      mail: storeOwnMail(store), files: storeOwnFiles(store), pictures: storeOwnPictures(store),
      music: storeOwnMusic(store), trash: storeTrash(store))
  }

  /// The store's own calendar, as ``storeOwn(_:)`` names it.
  static func storeOwnCalendars(_ store: URL) -> [CalendarSourceSpec] {
    [
      CalendarSourceSpec(
        name: "home", location: .folder(storeCalendarFolder(store)), isDefault: true, origin: .storeFolder)
    ]
  }

  /// The store's own address book, as ``storeOwn(_:)`` names it.
  static func storeOwnAddressBooks(_ store: URL) -> [AddressBookSourceSpec] {
    [
      AddressBookSourceSpec(
        name: "main", folder: storeAddressBookFolder(store), isDefault: true, origin: .storeFolder)
    ]
  }

  /// The store's own Maildir, as ``storeOwn(_:)`` names it: Hark keeps its notmuch index in the
  /// cache folder.
  static func storeOwnMail(_ store: URL) -> [MailSourceSpec] {
    [MailSourceSpec(name: "main", maildir: storeMaildir(store), origin: .storeFolder)]
  }

  /// `<store>/calendar/calendars/home/`: the calendar a store keeps inside itself (the demo's).
  public static func storeCalendarFolder(_ store: URL) -> URL {
    store.appendingPathComponent("calendar/calendars/home", isDirectory: true)
  }

  /// `<store>/contacts/addressbooks/main/`: the address book a store keeps inside itself (the
  /// demo's), a vdir of `.vcf` files.
  public static func storeAddressBookFolder(_ store: URL) -> URL {
    store.appendingPathComponent("contacts/addressbooks/main", isDirectory: true)
  }

  /// `<store>/mail/maildir/`: the Maildir++ root a store keeps inside itself (the demo's).
  public static func storeMaildir(_ store: URL) -> URL {
    store.appendingPathComponent("mail/maildir", isDirectory: true)
  }
}

/// The kinds of source a sources file names, one section kind each (`[calendar home]`,
/// `[contacts main]`, `[mail main]`, `[files work]`, `[pictures camera]`, `[music home]`).
public enum SourceKind: String, Sendable, CaseIterable {
  case calendar
  case contacts
  case mail
  case files
  case pictures
  case music
}

/// One calendar: a vdir folder of `.ics` files, or a collection on a CalDAV server.
public struct CalendarSourceSpec: Sendable, Equatable {
  /// Its name: the section's (`[calendar work]`), khal's (`[[work]]`), or "home".
  public var name: String
  /// Where its events are.
  public var location: CalendarLocation
  /// Whether new events go here (`default = yes`; khal's `default_calendar`).
  public var isDefault: Bool
  /// Whether Hark must not write to it (`read-only = yes`; khal's `readonly = True`).
  public var isReadOnly: Bool
  /// Why Hark uses it: which file and line named it.
  public var origin: SourceOrigin
  /// How long a server may take to answer, in seconds (`timeout = 5`).
  public var timeout: Double

  /// A calendar named `name` at `location`.
  public init(
    name: String, location: CalendarLocation, isDefault: Bool = false, isReadOnly: Bool = false,
    origin: SourceOrigin, timeout: Double = CalendarSourceSpec.defaultTimeout
  ) {
    self.name = name
    self.location = location
    self.isDefault = isDefault
    self.isReadOnly = isReadOnly
    self.origin = origin
    self.timeout = timeout
  }

  /// Five seconds: a server on the same network answers a calendar query in well under one; a
  /// person waiting at the prompt should hear within a few that it does not.
  public static let defaultTimeout: Double = 5
}

/// One address book: a vdir folder of vCard (`.vcf`) files, as khard and vdirsyncer keep them.
public struct AddressBookSourceSpec: Sendable, Equatable {
  /// Its name: the section's (`[contacts work]`), khard's (`[[work]]`), or "main".
  public var name: String
  /// The vdir: one `.vcf` file per contact.
  public var folder: URL
  /// Whether new contacts go here (`default = yes`; the first of khard's books otherwise).
  public var isDefault: Bool
  /// Whether Hark must not write to it (`read-only = yes`).
  public var isReadOnly: Bool
  /// The person's own card (`me = STEM-OR-UID`): its file's stem or its UID. "My wife" and "my
  /// mom" are read from this card's RELATED properties.
  public var me: String?
  /// Why Hark uses it: which file and line named it.
  public var origin: SourceOrigin

  /// An address book named `name` in `folder`.
  public init(
    name: String, folder: URL, isDefault: Bool = false, isReadOnly: Bool = false, me: String? = nil,
    origin: SourceOrigin
  ) {
    self.name = name
    self.folder = folder
    self.isDefault = isDefault
    self.isReadOnly = isReadOnly
    self.me = me
    self.origin = origin
  }
}

/// One mailbox: a Maildir++ root, its special folders, the transport that sends, the sender, and
/// the notmuch database that indexes it.
public struct MailSourceSpec: Sendable, Equatable {
  /// Its name: the section's (`[mail work]`), or "main".
  public var name: String
  /// The Maildir++ root: INBOX is its own `cur/`, `new/`, `tmp/`; other folders are in it.
  public var maildir: URL
  /// The drafts folder's name in the Maildir (`postponed` in a muttrc).
  public var drafts: String
  /// The sent folder's name in the Maildir (`record` in a muttrc).
  public var sent: String
  /// The trash folder's name in the Maildir.
  public var trash: String
  /// The transport's command line: the message is given on its standard input and the command
  /// reads the recipients from its headers (`-t`), as `sendmail -t -oi` does.
  public var sendmail: [String]
  /// The sender's name, for From (notmuch's `user.name`, a muttrc's `realname`).
  public var fromName: String?
  /// The sender's address, for From (notmuch's `user.primary_email`, a muttrc's `from`).
  public var fromAddress: String?
  /// The person's notmuch database when they have one: the folder notmuch is given (its
  /// `database.path`), which holds `.notmuch/xapian/` (or `xapian/` itself, a database kept apart
  /// from its mail); nil when they have none, and Hark keeps its own in the cache folder.
  public var notmuchDatabase: URL?
  /// The notmuch configuration that named the database, when one did: opened with it, notmuch
  /// reads the mail root from it (needed when the database is kept apart from the mail).
  public var notmuchConfig: URL?
  /// Whether Hark must not write to it (`read-only = yes`): no drafts, no sending, no flags.
  public var isReadOnly: Bool
  /// Why Hark uses it: which file and line named it.
  public var origin: SourceOrigin

  /// A mailbox named `name` at `maildir`; the folders and the transport default to what most
  /// setups use.
  public init(
    name: String, maildir: URL, drafts: String = MailSourceSpec.defaultDrafts,
    sent: String = MailSourceSpec.defaultSent, trash: String = MailSourceSpec.defaultTrash,
    sendmail: [String] = MailSourceSpec.defaultSendmail, fromName: String? = nil, fromAddress: String? = nil,
    notmuchDatabase: URL? = nil, notmuchConfig: URL? = nil, isReadOnly: Bool = false, origin: SourceOrigin
  ) {
    self.name = name
    self.maildir = maildir
    self.drafts = drafts
    self.sent = sent
    self.trash = trash
    self.sendmail = sendmail
    self.fromName = fromName
    self.fromAddress = fromAddress
    self.notmuchDatabase = notmuchDatabase
    self.notmuchConfig = notmuchConfig
    self.isReadOnly = isReadOnly
    self.origin = origin
  }

  /// "Drafts": the Maildir++ name most clients and servers use.
  public static let defaultDrafts = "Drafts"
  /// "Sent".
  public static let defaultSent = "Sent"
  /// "Trash".
  public static let defaultTrash = "Trash"
  /// `sendmail -t -oi`: every sendmail-compatible transport (msmtp, Postfix, exim, nullmailer)
  /// takes the recipients from the message (`-t`) and does not end it at a line of one dot (`-oi`).
  public static let defaultSendmail = ["sendmail", "-t", "-oi"]
}

/// Where a calendar's events are.
public enum CalendarLocation: Sendable, Equatable {
  /// A vdir: one `.ics` file per event in this folder (khal's and vdirsyncer's layout).
  case folder(URL)
  /// A calendar collection on a CalDAV server, with the account's user name and the file holding
  /// its password (never the command line; the file must be readable by its owner only).
  case caldav(URL, user: String?, passwordFile: URL?)
}

/// Why a source is in use: which place named it.
public indirect enum SourceOrigin: Sendable, Equatable {
  /// The store's own `sources` file, at this line.
  case storeFile(URL, line: Int)
  /// The person's `$XDG_CONFIG_HOME/hark/sources`, at this line.
  case harkFile(URL, line: Int)
  /// khal's configuration file, at this line.
  case khal(URL, line: Int)
  /// khard's configuration file (`khard.conf`), at this line.
  case khard(URL, line: Int)
  /// notmuch's configuration file, at this line.
  case notmuch(URL, line: Int)
  /// neomutt's or mutt's configuration file (a muttrc), at this line.
  case mutt(URL, line: Int)
  /// The XDG user directories file (`$XDG_CONFIG_HOME/user-dirs.dirs`), at this line.
  case xdgUserDirs(URL, line: Int)
  /// An environment variable (`MPD_HOST`, `MPD_PORT`).
  case environment(String)
  /// No place named it: the library's own default (libmpdclient: `$XDG_RUNTIME_DIR/mpd/socket`,
  /// then localhost:6600).
  case libraryDefault
  /// Several files together (a mailbox from notmuch's config and neomutt's), in that order.
  case combined([SourceOrigin])
  /// The store's own folder, used when no file names one.
  case storeFolder

  /// "from ~/.config/hark/sources:3", "from khal's config ~/.config/khal/config:2", "from notmuch's
  /// config ~/.notmuch-config:2 and neomutt's ~/.config/neomutt/neomuttrc:5", "the store's own":
  /// paths under `home` are said with `~`.
  public func described(home: String?) -> String {
    switch self {
    case .storeFolder: "the store's own"
    case .libraryDefault: "libmpdclient's default"
    case .combined(let origins) where origins.isEmpty: "the store's own"
    default: "from " + place(home: home)
    }
  }

  /// The place without "from": "khal's config ~/.config/khal/config:2".
  private func place(home: String?) -> String {
    switch self {
    case .storeFile(let file, let line): "the store's \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .harkFile(let file, let line): "\(SourcePath.abbreviated(file, home: home)):\(line)"
    case .khal(let file, let line): "khal's config \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .khard(let file, let line): "khard's config \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .notmuch(let file, let line): "notmuch's config \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .mutt(let file, let line):
      // A muttrc is neomutt's when it lives where only neomutt reads (neomuttrc).
      (file.path.contains("neomutt") ? "neomutt's " : "mutt's ")
        + "\(SourcePath.abbreviated(file, home: home)):\(line)"
    case .xdgUserDirs(let file, let line):
      "the XDG user dirs \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .environment(let name): "$\(name)"
    case .combined(let origins): origins.map { $0.place(home: home) }.joined(separator: " and ")
    case .storeFolder: "the store's own"
    case .libraryDefault: "libmpdclient's default"
    }
  }
}

extension CalendarSourceSpec {
  /// One line saying where it is and why it is used, as `hark sources` lists it:
  /// "calendar home: ~/.calendars/home (default; from khal's config ~/.config/khal/config:2)".
  public func described(home: String?) -> String {
    var place: String
    switch location {
    case .folder(let url): place = SourcePath.abbreviated(url, home: home)
    case .caldav(let url, let user, _):
      place = url.absoluteString
      if let user { place += " as \(user)" }
    }
    var notes: [String] = []
    if isDefault { notes.append("default") }
    if isReadOnly { notes.append("read-only") }
    notes.append(origin.described(home: home))
    return "\(SourceKind.calendar.rawValue) \(name): \(place) (\(notes.joined(separator: "; ")))"
  }
}

extension AddressBookSourceSpec {
  /// One line saying where it is and why it is used, as `hark sources` lists it:
  /// "contacts main: ~/.contacts/main (default; me sam; from khard's config ~/.config/khard/khard.conf:3)".
  public func described(home: String?) -> String {
    var notes: [String] = []
    if isDefault { notes.append("default") }
    if isReadOnly { notes.append("read-only") }
    if let me { notes.append("me \(me)") }
    notes.append(origin.described(home: home))
    return "\(SourceKind.contacts.rawValue) \(name): \(SourcePath.abbreviated(folder, home: home)) "
      + "(\(notes.joined(separator: "; ")))"
  }
}

extension MailSourceSpec {
  /// A word of a command line as a person would type it: quoted when it holds a space or is empty.
  static func said(_ word: String) -> String {
    word.isEmpty || word.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" }) ? "'\(word)'" : word
  }

  /// One line saying where it is and why it is used, as `hark sources` lists it: "mail main: ~/Mail
  /// (drafts Drafts, sent Sent, trash Trash; sendmail msmtp -t -oi; as Sam Lee <sam@example.com>;
  /// notmuch database ~/Mail; from notmuch's config ~/.notmuch-config:2 and neomutt's …:5)".
  public func described(home: String?) -> String {
    var notes = [
      "drafts \(drafts), sent \(sent), trash \(trash)",
      "sendmail " + sendmail.map(Self.said).joined(separator: " "),
    ]
    switch (fromName, fromAddress) {
    case (let name?, let address?): notes.append("as \(name) <\(address)>")
    case (nil, let address?): notes.append("as \(address)")
    case (let name?, nil): notes.append("as \(name)")
    case (nil, nil): break
    }
    notes.append(
      notmuchDatabase.map { "notmuch database " + SourcePath.abbreviated($0, home: home) }
        ?? "Hark's own index")
    if isReadOnly { notes.append("read-only") }
    notes.append(origin.described(home: home))
    return "\(SourceKind.mail.rawValue) \(name): \(SourcePath.abbreviated(maildir, home: home)) "
      + "(\(notes.joined(separator: "; ")))"
  }
}
