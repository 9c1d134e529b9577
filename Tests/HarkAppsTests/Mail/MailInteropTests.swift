import Foundation
import HarkApps
import HarkCore
import HarkMail
import HarkTesting
import Testing

/// Hark's mail checked from the outside, by programs no one here wrote, on one person's setup the
/// test writes: a Maildir with notmuch's database beside it, neomutt's muttrc naming the folders
/// and msmtp as the transport, msmtp sending to an SMTP server the test starts on 127.0.0.1.
/// Hark reads all of it from those configs (``DataSources/load(store:environment:)``).
@Suite(.serialized) struct MailInteropTests {
  static let notmuch = "/usr/bin/notmuch"
  static let neomutt = "/usr/bin/neomutt"
  static let script = "/usr/bin/script"

  /// msmtp, aiosmtpd, notmuch, neomutt and script(1) are all here; under CI they must be.
  static var toolsInstalled: Bool {
    SMTPSink.isInstalled
      && [notmuch, neomutt, script].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// A person's home: `~/Mail` (Maildir++), `~/.notmuch-config`, `~/.config/neomutt/neomuttrc`.
  struct Home {
    let folder: URL
    let mail: URL
    let environment: [String: String]

    init(sink: SMTPSink) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hark-mail-home-\(UUID().uuidString)")
      mail = folder.appendingPathComponent("Mail")
      try Maildir(root: mail).createIfMissing()
      let notmuchConfig = folder.appendingPathComponent(".notmuch-config")
      try Data(
        """
        [database]
        path=\(mail.path)
        [user]
        name=Sam Rivera
        primary_email=sam@rivera.example
        [new]
        tags=unread;inbox;
        [maildir]
        synchronize_flags=true

        """.utf8
      ).write(to: notmuchConfig)
      let neomuttFolder = folder.appendingPathComponent(".config/neomutt")
      try FileManager.default.createDirectory(at: neomuttFolder, withIntermediateDirectories: true)
      try Data(
        """
        set folder="\(mail.path)"
        set mbox_type=Maildir
        set spoolfile="+"
        set record="+.Sent"
        set postponed="+.Drafts"
        set trash="+.Trash"
        set sendmail="\(SMTPSink.msmtp) -C \(try sink.msmtpConfiguration())"
        set from="Sam Rivera <sam@rivera.example>"
        set header_cache=""
        set pipe_decode=yes
        set charset="utf-8"

        """.utf8
      ).write(to: neomuttFolder.appendingPathComponent("neomuttrc"))
      environment = [
        "HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent(".config").path,
        "XDG_DATA_HOME": folder.appendingPathComponent(".local/share").path,
        "NOTMUCH_CONFIG": notmuchConfig.path, "PATH": "/usr/local/bin:/usr/bin:/bin", "TERM": "xterm",
        "LANG": "C.UTF-8",
      ]
    }

    /// Runs a program with this home's environment: its status and standard output.
    func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
      process.environment = environment
      process.currentDirectoryURL = folder
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// What neomutt shows of the first message of `folder` when it pipes it decoded
    /// (`pipe_decode`): headers in plain text, the text part, no attachment's bytes.
    func neomuttReads(folder: String) throws -> String {
      let out = self.folder.appendingPathComponent("neomutt-\(UUID().uuidString).txt")
      let command =
        "\(MailInteropTests.neomutt) -n -F \(self.folder.path)/.config/neomutt/neomuttrc -f \(mail.path)/.\(folder) "
        + "-e 'push \"<pipe-message>cat > \(out.path)<enter><quit>\"'"
      _ = try run(MailInteropTests.script, ["-qec", command, "/dev/null"])
      return (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  /// A tester whose mail is the home's (from its notmuch config and muttrc) and whose address
  /// book and files are the demo store's.
  func tester(for home: Home) throws -> IntentTester {
    var tester = try IntentTester(apps: SampleApps.all)
    var sources = DataSources.load(store: nil, environment: home.environment)
    sources.addressBooks = DataSources.storeOwn(tester.store.root).addressBooks
    // The files are the demo store's (the home names no XDG folders).
    sources.files = DataSources.storeOwn(tester.store.root).files
    tester.sources = sources
    return tester
  }

  func skipUnlessInstalled() -> Bool {
    if Self.toolsInstalled { return false }
    if SMTPSink.isCI {
      Issue.record("msmtp, aiosmtpd, notmuch, neomutt and script must be installed under CI")
    }
    return true
  }

  @Test func aMailHarkSendsReachesTheServerAndNotmuchAndNeomuttReadIt() throws {
    if skipUnlessInstalled() { return }
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let home = try Home(sink: sink)
    defer { home.remove() }
    #expect(try home.run(Self.notmuch, ["new"]).status == 0)
    let tester = try tester(for: home)
    let mail = try #require(tester.sources?.mail.first)
    #expect(mail.maildir.standardizedFileURL.path == home.mail.standardizedFileURL.path)
    #expect(mail.sendmail.first == SMTPSink.msmtp)
    #expect(mail.notmuchDatabase != nil)

    let report = try tester.entity(FileItem.self, in: "files", id: "Documents/Work/Q2 sales report.pdf")
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    let drafted = try tester.run(
      "mail.createDraft", in: "mail",
      [
        "to": .list([.person(mary)]), "subject": .string("第二季度销售报告"), "body": .string("报告在附件里。"),
        "attachments": .list([report]),
      ])
    let draft = try #require(drafted.entities.first)
    try tester.run("mail.sendDraft", in: "mail", ["target": .entity(draft)])

    // What the server received, from msmtp.
    let received = try sink.received()
    #expect(received.count == 1)
    let delivered = try #require(received.first)
    #expect(delivered.envelope.to == ["mary@rivera.example"])
    let message = MIMEMessage.parse(delivered.bytes)
    #expect(message.subject == "第二季度销售报告")
    #expect(message.attachments.map(\.filename) == ["Q2 sales report.pdf"])
    let pdf = try Data(
      contentsOf: tester.store.root.appendingPathComponent("files/documents/Work/Q2 sales report.pdf"))
    #expect(MIMEMessage.attachmentData(in: delivered.bytes, index: 0) == pdf)

    // notmuch indexes what Hark filed in Sent, with its subject, recipient and attachment.
    #expect(try home.run(Self.notmuch, ["new"]).status == 0)
    let found = try home.run(Self.notmuch, ["search", "--output=files", "id:\(draft.id)"]).output
    #expect(found.contains("/Mail/.Sent/cur/"))
    let shown = try home.run(Self.notmuch, ["show", "--format=json", "--include-html", "id:\(draft.id)"])
      .output
    #expect(shown.contains("\"Subject\": \"第二季度销售报告\""))
    #expect(shown.contains("mary@rivera.example"))
    #expect(shown.contains("\"filename\": \"Q2 sales report.pdf\""))
    #expect(shown.contains("\"content-type\": \"application/pdf\""))
    #expect(
      try home.run(Self.notmuch, ["search", "tag:attachment", "and", "id:\(draft.id)"]).output.contains(
        "第二季度销售报告"))

    // neomutt reads it from its record folder, decoded.
    let read = try home.neomuttReads(folder: "Sent")
    #expect(read.contains("Subject: 第二季度销售报告"))
    #expect(read.contains("mary@rivera.example"))
    #expect(read.contains("报告在附件里。"))
  }

  @Test func whenTheTransportFailsTheDraftStaysAndWhatItSaidIsSaid() throws {
    if skipUnlessInstalled() { return }
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let home = try Home(sink: sink)
    defer { home.remove() }
    let tester = try tester(for: home)
    let mary = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    let drafted = try tester.run(
      "mail.createDraft", in: "mail", ["to": .list([.person(mary)]), "body": .string("Running late")])
    let draft = try #require(drafted.entities.first)
    sink.stop()
    do {
      try tester.run("mail.sendDraft", in: "mail", ["target": .entity(draft)])
      Issue.record("sent with the server stopped")
    } catch {
      let error = IntentError(error)
      guard case .source(.transportFailed(let program, let status, let said)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(program == SMTPSink.msmtp)
      #expect(status == 75)
      #expect(said.hasPrefix("msmtp: cannot connect to 127.0.0.1, port \(sink.port)"))
    }
    let folders = Maildir(root: home.mail)
    #expect(try folders.entries(in: "Drafts").count == 1)
    #expect(((try? folders.entries(in: "Sent")) ?? []).isEmpty)
  }

  @Test func mailMadeByPythonsEmailPackageIsFoundThroughTheUsersNotmuch() throws {
    if skipUnlessInstalled() { return }
    let sink = try SMTPSink.start()
    defer { sink.remove() }
    let home = try Home(sink: sink)
    defer { home.remove() }
    let python = try #require(SMTPSink.python)
    let maker = """
      import sys
      from email.message import EmailMessage
      m = EmailMessage()
      m["From"] = "Priya Natarajan <priya@acme.example>"
      m["To"] = "Sam Rivera <sam@rivera.example>"
      m["Subject"] = "Budget for the offsite"
      m["Message-ID"] = "<budget-1@acme.example>"
      m["Date"] = "Wed, 02 Dec 2026 09:30:00 +0000"
      m.set_content("The venue wants a deposit by Friday.")
      m.add_attachment(b"%PDF-1.4 quote", maintype="application", subtype="pdf", filename="quote.pdf")
      open(sys.argv[1], "wb").write(bytes(m))
      """
    let file = home.mail.appendingPathComponent("new/1796200000.M1P2.python")
    #expect(try PythonRun.run(python, ["-c", maker, file.path]).status == 0)
    #expect(try home.run(Self.notmuch, ["new"]).status == 0)
    let tester = try tester(for: home)
    let priya = IntentPerson(name: PersonNameComponents(displayName: "Priya"))
    let result = try tester.run(
      "mail.findMail", in: "mail", ["sender": .person(priya), "hasAttachments": .bool(true)])
    #expect(result.listed.map(\.id) == ["budget-1@acme.example"])
    let found = try #require(tester.entities(MailMessage.self, in: "mail").first)
    #expect(found.body.contains("deposit by Friday"))
    #expect(found.attachments.map(\.filename) == ["quote.pdf"])
    #expect(found.isRead == false)
  }
}
