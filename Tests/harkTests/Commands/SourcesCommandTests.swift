import Foundation
import Testing

@testable import hark

/// `hark sources` run as a person runs it, in a home folder of the test's own: what is in use and
/// why on standard output, a mistake as file:line:col on standard error with exit 1.
@Suite struct SourcesCommandTests {
  static let hark = ExecutableLocation.current().deletingLastPathComponent().appendingPathComponent("hark")

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// Files to write, by path under the home folder.
    let files: [String: String]
    let output: String
    /// `{home}` stands for the home folder.
    let error: String
    let status: Int32
    var testDescription: String { name }
  }

  static let khal =
    "[calendars]\n[[home]]\npath = ~/.calendars/home\ntype = calendar\n[default]\ndefault_calendar = home\n"

  /// The store's own address book and Maildir: what is listed for a kind no file names.
  static let storeOwn =
    "contacts main: ~/store/contacts/addressbooks/main (default; the store's own)\n"
    + "mail main: ~/store/mail/maildir (drafts Drafts, sent Sent, trash Trash; sendmail sendmail -t -oi; "
    + "Hark's own index; the store's own)\n"

  static let cases: [Case] = [
    Case(
      name: "khal's calendar", files: [".config/khal/config": khal],
      output: "calendar home: ~/.calendars/home (default; from khal's config ~/.config/khal/config:2)\n"
        + storeOwn,
      error: "", status: 0),
    Case(
      name: "Hark's sources file first",
      files: [
        ".config/khal/config": khal,
        ".config/hark/sources": "[calendar work]\ncaldav = http://127.0.0.1:5232/sam/work/\nuser = sam\n",
      ],
      output: "calendar work: http://127.0.0.1:5232/sam/work/ as sam (from ~/.config/hark/sources:1)\n"
        + storeOwn,
      error: "",
      status: 0),
    Case(
      name: "a mistake", files: [".config/hark/sources": "[calender home]\nfolder = ~/c\n"], output: "",
      error:
        "hark: {home}/.config/hark/sources:1:2: error: “calender” is not a kind of source; known: calendar, contacts, "
        + "mail, files, pictures, music\n",
      status: 1),
    Case(
      name: "mail from notmuch's config and neomutt's, contacts from khard's",
      files: [
        ".notmuch-config": "[database]\npath=Mail\n[user]\nname=Sam Lee\nprimary_email=sam@example.com\n",
        ".config/neomutt/neomuttrc":
          "# mine\nset sort = threads\nset folder = ~/Mail\nset postponed = +.Drafts\nset sendmail = msmtp\n",
        ".config/khard/khard.conf": "[addressbooks]\n[[main]]\npath = ~/.contacts/main/\n",
      ],
      output: "calendar home: ~/store/calendar/calendars/home (default; the store's own)\n"
        + "contacts main: ~/.contacts/main (default; from khard's config ~/.config/khard/khard.conf:2)\n"
        + "mail main: ~/Mail (drafts Drafts, sent Sent, trash Trash; sendmail msmtp -t -oi; as Sam Lee "
        + "<sam@example.com>; notmuch database ~/Mail; from notmuch's config ~/.notmuch-config:2 and neomutt's "
        + "~/.config/neomutt/neomuttrc:3)\n",
      error: "", status: 0),
    Case(
      name: "a mistake in a mail section",
      files: [".config/hark/sources": "[mail main]\nmaildir = ~/Mail\nfrom = Sam Lee\n"],
      output: "calendar home: ~/store/calendar/calendars/home (default; the store's own)\n"
        + "contacts main: ~/store/contacts/addressbooks/main (default; the store's own)\n",
      error:
        "hark: {home}/.config/hark/sources:3:8: error: “Sam Lee” is not a sender: write Name <address> or an "
        + "address\n",
      status: 1),
    Case(
      name: "nothing configured", files: [:],
      output: "calendar home: ~/store/calendar/calendars/home (default; the store's own)\n" + storeOwn,
      error: "",
      status: 0),
  ]

  @Test(arguments: cases) func listsWhatIsInUseAndWhy(_ sources: Case) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-sources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    for (path, text) in sources.files {
      let file = home.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    let process = Process()
    process.executableURL = Self.hark
    process.arguments = ["sources", "--store", home.appendingPathComponent("store").path]
    process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // The calendar, contacts and mail lines: files, pictures and music (SourcesMediaTests) follow.
    let said = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !($0.hasPrefix("files ") || $0.hasPrefix("pictures ") || $0.hasPrefix("music ")) }
    #expect(said.joined(separator: "\n") == sources.output)
    #expect(
      String(decoding: err, as: UTF8.self)
        == sources.error.replacingOccurrences(of: "{home}", with: home.path))
    #expect(process.terminationStatus == sources.status)
  }
}
