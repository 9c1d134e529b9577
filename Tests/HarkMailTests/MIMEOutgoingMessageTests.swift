import Foundation
import Testing

@testable import HarkMail

@Suite struct MIMEOutgoingMessageTests {
  static let report = OutgoingMessage(
    from: MailboxAddress(name: "王小明", email: "xiaoming@example.cn"),
    to: [MailboxAddress(name: "Mary Chen", email: "mary@example.com")],
    cc: [MailboxAddress(name: "", email: "dana@example.com")],
    bcc: [MailboxAddress(name: "Secret Keeper", email: "secret@example.com")],
    subject: "第二季度报告 (Q2 report)", text: "你好，附件是第二季度的报告。\nThe Q2 report is attached.\n",
    date: Date(timeIntervalSince1970: 1_796_371_200), messageID: "<q2-report.1@example.cn>",
    inReplyTo: "<ask.7@example.com>", references: ["<start.3@example.com>", "<ask.7@example.com>"],
    attachments: [
      OutgoingAttachment(filename: "季度报告.pdf", contentType: "application/pdf", data: TransportFixtures.pdf)
    ])

  @Test func aChineseSubjectNameAndPDFComeBackThroughTheReader() throws {
    let bytes = Self.report.bytes()
    let message = MIMEMessage.parse(bytes)
    #expect(message.subject == "第二季度报告 (Q2 report)")
    #expect(message.from == [MailboxAddress(name: "王小明", email: "xiaoming@example.cn")])
    #expect(message.to == [MailboxAddress(name: "Mary Chen", email: "mary@example.com")])
    #expect(message.cc == [MailboxAddress(name: "", email: "dana@example.com")])
    #expect(message.date == Date(timeIntervalSince1970: 1_796_371_200))
    #expect(message.messageID == "<q2-report.1@example.cn>")
    #expect(message.inReplyTo == "<ask.7@example.com>")
    #expect(message.references == ["<start.3@example.com>", "<ask.7@example.com>"])
    #expect(message.text == "你好，附件是第二季度的报告。\nThe Q2 report is attached.")
    #expect(
      message.attachments == [
        MIMEAttachment(
          filename: "季度报告.pdf", contentType: "application/pdf", size: TransportFixtures.pdf.count, index: 0)
      ])
    #expect(MIMEMessage.attachmentData(in: bytes, index: 0) == TransportFixtures.pdf)
    #expect(message.problems.isEmpty)
  }

  @Test func theBytesAreSevenBitWithEncodedWordsAndRFC2231NamesAndNoBcc() throws {
    let text = String(decoding: Self.report.bytes(), as: UTF8.self)
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(text.contains("Subject: =?UTF-8?"))
    #expect(text.contains("multipart/mixed"))
    #expect(text.contains("text/plain; charset=utf-8"))
    #expect(text.contains("filename*=UTF-8''%E5%AD%A3%E5%BA%A6%E6%8A%A5%E5%91%8A.pdf"))
    #expect(text.contains("Content-Transfer-Encoding: base64"))
    #expect(!text.lowercased().contains("bcc"))
    #expect(!text.contains("secret@example.com"))
  }

  @Test func aMessageWithoutAttachmentsIsOneUTF8TextPart() throws {
    var note = Self.report
    note.attachments = []
    note.text = "Plain words only.\r\nSecond line, café.\n"
    let bytes = note.bytes()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("multipart"))
    #expect(text.contains("Content-Type: text/plain; charset=utf-8"))
    #expect(MIMEMessage.parse(bytes).text == "Plain words only.\nSecond line, café.")
    #expect(MIMEMessage.parse(bytes).attachments.isEmpty)
  }

  @Test func pythonsEmailPackageReadsWhatHarkWrites() throws {
    guard let python = Self.python else {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "python3 is needed under CI")
      return
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outgoing-\(UUID().uuidString).eml")
    try Self.report.bytes().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = """
      import sys, email, email.policy
      m = email.message_from_binary_file(open(sys.argv[1], 'rb'), policy=email.policy.default)
      print(m['Subject']); print(m['From'].addresses[0].display_name); print(m['To'])
      print(m.get('Bcc')); print(m.get_body(('plain',)).get_content().splitlines()[0])
      for part in m.iter_attachments():
          print(part.get_filename(), part.get_content_type(), len(part.get_payload(decode=True)))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script, file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      printed.split(separator: "\n").map(String.init) == [
        "第二季度报告 (Q2 report)", "王小明", "Mary Chen <mary@example.com>", "None", "你好，附件是第二季度的报告。",
        "季度报告.pdf application/pdf \(TransportFixtures.pdf.count)",
      ])
  }

  @Test func newMessageIDsAreBracketedUniqueAndCarryTheDomain() {
    let ids = (0..<1000).map { _ in OutgoingMessage.newMessageID(domain: "example.cn") }
    #expect(Set(ids).count == 1000)
    #expect(
      ids.allSatisfy {
        $0.hasPrefix("<") && $0.hasSuffix("@example.cn>") && $0.filter { $0 == "@" }.count == 1
      })
    #expect(OutgoingMessage.newMessageID(domain: "").hasSuffix("@localhost>"))
  }

  /// Debian's Python, where the brief's tools live.
  static let python: String? =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : nil
}
