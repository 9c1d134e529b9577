import Foundation
import Testing

@testable import HarkCore

@Suite struct MuttConfigTests {
  static let environment = ["HOME": "/home/sam", "MAILHOST": "example.com"]

  /// muttrcs as neomutt and mutt users write them, and the settings Hark reads ("name=value@line").
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let settings: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a Maildir++ setup with msmtp",
      text: """
        # ~/.config/neomutt/neomuttrc
        set mbox_type = Maildir
        set folder = "~/Mail"
        set spoolfile = "+"
        set record = "+.Sent"
        set postponed = "+.Drafts"
        set trash = "+.Trash"
        set sendmail = "/usr/bin/msmtp -a personal"
        set realname = "Sam Lee"
        set from = "sam@example.com"
        set use_from = yes
        mailboxes =INBOX =.Sent
        """,
      settings: [
        "folder=/home/sam/Mail@3", "from=sam@example.com@10", "postponed=/home/sam/Mail/.Drafts@6",
        "realname=Sam Lee@9", "record=/home/sam/Mail/.Sent@5", "sendmail=/usr/bin/msmtp -a personal@8",
        "spoolfile=/home/sam/Mail@4", "trash=/home/sam/Mail/.Trash@7",
      ]),
    Case(
      name: "neomutt's new names, = for the folder, single quotes, unquoted values",
      text: """
        set folder=~/mail spool_file='=inbox'
        set real_name = 'Sam "S" Lee'   # my name
        set record==sent postponed = =drafts ; set sendmail = msmtp
        """,
      settings: [
        "folder=/home/sam/mail@1", "postponed=/home/sam/mail/drafts@3", "realname=Sam \"S\" Lee@2",
        "record=/home/sam/mail/sent@3", "sendmail=msmtp@3", "spoolfile=/home/sam/mail/inbox@1",
      ]),
    Case(
      name: "variables: the environment's and the muttrc's own",
      text: "set my_root = \"$HOME/Maildir\"\nset folder = $my_root\nset from = \"sam@$MAILHOST\"\n",
      settings: ["folder=/home/sam/Maildir@2", "from=sam@example.com@3"]),
    Case(
      name: "IMAP folders are not a local Maildir; the rest still counts",
      text: """
        set folder = "imaps://sam@imap.example.com/"
        set spoolfile = "+INBOX"
        set record = "+Sent"
        set from = "Sam Lee <sam@example.com>"
        """,
      settings: ["from=Sam Lee <sam@example.com>@4"]),
    Case(
      name: "commands Hark does not read are never an error",
      text: """
        source ~/.config/neomutt/colors
        bind index g noop
        macro index,pager \\cb "<pipe-message> urlscan<Enter>" "call urlscan"
        set sidebar_visible
        unset folder
        set from = `cat ~/.from`
        set sendmail = "msmtp  # not a comment inside quotes"
        folder-hook . 'set record="^"'
        set header_cache = ~/.cache/neomutt
        set folder = "~/Mail   # unclosed
        set \"folder\" = /quoted/name
        """,
      settings: ["sendmail=msmtp  # not a comment inside quotes@7"]),
    Case(
      name: "without a folder, + is under neomutt's default ~/Mail",
      text: "set record = +.Sent\nset postponed = =Drafts\n",
      settings: ["postponed=/home/sam/Mail/Drafts@2", "record=/home/sam/Mail/.Sent@1"]),
    Case(
      name: "the last set wins",
      text: "set folder = ~/old\nset folder = ~/Mail\n",
      settings: ["folder=/home/sam/Mail@2"]),
  ]

  @Test(arguments: cases) func readsThePlainSetLines(_ muttrc: Case) {
    let read = MuttConfig(text: muttrc.text, environment: Self.environment)
    #expect(read.settings.map { "\($0.key)=\($0.value.value)@\($0.value.line)" }.sorted() == muttrc.settings)
  }

  @Test func configIsLookedForWhereNeomuttLooks() {
    #expect(
      MuttConfig.candidates(["HOME": "/h", "XDG_CONFIG_HOME": "/c"]).map(\.path) == [
        "/c/neomutt/neomuttrc", "/c/neomutt/muttrc", "/c/mutt/neomuttrc", "/c/mutt/muttrc", "/h/.neomuttrc",
        "/h/.muttrc", "/h/.mutt/neomuttrc", "/h/.mutt/muttrc",
      ])
  }
}

/// The same muttrcs read by neomutt itself (`neomutt -n -F FILE -Q NAME`, which prints a variable as
/// neomutt set it): every setting Hark reads has neomutt's value. Locally skipped without neomutt;
/// under CI it runs, and fails without it.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/neomutt")
      || ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""),
    "neomutt is not installed"))
struct MuttConfigInteropTests {
  /// neomutt's names for the settings (its new ones where it renamed them).
  static let neomuttNames = ["spoolfile": "spool_file", "realname": "real_name"]

  @Test(
    arguments: MuttConfigTests.cases.filter {
      // neomutt refuses a `source` of a file that is not there, and keeps IMAP folders Hark leaves out.
      !$0.text.contains("source ") && !$0.text.contains("imaps://")
    })
  func neomuttSetsWhatHarkReads(_ muttrc: MuttConfigTests.Case) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "neomutt-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let file = home.appendingPathComponent("muttrc")
    try Data(muttrc.text.utf8).write(to: file)
    let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "MAILHOST": "example.com", "TERM": "dumb"]
    let read = MuttConfig(text: muttrc.text, environment: environment)
    #expect(!read.settings.isEmpty)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/neomutt")
    process.arguments =
      ["-n", "-F", file.path] + read.settings.keys.sorted().flatMap { ["-Q", Self.neomuttNames[$0] ?? $0] }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // neomutt prints `set name = "value"` lines: a muttrc Hark reads as well.
    let neomutt = MuttConfig(text: String(decoding: printed, as: UTF8.self), environment: environment)
    func trimmed(_ value: String?) -> String? {
      guard var value else { return nil }
      while value.count > 1, value.hasSuffix("/") { value.removeLast() }
      return value
    }
    for (name, setting) in read.settings {
      #expect(trimmed(setting.value) == trimmed(neomutt.settings[name]?.value), "\(name)")
    }
  }
}
