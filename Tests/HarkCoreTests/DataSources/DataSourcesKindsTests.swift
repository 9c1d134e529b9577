import Foundation
import Testing

@testable import HarkCore

/// Precedence kind by kind: a store's sources file decides every kind; otherwise, for each kind, the
/// person's sources file, then the tools' configs (khal, khard, notmuch with neomutt), then the
/// store's own folder.
@Suite struct DataSourcesKindsTests {
  typealias Home = DataSourcesLoadingTests.Home

  static let harkFile = "config/hark/sources"
  static let khal = ("config/khal/config", "[calendars]\n[[home]]\npath = ~/.calendars/home\n")
  static let khard = ("config/khard/khard.conf", "[addressbooks]\n[[family]]\npath = ~/.contacts/family/\n")
  static let notmuch = (
    ".notmuch-config", "[database]\npath=Mail\n\n[user]\nname=Sam Lee\nprimary_email=sam@example.com\n"
  )
  static let neomutt = (
    "config/neomutt/neomuttrc",
    "# neomutt\nset editor = vim\nsource ~/.config/neomutt/colors\nset sort = threads\n"
      + "set sendmail = \"msmtp\"\nset folder = ~/Mail\nset record = +.Sent\nset postponed = \"+.Drafts\"\n"
  )

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [(String, String)]
    /// `hark sources` lines, `~` for the test's home folder.
    let lines: [String]
    var problems = 0
    var testDescription: String { name }
  }

  static let storeOwnContacts = "contacts main: ~/store/contacts/addressbooks/main (default; the store's own)"
  static let storeOwnMail =
    "mail main: ~/store/mail/maildir (drafts Drafts, sent Sent, trash Trash; sendmail sendmail -t -oi; "
    + "Hark's own index; the store's own)"

  static let cases: [Case] = [
    Case(
      name: "a demo store's file names its calendar: contacts and mail are the store's, never the person's",
      files: [
        ("store/sources", "[calendar home]\nfolder = calendar/calendars/home\ndefault = yes\n"), khard,
        notmuch,
        neomutt, (harkFile, "[mail mine]\nmaildir = ~/Mail\n"),
      ],
      lines: [
        "calendar home: ~/store/calendar/calendars/home (default; from the store's ~/store/sources:1)",
        storeOwnContacts, storeOwnMail,
      ]),
    Case(
      name: "each kind from the first place naming it",
      files: [(harkFile, "[contacts work]\nfolder = ~/work-contacts\n"), khal, khard, notmuch, neomutt],
      lines: [
        "calendar home: ~/.calendars/home (from khal's config ~/config/khal/config:2)",
        "contacts work: ~/work-contacts (from ~/config/hark/sources:1)",
        "mail main: ~/Mail (drafts Drafts, sent Sent, trash Trash; sendmail msmtp -t -oi; as Sam Lee "
          + "<sam@example.com>; notmuch database ~/Mail; from notmuch's config ~/.notmuch-config:2 and neomutt's "
          + "~/config/neomutt/neomuttrc:5)",
      ]),
    Case(
      name: "khard's books and notmuch alone",
      files: [khard, notmuch],
      lines: [
        "calendar home: ~/store/calendar/calendars/home (default; the store's own)",
        "contacts family: ~/.contacts/family (default; from khard's config ~/config/khard/khard.conf:2)",
        "mail main: ~/Mail (drafts Drafts, sent Sent, trash Trash; sendmail sendmail -t -oi; as Sam Lee "
          + "<sam@example.com>; notmuch database ~/Mail; from notmuch's config ~/.notmuch-config:2)",
      ]),
    Case(
      name: "neomutt alone: its folder, its transport given -t and -oi, Hark's own index",
      files: [neomutt],
      lines: [
        "calendar home: ~/store/calendar/calendars/home (default; the store's own)", storeOwnContacts,
        "mail main: ~/Mail (drafts Drafts, sent Sent, trash Trash; sendmail msmtp -t -oi; Hark's own index; "
          + "from neomutt's ~/config/neomutt/neomuttrc:5)",
      ]),
    Case(
      name: "a muttrc naming only an IMAP folder leaves the store's mail",
      files: [("config/mutt/muttrc", "set folder = imaps://imap.example.com/\nset sendmail = msmtp\n")],
      lines: [
        "calendar home: ~/store/calendar/calendars/home (default; the store's own)", storeOwnContacts,
        storeOwnMail,
      ]),
    Case(
      name: "the person's mail section with a mistake decides mail; khard still gives contacts",
      files: [(harkFile, "[mail main]\nmaildir = ~/Mail\nsendmail = 'msmtp\n"), khard, notmuch],
      lines: [
        "calendar home: ~/store/calendar/calendars/home (default; the store's own)",
        "contacts family: ~/.contacts/family (default; from khard's config ~/config/khard/khard.conf:2)",
      ], problems: 1),
    Case(
      name: "a misspelt kind decides every kind",
      files: [(harkFile, "[mial main]\nmaildir = ~/Mail\n"), khal, khard],
      lines: [], problems: 1),
  ]

  @Test(arguments: cases) func eachKindComesFromTheFirstPlaceNamingIt(_ sources: Case) throws {
    let home = try Home()
    defer { home.remove() }
    for (path, text) in sources.files { try home.write(path, text) }
    let loaded = DataSources.load(store: home.store, environment: home.environment)
    let said = home.root.path
    let lines =
      loaded.calendars.map { $0.described(home: said) } + loaded.addressBooks.map { $0.described(home: said) }
      + loaded.mail.map { $0.described(home: said) }
    #expect(lines == sources.lines)
    #expect(loaded.problems.count == sources.problems, "\(loaded.problems.map(\.rendered))")
  }

  @Test func notmuchAndNeomuttMakeOneMailbox() throws {
    let home = try Home()
    defer { home.remove() }
    for (path, text) in [Self.notmuch, Self.neomutt] { try home.write(path, text) }
    try FileManager.default.createDirectory(
      at: home.root.appendingPathComponent("Mail/.notmuch/xapian"), withIntermediateDirectories: true)
    let loaded = DataSources.load(store: home.store, environment: home.environment)
    let mail = try #require(loaded.mail.first)
    #expect(mail.maildir.path == home.root.appendingPathComponent("Mail").path)
    #expect(mail.notmuchDatabase?.path == home.root.appendingPathComponent("Mail").path)
    #expect(mail.notmuchConfig?.path == home.root.appendingPathComponent(".notmuch-config").path)
    #expect(mail.sendmail == ["msmtp", "-t", "-oi"])
    #expect([mail.drafts, mail.sent, mail.trash] == ["Drafts", "Sent", "Trash"])
    #expect(mail.fromName == "Sam Lee")
    #expect(mail.fromAddress == "sam@example.com")
    #expect(mail.isReadOnly == false)
  }

  /// A tool's config that cannot be read is said once and decides its kind: the store's own mail is
  /// not shown in place of the person's.
  @Test func unreadableNotmuchConfigDecidesMail() throws {
    let home = try Home()
    defer { home.remove() }
    try FileManager.default.createDirectory(
      at: home.root.appendingPathComponent(".notmuch-config"), withIntermediateDirectories: true)
    try home.write(Self.khard.0, Self.khard.1)
    let loaded = DataSources.load(store: home.store, environment: home.environment)
    #expect(loaded.mail == [])
    #expect(loaded.addressBooks.map(\.name) == ["family"])
    #expect(
      loaded.problems.map { "\($0.file.lastPathComponent):\($0.line):\($0.column) \($0.problem)" } == [
        ".notmuch-config:1:1 unreadable(\"it is a folder\")"
      ])
  }

  /// mutt's folders in the Maildir become names there: `+.Sent` is the Maildir++ folder "Sent",
  /// `+Archive/Sent` (mbsync's verbatim layout) keeps its path; one outside the Maildir is not used.
  @Test(arguments: [
    ("+.Sent", "Sent"), ("=Sent Items", "Sent Items"), ("+Archive/Sent", "Archive/Sent"),
    ("~/elsewhere/sent", "Sent"), ("+.Work.Sent", "Work.Sent"),
  ])
  func muttFoldersAreNamedInTheMaildir(record: String, sent: String) {
    let muttrc = MuttConfig(
      text: "set folder = ~/Mail\nset record = \"\(record)\"\n", environment: ["HOME": "/h"])
    let mail = DataSources.mail(notmuch: nil, mutt: (muttrc, URL(fileURLWithPath: "/h/.muttrc")))
    #expect(mail?.sent == sent)
  }
}
