import Foundation
import Testing

@testable import HarkCore

@Suite struct NotmuchConfigTests {
  static let file = URL(fileURLWithPath: "/home/sam/.notmuch-config")

  /// notmuch's config as `notmuch setup` and its users write it, the environment and the folders that
  /// exist, and where notmuch 0.37 finds the mail and its database.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    var environment: [String: String] = [:]
    /// Folders that exist.
    var folders: [String] = []
    let mailRoot: String?
    let database: String?
    var line = 1
    var testDescription: String { name }
  }

  /// What `notmuch setup` writes, its comments shortened.
  static let setup = """
    # .notmuch-config - Configuration file for the notmuch mail system
    #
    # For more information about notmuch, see https://notmuchmail.org

    # Database configuration
    #
    # The only value supported here is 'path' which should be the top-level
    # directory where your mail currently exists and to where mail will be
    # delivered in the future. Files should be individual email messages.
    # Notmuch will store its database within a sub-directory of the path
    # configured here named ".notmuch".
    #
    [database]
    path=/home/sam/Mail

    # User configuration
    #
    [user]
    name=Sam Lee
    primary_email=sam@example.com

    [new]
    tags=unread;inbox;
    ignore=
    """

  static let cases: [Case] = [
    Case(
      name: "notmuch setup's config, database not made yet", text: setup, mailRoot: "/home/sam/Mail",
      database: "/home/sam/Mail", line: 14),
    Case(
      name: "a relative path is under HOME", text: "[database]\npath=Mail\n", folders: ["Mail/.notmuch"],
      mailRoot: "/home/sam/Mail", database: "/home/sam/Mail", line: 2),
    Case(
      name: "~ is not expanded: notmuch reads it as a folder named ~", text: "[database]\npath=~/Mail\n",
      mailRoot: "/home/sam/~/Mail", database: "/home/sam/~/Mail", line: 2),
    Case(
      name: "a database apart from the mail",
      text: "[database]\npath=/srv/notmuch\nmail_root=/home/sam/Mail\n",
      mailRoot: "/home/sam/Mail", database: "/srv/notmuch", line: 3),
    Case(
      name: "a database path that holds xapian itself", text: "[database]\npath = /srv/db\n",
      folders: ["/srv/db/xapian"], mailRoot: "/srv/db", database: "/srv/db", line: 2),
    Case(
      name: "no path: the XDG data folder when it exists", text: "[database]\nmail_root=Mail\n",
      folders: ["/home/sam/.local/share/notmuch/default"], mailRoot: "/home/sam/Mail",
      database: "/home/sam/.local/share/notmuch/default", line: 2),
    Case(
      name: "no path: a profile's XDG data folder", text: "[database]\nmail_root=/m\n",
      environment: ["NOTMUCH_PROFILE": "work", "XDG_DATA_HOME": "/data"], folders: ["/data/notmuch/work"],
      mailRoot: "/m", database: "/data/notmuch/work", line: 2),
    Case(
      name: "no path: $MAILDIR", text: "[user]\nname=Sam\n", environment: ["MAILDIR": "/var/mail/sam"],
      mailRoot: "/var/mail/sam", database: "/var/mail/sam"),
    Case(
      name: "no path: ~/mail when it exists", text: "", folders: ["/home/sam/mail"],
      mailRoot: "/home/sam/mail",
      database: "/home/sam/mail"),
    Case(name: "no path and nothing exists", text: "[user]\nname=Sam\n", mailRoot: nil, database: nil),
    Case(
      name: "NOTMUCH_DATABASE first", text: "[database]\npath=/home/sam/Mail\n",
      environment: ["NOTMUCH_DATABASE": "/db"], folders: ["/db/xapian"], mailRoot: "/db", database: "/db"),
    Case(
      name: "key file escapes and spaces", text: "[database]\n  path = /home/sam/My\\sMail\n",
      mailRoot: "/home/sam/My Mail", database: "/home/sam/My Mail", line: 2),
  ]

  @Test(arguments: cases) func findsTheMailAndDatabaseNotmuchFinds(_ config: Case) {
    let folders = Set(config.folders.map { $0.hasPrefix("/") ? $0 : "/home/sam/" + $0 })
    let read = NotmuchConfig(
      text: config.text, file: Self.file,
      environment: config.environment.merging(["HOME": "/home/sam"]) { a, _ in a },
      folderExists: { url in folders.contains { $0 == url.path || $0.hasPrefix(url.path + "/") } })
    #expect(read.problems == [])
    #expect(read.mailRoot?.path == config.mailRoot)
    #expect(read.database?.path == config.database)
    #expect(read.line == config.line)
  }

  @Test func readsTheUser() {
    let read = NotmuchConfig(text: Self.setup, file: Self.file, environment: ["HOME": "/home/sam"]) { _ in
      false
    }
    #expect(read.userName == "Sam Lee")
    #expect(read.primaryEmail == "sam@example.com")
  }

  @Test func lineThatIsNoKeyIsAProblem() {
    let read = NotmuchConfig(
      text: "[database]\npath /home/sam/Mail\n", file: Self.file, environment: ["HOME": "/home/sam"]
    ) { _ in false }
    #expect(
      read.problems == [
        SourcesDiagnostic(file: Self.file, line: 2, column: 1, word: "path", problem: .notALine)
      ])
  }

  @Test(arguments: [
    ([:], ["/c/notmuch/default/config", "/h/.notmuch-config"]),
    (["NOTMUCH_CONFIG": "/etc/nm"], ["/etc/nm"]),
    (["NOTMUCH_PROFILE": "work"], ["/c/notmuch/work/config", "/h/.notmuch-config.work"]),
  ])
  func configIsLookedForWhereNotmuchLooks(environment: [String: String], places: [String]) {
    let all = environment.merging(["HOME": "/h", "XDG_CONFIG_HOME": "/c"]) { a, _ in a }
    #expect(NotmuchConfig.candidates(all).map(\.path) == places)
  }
}

/// The same configs read by notmuch itself (`notmuch config get`, `notmuch new`) in a home folder of
/// the test's own: Hark finds the mail root and the database folder notmuch does, and in it the
/// database `notmuch new` made.
/// Locally skipped without notmuch; under CI it runs, and fails without it.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/notmuch")
      || ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""),
    "notmuch is not installed"))
struct NotmuchConfigInteropTests {
  @Test(arguments: [
    "[database]\npath=Mail\n[user]\nname=Sam Lee\n",
    "[database]\npath=db\nmail_root=Mail\n",
    "[database]\nmail_root=Mail\n",
  ])
  func findsWhatNotmuchFinds(text: String) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "notmuch-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    for folder in ["Mail/cur", "Mail/new", "Mail/tmp", "db", ".local/share/notmuch/default"] {
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let file = home.appendingPathComponent(".notmuch-config")
    try Data(text.utf8).write(to: file)
    let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
    #expect(try Self.notmuch(["new", "--quiet"], environment) != nil)
    let mailRoot = try Self.notmuch(["config", "get", "database.mail_root"], environment)
    let database = try Self.notmuch(["config", "get", "database.path"], environment)
    let read = NotmuchConfig(text: text, file: file, environment: environment)
    #expect(read.problems == [])
    #expect(read.mailRoot?.path == mailRoot)
    #expect(mailRoot == home.appendingPathComponent("Mail").path)
    #expect(read.database?.path == database)
    // The database notmuch new made is in that folder, in its .notmuch/ or itself.
    let folder = try #require(read.database)
    #expect(
      NotmuchConfig.folderExists(folder.appendingPathComponent(".notmuch/xapian"))
        || NotmuchConfig.folderExists(folder.appendingPathComponent("xapian")))
  }

  /// notmuch's standard output, its last new line dropped; nil when it fails.
  static func notmuch(_ arguments: [String], _ environment: [String: String]) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/notmuch")
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    var text = String(decoding: data, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
