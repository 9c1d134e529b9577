import Foundation
import Testing

@testable import HarkCore

@Suite struct KhardConfigTests {
  static let file = URL(fileURLWithPath: "/home/sam/.config/khard/khard.conf")
  static let environment = ["HOME": "/home/sam", "CONTACTS": "/data/contacts"]

  /// khard's config as its example file and its users write it, and the address books Hark reads.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    /// "name folder [default] line N".
    let books: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "the config of the notes",
      text: "[addressbooks]\n[[main]]\npath = ~/.contacts/main/\n[general]\ndefault_action = list\n",
      books: ["main /home/sam/.contacts/main default line 2"]),
    Case(
      name: "several books, indented, with quotes, comments and khard's other sections",
      text: """
        # khard configuration file

        [addressbooks]
          [[family]]
            path = "~/.contacts/family/"
          [[friends]]
            path = $CONTACTS/friends  # synced by vdirsyncer

        [general]
        debug = no
        default_action = list
        editor = vim, -i, NONE

        [contact table]
        display = first_name
        group_by_addressbook = no

        [vcard]
        preferred_version = 3.0
        """,
      books: [
        "family /home/sam/.contacts/family default line 4", "friends /data/contacts/friends line 6",
      ]),
    Case(
      name: "a path is not read outside addressbooks",
      text: "[general]\npath = ~/nothing\n[addressbooks]\n[[work]]\npath = /srv/work\n",
      books: ["work /srv/work default line 4"]),
    Case(name: "no address books", text: "[general]\ndefault_action = list\n", books: []),
  ]

  @Test(arguments: cases) func readsTheAddressBooksKhardReads(_ config: Case) {
    let read = KhardConfig(text: config.text, file: Self.file, environment: Self.environment)
    #expect(read.problems == [])
    #expect(read.addressBooks.map(Self.summary) == config.books)
  }

  @Test(arguments: [
    ("[addressbooks]\n[[main]]\n", 2, 3, "main", SourcesDiagnostic.Problem.noFolder(key: "path")),
    ("[addressbooks]\n[[main]]\npath = $NOPE/main\n", 3, 8, "$NOPE/main", .unsetVariable("NOPE")),
    ("[addressbooks]\n[[main]]\npath = ~/c\nnonsense here\n", 4, 1, "nonsense", .notALine),
  ])
  func problemIsSaidAtItsWord(
    text: String, line: Int, column: Int, word: String, problem: SourcesDiagnostic.Problem
  ) {
    let read = KhardConfig(text: text, file: Self.file, environment: Self.environment)
    #expect(
      read.problems == [
        SourcesDiagnostic(file: Self.file, line: line, column: column, word: word, problem: problem)
      ])
  }

  @Test func bookSaysItCameFromKhard() {
    let read = KhardConfig(
      text: "[addressbooks]\n[[main]]\npath = ~/.contacts/main/\n", file: Self.file,
      environment: Self.environment)
    #expect(
      read.addressBooks.map { $0.described(home: "/home/sam") } == [
        "contacts main: ~/.contacts/main (default; from khard's config ~/.config/khard/khard.conf:2)"
      ])
  }

  static func summary(_ book: AddressBookSourceSpec) -> String {
    var line = "\(book.name) \(book.folder.path)"
    if book.isDefault { line += " default" }
    if case .khard(_, let number) = book.origin { line += " line \(number)" }
    return line
  }
}

/// The same config read by khard itself (`khard addressbooks`): Hark finds the books khard does.
/// Locally skipped without khard; under CI it runs, and fails without it.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/khard")
      || ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""),
    "khard is not installed"))
struct KhardConfigInteropTests {
  @Test func readsTheAddressBooksKhardLists() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "khard-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    for folder in [".config/khard", ".contacts/family", "books/work"] {
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let config = """
      [addressbooks]
        [[family]]
          path = ~/.contacts/family/
        [[work]]
          path = $BOOKS/work
      [general]
      default_action = list
      """
    let file = home.appendingPathComponent(".config/khard/khard.conf")
    try Data(config.utf8).write(to: file)
    let environment = [
      "HOME": home.path, "PATH": "/usr/bin:/bin", "BOOKS": home.appendingPathComponent("books").path,
    ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/khard")
    process.arguments = ["addressbooks"]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let listed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let khard = String(decoding: listed, as: UTF8.self).split(separator: "\n").map(String.init)
    let read = KhardConfig(text: config, file: file, environment: environment)
    #expect(read.problems == [])
    #expect(read.addressBooks.map(\.name) == khard)
    #expect(khard == ["family", "work"])
    #expect(read.addressBooks.first?.folder.path == home.appendingPathComponent(".contacts/family").path)
  }
}
