import Foundation
import HarkCore
import HarkMail
import HarkSupport
import HarkTesting
import Testing

@testable import HarkApps

/// The Files app on a person's real folders: a temporary home whose XDG user directories
/// (`~/.config/user-dirs.dirs`) name `~/Documents` and `~/Downloads`, with a FIFO, a link out of
/// them, a link inside them and a hidden file beside the documents. Rename and delete act on the
/// files; the Trash is `$XDG_DATA_HOME/Trash`, as gio keeps it; an attachment reaches an SMTP
/// server byte for byte.
@Suite(.serialized) struct FilesAcceptanceTests {
  struct Home {
    let folder: URL
    let environment: [String: String]
    var documents: URL { folder.appendingPathComponent("Documents") }
    var downloads: URL { folder.appendingPathComponent("Downloads") }

    init(sourcesFile: String? = nil) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hark-files-home-\(UUID().uuidString)")
      let config = folder.appendingPathComponent(".config")
      for made in [
        config, folder.appendingPathComponent("Documents/Work"), folder.appendingPathComponent("Downloads"),
      ] {
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
      }
      try Data(
        """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME"
        XDG_DOCUMENTS_DIR="$HOME/Documents"
        XDG_DOWNLOAD_DIR="$HOME/Downloads"

        """.utf8
      ).write(to: config.appendingPathComponent("user-dirs.dirs"))
      if let sourcesFile {
        try FileManager.default.createDirectory(
          at: config.appendingPathComponent("hark"), withIntermediateDirectories: true)
        try Data(sourcesFile.utf8).write(to: config.appendingPathComponent("hark/sources"))
      }
      environment = [
        "HOME": folder.path, "XDG_CONFIG_HOME": config.path,
        "XDG_DATA_HOME": folder.appendingPathComponent(".local/share").path, "PATH": "/usr/bin:/bin",
      ]
      try Data("Q3 numbers: travel 12,400\n".utf8).write(
        to: documents.appendingPathComponent("Work/report.txt"))
      try Data("# notes\nbuy milk\n".utf8).write(to: documents.appendingPathComponent("notes.md"))
      try Data("secret".utf8).write(to: documents.appendingPathComponent(".hidden.txt"))
      try Data(DemoPDF.document(title: "scan", lines: ["a scanned letter"])).write(
        to: downloads.appendingPathComponent("scan.pdf"))
      #expect(mkfifo(documents.appendingPathComponent("pipe").path, 0o600) == 0)
      try FileManager.default.createSymbolicLink(
        atPath: documents.appendingPathComponent("hosts link").path, withDestinationPath: "/etc/hosts")
      try FileManager.default.createSymbolicLink(
        atPath: downloads.appendingPathComponent("notes link.md").path,
        withDestinationPath: documents.appendingPathComponent("notes.md").path)
    }

    /// A tester whose files (and any mail the sources file names) are this home's.
    func tester() throws -> IntentTester {
      var tester = try IntentTester(apps: SampleApps.all)
      var sources = DataSources.load(store: nil, environment: environment)
      sources.addressBooks = DataSources.storeOwn(tester.store.root).addressBooks
      tester.sources = sources
      return tester
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  @Test func theXDGFoldersAreWalkedAndWhatIsNotAFileIsListedAsSuch() throws {
    let home = try Home()
    defer { home.remove() }
    let tester = try home.tester()
    #expect(tester.sources?.files.map(\.name) == ["Documents", "Downloads"])
    let files = try tester.entities(FileItem.self, in: "files")
    let kinds = Dictionary(uniqueKeysWithValues: files.map { ($0.id, $0.kind) })
    #expect(
      kinds == [
        "Documents/Work/report.txt": .regular, "Documents/notes.md": .regular, "Documents/pipe": .fifo,
        "Documents/hosts link": .outsideLink, "Downloads/scan.pdf": .regular,
        "Downloads/notes link.md": .regular,
      ])
    let report = try #require(files.first { $0.name == "report.txt" })
    #expect(report.folder == "Work" && report.size == 26 && report.contentType == "text/plain")
    #expect(files.first { $0.name == "scan.pdf" }?.contentType == "application/pdf")
    // The FIFO and the link out are said, never read.
    let pipe = try tester.run(
      "files.openFile", in: "files",
      ["target": try tester.entity(FileItem.self, in: "files", id: "Documents/pipe")])
    #expect(pipe.dialog.key == "not_read_fifo")
    let link = try tester.run(
      "files.openFile", in: "files",
      ["target": try tester.entity(FileItem.self, in: "files", id: "Documents/hosts link")])
    #expect(link.dialog.key == "not_read_link")
    #expect(link.dialog.full.hasSuffix("Documents/hosts link"))
  }

  /// Rename, then delete to the XDG Trash, then `gio trash --list` sees it and `gio trash
  /// --restore` puts it back.
  @Test func renameDeleteAndRestoreFromTheTrash() throws {
    let home = try Home()
    defer { home.remove() }
    let tester = try home.tester()
    let original = try Data(contentsOf: home.documents.appendingPathComponent("Work/report.txt"))
    let report = try tester.entity(FileItem.self, in: "files", id: "Documents/Work/report.txt")
    let renamed = try tester.run(
      "files.renameFile", in: "files", ["target": report, "newName": .string("Q3 report")])
    #expect(renamed.dialog.full == "Renamed report.txt to Q3 report.txt.")
    let moved = home.documents.appendingPathComponent("Work/Q3 report.txt")
    #expect(try Data(contentsOf: moved) == original)

    let target = try tester.entity(FileItem.self, in: "files", id: "Documents/Work/Q3 report.txt")
    let deleted = try tester.run("files.deleteFiles", in: "files", ["entities": .list([target])])
    #expect(!FileManager.default.fileExists(atPath: moved.path))
    let trash = home.folder.appendingPathComponent(".local/share/Trash")
    #expect(deleted.dialog.arguments["trash"] == trash.appendingPathComponent("files").path)
    let info = try String(
      contentsOf: trash.appendingPathComponent("info/Q3 report.txt.trashinfo"), encoding: .utf8)
    #expect(info.hasPrefix("[Trash Info]\nPath=\(home.documents.path)/Work/Q3%20report.txt\nDeletionDate="))
    #expect(try Data(contentsOf: trash.appendingPathComponent("files/Q3 report.txt")) == original)

    // Restored by gio, through gvfs's trash backend as a file manager restores it; where gvfs is
    // missing (never under CI), moved back where its .trashinfo says.
    if GioSession.isInstalled {
      let gio = try GioSession.run(
        "gio trash --list && gio trash --restore 'trash:///Q3 report.txt'", environment: home.environment,
        folder: home.folder)
      #expect(gio.status == 0)
      #expect(gio.output == "trash:///Q3%20report.txt\t\(moved.path)\n")
    } else {
      #expect(
        ProcessInfo.processInfo.environment["CI"] == nil, "gvfs and dbus-daemon must be installed under CI")
      let item = try #require(XDGTrash(home: trash).items().first)
      try XDGTrash(home: trash).restore(item)
    }
    #expect(try Data(contentsOf: moved) == original)
    #expect(
      !FileManager.default.fileExists(
        atPath: trash.appendingPathComponent("info/Q3 report.txt.trashinfo").path))
  }

  /// A file of the Downloads folder attached to a mail: what the SMTP server receives is the file,
  /// byte for byte (binary bytes included).
  @Test func anAttachmentIsTheFileByteForByte() throws {
    guard SMTPSink.isInstalled else {
      #expect(!SMTPSink.isCI, "msmtp and python3's aiosmtpd must be installed under CI")
      return
    }
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let mailConfig = try sink.msmtpConfiguration()
    let home = try Home(
      sourcesFile: """
        [mail main]
        maildir = ~/Mail
        sendmail = \(SMTPSink.msmtp) -C \(mailConfig) -t -oi
        from = Sam Rivera <sam@rivera.example>

        """)
    defer { home.remove() }
    try Maildir(root: home.folder.appendingPathComponent("Mail")).createIfMissing()
    var generator = SplitMix64(seed: 31)
    let bytes = Data((0..<150_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    let archive = home.downloads.appendingPathComponent("photos backup.bin")
    try bytes.write(to: archive)
    let tester = try home.tester()
    let file = try tester.entity(FileItem.self, in: "files", id: "Downloads/photos backup.bin")
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    let drafted = try tester.run(
      "mail.createDraft", in: "mail", ["to": .list([.person(mary)]), "attachments": .list([file])])
    let draft = try #require(drafted.entities.first)
    try tester.run("mail.sendDraft", in: "mail", ["target": .entity(draft)])
    let delivered = try #require(try sink.received().first)
    #expect(MIMEMessage.parse(delivered.bytes).attachments.map(\.filename) == ["photos backup.bin"])
    #expect(MIMEMessage.attachmentData(in: delivered.bytes, index: 0) == bytes)
  }
}
