import Foundation
import HarkSupport
import Testing

@testable import HarkCore

/// `[contacts NAME]` and `[mail NAME]` sections of a sources file: what they name, and every mistake
/// at its file:line:col.
@Suite struct SourcesMailContactsTests {
  static let file = URL(fileURLWithPath: "/home/sam/.config/hark/sources")
  static let environment = ["HOME": "/home/sam", "MAIL_ROOT": "/data/mail"]

  struct Good: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let lines: [String]
    var testDescription: String { name }
  }

  static let good: [Good] = [
    Good(
      name: "an address book with its owner's card",
      text: "[contacts main]\nfolder = ~/.contacts/main/\nme = sam-lee\n",
      lines: ["contacts main: ~/.contacts/main (me sam-lee; from ~/.config/hark/sources:1)"]),
    Good(
      name: "two address books, the second default and read-only",
      text: "[contacts family]\nfolder = ~/c/family\n\n[contacts work]\nfolder = /srv/work\ndefault = yes\n"
        + "read-only = yes\n",
      lines: [
        "contacts family: ~/c/family (from ~/.config/hark/sources:1)",
        "contacts work: /srv/work (default; read-only; from ~/.config/hark/sources:4)",
      ]),
    Good(
      name: "a mailbox with the defaults",
      text: "[mail main]\nmaildir = ~/Mail\n",
      lines: [
        "mail main: ~/Mail (drafts Drafts, sent Sent, trash Trash; sendmail sendmail -t -oi; Hark's own index; "
          + "from ~/.config/hark/sources:1)"
      ]),
    Good(
      name: "a mailbox with every key",
      text: """
        # where my mail is
        [mail work]
        maildir = $MAIL_ROOT/work
        drafts = Work.Drafts
        sent = "Sent Items"
        trash = Deleted
        sendmail = msmtp -a "my work" -t -oi
        from = "Lee, Sam" <sam@work.example>  # as my work mail says it
        notmuch = $MAIL_ROOT/work
        read-only = no
        """,
      lines: [
        "mail work: /data/mail/work (drafts Work.Drafts, sent Sent Items, trash Deleted; sendmail msmtp -a 'my work' "
          + "-t -oi; as Lee, Sam <sam@work.example>; notmuch database /data/mail/work; "
          + "from ~/.config/hark/sources:2)"
      ]),
    Good(
      name: "sections without a name are named by their folder",
      text: "[contacts]\nfolder = ~/.contacts/friends\n[mail]\nmaildir = ~/Maildir\nread-only = yes\n",
      lines: [
        "contacts friends: ~/.contacts/friends (from ~/.config/hark/sources:1)",
        "mail Maildir: ~/Maildir (drafts Drafts, sent Sent, trash Trash; sendmail sendmail -t -oi; Hark's own index; "
          + "read-only; from ~/.config/hark/sources:3)",
      ]),
    Good(
      name: "a calendar, an address book and a mailbox of the same name",
      text: "[calendar main]\nfolder = ~/cal\n[contacts main]\nfolder = ~/c\n[mail main]\nmaildir = ~/m\n",
      lines: [
        "calendar main: ~/cal (from ~/.config/hark/sources:1)",
        "contacts main: ~/c (from ~/.config/hark/sources:3)",
        "mail main: ~/m (drafts Drafts, sent Sent, trash Trash; sendmail sendmail -t -oi; Hark's own index; "
          + "from ~/.config/hark/sources:5)",
      ]),
  ]

  @Test(arguments: good) func goodSectionsReadAsSources(_ good: Good) {
    let read = SourcesFile(text: good.text, file: Self.file, environment: Self.environment)
    #expect(read.problems == [])
    let lines =
      read.calendars.map { $0.described(home: "/home/sam") }
      + read.addressBooks.map { $0.described(home: "/home/sam") }
      + read.mail.map { $0.described(home: "/home/sam") }
    #expect(lines == good.lines)
  }

  @Test func mailboxKeepsEveryValue() {
    let text =
      "[mail main]\nmaildir = /m\nsendmail = '/usr/sbin/sendmail' -t -oi -f sam@example.com\nfrom = sam@example.com\n"
    let read = SourcesFile(text: text, file: Self.file, environment: Self.environment)
    #expect(
      read.mail == [
        MailSourceSpec(
          name: "main", maildir: URL(fileURLWithPath: "/m", isDirectory: true),
          sendmail: ["/usr/sbin/sendmail", "-t", "-oi", "-f", "sam@example.com"],
          fromAddress: "sam@example.com",
          origin: .harkFile(Self.file, line: 1))
      ])
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let line: Int
    let column: Int
    let word: String
    let problem: SourcesDiagnostic.Problem
    var testDescription: String { name }
  }

  static let bad: [Bad] = [
    Bad(
      name: "an address book without a folder", text: "[contacts main]\nme = sam\n", line: 1, column: 11,
      word: "main", problem: .noFolder(key: "folder")),
    Bad(
      name: "a mailbox without a maildir", text: "[mail main]\nsendmail = msmtp -t\n", line: 1, column: 7,
      word: "main", problem: .noFolder(key: "maildir")),
    Bad(
      name: "a calendar's key in an address book", text: "[contacts main]\nfolder = /c\ncaldav = http://x/\n",
      line: 3, column: 1, word: "caldav", problem: .unknownKey(known: SourcesFileReader.contactsKeys)),
    Bad(
      name: "folder in a mailbox", text: "[mail main]\nmaildir = /m\nfolder = ~/Mail\n", line: 3, column: 1,
      word: "folder",
      problem: .unknownKey(known: SourcesFileReader.mailKeys)),
    Bad(
      name: "a sender without an address", text: "[mail main]\nmaildir = /m\nfrom = Sam Lee\n", line: 3,
      column: 8, word: "Sam Lee", problem: .notASender),
    Bad(
      name: "a sender with two at signs", text: "[mail main]\nmaildir = /m\nfrom = <sam@@example.com>\n",
      line: 3,
      column: 8, word: "<sam@@example.com>", problem: .notASender),
    Bad(
      name: "an unclosed quote in the transport",
      text: "[mail main]\nmaildir = /m\nsendmail = msmtp -a 'work\n",
      line: 3, column: 12, word: "msmtp -a 'work", problem: .unclosedQuote),
    Bad(
      name: "read-only as a word", text: "[mail main]\nmaildir = /m\nread-only = sure\n", line: 3, column: 13,
      word: "sure", problem: .notYesOrNo),
    Bad(
      name: "an empty maildir", text: "[mail main]\nmaildir =\n", line: 2, column: 1, word: "maildir",
      problem: .emptyValue),
    Bad(
      name: "an unset variable in the database", text: "[mail main]\nmaildir = /m\nnotmuch = $NOPE/db\n",
      line: 3,
      column: 11, word: "$NOPE/db", problem: .unsetVariable("NOPE")),
    Bad(
      name: "two default address books",
      text: "[contacts a]\nfolder = /a\ndefault = yes\n[contacts b]\nfolder = /b\n"
        + "default = yes\n", line: 6, column: 1, word: "b", problem: .secondDefault),
    Bad(
      name: "a misspelt kind lists the six", text: "[mial main]\nmaildir = /m\n", line: 1, column: 2,
      word: "mial",
      problem: .unknownKind(known: ["calendar", "contacts", "mail", "files", "pictures", "music"])),
  ]

  @Test(arguments: bad) func badSectionSaysWhereAndWhichWord(_ bad: Bad) {
    let read = SourcesFile(text: bad.text, file: Self.file, environment: Self.environment)
    #expect(
      read.problems == [
        SourcesDiagnostic(
          file: Self.file, line: bad.line, column: bad.column, word: bad.word, problem: bad.problem)
      ])
  }

  /// Which kinds a file decides: those it has a section of, and all for a mistake of no kind.
  @Test(arguments: [
    ("[contacts main]\nfolder = /c\n", [SourceKind.contacts]),
    ("[mail main]\nmaildir =\n", [.mail]),
    ("[calendar home]\nfolder = /c\n[mail main]\nmaildir = /m\n", [.calendar, .mail]),
    ("[mial main]\nmaildir = /m\n", SourceKind.allCases),
    ("maildir = /m\n", SourceKind.allCases),
    ("# nothing yet\n", []),
  ])
  func fileDecidesTheKindsItNames(text: String, kinds: [SourceKind]) {
    let read = SourcesFile(text: text, file: Self.file, environment: Self.environment)
    #expect(read.decides == Set(kinds))
  }

  @Test(arguments: [
    ("msmtp -t -oi", ["msmtp", "-t", "-oi"]),
    ("  msmtp   -a work ", ["msmtp", "-a", "work"]),
    ("msmtp -a \"my work\"", ["msmtp", "-a", "my work"]),
    ("'/opt/my mail/send' -t", ["/opt/my mail/send", "-t"]),
    ("send\\ mail -t", ["send mail", "-t"]),
    ("msmtp -a ''", ["msmtp", "-a", ""]),
    ("\"say \\\"hi\\\"\"", ["say \"hi\""]),
  ])
  func commandLineSplitsAsAShellDoes(text: String, words: [String]) {
    #expect(SourceCommandLine.words(text) == words)
  }

  @Test(arguments: [
    ("Sam Lee <sam@example.com>", "Sam Lee", "sam@example.com"),
    ("\"Lee, Sam\" <sam@example.com>", "Lee, Sam", "sam@example.com"),
    ("<sam@example.com>", nil, "sam@example.com"),
    ("sam@example.com", nil, "sam@example.com"),
    ("王小明 <xiaoming@example.cn>", "王小明", "xiaoming@example.cn"),
  ])
  func senderReadsNameAndAddress(text: String, name: String?, address: String) {
    let sender = SourceSender(text)
    #expect(sender?.name == name)
    #expect(sender?.address == address)
  }
}

/// Files made of the pieces mail and contacts sections, khard's config, notmuch's and a muttrc are
/// written with, shuffled: every one reads without a crash, and every problem points into the file.
@Suite struct MailSourcesRobustnessTests {
  static let pieces = [
    "[", "]", "[[", "]]", "=", " = ", "#", ";", "$", "${", "}", "~", "~/", "+", "=", "\"", "'", "`", "\\",
    "mail",
    "contacts", "addressbooks", "database", " main", "maildir", "folder", "path", "mail_root", "sendmail",
    "from",
    "me", "notmuch", "drafts", "read-only", "set ", "set", "unset ", "spoolfile", "record", "Sam <s@x>",
    "s@@x",
    "msmtp -t", "imaps://h/", "yes", "\t", " ", "\n", "\r\n", "\n\n", "王小明", "/a/b", "$HOME", "$NOPE",
  ]

  static func text(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    let count = Int(random.next() % 40)
    return (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
  }

  @Test func shuffledFilesReadAndPointIntoTheFile() {
    let file = URL(fileURLWithPath: "/home/sam/.config/hark/sources")
    let environment = ["HOME": "/home/sam"]
    var problems = 0
    for seed in UInt64(0)..<2_000 {
      let text = Self.text(seed: seed)
      let lineCount = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.count
      problems += SourcesRobustnessTests.check(
        SourcesFile(text: text, file: file, environment: environment).problems, in: text)
      SourcesRobustnessTests.check(
        KhardConfig(text: "[addressbooks]\n" + text, file: file, environment: environment).problems,
        in: "[addressbooks]\n" + text)
      SourcesRobustnessTests.check(
        NotmuchConfig(text: text, file: file, environment: environment) { _ in false }.problems, in: text)
      for setting in MuttConfig(text: text, environment: environment).settings.values {
        #expect(setting.line >= 1 && setting.line <= lineCount, "\(text.debugDescription)")
      }
    }
    #expect(problems > 500)
  }
}
